// Bench row of issue 36: a 200 MB upload to the mock (tus, 4 MB chunks as the console sends) cut at about half: the
// chunk under way is aborted halfway through its bytes, the client asks the server's offset (HEAD)
// and sends the rest. Figures: the bytes sent again (all bytes sent − the file's size: the budget is
// one chunk), the growth of the mock's memory (it runs in this Node process, inside the preview
// server) and whether the stored file's SHA-256 is the source's. The client is this process too:
// its bytes come from a generator of 64 KB pieces, never a 200 MB buffer.
import { createHash } from 'node:crypto';
import { sampleMemory } from './memory.mjs';

export const RESUME_ROW = 'upload: 200 MB cut at half, bytes sent again';
export const RESUME_BYTES = 200 * 2 ** 20;
/** The console's chunk (src/api/uploadPaths.ts UPLOAD_CHUNK_BYTES). */
export const RESUME_CHUNK = 4 * 2 ** 20;
const PIECE = 64 * 1024;
const TUS = { 'tus-resumable': '1.0.0' };

/** The source's bytes [start, end), the same on every call: piece p is filled by p's own pattern. */
function* source(start, end) {
  for (let at = start; at < end; ) {
    const piece = Math.floor(at / PIECE);
    const bytes = new Uint8Array(PIECE).fill((piece * 131 + 7) & 0xff);
    new DataView(bytes.buffer).setUint32(0, piece);
    const from = at - piece * PIECE;
    const to = Math.min(PIECE, end - piece * PIECE);
    yield bytes.subarray(from, to);
    at += to - from;
  }
}

function sourceHash(size) {
  const hash = createHash('sha256');
  for (const part of source(0, size)) hash.update(part);
  return hash.digest('hex');
}

/** A request body streaming [start, end) of the source; `cutAfter` bytes in, the request is aborted. */
function body(start, end, counter, cutAfter, abort) {
  const parts = source(start, end);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      const next = parts.next();
      if (next.done) return controller.close();
      counter.bytes += next.value.length;
      sent += next.value.length;
      controller.enqueue(next.value);
      if (cutAfter !== undefined && sent >= cutAfter) abort();
    },
  });
}

async function login(origin, account) {
  const answer = await fetch(new URL('/sfsaas/api/user/login', origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  return (await answer.json()).result.loginsession;
}

async function patch(uploadUrl, session, offset, end, counter, cut) {
  const controller = new AbortController();
  const response = await fetch(uploadUrl, {
    method: 'PATCH',
    headers: { ...TUS, loginsession: session, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body: body(offset, end, counter, cut, () => controller.abort()),
    duplex: 'half',
    signal: controller.signal,
  }).catch((error) => {
    // The cut: undici says AbortError, or "fetch failed" when the abort lands while the body is being written.
    throw controller.signal.aborted ? Object.assign(new Error('the chunk was cut', { cause: error }), { name: 'AbortError' }) : error;
  });
  if (!response.ok) throw Object.assign(new Error(`PATCH at ${offset}: HTTP ${response.status} ${await response.text()}`), { status: response.status });
  return { offset: Number(response.headers.get('upload-offset')), body: response.status === 200 ? await response.json() : undefined };
}

/** The server's offset; while the cut chunk's request is still being closed there, asked again. */
async function serverOffset(uploadUrl, session) {
  for (let tries = 0; ; tries += 1) {
    const answer = await fetch(uploadUrl, { method: 'HEAD', headers: { ...TUS, loginsession: session } });
    if (answer.ok) return Number(answer.headers.get('upload-offset'));
    if (tries > 50) throw new Error(`HEAD: HTTP ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Uploads `size` bytes in `chunk`s, cuts the connection halfway through the chunk that passes half
 * the file, resumes from the server's offset; samples this process's memory every 20 ms against a
 * level taken after a forced collection; reads the stored file back to hash it, then deletes it.
 */
export async function resumeUpload({ url, account, size = RESUME_BYTES, chunk = RESUME_CHUNK }) {
  const origin = new URL(url).origin;
  const session = await login(origin, account);
  const expected = sourceHash(size);
  const sampler = sampleMemory();
  let memory;
  const started = performance.now();
  const before = { bytes: 0 };
  const after = { bytes: 0 };
  let item;
  let cutAt;
  let resumedFrom;
  try {
    const metadata = `filename ${Buffer.from('bench-resume.mp4').toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`;
    const created = await fetch(new URL('/vt/staticfile/tus?pid=p-media-manage', origin), { method: 'POST', headers: { ...TUS, loginsession: session, 'upload-length': String(size), 'upload-metadata': metadata } });
    if (created.status !== 201) throw new Error(`create: HTTP ${created.status} ${await created.text()}`);
    const uploadUrl = new URL(created.headers.get('location'), origin);
    let offset = 0;
    // Whole chunks up to the one that passes half the file; that one is cut halfway.
    while (offset + chunk < size / 2) offset = (await patch(uploadUrl, session, offset, offset + chunk, before)).offset;
    cutAt = offset + chunk / 2;
    await patch(uploadUrl, session, offset, Math.min(size, offset + chunk), before, chunk / 2).then(
      () => {
        throw new Error('the cut chunk was answered');
      },
      (error) => {
        if (error.name !== 'AbortError') throw error;
      },
    );
    resumedFrom = offset = await serverOffset(uploadUrl, session);
    for (;;) {
      const answer = await patch(uploadUrl, session, offset, Math.min(size, offset + chunk), after).catch(async (error) => {
        // 409: the server is still closing the cut request; ask where it stands and go on.
        if (error.status !== 409) throw error;
        return { offset: await serverOffset(uploadUrl, session) };
      });
      offset = answer.offset;
      if (answer.body) {
        item = answer.body.result;
        break;
      }
    }
  } finally {
    memory = sampler.stop();
  }
  const ms = performance.now() - started;
  const served = await fetch(new URL(`/vt/staticfile/get?did=${item.did}`, origin), { headers: { loginsession: session } });
  const hash = createHash('sha256');
  for await (const part of served.body) hash.update(part);
  const stored = hash.digest('hex');
  await fetch(new URL(`/vt/staticfile/delete?did=${item.did}&pid=p-media-manage`, origin), { method: 'DELETE', headers: { loginsession: session } });
  return {
    ms, size, chunk, cutAt, resumedFrom,
    sentBefore: before.bytes, sentAfter: after.bytes, resent: before.bytes + after.bytes - size,
    sameBytes: stored === expected, itemSize: item.size,
    ...memory,
  };
}
