import { http, type HttpHandler } from 'msw';
import { SCAN_PAGES } from '../../../src/api/scanPages.ts';
import { SCAN_RESOLVE_PATH } from '../../../src/api/scanTypes.ts';
import type { ScanKind } from '../../../src/lib/scanCode.ts';
import { authed } from '../auth.ts';
import { fileRefusedRead } from '../db/core/access/foreign.ts';
import type { Database } from '../db/Database.ts';
import { storeOfDid } from '../db/devices/DeviceWorld.ts';
import { resolveScanCode, type ScanFound, type ScanSources } from '../db/scanCodes.ts';
import type { UserRecord } from '../db/users.ts';
import { ok } from '../envelope.ts';
import { readJson, route } from '../request.ts';

/** Each kind's lookup by did in the one world: the charging registry, the device simulator, the lists, the screens. */
function finder(db: Database): ScanSources['find'] {
  return (kind: ScanKind, did: string, user: UserRecord): ScanFound | undefined => {
    switch (kind) {
      case 'pile': {
        const pile = db.charging.piles.find((p) => p.did === did);
        return pile && { name: `${pile.name} (${pile.code})`, store: pile.businessdid, station: pile.stationdid };
      }
      case 'gun': {
        const gun = db.charging.guns.find((g) => g.did === did);
        return gun && { name: `${gun.stationname} ${gun.code}`, store: gun.businessdid, station: gun.stationdid };
      }
      case 'device':
      case 'gateway': {
        const store = storeOfDid(did);
        const world = store && db.devices.isDevice(did) ? db.devices.world(store) : undefined;
        const device = world?.byDid.get(did);
        if (!world || !device || !store || (kind === 'gateway') !== (device.kind === 'gateway')) return undefined;
        // Its own kind and subtype choose its page; its space and station are what that page opens on.
        const space = world.tree.spaceOf(did) ?? device.home;
        return { name: device.name, store, space, ...(kind === 'device' ? { device: { kind: device.kind, ...(device.subtype === undefined ? {} : { subtype: device.subtype }) } } : {}), ...(device.station ? { station: device.station } : {}) };
      }
      case 'asset': {
        const row = db.tables.require(SCAN_PAGES.asset.pid).rows(user).find((r) => r.did === did);
        return row && { name: String(row.name ?? did), store: String(row.businessdid ?? ''), ...(row.stationdid ? { station: String(row.stationdid) } : {}) };
      }
      case 'screen': {
        // The company's own screens only; its stores and the summary's view are asked after, as for every kind.
        const screen = db.signage.screens.screens.mine(user.companyid).find((s) => s.did === did);
        return screen && { name: screen.name, store: screen.store };
      }
    }
  };
}

/** POST /sfsaas/api/scan/resolve `{ code }`: the thing a scanned label names, within the caller's scope. */
export function scanHandlers(db: Database): HttpHandler[] {
  const sources = (): ScanSources => ({
    find: finder(db),
    reaches: (user, store) => db.reach.reaches(user, store),
    mayView: (user, pid) => db.access.mayView(user, pid) === true,
    companyOfStore: (store) => db.core.companyOfStore(store),
    parentOfStore: (store) => db.core.parentOfStore(store),
    fileRefusal: (user, code, refusal, owners) => fileRefusedRead(db.audit, user, { pid: '', area: 'records', op: 'view', resource: 'scan-code', target: code, refusal }, owners),
  });
  return [
    http.post(
      route(SCAN_RESOLVE_PATH),
      authed(db, async ({ request, user }) => {
        const body = await readJson(request);
        return ok(resolveScanCode(sources(), user, body.code));
      }),
    ),
  ];
}
