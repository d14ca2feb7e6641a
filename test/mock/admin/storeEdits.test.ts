// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STORE_PID, type StoreInput, type StoreList, type StoreRow } from '../../../src/api/admin/storeTypes';
import type { BillDetail, BillPage } from '../../../src/api/billing/billsTypes';
import type { ProjectsOverview } from '../../../src/api/devices/types';
import type { AggAnswer, StoreEnergyConfig } from '../../../src/api/energyTypes';
import type { Envelope } from '../../../src/api/types';
import { ok, query } from '../pageHelpers';
import { call, login, startMockBackend } from '../support';

/** A store's name and zone are its one record's: after an edit in store-management every domain reads the new ones. */

// A still wall clock: simulated time stays at the seed's now, 2026-11-01 00:00 in Shanghai (23:00 the day before in Bangkok).
const backend = startMockBackend({ now: () => Date.parse('2026-11-26T09:00:00Z') });
const STORE = 'st-1005-01';
const SEEDED = '零碳园区·杭州高新区店';
const RENAMED = '零碳园区·总部';

const store = async <T>(op: string, session: string, body: Record<string, unknown>): Promise<Envelope<T>> =>
  (await call<T>(`/sfsaas/api/store/${op}`, { session, body: { pid: STORE_PID, ...body } })).envelope;
const energyConfig = async (session: string, did = STORE) =>
  ok((await call<StoreEnergyConfig>('/sfsaas/api/analysis/config', { session, body: { pid: 'p-dashboard', store: did } })).envelope);
const bills = async (session: string, did = STORE) =>
  (await call<BillPage>('/vtspace/api/bill/list', { session, body: { pid: 'p-bill-managemant', store: did, page: 1, pagesize: 1 } })).envelope;
const octoberTce = async (session: string) =>
  ok((await call<AggAnswer>('/sfsaas/api/analysis/aggquery', { session, body: { pid: 'p-dashboard', stores: [STORE], groupby: 'store', start: '2026-10-01', end: '2026-10-31' } })).envelope).total.tce;
const overview = async (session: string) =>
  ok((await call<ProjectsOverview>('/bwp/v1/getgroupdev', { session, body: { type: 'overview', parentbusiness: 'pb-1005' } })).envelope);

/** The store's form as the list shows it, with the fields changed. */
async function edit(admin: string, changes: Partial<StoreInput>): Promise<StoreRow> {
  const [row] = (await store<StoreList>('list', admin, { grade: 1, parent: 'pb-1005' })).result.rows;
  const { did: _did, state: _state, parentName: _parent, stores: _stores, space: _space, country: _c, province: _p, city: _ci, version, changedBy: _by, changedAt: _at, ...input } = row!;
  const edited = await store<StoreRow>('update', admin, { did: STORE, version, cmd: { ...input, organization: input.organization ?? '', ...changes } });
  expect(edited.status, edited.message).toBe(0);
  return edited.result;
}

describe('store edits reach every domain', () => {
  it('a rename and a new zone show in energy, devices, billing and the charging ledger; a reset brings the seed back', async () => {
    const admin = await login();
    const operator = await login('operator', 'operator123');
    expect(await energyConfig(operator)).toMatchObject({ storeName: SEEDED, timezone: 'Asia/Shanghai' });
    expect(ok(await bills(operator)).today).toBe('2026-11-01');
    const october = await octoberTce(operator);
    expect(october).toBeCloseTo(75.1494564, 6);

    expect(await edit(admin, { name: RENAMED, timezone: 'Asia/Bangkok' })).toMatchObject({ name: RENAMED, timezone: 'Asia/Bangkok' });

    // Energy: the store's configuration (its screens' title and day boundaries).
    expect(await energyConfig(operator)).toMatchObject({ storeName: RENAMED, timezone: 'Asia/Bangkok', dataFrom: '2025-10-01' });
    // Devices: the projects overview names it; its simulated wall clock is Bangkok's.
    expect((await overview(operator)).stores.find((s) => s.store === STORE)).toMatchObject({ name: RENAMED });
    expect(backend.db.devices.world(STORE).zone).toBe('Asia/Bangkok');
    // Billing: "today" is Bangkok's day now; a bill names the store by its new name.
    const page = ok(await bills(operator));
    expect(page.today).toBe('2026-10-31');
    const detail = ok((await call<BillDetail>('/vtspace/api/bill/detail', { session: operator, body: { pid: 'p-bill-managemant', did: page.data[0]!.did } })).envelope);
    expect(detail.storeName).toBe(RENAMED);
    // Charging: the ledger's station and piles carry the store's new name.
    const stations = ok(await query(operator, 'p-ledger-charging-station', { pagesize: 100 })).data;
    expect(stations.map((s) => [s.did, s.businessdid, s.businessname])).toEqual([['cs-0008', STORE, RENAMED]]);
    const piles = ok(await query(operator, 'p-ledger-pile', { filter: { stationdid: 'cs-0008' }, pagesize: 100 })).data;
    expect([...new Set(piles.map((p) => p.businessname))]).toEqual([RENAMED]);

    // The seeded readings are the store's local hours: its October is the same total in its new zone.
    expect(await octoberTce(operator)).toBe(october);
    backend.db.reset();
    const seeded = await login('operator', 'operator123');
    expect(await energyConfig(seeded)).toMatchObject({ storeName: SEEDED, timezone: 'Asia/Shanghai' });
    expect(ok(await query(seeded, 'p-ledger-charging-station', { pagesize: 100 })).data.map((s) => s.businessname)).toEqual([SEEDED]);
  });

  it('a store created in store-management has no meters: its domains list it with zeros and keep listing the others', async () => {
    const admin = await login();
    const created = await store<StoreRow>('create', admin, {
      cmd: {
        businessgrade: 1, uppergrade: 'pb-1005', name: '零碳园区·曼谷店', countrycode: '764000', provincecode: '', citycode: '',
        address: '', longitude: 100.5018, latitude: 13.7563, timezone: 'Asia/Bangkok', area: null, organization: '',
      },
    });
    expect(created.status, created.message).toBe(0);
    expect(created.result.did).toBe('st-1005-02');
    expect(await energyConfig(admin, 'st-1005-02')).toMatchObject({ storeName: '零碳园区·曼谷店', timezone: 'Asia/Bangkok', buildings: [], meters: [] });
    expect((await overview(admin)).stores.map((s) => [s.store, s.name, s.devices])).toEqual([[STORE, SEEDED, 1665], ['st-1005-02', '零碳园区·曼谷店', 0]]);
    expect(backend.db.devices.world('st-1005-02').zone).toBe('Asia/Bangkok');
    const empty = await bills(admin, 'st-1005-02');
    expect([empty.status, empty.result.total, empty.result.today]).toEqual([0, 0, '2026-10-31']);
    expect(ok(await bills(admin)).total).toBe(1222);
    expect(ok(await query(admin, 'p-ledger-charging-station', { filter: { parentbusinessdid: 'pb-1005' }, pagesize: 100 })).data.map((s) => s.businessdid)).toEqual([STORE]);
  });
});
