import type { IncomingMessage } from 'node:http';

/**
 * Largest request body the dev/preview server reads: well above the largest upload a handler
 * accepts (5 MB files plus the multipart envelope), far below what would strain the process.
 */
export const MAX_BODY_BYTES = 25 * 1024 * 1024;

/** The body passed the limit (declared by content-length or counted while streaming). */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body too large: over the ${limit / 1024 / 1024} MiB limit`);
    this.name = 'BodyTooLarge';
  }
}

/**
 * Reads a request body, counting bytes as they arrive whatever the transfer encoding (chunked
 * bodies have no content-length). Past the limit it stops reading, pausing the request so
 * nothing more is buffered, and rejects with BodyTooLarge; the caller answers and closes.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.reject(new BodyTooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > limit) {
        stop();
        req.pause();
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(bytes);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => {
      stop();
      reject(new Error('request closed before its body was read'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * A request body as a web stream read on demand: the socket is paused while the reader is
 * behind, so at most a few chunks wait in memory however large the upload. A reader that cancels
 * (a refused upload) leaves the rest unread; the answer then closes the connection.
 */
export function streamBody(req: IncomingMessage): ReadableStream<Uint8Array> {
  let finished = false;
  const detach = () => {
    finished = true;
    req.removeAllListeners('data');
    req.pause();
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.pause();
        req.on('data', (chunk: Buffer | string) => {
          if (finished) return;
          controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once('end', () => {
          if (!finished) controller.close();
          finished = true;
        });
        req.once('error', (error) => {
          if (!finished) controller.error(error);
          finished = true;
        });
        req.once('close', () => {
          if (!finished) controller.error(new Error('request closed before its body was read'));
          finished = true;
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        detach();
      },
    },
    { highWaterMark: 4 },
  );
}
