// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AssetRegister, Slip, SlipOptions } from '../../../src/api/operations/assetsTypes';
import type { ParkingView } from '../../../src/api/operations/parkingTypes';
import type { Paged } from '../../../src/api/types';
import { call, keyed, login, startMockBackend } from '../support';
import { giveTestRole } from '../../support/testRole';

/** Operations assets (issue 24): warehousing slips, validated at their fields, posted into the inventory list. */

const backend = startMockBackend({ now: () => Date.parse('2026-11-27T00:00:00Z') });
const SLIP = 'p-warehousing-slip';

const ev = async <T>(path: string, session: string, body: Record<string, unknown>) => (await call<T>(`/evcharge/${path}`, { session, body })).envelope;
/** The inventory list as the common page shows it filtered by a storeroom (the filter service): [model, quantity, status]. */
const stock = async (session: string, storeroom: string) => {
  const body = { pid: 'p-inventory', page: 1, pagesize: 100, filter: { storeroomdid: storeroom } };
  const rows = (await call<Paged<Record<string, unknown>>>('/sfsaas/api/filter/query', { session, body })).envelope.result.data;
  return rows.map((r) => [r.model, r.quantity, r.status]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
};
const slips = async (session: string) => (await ev<Slip[]>('slips/list', session, { pid: SLIP })).result;

describe('warehousing slips', () => {
  it('offers the inventory list’s parts and the storerooms the user reaches, and seeds one draft', async () => {
    const admin = await login('admin', 'admin123');
    const options = (await ev<SlipOptions>('slips/options', admin, { pid: SLIP })).result;
    expect(options.parts).toHaveLength(12);
    expect(options.parts[0]).toEqual({ model: 'ABB-MPET4', partname: '急停按钮', unit: '个' });
    expect(options.storerooms.slice(0, 2)).toEqual([{ did: 'sr-001', name: '上海中心库' }, { did: 'sr-002', name: '杭州区域库' }]);
    expect((await slips(admin)).map((s) => [s.number, s.state, s.quantity, s.lines.map((l) => [l.model, l.quantity, l.storeroomname])])).toEqual([
      ['WS202611010001', 'draft', 14, [['ABB-MPET4', 10, '上海中心库'], ['ACREL-DJSF1352', 4, '上海中心库']]],
    ]);
  });

  it('posting a warehousing slip raises the inventory, audited; a posted slip cannot be edited', async () => {
    const admin = await login('admin', 'admin123');
    const before = await stock(admin, 'sr-001');
    expect(before).toHaveLength(7);
    expect(before.filter(([model]) => model === 'ABB-MPET4' || model === 'ACREL-DJSF1352')).toEqual([['ABB-MPET4', 0, 'out'], ['ACREL-DJSF1352', 5, 'normal']]);
    const posted = (await ev<Slip>('slips/post', admin, { pid: SLIP, did: 'ws-0001' })).result;
    expect([posted.state, posted.postedtime]).toEqual(['posted', '2026-10-31T16:00:00.000Z']);
    expect((await stock(admin, 'sr-001')).filter(([model]) => model === 'ABB-MPET4' || model === 'ACREL-DJSF1352')).toEqual([['ABB-MPET4', 10, 'low'], ['ACREL-DJSF1352', 9, 'normal']]);
    const audit = backend.db.audit.query({ area: 'records', pid: SLIP }).filter((e) => e.action === 'slip-post');
    expect(audit.map((e) => [e.outcome, e.target])).toEqual([['ok', 'ws-0001']]);

    const again = await ev<Slip>('slips/post', admin, { pid: SLIP, did: 'ws-0001' });
    expect([again.status, again.result]).toEqual([-1, keyed('operations.assets.slip.error.posted')]);
    const edit = await ev<Slip>('slips/save', admin, { pid: SLIP, slip: { did: 'ws-0001', supplier: 'x', lines: [{ model: 'ABB-MPET4', quantity: 1, storeroomdid: 'sr-001' }] } });
    expect(edit.result).toEqual(keyed('operations.assets.slip.error.posted'));
    expect((await stock(admin, 'sr-001')).filter(([model]) => model === 'ABB-MPET4' || model === 'ACREL-DJSF1352')).toEqual([['ABB-MPET4', 10, 'low'], ['ACREL-DJSF1352', 9, 'normal']]);
  });

  it('names every wrong field with its message key, all at once, and saves nothing', async () => {
    const admin = await login('admin', 'admin123');
    const answer = await ev<{ errors: Array<{ field: string; messageKey: string }> }>('slips/save', admin, {
      pid: SLIP,
      slip: { supplier: ' ', lines: [{ model: 'NOPE', quantity: 0, storeroomdid: 'sr-001' }, { model: 'ABB-MPET4', quantity: 2.5, storeroomdid: 'sr-999' }] },
    });
    expect(answer.status).toBe(-1);
    expect(answer.result.errors.map((e) => [e.field, e.messageKey])).toEqual([
      ['supplier', 'validation.required'],
      ['lines[0].model', 'operations.assets.slip.error.unknownPart'],
      ['lines[0].quantity', 'validation.min'],
      ['lines[1].quantity', 'validation.integer'],
      ['lines[1].storeroomdid', 'validation.link'],
    ]);
    const none = await ev<{ errors: Array<{ field: string; messageKey: string }> }>('slips/save', admin, { pid: SLIP, slip: { supplier: 'ABB', lines: [] } });
    expect(none.result.errors.map((e) => [e.field, e.messageKey])).toEqual([['lines', 'operations.assets.slip.error.noLines']]);
    expect(await slips(admin)).toHaveLength(1);
  });

  it('a new part in a storeroom that has none gets its own inventory row', async () => {
    const admin = await login('admin', 'admin123');
    const saved = (await ev<Slip>('slips/save', admin, { pid: SLIP, slip: { supplier: '万马股份', lines: [{ model: 'INFY-REG40', quantity: 7, storeroomdid: 'sr-001' }] } })).result;
    expect([saved.did, saved.number, saved.state, saved.quantity]).toEqual(['ws-0002', 'WS202611010002', 'draft', 7]);
    expect((await ev<Slip>('slips/post', admin, { pid: SLIP, did: 'ws-0002' })).result.state).toBe('posted');
    const after = await stock(admin, 'sr-001');
    expect(after).toHaveLength(8);
    expect(after.filter(([model]) => model === 'INFY-REG40')).toEqual([['INFY-REG40', 7, 'normal']]);
  });

  it('posts all lines or none: a storeroom gone since the draft refuses the post, the stock unmoved', async () => {
    const admin = await login('admin', 'admin123');
    await slips(admin);
    (backend.db.tables.require('p-storeroom') as unknown as { remove: (did: string) => void }).remove('sr-001');
    const answer = await ev<Slip>('slips/post', admin, { pid: SLIP, did: 'ws-0001' });
    expect(answer.result).toEqual(keyed('operations.assets.slip.error.storeroomGone'));
    expect((await stock(admin, 'sr-001')).filter(([model]) => model === 'ABB-MPET4' || model === 'ACREL-DJSF1352')).toEqual([['ABB-MPET4', 0, 'out'], ['ACREL-DJSF1352', 5, 'normal']]);
    expect((await slips(admin))[0]!.state).toBe('draft');
  });

  it('lets the operator (who keeps the network’s stock) draft and post a slip into its storeroom, audited', async () => {
    const operator = await login('operator', 'operator123');
    const { storerooms } = (await ev<SlipOptions>('slips/options', operator, { pid: SLIP })).result;
    expect(storerooms).toEqual([{ did: 'sr-016', name: '杭州中心库' }]);
    const draft = (await ev<Slip>('slips/save', operator, { pid: SLIP, slip: { supplier: '特来电', lines: [{ model: 'ABB-MPET4', quantity: 3, storeroomdid: 'sr-016' }] } })).result;
    const posted = await ev<Slip>('slips/post', operator, { pid: SLIP, did: draft.did });
    expect([posted.status, posted.result.state, posted.result.quantity]).toEqual([0, 'posted', 3]);
    const audit = backend.db.audit.query({ area: 'records', pid: SLIP }).filter((e) => e.action === 'slip-post');
    expect(audit.map((e) => [e.outcome, e.target])).toEqual([['ok', draft.did]]);
  });

  it('refuses the maintainer, who may only view the page, and the viewer, who may not even view it (-45403, audited)', async () => {
    // The maintainer's menu holds no asset management: a role made for the test lets it view the slips.
    giveTestRole(backend.db, 'u-1003', 'Slip readers', { [SLIP]: ['view', 'control'] });
    const maintainer = await login('maintainer', 'maintainer123');
    expect((await slips(maintainer)).map((s) => s.did)).toEqual(['ws-0001']);
    // Issue 35 item 4: the viewer reads only what its menu shows; the slips are not among it.
    expect((await ev('slips/list', await login('viewer', 'viewer123'), { pid: SLIP })).status).toBe(-45403);
    for (const [name, password] of [['maintainer', 'maintainer123'], ['viewer', 'viewer123']] as const) {
      const session = await login(name, password);
      const answer = await ev<Slip>('slips/post', session, { pid: SLIP, did: 'ws-0001' });
      expect(answer.status).toBe(-45403);
    }
    const refused = backend.db.audit.query({ area: 'records', pid: SLIP }).filter((e) => e.action === 'slip-post');
    expect(refused.map((e) => e.outcome)).toEqual(['refused', 'refused']);
    const admin = await login('admin', 'admin123');
    expect((await slips(admin))[0]!.state).toBe('draft');
  });
});

describe('the asset register', () => {
  it('is the asset-status list’s records, each pile with the pile ledger’s warranty', async () => {
    const admin = await login('admin', 'admin123');
    const register = (await ev<AssetRegister>('assets/register', admin, { pid: 'p-asset-total' })).result;
    const list = (await call<Paged<Record<string, unknown>>>('/sfsaas/api/filter/query', { session: admin, body: { pid: 'p-asset-status', page: 1, pagesize: 1 } })).envelope.result;
    expect([register.today, register.rows.length, list.total]).toEqual(['2026-11-01', 62, 62]);
    const sum = (key: 'originalvalue' | 'netvalue') => register.rows.reduce((n, r) => n + r[key], 0);
    expect([sum('originalvalue'), sum('netvalue')]).toEqual([2813081, 2002002]);
    const count = (key: 'category' | 'state', value: string) => register.rows.filter((r) => r[key] === value).length;
    expect(['dc-pile', 'ac-pile', 'transformer'].map((c) => count('category', c))).toEqual([25, 29, 8]);
    expect(['in-use', 'repair'].map((s) => count('state', s))).toEqual([54, 8]);
    expect(register.rows[0]).toMatchObject({ assetno: 'ZC11010000033', name: 'CS110100005-01 INFY-DC160', stationname: '北京奥体充电站', originalvalue: 70928, netvalue: 61167, warrantyend: '2028-09-04', warrantydays: 673 });
    const expired = register.rows.filter((r) => r.warrantydays !== null && r.warrantydays < 0).length;
    const ending = register.rows.filter((r) => r.warrantydays !== null && r.warrantydays >= 0 && r.warrantydays <= 90).length;
    expect([expired, ending]).toEqual([19, 0]);
    expect(register.rows.filter((r) => r.category === 'transformer').every((r) => r.warrantyend === '' && r.warrantydays === null)).toBe(true);
  });
});

describe('smart parking', () => {
  it('derives a station’s bays from the registry’s sessions: charging against blocking time, overstay fees by the rule', async () => {
    const admin = await login('admin', 'admin123');
    const view = (await ev<ParkingView>('parking', admin, { pid: 'p-smart-car-park', station: 'cs-0001' })).result;
    expect(view.stations).toHaveLength(8);
    expect([view.station.name, view.zone, view.days[0], view.days[6]]).toEqual(['上海北站充电站', 'Asia/Shanghai', '2026-10-25', '2026-10-31']);
    expect(view.rule).toEqual({ graceMinutes: 30, stepMinutes: 15, fee: 5, currency: 'CNY' });
    expect(view.kpis).toEqual({ bays: 6, sessions: 131, chargingMinutes: 7259, idleMinutes: 3493, overstays: 19, fees: 695 });
    expect(view.bays[2]).toEqual({ gun: 'cg-000003', code: 'CS310100001-02-1', sessions: 30, chargingMinutes: 1724, idleMinutes: 845, overstays: 5, fees: 165 });
    // The bays add up to the station.
    expect(view.bays.reduce((n, b) => n + b.fees, 0)).toBe(695);
    expect(view.bays.reduce((n, b) => n + b.sessions, 0)).toBe(131);
    // The same finished sessions the registry holds for the station in those seven days.
    const from = Date.parse('2026-10-25T00:00:00+08:00');
    const to = Date.parse('2026-11-01T00:00:00+08:00');
    expect(backend.db.charging.sessions.filter((s) => s.stationdid === 'cs-0001' && !s.running && s.start >= from && s.start < to)).toHaveLength(131);
    // The orders list filtered alike shows the same sessions (each bills one order).
    const orders = (await call<Paged<Record<string, unknown>>>('/sfsaas/api/filter/query', {
      session: admin,
      body: { pid: 'p-orders', page: 1, pagesize: 500, filter: { stationdid: 'cs-0001', starttime: { gte: '2026-10-24T16:00:00.000Z', lt: '2026-10-31T16:00:00.000Z' } } },
    })).envelope.result;
    expect(orders.total).toBe(132);
    expect(orders.data.filter((o) => o.status !== 'charging')).toHaveLength(131); // the one still charging has not left its bay yet
    expect(view.heat).toHaveLength(7);
    expect([view.heat[0]![22], view.heat[3]![19], view.heat[1]![7]]).toEqual([0.4333, 0.975, 0]);
    expect(Math.max(...view.heat.flat())).toBeLessThanOrEqual(1);
  });

  it('keeps to the stations the user reaches', async () => {
    const operator = await login('operator', 'operator123');
    const view = (await ev<ParkingView>('parking', operator, { pid: 'p-smart-car-park' })).result;
    expect([view.stations.map((s) => s.did), view.station.did]).toEqual([['cs-0008'], 'cs-0008']);
    const far = await ev<ParkingView>('parking', operator, { pid: 'p-smart-car-park', station: 'cs-0001' });
    expect(far.result).toEqual(keyed('operations.parking.error.noStation'));
  });
});
