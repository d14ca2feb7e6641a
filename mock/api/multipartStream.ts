import { randomUUID } from 'node:crypto';
import { createWriteStream, rmSync, type WriteStream } from 'node:fs';
import { MEDIA_TUS_PATH } from '../../src/api/uploadPaths.ts';
import { sawUpload } from './db/core/requestSummary.ts';
import { badBody, expected, invalidField, missingField } from './db/core/shapeErrors.ts';

/** A file part written to disk as it arrived. */
export interface StreamedFile {
  name: string;
  type: string;
  size: number;
  path: string;
}

export interface StreamedForm {
  file: StreamedFile;
  /** The small text fields (before or after the file). */
  fields: Record<string, string>;
}

export interface StreamOptions {
  /** The multipart field holding the file. */
  field: string;
  /** Where the file goes (created; removed again when the upload is refused). */
  path: string;
  /** Called with the part's name and type before any of its bytes are written: throws to refuse. */
  accept: (name: string, type: string) => void;
  /** Called when the file passes this many bytes: throws to refuse (reading stops there). */
  maxBytes: number;
  tooLarge: (name: string) => Error;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
/** Text fields and part headers are small: more is not a form this parser serves. */
const MAX_TEXT = 64 * 1024;

function boundaryOf(request: Request): string {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) throw badBody('invalid body: expected multipart/form-data', 'multipart');
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(type);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw badBody('invalid body: unreadable multipart/form-data', 'multipart');
  return boundary.trim();
}

interface PartHead {
  name: string;
  filename: string | undefined;
  type: string;
}

/** An RFC 5987 name (`filename*=UTF-8''…`): a broken escape (`%E0%A4%A`) is refused, not thrown, naming the form field whose file it names. */
function decodedName(encoded: string, field: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw invalidField(field, 'an unreadable percent-encoded file name', expected('string'));
  }
}

function parseHead(text: string): PartHead {
  const disposition = /content-disposition:([^\r\n]*)/i.exec(text)?.[1] ?? '';
  const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '';
  const star = /filename\*=UTF-8''([^;\r\n]*)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]*)"/i.exec(disposition)?.[1];
  const filename = star !== undefined ? decodedName(star, name || 'file') : plain;
  const type = /content-type:\s*([^\r\n;]*)/i.exec(text)?.[1]?.trim().toLowerCase() ?? '';
  return { name, filename, type };
}

/** Writes a chunk, waiting when the disk is behind (memory stays at a few chunks). */
function write(out: WriteStream, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    out.write(chunk, (error) => (error ? reject(error) : resolve()));
  });
}

function close(out: WriteStream): Promise<void> {
  return new Promise((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/**
 * Reads a multipart body as it streams in and writes the file in `field` to `path`, holding only
 * the current chunk and a boundary's length of tail in memory (request.formData() would hold the
 * whole body). The file's type is checked from its part header before its bytes are read, its size
 * while they arrive; a refusal stops reading (the caller answers and the connection closes).
 */
export async function streamUpload(request: Request, options: StreamOptions): Promise<StreamedForm> {
  const delimiter = Buffer.from(`\r\n--${boundaryOf(request)}`);
  const body = takeStreamedBody(request) ?? request.body;
  if (!body) throw badBody('invalid body: unreadable multipart/form-data', 'multipart');
  const reader = body.getReader();
  const fields: Record<string, string> = {};
  let file: StreamedFile | undefined;
  let out: WriteStream | undefined;
  let text: Buffer[] = [];
  let textSize = 0;
  let head: PartHead | undefined;
  // The body is read as if preceded by CRLF, so the first boundary looks like every other one.
  let buffer: Buffer = Buffer.from(CRLF);
  let state: 'preamble' | 'head' | 'body' | 'after' | 'done' = 'preamble';

  const emit = async (bytes: Buffer) => {
    if (bytes.length === 0 || !head) return;
    if (out && file) {
      file.size += bytes.length;
      if (file.size > options.maxBytes) throw options.tooLarge(file.name);
      await write(out, bytes);
    } else if (!head.filename) {
      textSize += bytes.length;
      if (textSize > MAX_TEXT) throw badBody('invalid body: a text field is too long', 'multipart');
      text.push(bytes);
    }
  };
  const endPart = async () => {
    if (out) await close(out);
    else if (head && !head.filename && head.name) fields[head.name] = Buffer.concat(text).toString('utf8');
    out = undefined;
    text = [];
    textSize = 0;
    head = undefined;
  };
  const startPart = (raw: string) => {
    head = parseHead(raw);
    if (head.name === options.field && head.filename !== undefined && !file) {
      const name = head.filename.trim().slice(0, 200) || 'file';
      // Met before it is judged: a refusal of it is audited with its name, type and size so far.
      sawUpload(request, { name, type: head.type, size: 0 });
      options.accept(name, head.type);
      file = { name, type: head.type, size: 0, path: options.path };
      sawUpload(request, file);
      out = createWriteStream(options.path);
    }
  };

  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buffer = buffer.length === 0 ? Buffer.from(value) : Buffer.concat([buffer, value]);
      // Consume as much of the buffer as the state machine can.
      for (let progressed = true; progressed && state !== 'done'; ) {
        progressed = false;
        if (state === 'preamble' || state === 'body') {
          const at = buffer.indexOf(delimiter);
          if (at >= 0) {
            if (state === 'body') await emit(buffer.subarray(0, at));
            if (state === 'body') await endPart();
            buffer = buffer.subarray(at + delimiter.length);
            state = 'after';
            progressed = true;
          } else if (buffer.length > delimiter.length) {
            // Everything but a possible partial delimiter at the end is the part's (or the preamble's).
            if (state === 'body') await emit(buffer.subarray(0, buffer.length - delimiter.length));
            buffer = Buffer.from(buffer.subarray(buffer.length - delimiter.length));
          }
        } else if (state === 'after' && buffer.length >= 2) {
          state = buffer[0] === 0x2d && buffer[1] === 0x2d ? 'done' : 'head';
          buffer = buffer.subarray(2);
          progressed = true;
        } else if (state === 'head') {
          const at = buffer.indexOf(HEADER_END);
          if (at >= 0) {
            startPart(buffer.subarray(0, at).toString('utf8'));
            buffer = buffer.subarray(at + HEADER_END.length);
            state = 'body';
            progressed = true;
          } else if (buffer.length > MAX_TEXT) {
            throw badBody('invalid body: unreadable multipart/form-data', 'multipart');
          }
        }
      }
      if (state === 'done') break;
      if (done) throw badBody('invalid body: unreadable multipart/form-data', 'multipart');
    }
  } catch (error) {
    // Not awaited: a teed body (msw keeps a copy) settles its cancel only when both copies cancel.
    void reader.cancel().catch(() => undefined);
    const open = out;
    if (open) await new Promise<void>((resolve) => open.destroy().once('close', () => resolve()));
    if (file) rmSync(file.path, { force: true });
    throw error;
  }
  // Whatever follows the closing boundary (an epilogue) is not read.
  void reader.cancel().catch(() => undefined);
  if (!file) throw missingField(options.field, 'a file');
  return { file, fields };
}

/**
 * Requests whose body is streamed to the handler instead of read whole first: media uploads
 * (`/vt/staticfile/upload?pid=…`, up to hundreds of MB) and resumable chunks. Other uploads stay under the body limit.
 */
export function isStreamedUpload(method: string, url: URL): boolean {
  // A resumable upload's chunks (tus PATCH) are appended to disk as they arrive, too.
  if (method === 'PATCH' && url.pathname.startsWith(`${MEDIA_TUS_PATH}/`)) return true;
  return method === 'POST' && url.pathname === '/vt/staticfile/upload' && url.searchParams.has('pid');
}

/** Header naming a body handed over beside the request (set by the Node middleware only). */
export const STREAMED_BODY_HEADER = 'x-cem-streamed-body';
const handedOver = new Map<string, ReadableStream<Uint8Array>>();

/**
 * Hands a body to the handler beside the request rather than inside it: msw clones every request
 * it matches, and a cloned (teed) stream keeps in memory all that one side read and the other did
 * not. Answers the header value to send, and a release to call once answered (an untaken body is
 * cancelled).
 */
export function handOverBody(body: ReadableStream<Uint8Array>): { id: string; release: () => void } {
  const id = randomUUID();
  handedOver.set(id, body);
  return {
    id,
    release: () => {
      if (handedOver.delete(id)) void body.cancel().catch(() => undefined);
    },
  };
}

/** The body handed over beside the request, if any (taken once). */
export function takeStreamedBody(request: Request): ReadableStream<Uint8Array> | undefined {
  const id = request.headers.get(STREAMED_BODY_HEADER);
  const body = id === null ? undefined : handedOver.get(id);
  if (id !== null) handedOver.delete(id);
  return body;
}
