// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Database } from '../../mock/api/db/Database';
import { listAllTable } from '../../mock/api/db/core/tables/engine';
import { PIDS, type BusinessInfo, type OrganizationRecord, type StoreInfo } from '../../src/api/types';
import { call, login, startMockBackend } from './support';

const backend = startMockBackend();

const listAll = async <T>(session: string, pid: string, filter?: Record<string, unknown>) =>
  (await call<T[]>('/sfsaas/api/filter/listall', { session, body: { pid, filter } })).envelope;
const vtinfo = async <T>(session: string, pid: string, did: string) =>
  (await call<T>('/sfsaas/api/filter/vtinfo', { session, body: { pid, did } })).envelope;

describe('business table', () => {
  it('gives the operator exactly one parent and one store', async () => {
    const session = await login('operator', 'operator123');
    const parents = (await listAll<BusinessInfo>(session, PIDS.business, { businessgrade: 0 })).result;
    expect(parents.map((b) => b.did)).toEqual(['pb-1005']);
    const stores = (await listAll<BusinessInfo>(session, PIDS.business, { businessgrade: 1, uppergrade: 'pb-1005' })).result;
    expect(stores).toHaveLength(1);
    expect(stores[0]).toMatchObject({ did: 'st-1005-01', businessgrade: 1, uppergrade: 'pb-1005' });
  });

  it('gives the admin five parents, numeric grades matching numeric strings', async () => {
    const session = await login();
    const parents = await listAll<BusinessInfo>(session, PIDS.business, { businessgrade: 0 });
    expect(parents.result.map((b) => b.did)).toEqual(['pb-1001', 'pb-1002', 'pb-1003', 'pb-1004', 'pb-1005']);
    expect((await listAll<BusinessInfo>(session, PIDS.business, { businessgrade: '0' })).result).toEqual(parents.result);
    expect((await listAll<BusinessInfo>(session, PIDS.business)).result).toHaveLength(5 + backend.db.businesses.storesForUser('u-1001').length);
  });

  it('keeps the store with empty codes in the raw list (the app filters it)', async () => {
    const session = await login();
    const stores = (await listAll<BusinessInfo>(session, PIDS.business, { businessgrade: 1, uppergrade: 'pb-1004' })).result;
    expect(stores.find((s) => s.did === 'st-1004-99')).toMatchObject({ provincecode: '', citycode: '' });
    expect(stores).toEqual(backend.db.businesses.storesOf('pb-1004').sort((a, b) => (a.did < b.did ? -1 : 1)));
  });

  it('answers vtinfo only within reach', async () => {
    const session = await login();
    expect((await vtinfo<BusinessInfo>(session, PIDS.business, 'st-1001-02')).result.uppergrade).toBe('pb-1001');
    expect(await vtinfo(session, PIDS.business, 'pb-2001')).toEqual({ status: -1, message: 'no such record', result: { messageKey: 'request.notFoundUnnamed', values: { kind: 'record' } } });
    expect((await vtinfo(await login('operator', 'operator123'), PIDS.business, 'pb-1001')).status).toBe(-1);
  });

  it('is read-only through devControl', async () => {
    const body = { pid: PIDS.business, act: 'delete', did: 'pb-1001' };
    expect((await call('/vtservice/v1/devControl', { session: await login(), body })).envelope).toMatchObject({
      status: -1,
      message: `read-only pid: ${PIDS.business}`,
    });
  });
});

describe('organization table', () => {
  /** Follows upperlevel through vtinfo, as the app does (spec §9: up to 5 levels). */
  const chain = async (session: string, did: string): Promise<OrganizationRecord[]> => {
    const out: OrganizationRecord[] = [];
    let next = did;
    while (next && out.length < 6) {
      const { status, result } = await vtinfo<OrganizationRecord>(session, PIDS.organization, next);
      if (status !== 0) throw new Error(`no organization ${next}`);
      out.push(result);
      next = result.upperlevel;
    }
    return out;
  };

  it('puts the operator at the store department of their store', async () => {
    const org = backend.db.accounts.organizationOfUser('u-1002');
    expect(org).toMatchObject({ did: 'org-demo-1', orgtype: 4, organizationid: 'st-1005-01' });
    const path = await chain(await login('operator', 'operator123'), org?.did ?? '');
    expect(path.map((o) => o.orgtype)).toEqual([4, 3, 2, 1]);
    expect(path.at(-1)).toMatchObject({ did: 'org-c-1001', upperlevel: '' });
  });

  it('puts the admin at a region', async () => {
    expect(backend.db.accounts.organizationOfUser('u-1001')).toMatchObject({ did: 'org-east', orgtype: 2, upperlevel: 'org-c-1001' });
    expect(backend.db.accounts.organizationOfUser('nobody')).toBeUndefined();
  });

  it('has a store department for every store, with chains of 3 to 5 levels', async () => {
    const session = await login();
    const orgs = (await listAll<OrganizationRecord>(session, PIDS.organization)).result;
    const departments = orgs.filter((o) => o.orgtype === 4);
    const stores = backend.db.businesses.storesForUser('u-1001');
    expect(departments.map((o) => o.organizationid).sort()).toEqual(stores.map((s) => s.did).sort());
    for (const store of stores) expect(departments.find((o) => o.organizationid === store.did)?.did).toBe(store.organization);
    const lengths = new Set<number>();
    for (const department of departments) lengths.add((await chain(session, department.did)).length);
    expect([...lengths].sort()).toEqual([3, 4, 5]);
    expect((await chain(session, 'org-east-1')).map((o) => o.did)).toEqual([
      'org-east-1',
      'org-east-c310100',
      'org-east-p310000',
      'org-east',
      'org-c-1001',
    ]);
  });

  it('shows each company only its own tree', async () => {
    const gg = await login('ggadmin', 'greengrid123');
    const orgs = (await listAll<OrganizationRecord>(gg, PIDS.organization)).result;
    expect(orgs.find((o) => o.upperlevel === '')?.did).toBe('org-c-2001');
    expect(orgs.some((o) => o.did === 'org-east')).toBe(false);
    expect((await vtinfo(gg, PIDS.organization, 'org-c-1001')).message).toBe('no such record');
  });
});

describe('setting/detail', () => {
  const detail = async (body: unknown, session?: string) =>
    (await call<StoreInfo>('/vtspace/api/setting/detail', { session: session ?? (await login()), body })).envelope;

  it('answers a store of a reached parent with 1 to 4 buildings', async () => {
    const { status, result } = await detail({ parentbusiness: 'pb-1001', store: 'st-1001-03' });
    expect(status).toBe(0);
    expect(result.business).toMatchObject({ did: 'pb-1001', businessgrade: 0 });
    expect(result.store).toMatchObject({ did: 'st-1001-03', uppergrade: 'pb-1001' });
    expect(result.spaces.length).toBeGreaterThanOrEqual(1);
    expect(result.spaces.length).toBeLessThanOrEqual(4);
    expect(result.spaces[0]?.did).toBe('sp-st-1001-03-01');
    expect(new Set(result.spaces.map((s) => s.name)).size).toBe(result.spaces.length);
  });

  it('answers a parent without a store', async () => {
    expect((await detail({ parentbusiness: 'pb-1002', store: '' })).result).toMatchObject({ store: null, spaces: [] });
    expect((await detail({ parentbusiness: 'pb-1002' })).result.store).toBeNull();
  });

  it('refuses what the user does not reach, and bad bodies', async () => {
    const operator = await login('operator', 'operator123');
    expect(await detail({ parentbusiness: 'pb-1001', store: '' }, operator)).toEqual({
      status: -1,
      message: 'no such parent business: pb-1001',
      result: { messageKey: 'request.notFound', values: { kind: 'parentBusiness', id: 'pb-1001' } },
    });
    expect((await detail({ parentbusiness: 'pb-1001', store: 'st-1002-01' })).message).toBe('no such store: st-1002-01 (of pb-1001)');
    expect((await detail({ store: '' })).message).toBe('missing field: parentbusiness');
    expect((await detail({ parentbusiness: 'pb-1001', store: 7 })).message).toBe('invalid field: store (expected a string)');
    expect((await call('/vtspace/api/setting/detail', { body: { parentbusiness: 'pb-1001' } })).envelope.status).toBe(-45592);
  });

  it('gives every store 1 to 4 spaces', () => {
    const spaces = backend.db.seedData().spaces;
    for (const store of backend.db.businesses.storesForUser('u-1001')) {
      expect(spaces[store.did]?.length, store.did).toBeGreaterThanOrEqual(1);
      expect(spaces[store.did]?.length, store.did).toBeLessThanOrEqual(4);
    }
  });
});

describe('determinism', () => {
  it('builds the same tables, spaces and organizations from the same seed', () => {
    const [a, b] = [new Database(), new Database()];
    const user = a.accounts.userById('u-1001');
    if (!user) throw new Error('no admin');
    for (const pid of [PIDS.business, PIDS.organization, PIDS.habit, PIDS.bookmark]) {
      expect(listAllTable(a.tables.require(pid), user, {}), pid).toEqual(listAllTable(b.tables.require(pid), user, {}));
    }
    expect(a.seedData().spaces).toEqual(b.seedData().spaces);
    expect(JSON.stringify(new Database({ seed: 7 }).seedData().spaces)).not.toBe(JSON.stringify(a.seedData().spaces));
  });
});
