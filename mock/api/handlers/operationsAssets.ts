import type { HttpHandler } from 'msw';
import type { WriteEndpoint } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { evchargePost } from './evchargePost.ts';
import { requireString } from '../request.ts';

/** A slip's save in the audit: an update when it names its did. */
const SLIP_SAVE: WriteEndpoint = {
  area: 'records',
  op: (body) => (typeof (body?.slip as { did?: unknown } | undefined)?.did === 'string' ? 'slip-update' : 'slip-create'),
  resource: 'warehousing-slip',
};

/** /evcharge/slips/*, /evcharge/assets/register and /evcharge/parking (assetsTypes.ts and parkingTypes.ts in src/api/operations list the calls). */
export function operationsAssetsHandlers(db: Database): HttpHandler[] {
  const post = evchargePost(db);
  return [
    post('slips/options', (_body, user, pid) => db.assets.options(user, pid)),
    post('slips/list', (_body, user, pid) => db.assets.list(user, pid)),
    post('slips/save', (body, user, pid) => db.assets.save(user, pid, body.slip), SLIP_SAVE),
    post('parking', (body, user, pid) => db.assets.parking(user, pid, typeof body.station === 'string' && body.station !== '' ? body.station : undefined)),
    post('assets/register', (_body, user, pid) => db.assets.register(user, pid)),
    post('slips/post', (body, user, pid) => db.assets.post(user, pid, requireString(body, 'did')), { area: 'records', op: 'slip-post', resource: 'warehousing-slip' }),
  ];
}
