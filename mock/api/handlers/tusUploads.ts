import { http, type HttpHandler } from 'msw';
import { STATUS_SESSION_EXPIRED } from '../../../src/api/types.ts';
import { MEDIA_TUS_PATH, TUS_VERSION } from '../../../src/api/uploadPaths.ts';
import { SIGNAGE_PIDS } from '../../../src/api/signage/types.ts';
import { requestIp, SESSION_EXPIRED_MESSAGE, sessionOf } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { keyedRefusal, said } from '../db/core/said.ts';
import { answering } from '../db/core/requestSummary.ts';
import type { UserRecord } from '../db/users.ts';
import type { MediaItem } from '../../../src/api/signage/types.ts';
import { BadRequest, internalError, STATUS_FAIL } from '../envelope.ts';
import { takeStreamedBody } from '../multipartStream.ts';
import { route } from '../request.ts';
import { uploadMeta } from '../db/signage/mediaInput.ts';
import { readUploadRequest } from './tusHeaders.ts';

const PROTOCOL_HEADERS = {
  'tus-resumable': TUS_VERSION,
  'cache-control': 'no-store',
  'access-control-expose-headers': 'Location, Upload-Offset, Upload-Length, Tus-Resumable',
};

/** One upload's URL (`?id=`: a plain path the handler registry and its tests read like every other). */
const UPLOAD_PATH = `${MEDIA_TUS_PATH}/upload`;

function answer(status: number, headers: Record<string, string> = {}, body?: unknown): Response {
  const all = { ...PROTOCOL_HEADERS, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: all });
}

/** A refusal as tus clients read it (an HTTP error status), its body the usual keyed envelope. */
function refused(error: BadRequest): Response {
  const status = error.status >= 400 && error.status < 500 ? error.status : error.status === STATUS_SESSION_EXPIRED ? 401 : 400;
  return answer(status, {}, { status: error.status, message: error.message, result: error.result });
}

/**
 * The library already holds these bytes: a question for the user (keep both, or skip), keyed and
 * naming the earlier file, which is always the caller's own company's.
 */
function duplicateOf(name: string, earlier: MediaItem): BadRequest {
  const what = said(`already in the library: ${name} has the same content as ${earlier.name}`, 'uploads.server.duplicate', { name, earlier: earlier.name });
  return new BadRequest(what.text, STATUS_FAIL, { ...what.key, duplicateOf: { did: earlier.did, name: earlier.name } });
}

type Step = (request: Request, user: UserRecord, id: string) => Promise<Response>;

/**
 * The session, the protocol version, and every failure as an HTTP status with a keyed body (never
 * a crash). `op`: the step is a write (a chunk, a cancel), so its refusal is audited as that write.
 */
function tus(db: Database, step: Step, op?: string) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    try {
      const session = sessionOf(db, request);
      if (!session) return answer(401, {}, { status: STATUS_SESSION_EXPIRED, message: SESSION_EXPIRED_MESSAGE, result: null });
      const user = { ...session.user, ip: requestIp(request) };
      const id = new URL(request.url).searchParams.get('id') ?? '';
      // The protocol is checked inside the write's audited path: a refused chunk is audited whatever refused it.
      const run = () => {
        if (request.headers.get('tus-resumable') !== TUS_VERSION) {
          throw keyedRefusal(said(`unsupported protocol: send Tus-Resumable ${TUS_VERSION}`, 'uploads.server.protocol', { version: TUS_VERSION }), 412);
        }
        return step(request, user, id);
      };
      const spec = { pid: SIGNAGE_PIDS.media, area: 'records' as const, op: op ?? '', resource: { type: 'media' as const, id: id.slice(0, 120) } };
      return await answering(request, () => (op ? db.writes.checked(user, spec, run) : run()));
    } catch (error) {
      if (error instanceof BadRequest) return refused(error);
      return internalError(error);
    }
  };
}

/**
 * The media library's resumable uploads (tus 1.0.0 core: creation, HEAD, PATCH, termination). The
 * access check, the type and size and the browser's metadata are judged (and a refusal audited) at
 * creation, before a byte is sent; the last chunk assembles the media record through the audited
 * upload of the library, exactly as a one-shot upload does.
 */
export function tusUploadHandlers(db: Database): HttpHandler[] {
  const uploads = () => db.resumableUploads;
  return [
    http.post(
      route(MEDIA_TUS_PATH),
      tus(db, async (request, user) => {
        const wanted = readUploadRequest(request);
        const target = db.signage.beginUpload(user, wanted.pid);
        try {
          target.accept(wanted.name, wanted.type);
          if (wanted.length > target.maxBytes) throw target.tooLarge(wanted.name);
          uploadMeta({ name: wanted.name, type: wanted.type, size: wanted.length }, wanted.fields);
          const earlier = wanted.hash && !wanted.keepDuplicate ? target.sameContent(wanted.hash, wanted.length) : undefined;
          if (earlier) throw duplicateOf(wanted.name, earlier);
        } catch (error) {
          db.signage.refuseUpload(user, wanted.pid, error);
        }
        const pending = uploads().open(user, { ...wanted, path: target.path });
        return answer(201, { location: `${UPLOAD_PATH}?id=${pending.id}`, 'upload-offset': '0' });
      }),
    ),
    http.head(
      route(UPLOAD_PATH),
      tus(db, async (_request, user, id) => {
        const pending = uploads().find(user, id);
        await uploads().settle(pending);
        return answer(200, { 'upload-offset': String(pending.offset), 'upload-length': String(pending.length), ...(pending.done ? { 'upload-result': pending.done.did } : {}) });
      }),
    ),
    http.patch(
      route(UPLOAD_PATH),
      tus(db, async (request, user, id) => {
        const pending = uploads().find(user, id);
        if (request.headers.get('content-type') !== 'application/offset+octet-stream') {
          throw keyedRefusal(said('invalid body: expected application/offset+octet-stream', 'uploads.server.contentType'), 415);
        }
        const offsetText = request.headers.get('upload-offset') ?? '';
        const offset = /^\d{1,15}$/.test(offsetText) ? Number(offsetText) : NaN;
        if (!Number.isSafeInteger(offset)) throw keyedRefusal(said('invalid header: Upload-Offset must be a whole number of bytes', 'request.invalidField', { field: 'Upload-Offset' }));
        const body = takeStreamedBody(request) ?? request.body;
        const reached = await uploads().append(pending, offset, body);
        const headers = { 'upload-offset': String(reached) };
        if (reached < pending.length) return answer(204, headers);
        if (!pending.done) {
          try {
            const item = db.signage.finishUpload(user, pending.pid, { name: pending.name, type: pending.type, size: pending.length, path: pending.path, hash: pending.hasher.digest() }, pending.fields);
            uploads().finished(pending, item);
          } catch (error) {
            uploads().drop(pending);
            throw error;
          }
        }
        return answer(200, headers, { status: 0, message: 'ok', result: pending.done });
      }, 'media-upload'),
    ),
    http.delete(
      route(UPLOAD_PATH),
      tus(db, async (_request, user, id) => {
        uploads().drop(uploads().find(user, id));
        return answer(204);
      }, 'media-upload-cancel'),
    ),
  ];
}
