// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BillPage, BillRow } from '../../../src/api/billing/billsTypes';
import type { DeviceControlResult, DeviceView } from '../../../src/api/devices/types';
import type { Paged } from '../../../src/api/types';
import { BillRunService } from '../../../mock/api/db/billing/billRun';
import { call, login, startMockBackend } from '../support';

/**
 * Issue 21, item 6: the demo viewer reads one store (the operator's), so its refusals are the
 * role book's "no permission", never a store it does not reach. Each refusal says so in words and
 * with its message key, not only with -45403.
 */

const backend = startMockBackend();
const STORE = 'st-1005-01';
const BILLS = 'p-bill-managemant';
const UNIT = 'sp-st-1005-01-01-f01-r02-ac1';

const noPermission = (action: string, pid: string) => ({
  status: -45403,
  message: `no permission: ${action} on ${pid} (role viewer)`,
  result: { messageKey: 'access.noPermission', values: { action, pid } },
});

describe('the demo viewer', () => {
  it('reaches the operator’s one store: reads its devices and bills', async () => {
    const viewer = await login('viewer', 'viewer123');
    const devices = (await call<Paged<DeviceView>>('/bwp/v1/getgroupdev', { session: viewer, body: { store: STORE, space: 'sp-st-1005-01-01-f01-r02', page: 1, pagesize: 100 } })).envelope;
    expect(devices.status).toBe(0);
    expect(devices.result.data.map((d) => d.did)).toContain(UNIT);
    const bills = (await call<BillPage>('/vtspace/api/bill/list', { session: viewer, body: { pid: BILLS, store: STORE, month: '2026-10', page: 1, pagesize: 10 } })).envelope;
    expect(bills.status).toBe(0);
    expect(bills.result.total).toBe(51);
    // No other store.
    expect((await call('/vtspace/api/bill/list', { session: viewer, body: { pid: BILLS, store: 'st-1001-01', page: 1, pagesize: 10 } })).envelope).toMatchObject({ status: -45403, result: { messageKey: 'access.noStore' } });
  });

  it('is refused a device command with its no-permission message', async () => {
    const viewer = await login('viewer', 'viewer123');
    const sent = (await call<DeviceControlResult>('/vtservice/v1/devControl', { session: viewer, body: { pid: 'p-ac-split', did: UNIT, act: 'set', cmd: { on: true } } })).envelope;
    expect(sent).toMatchObject(noPermission('control', 'p-ac-split'));
  });

  it('is refused voiding and issuing a bill with its no-permission message', async () => {
    const viewer = await login('viewer', 'viewer123');
    const voided = (await call<BillRow>('/vtspace/api/bill/void', { session: viewer, body: { pid: BILLS, did: 'bl-st-1005-01-202610-0001', reason: 'x' } })).envelope;
    expect(voided).toMatchObject(noPermission('edit', BILLS));
    const runs = new BillRunService(() => backend.db.billing);
    runs.finish(runs.start(backend.db.accounts.userById('u-1002')!, { pid: BILLS, store: STORE, month: '2026-10' }).id);
    const draft = backend.db.billing.book(STORE).bills.find((b) => b.state === 'draft')!;
    const issued = (await call<BillRow[]>('/vtspace/api/bill/issue', { session: viewer, body: { pid: BILLS, dids: [draft.did] } })).envelope;
    expect(issued).toMatchObject(noPermission('edit', BILLS));
    expect(backend.db.billing.book(STORE).bills.find((b) => b.did === draft.did)!.state).toBe('draft');
  });

  it('is refused a list outside its menu and its export, with its no-permission message', async () => {
    const viewer = await login('viewer', 'viewer123');
    // Issue 35 item 4: the viewer reads what its menu shows (energy, devices, bills), no other list.
    expect((await call('/sfsaas/api/filter/query', { session: viewer, body: { pid: 'p-guarantee-type', page: 1, pagesize: 10 } })).envelope).toMatchObject(noPermission('view', 'p-guarantee-type'));
    const exported = (await call('/sfsaas/api/filter/export', { session: viewer, body: { pid: 'p-guarantee-type', page: 1, pagesize: 10 } })).envelope;
    expect(exported).toMatchObject(noPermission('export', 'p-guarantee-type'));
  });
});

describe('a scope of chosen stores', () => {
  it('lists only those stores, not every store of their parent business', () => {
    const db = backend.db;
    expect(db.businesses.storesForUser('u-1004').map((s) => s.did)).toEqual([STORE]);
    // Were the viewer to read one store of a parent with several, the others stay out of its list.
    const siblings = db.businesses.storesOf('pb-1001').map((s) => s.did);
    expect(siblings.length).toBeGreaterThan(1);
    db.access.book.grant('u-1004')!.scope = { kind: 'stores', stores: [siblings[1]!] };
    expect(db.businesses.businessesForUser('u-1004').map((b) => b.did)).toEqual(['pb-1001']);
    expect(db.businesses.storesForUser('u-1004').map((s) => s.did)).toEqual([siblings[1]]);
  });
});
