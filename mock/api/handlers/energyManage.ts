import { http, type HttpHandler } from 'msw';
import { UPLOAD_FIELD } from '../../../src/api/pageConfig.ts';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { BadRequest, ok } from '../envelope.ts';
import { readJson, route } from '../request.ts';

/** A standards file is a small table: refuse anything larger before reading it. */
const MAX_IMPORT_BYTES = 1024 * 1024;

async function importedFile(request: Request): Promise<File> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_IMPORT_BYTES + 64 * 1024) throw new BadRequest(`file too large: the upload has ${length} bytes, over the 1 MB limit`);
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new BadRequest('invalid body: expected multipart/form-data');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new BadRequest('invalid body: unreadable multipart/form-data');
  }
  const file = form.get(UPLOAD_FIELD);
  if (!(file instanceof File)) throw new BadRequest(`missing field: ${UPLOAD_FIELD} (a CSV or XLSX file)`);
  if (file.size === 0) throw new BadRequest(`invalid field: ${UPLOAD_FIELD} (${file.name} is empty)`);
  if (file.size > MAX_IMPORT_BYTES) throw new BadRequest(`file too large: ${file.name} has ${file.size} bytes, over the 1 MB limit`);
  return file;
}

/** /businessstatistics/api/energymanage/{view,getlist,setecstandard3,setfloorarea,import}. */
export function energyManageHandlers(db: Database): HttpHandler[] {
  const post = (path: string, answer: Parameters<typeof authed>[1]) => http.post(route(`/businessstatistics/api/energymanage/${path}`), authed(db, answer));
  return [
    post('view', async ({ request, user }) => ok(db.energy.manage.view(user, await readJson(request)))),
    post('getlist', async ({ request, user }) => ok(db.energy.manage.list(user, await readJson(request, true)))),
    post('setecstandard3', async ({ request, user }) => ok(db.energy.manage.setStandard(user, await readJson(request)))),
    post('setfloorarea', async ({ request, user }) => ok(db.energy.manage.setFloorArea(user, await readJson(request)))),
    post('import', async ({ request, user }) => {
      const file = await importedFile(request);
      return ok(db.energy.manage.importStandards(user, file.name, new Uint8Array(await file.arrayBuffer())));
    }),
  ];
}
