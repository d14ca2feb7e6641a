import { http, HttpResponse, type HttpHandler } from 'msw';
import { UPLOAD_FIELD } from '../../../src/api/pageConfig.ts';
import { SIGNAGE_PIDS } from '../../../src/api/signage/types.ts';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { FILE_PATH, megabytes } from '../db/files.ts';
import { ok, safe } from '../envelope.ts';
import { readUploadedFile, requireParam, route } from '../request.ts';
import { notFoundResponse } from '../db/core/notFound.ts';
import type { UserRecord } from '../db/users.ts';
import { streamUpload } from '../multipartStream.ts';
import { fileResponse } from './mediaFiles.ts';

/** Types a browser may show inline; anything else is a download (no HTML or SVG from our origin). */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain']);

function uploadedFile(db: Database, request: Request): Promise<File> {
  return readUploadedFile(request, UPLOAD_FIELD, { maxBytes: db.files.maxFileBytes, limit: megabytes(db.files.maxFileBytes) });
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

/** /vt/staticfile/{upload,delete} and the GET that serves a file back (media from the signage library too). */
export function fileHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/vt/staticfile/upload'),
      authed(db, async ({ request, user }) => {
        const pid = new URL(request.url).searchParams.get('pid');
        if (pid !== null) return ok(await mediaUpload(db, request, user, pid.trim()));
        const file = await uploadedFile(db, request);
        return ok(db.files.add(user, file.name, file.type, new Uint8Array(await file.arrayBuffer())));
      }),
    ),
    http.delete(
      route('/vt/staticfile/delete'),
      authed(db, ({ request, user }) => {
        const url = new URL(request.url);
        const did = requireParam(url, 'did');
        if (db.signage.isMedia(did)) return ok(db.signage.deleteMedia(user, url.searchParams.get('pid') ?? SIGNAGE_PIDS.media, did));
        db.files.remove(user, did);
        return ok({ did });
      }),
    ),
    http.get(
      route(FILE_PATH),
      safe(({ request }) => {
        const did = requireParam(new URL(request.url), 'did');
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
