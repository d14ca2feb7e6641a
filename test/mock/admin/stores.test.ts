// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STORE_PID, type StoreInput, type StoreList, type StoreRow } from '../../../src/api/admin/storeTypes';
import type { AggAnswer } from '../../../src/api/energyTypes';
import type { FieldError } from '../../../src/api/pageConfig';
import { PIDS, type BusinessInfo, type Envelope } from '../../../src/api/types';
import { call, keyed, login, startMockBackend } from '../support';
import { giveTestRole } from '../../support/testRole';

/** Store-management: the seeded parents and stores, edited through the audited path; the picker follows. */

const backend = startMockBackend();

const post = async <T>(op: string, session: string, body: Record<string, unknown> = {}): Promise<Envelope<T>> =>
  (await call<T>(`/sfsaas/api/store/${op}`, { session, body: { pid: STORE_PID, ...body } })).envelope;
const picker = async (session: string, filter: Record<string, unknown>) =>
  (await call<BusinessInfo[]>('/sfsaas/api/filter/listall', { session, body: { pid: PIDS.business, filter } })).envelope.result.map((b) => b.did);

/** A store in Hangzhou under the demo park (pb-1005), the operator's parent business. */
const hangzhou: StoreInput = {
  businessgrade: 1, uppergrade: 'pb-1005', name: '零碳园区·滨江二号店', countrycode: '100000', provincecode: '330000', citycode: '330100',
  address: '杭州市江南大道 588 号', longitude: 120.2119, latitude: 30.2084, timezone: 'Asia/Shanghai', area: 5200, organization: 'org-demo',
};

describe('store-management', () => {
  it('lists the seeded world with filters, checks fields, and creates a store the picker offers to the scopes that cover it', async () => {
    const admin = await login();
    const all = (await post<StoreList>('list', admin)).result;
    expect(all.rows.filter((r) => r.businessgrade === 0).map((r) => r.did)).toEqual(['pb-1001', 'pb-1002', 'pb-1003', 'pb-1004', 'pb-1005']);
    expect(all.rows.find((r) => r.did === 'pb-1001')).toMatchObject({ stores: 9, state: 'enabled', parentName: '' });
    expect(all.countries).toEqual([{ adcode: '100000', name: '中国', timezone: 'Asia/Shanghai' }, { adcode: '764000', name: '泰国', timezone: 'Asia/Bangkok' }]);
    const park = (await post<StoreList>('list', admin, { grade: 1, parent: 'pb-1005' })).result.rows;
    expect(park).toHaveLength(1);
    expect(park[0]).toMatchObject({ did: 'st-1005-01', parentName: '运维示范园区', city: '杭州市', timezone: 'Asia/Shanghai', state: 'enabled' });
    expect(park[0]!.address).toMatch(/^杭州市.+\d+号$/);
    // The area is the store's buildings' total, as the energy world plans them; the parent's is its stores' sum.
    expect(park[0]!.area).toBeGreaterThan(1000);
    expect(all.rows.find((r) => r.did === 'pb-1005')!.area).toBe(park[0]!.area);
    const bangkok = (await post<StoreList>('list', await login('ggadmin', 'greengrid123'), { grade: 1, parent: 'pb-2002', search: '曼谷' })).result.rows;
    expect(bangkok.map((r) => [r.did, r.timezone])).toEqual([['st-2002-01', 'Asia/Bangkok'], ['st-2002-02', 'Asia/Bangkok']]);

    const bad = await post('create', admin, { cmd: { ...hangzhou, name: ' ', latitude: 91, longitude: -180.5, timezone: 'Mars/Olympus' } });
    expect(bad.status).toBe(-1);
    expect((bad.result as { errors: FieldError[] }).errors.map((e) => [e.field, e.messageKey])).toEqual([
      ['name', 'admin.stores.error.nameRequired'], ['latitude', 'admin.stores.error.latitude'], ['longitude', 'admin.stores.error.longitude'], ['timezone', 'admin.stores.error.timezone'],
    ]);
    const duplicate = await post('create', admin, { cmd: { ...hangzhou, name: park[0]!.name.toUpperCase() } });
    expect((duplicate.result as { errors: FieldError[] }).errors).toEqual([expect.objectContaining({ field: 'name', messageKey: 'admin.stores.error.duplicateName', values: { name: park[0]!.name.toUpperCase() } })]);
    const wrongCity = await post('create', admin, { cmd: { ...hangzhou, citycode: '310100' } });
    expect((wrongCity.result as { errors: FieldError[] }).errors.map((e) => e.field)).toEqual(['citycode']);

    const created = await post<StoreRow>('create', admin, { cmd: hangzhou });
    expect(created.status).toBe(0);
    expect(created.result).toMatchObject({ did: 'st-1005-02', province: '浙江省', city: '杭州市', country: '中国', area: 5200, state: 'enabled', space: 'sp-st-1005-02' });
    // The operator's scope is the park; the viewer's is the park's first store only.
    expect(await picker(await login('operator', 'operator123'), { businessgrade: 1, uppergrade: 'pb-1005' })).toEqual(['st-1005-01', 'st-1005-02']);
    expect(await picker(await login('viewer', 'viewer123'), { businessgrade: 1, uppergrade: 'pb-1005' })).toEqual(['st-1005-01']);
    // No readings yet: the energy world counts it with zeros (the portfolio sums its parent), it does not refuse it.
    const month = (await call<AggAnswer>('/sfsaas/api/analysis/aggquery', { session: admin, body: { pid: 'p-dashboard', stores: ['st-1005-01', 'st-1005-02'], groupby: 'store', start: '2026-10-01', end: '2026-10-31' } })).envelope;
    expect(month.status).toBe(0);
    expect(month.result.rows.find((r) => r.key === 'st-1005-02')).toMatchObject({ tce: 0, carbon: 0, cost: 0 });
    expect(month.result.total.tce).toBe(month.result.rows.find((r) => r.key === 'st-1005-01')!.tce);
    const audited = backend.db.audit.query({ resource: 'store' });
    expect(audited.map((e) => [e.action, e.outcome])).toEqual([['create', 'ok'], ['create', 'refused'], ['create', 'refused'], ['create', 'refused']]);
    expect(audited[0]).toMatchObject({ area: 'stores', pid: STORE_PID, target: 'st-1005-02', before: null, after: expect.objectContaining({ name: hangzhou.name, latitude: 30.2084 }) });
    expect(audited[1]).toMatchObject({ messageKey: 'admin.stores.error.city' });
  });

  it('edits and disables with before and after in the audit; a disabled parent takes its stores out of the picker', async () => {
    const admin = await login();
    const operator = await login('operator', 'operator123');
    const [store] = (await post<StoreList>('list', admin, { grade: 1, parent: 'pb-1005' })).result.rows;
    const { did: _did, state: _state, parentName: _parent, stores: _stores, space: _space, country: _c, province: _p, city: _ci, version, changedBy: _by, changedAt: _at, ...input } = store!;
    const edited = await post<StoreRow>('update', admin, { did: 'st-1005-01', version, cmd: { ...input, organization: input.organization ?? '', name: '零碳园区·总部', latitude: 30.3 } });
    expect(edited.result).toMatchObject({ name: '零碳园区·总部', latitude: 30.3, address: store!.address });
    expect(backend.db.businesses.storesOf('pb-1005')[0]).toMatchObject({ name: '零碳园区·总部', latitude: 30.3 });
    const [update] = backend.db.audit.query({ resource: 'store', action: 'update' });
    expect(update).toMatchObject({ outcome: 'ok', before: expect.objectContaining({ name: store!.name, latitude: store!.latitude }), after: expect.objectContaining({ name: '零碳园区·总部', latitude: 30.3 }) });

    const disabled = await post<StoreRow>('disable', admin, { did: 'pb-1005' });
    expect(disabled.result.state).toBe('disabled');
    expect(backend.db.audit.query({ resource: 'store', action: 'disable' })[0]).toMatchObject({ target: 'pb-1005', detail: { stores: 1 }, before: expect.objectContaining({ state: 'enabled' }), after: expect.objectContaining({ state: 'disabled' }) });
    expect(await picker(operator, { businessgrade: 0 })).toEqual([]);
    expect((await post<StoreList>('list', admin, { state: 'disabled' })).result.rows.map((r) => r.did)).toEqual(['pb-1005']);
    const under = await post('create', admin, { cmd: { ...hangzhou } });
    expect((under.result as { errors: FieldError[] }).errors.map((e) => e.messageKey)).toEqual(['admin.stores.error.parent']);
    await post('enable', admin, { did: 'pb-1005' });
    await post('disable', admin, { did: 'st-1005-01' });
    expect(await picker(operator, { businessgrade: 0 })).toEqual(['pb-1005']);
    expect(await picker(operator, { businessgrade: 1, uppergrade: 'pb-1005' })).toEqual([]);
  });

  it('refuses (-45403) without the page action, through another page, or outside the scope, and audits the refused writes', async () => {
    // The operator's menu holds no administration: a role made for the test lets it view the stores page.
    giveTestRole(backend.db, 'u-1002', 'Store readers', { [STORE_PID]: ['view'] });
    const operator = await login('operator', 'operator123');
    const viewer = await login('viewer', 'viewer123');
    expect((await post<StoreList>('list', operator)).result.rows.map((r) => r.did)).toEqual(['pb-1005', 'st-1005-01']);
    const add = await post('create', operator, { cmd: hangzhou });
    expect([add.status, add.result]).toEqual([-45403, keyed('access.noPermission')]);
    const exported = await post('list', viewer, { export: true });
    expect([exported.status, exported.result]).toEqual([-45403, keyed('access.noPermission')]);
    const admin = await login();
    const elsewhere = await call('/sfsaas/api/store/disable', { session: admin, body: { pid: 'p-staff-management', did: 'st-1005-01' } });
    expect([elsewhere.envelope.status, elsewhere.envelope.result]).toEqual([-45403, keyed('access.wrongPage')]);
    const foreign = await post('disable', await login('ggadmin', 'greengrid123'), { did: 'st-1005-01' });
    // Another company's store answers as if it did not exist (issue 35).
    expect([foreign.status, foreign.result]).toEqual([-1, keyed('request.notFound')]);
    expect((await post('update', admin, { did: 'st-0000-01', cmd: hangzhou })).status).toBe(-1);
    const refused = backend.db.audit.query({ resource: 'store', outcome: 'refused' });
    expect(refused.map((e) => [e.userid, e.action, e.messageKey])).toEqual([
      ['u-1001', 'update', 'request.notFound'], ['u-2001', 'disable', 'request.notFound'], ['u-1001', 'disable', 'access.wrongPage'], ['u-1002', 'create', 'access.noPermission'],
    ]);
    expect(backend.db.businesses.storesOf('pb-1005').map((s) => s.did)).toEqual(['st-1005-01']);
  });

  it('adds a parent business to its creator’s scope and company, not to other scopes', async () => {
    const admin = await login();
    const parent = await post<StoreRow>('create', admin, { cmd: { ...hangzhou, businessgrade: 0, uppergrade: '', name: '西湖园区集团', area: null, organization: '' } });
    expect(parent.result).toMatchObject({ did: 'pb-9001', businessgrade: 0, stores: 0, area: null });
    expect(await picker(admin, { businessgrade: 0 })).toContain('pb-9001');
    expect(await picker(await login('operator', 'operator123'), { businessgrade: 0 })).toEqual(['pb-1005']);
    const store = await post<StoreRow>('create', admin, { cmd: { ...hangzhou, uppergrade: 'pb-9001', name: '西湖一号店', organization: '' } });
    expect(store.result).toMatchObject({ did: 'st-9001-01', parentName: '西湖园区集团' });
    expect(await picker(admin, { businessgrade: 1, uppergrade: 'pb-9001' })).toEqual(['st-9001-01']);
  });
});
