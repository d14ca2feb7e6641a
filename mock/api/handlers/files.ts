import { http, HttpResponse, type HttpHandler } from 'msw';
import { UPLOAD_FIELD } from '../../../src/api/pageConfig.ts';
import { SIGNAGE_PIDS } from '../../../src/api/signage/types.ts';
import { authed, authedWrite, requestIp, sessionOf } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { FILE_PATH, megabytes } from '../db/files.ts';
import { ok, safe } from '../envelope.ts';
import { readJson, readUploadedFile, requireParam, route } from '../request.ts';
import { invalidField } from '../db/core/shapeErrors.ts';
import { notFound, notFoundResponse } from '../db/core/notFound.ts';
import { fileRefusedRead } from '../db/core/access/foreign.ts';
import type { UserRecord } from '../db/users.ts';
import { streamUpload } from '../multipartStream.ts';
import { fileResponse } from './mediaFiles.ts';

/** Types a browser may show inline; anything else is a download (no HTML or SVG from our origin). */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain']);

function uploadedFile(db: Database, request: Request): Promise<File> {
  return readUploadedFile(request, UPLOAD_FIELD, { maxBytes: db.files.maxFileBytes, limit: megabytes(db.files.maxFileBytes) });
}

/** Most links one call signs (a page of thumbnails). */
const MAX_LINKS = 200;

/**
 * Whether a GET may have a file's bytes: a signed link of this mock that has not expired, or the
 * session of a user of the owning company. Anything else is answered as if the file did not exist.
 */
function mayServe(db: Database, request: Request, did: string): boolean {
  const owner = db.fileOwner(did);
  if (owner === undefined) return false;
  const params = new URL(request.url).searchParams;
  if (params.has('sig') || params.has('exp')) return db.fileLinks.valid(did, params.get('exp'), params.get('sig'));
  return sessionOf(db, request)?.user.companyid === owner;
}

/**
 * A signed-in user's read of file ids that are not their company's (another company's, or none):
 * filed in their audit and in each owner's, answered as files that do not exist.
 */
function fileUnknownRead(db: Database, user: UserRecord, pid: string, dids: readonly string[]): void {
  if (dids.length === 0) return;
  const refusal = notFound('file', dids[0]!);
  const owners = [...new Set(dids.flatMap((did) => db.fileOwner(did) ?? []))];
  fileRefusedRead(db.audit, user, { pid, area: 'records', op: 'view', resource: 'file', target: dids.join(','), refusal }, owners);
}

/** The dids of a links request: a list of up to MAX_LINKS strings. */
function didsOf(value: unknown): string[] {
  if (!Array.isArray(value) || value.length > MAX_LINKS || value.some((did) => typeof did !== 'string')) {
    throw invalidField('dids', `a list of at most ${MAX_LINKS} file ids`);
  }
  return [...new Set(value as string[])];
}

/** A media upload (`?pid=`): streamed to disk as it arrives, judged by the signage domain; refusals audited. */
async function mediaUpload(db: Database, request: Request, user: UserRecord, pid: string) {
  const target = db.signage.beginUpload(user, pid);
  let streamed;
  try {
    streamed = await streamUpload(request, { field: UPLOAD_FIELD, ...target });
  } catch (error) {
    return db.signage.refuseUpload(user, pid, error);
  }
  return db.signage.finishUpload(user, pid, streamed.file, streamed.fields);
}

/**
 * /vt/staticfile/{upload,delete,links} and the GET that serves a file back (media from the signage
 * library too): to its company's sessions, or through a signed link from `links`.
 */
export function fileHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/vt/staticfile/upload'),
      // A refusal before the file is kept (not multipart, too large) is audited with a summary of it, never its bytes.
      authedWrite(db, { area: 'records', op: 'add', resource: 'file' }, async ({ request, user }) => {
        const pid = new URL(request.url).searchParams.get('pid');
        if (pid !== null) return ok(await mediaUpload(db, request, user, pid.trim()));
        const file = await uploadedFile(db, request);
        return ok(db.files.add(user, file.name, file.type, new Uint8Array(await file.arrayBuffer())));
      }),
    ),
    http.delete(
      route('/vt/staticfile/delete'),
      authedWrite(db, { area: 'records', op: 'delete', resource: 'file' }, ({ request, user }) => {
        const url = new URL(request.url);
        const did = requireParam(url, 'did');
        if (db.signage.isMedia(did)) return ok(db.signage.deleteMedia(user, url.searchParams.get('pid') ?? SIGNAGE_PIDS.media, did));
        db.files.remove(user, did);
        return ok({ did });
      }),
    ),
    http.post(
      route('/vt/staticfile/links'),
      authed(db, async ({ request, user }) => {
        // Files of another company, or none, get no link: as if they did not exist (the attempt filed).
        const body = await readJson(request);
        const dids = didsOf(body.dids);
        fileUnknownRead(db, user, typeof body.pid === 'string' ? body.pid : '', dids.filter((did) => db.fileOwner(did) !== user.companyid));
        return ok({ links: dids.filter((did) => db.fileOwner(did) === user.companyid).map((did) => db.fileLinks.link(did)) });
      }),
    ),
    http.get(
      route(FILE_PATH),
      safe(({ request }) => {
        const url = new URL(request.url);
        const did = requireParam(url, 'did');
        if (!mayServe(db, request, did)) {
          // A signed-in user asking for a file not their company's: filed (a link without a session names nobody).
          const session = sessionOf(db, request);
          if (session && !url.searchParams.has('sig')) fileUnknownRead(db, { ...session.user, ip: requestIp(request) }, url.searchParams.get('pid') ?? '', [did]);
          return notFoundResponse('file');
        }
        const media = db.signage.mediaFile(did);
        if (media) return fileResponse(media);
        const file = db.files.get(did);
        if (!file) return notFoundResponse('file');
        const disposition = INLINE.has(file.type) ? 'inline' : 'attachment';
        return new HttpResponse(file.bytes, {
          headers: {
            'content-type': file.type,
            'content-length': String(file.size),
            'content-disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'; sandbox",
            'cache-control': 'private, max-age=3600',
          },
        });
      }),
    ),
  ];
}
