import { http, type HttpHandler } from 'msw';
import { UPLOAD_FIELD } from '../../../src/api/pageConfig.ts';
import { authed, authedWrite, type WriteEndpoint } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { readJson, readUploadedFile, route } from '../request.ts';
import { fileTooLarge, invalidField } from '../db/core/shapeErrors.ts';

/** A standards file is a small table: refuse anything larger before reading it. */
const MAX_IMPORT_BYTES = 1024 * 1024;

async function importedFile(request: Request): Promise<File> {
  const file = await readUploadedFile(request, UPLOAD_FIELD, { maxBytes: MAX_IMPORT_BYTES, limit: '1 MB', expected: 'a CSV or XLSX file' });
  if (file.size === 0) throw invalidField(UPLOAD_FIELD, `${file.name} is empty`);
  if (file.size > MAX_IMPORT_BYTES) throw fileTooLarge(`file too large: ${file.name} has ${file.size} bytes, over the 1 MB limit`, '1 MB');
  return file;
}

/** /businessstatistics/api/energymanage/{view,getlist,setecstandard3,setfloorarea,import}: each names its page (pid). */
export function energyManageHandlers(db: Database): HttpHandler[] {
  const post = (path: string, answer: Parameters<typeof authed>[1]) => http.post(route(`/businessstatistics/api/energymanage/${path}`), authed(db, answer));
  const write = (path: string, endpoint: WriteEndpoint, answer: Parameters<typeof authed>[1]) => http.post(route(`/businessstatistics/api/energymanage/${path}`), authedWrite(db, endpoint, answer));
  return [
    post('view', async ({ request, user }) => ok(db.energy.manage.view(user, await readJson(request)))),
    post('getlist', async ({ request, user }) => ok(db.energy.manage.list(user, await readJson(request, true)))),
    // A save refused before its run (an unreadable body, no pid) is audited too.
    write('setecstandard3', { area: 'energy', op: 'standard.set', resource: 'standard' }, async ({ request, user }) => ok(db.energy.manage.setStandard(user, await readJson(request)))),
    write('setfloorarea', { area: 'energy', op: 'floorarea.set', resource: 'building' }, async ({ request, user }) => ok(db.energy.manage.setFloorArea(user, await readJson(request)))),
    // A refused import keeps a summary of the file (name, type, size), never its bytes.
    write('import', { area: 'energy', op: 'standard.import', resource: 'standard' }, async ({ request, user }) => {
      // A multipart body: the page is named in the query (?pid=p-energy-standard).
      const pid = new URL(request.url).searchParams.get('pid') ?? '';
      const file = await importedFile(request);
      return ok(db.energy.manage.importStandards(user, pid, file.name, new Uint8Array(await file.arrayBuffer())));
    }),
  ];
}
