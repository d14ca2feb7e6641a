// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RateRuleList, RateRuleRow, TenantList, TenantRow, TenantStatus, TenantTypeRow } from '../../../src/api/billing/tenantsTypes';
import type { ValidationFailure } from '../../../src/api/pageConfig';
import type { Envelope } from '../../../src/api/types';
import { call, login, startMockBackend } from '../support';

/** Tenants, tenant types, rate rules (validation, billed versions fixed) and tenant status. */

const backend = startMockBackend();
const PID = 'p-tenant-configuration';
const STORE = 'st-1005-01';
const read = async <T>(session: string, what: string, body: Record<string, unknown> = {}, pid = PID) =>
  (await call<T>('/vtspace/api/tenant/list', { session, body: { pid, store: STORE, what, ...body } })).envelope;
const post = async <T>(path: string, session: string, body: Record<string, unknown>) => (await call<T>(path, { session, body: { pid: PID, ...body } })).envelope;
const fieldsOf = (envelope: Envelope<unknown>) => (envelope.result as unknown as ValidationFailure).errors.map((e) => [e.field, e.messageKey]);
const tenant = (overrides: Record<string, unknown> = {}) => ({ name: 'Aurora Tea House', contact: 'Li Na', phone: '+86 138-0000-1234', email: 'ops@aurora.example.cn', type: 'tt-st-1005-01-catering', key: false, ...overrides });

describe('tenants', () => {
  it('lists with search, type and key filters, key tenants first', async () => {
    const admin = await login();
    const all = (await read<TenantList>(admin, 'tenants')).result;
    expect(all.total).toBe(111);
    expect(all.data[0]!.key).toBe(true);
    const keyed = (await read<TenantList>(admin, 'tenants', { key: true, type: 'tt-st-1005-01-office' })).result;
    expect(keyed.total).toBeGreaterThan(0);
    expect(keyed.total).toBeLessThan(all.total);
    expect(keyed.data.every((t) => t.key && t.typeName === '办公')).toBe(true);
    expect((await read<TenantList>(admin, 'tenants', { search: 'finance7@' })).result.data.map((t) => t.email)).toEqual(['finance7@tenant-100501.example.cn']);
  });

  it('creates and edits with a company name unique in the store and well-formed contacts; refusals save nothing', async () => {
    const admin = await login();
    const taken = (await read<TenantList>(admin, 'tenants')).result.data[3]!.name;
    const bad = await post<TenantRow>('/vtspace/api/tenant/set', admin, { store: STORE, act: 'create', cmd: tenant({ name: ` ${taken} `, phone: '12ab', email: 'ops@aurora' }) });
    expect(bad.status).toBe(-1);
    expect(fieldsOf(bad)).toEqual([
      ['name', 'billing.tenants.error.nameTaken'],
      ['phone', 'billing.tenants.error.phone'],
      ['email', 'billing.tenants.error.email'],
    ]);
    expect((await read<TenantList>(admin, 'tenants')).result.total).toBe(111);
    const created = await post<TenantRow>('/vtspace/api/tenant/set', admin, { store: STORE, act: 'create', cmd: tenant() });
    expect(created.result).toMatchObject({ did: 'tn-st-1005-01-0112', name: 'Aurora Tea House', typeName: '餐饮', contracts: 0 });
    const edited = await post<TenantRow>('/vtspace/api/tenant/set', admin, { act: 'set', did: created.result.did, version: 1, cmd: tenant({ key: true, email: '' }) });
    expect(edited.result).toMatchObject({ key: true, email: '' });
    expect(backend.db.audit.query({ area: 'billing' }).map((e) => [e.action, e.outcome])).toEqual([['tenant-set', 'ok'], ['tenant-create', 'ok'], ['tenant-create', 'refused']]);
  });

  it('lets a viewer read but refuses its write -45403 with no permission, and an operator deleting a type (a missing action)', async () => {
    // The viewer reaches the store (issue 21): the refusal is the page's, not the store's.
    const viewer = await login('viewer', 'viewer123');
    expect((await read<TenantList>(viewer, 'tenants')).result.total).toBe(111);
    const write = await post('/vtspace/api/tenant/set', viewer, { store: STORE, act: 'create', cmd: tenant() });
    expect(write).toMatchObject({ status: -45403, message: `no permission: add on ${PID} (role viewer)`, result: { messageKey: 'access.noPermission' } });
    const operator = await login('operator', 'operator123');
    const refused = await post('/vtspace/api/tenant/type/set', operator, { act: 'delete', did: 'tt-st-1005-01-data' });
    expect(refused.status).toBe(-45403);
    expect(refused.message).toBe(`no permission: delete on ${PID} (role operator)`);
  });
});

describe('tenant types', () => {
  it('adds and renames; a type in use cannot be deleted and says by how many tenants', async () => {
    const admin = await login();
    const types = (await read<TenantTypeRow[]>(admin, 'types')).result;
    const office = types.find((t) => t.did === 'tt-st-1005-01-office')!;
    expect(office.tenants).toBeGreaterThan(1);
    const inUse = await post('/vtspace/api/tenant/type/set', admin, { act: 'delete', did: office.did });
    expect(inUse.message).toBe(`invalid field: did (tenant type 办公 is in use by ${office.tenants} tenants: give them another type first)`);
    expect((inUse.result as unknown as ValidationFailure).errors[0]).toMatchObject({ messageKey: 'billing.tenants.error.typeInUse', values: { name: '办公', count: office.tenants } });
    const added = await post<TenantTypeRow>('/vtspace/api/tenant/type/set', admin, { store: STORE, act: 'create', name: 'Fitness' });
    expect(added.result).toEqual({ did: 'tt-st-1005-01-0001', name: 'Fitness', tenants: 0 });
    expect(fieldsOf(await post('/vtspace/api/tenant/type/set', admin, { act: 'set', did: added.result.did, name: '零售' }))).toEqual([['name', 'billing.tenants.error.typeTaken']]);
    expect((await post<TenantTypeRow>('/vtspace/api/tenant/type/set', admin, { act: 'set', did: added.result.did, name: 'Gym' })).result.name).toBe('Gym');
    expect((await post('/vtspace/api/tenant/type/set', admin, { act: 'delete', did: added.result.did })).status).toBe(0);
    expect((await read<TenantTypeRow[]>(admin, 'types')).result).toHaveLength(types.length);
  });
});

describe('rate rules', () => {
  const RULE = 'rr-st-1005-01-tou';
  const rule = (list: RateRuleList) => list.rules.find((r) => r.did === RULE)!;
  const bands = { peak: 1.5, flat: 0.95, valley: 0.46 };

  it('lists the rules with the hour bands of the price screens and the last billed day', async () => {
    const list = (await read<RateRuleList>(await login(), 'raterules')).result;
    expect(list.hours.map((band, hour) => `${hour}:${band}`).filter((_, hour) => [6, 7, 8, 11, 18, 21, 23].includes(hour))).toEqual(['6:valley', '7:flat', '8:peak', '11:flat', '18:peak', '21:flat', '23:valley']);
    expect(rule(list)).toMatchObject({ kind: 'tou', billedThrough: '2026-10-31', versions: [{ from: '2024-01-01' }, { from: '2026-06-15' }] });
  });

  it('checks prices, tiers and dates, and never changes a version already billed', async () => {
    const admin = await login();
    const set = (body: Record<string, unknown>) => post<RateRuleRow>('/businessstatistics/api/businessraterule/set', admin, body);
    expect(fieldsOf(await set({ act: 'addVersion', did: RULE, version: { from: '2026-11-31', bands: { ...bands, peak: 0 } } }))).toEqual([
      ['version.from', 'validation.date'],
      ['version.bands.peak', 'billing.tenants.error.price'],
    ]);
    const billed = await set({ act: 'addVersion', did: RULE, version: { from: '2026-10-20', bands } });
    expect(billed.message).toBe('invalid field: version.from (分时电价（标准） is billed through 2026-10-31: a version from 2026-10-20 would change bills already issued)');
    expect((await set({ act: 'setVersion', did: RULE, from: '2026-06-15', version: { from: '2026-12-01', bands } })).message).toMatch(/billed through 2026-10-31: a version from 2026-06-15/);
    const added = await set({ act: 'addVersion', did: RULE, version: { from: '2026-11-15', bands } });
    expect(added.result.versions.map((v) => v.from)).toEqual(['2024-01-01', '2026-06-15', '2026-11-15']);
    expect(fieldsOf(await set({ act: 'addVersion', did: RULE, version: { from: '2026-11-15', bands } }))).toEqual([['version.from', 'billing.tenants.error.sameDate']]);
    expect((await set({ act: 'setVersion', did: RULE, from: '2026-11-15', version: { from: '2026-11-16', bands: { ...bands, valley: 0.5 } } })).result.versions[2]).toEqual({ from: '2026-11-16', bands: { ...bands, valley: 0.5 } });
    const tiered = await set({ act: 'addVersion', did: 'rr-st-1005-01-tier', version: { from: '2026-12-01', tiers: [{ upTo: 3000, price: 0.8 }, { upTo: 2000, price: 0.9 }, { upTo: 9000, price: 1 }] } });
    expect(fieldsOf(tiered)).toEqual([['version.tiers[1].upTo', 'billing.tenants.error.tierOrder'], ['version.tiers[2].upTo', 'billing.tenants.error.lastTierOpen']]);
    const created = await set({ store: STORE, act: 'create', cmd: { name: 'Night flat', kind: 'flat', version: { from: '2026-12-01', price: 0.9 } } });
    expect(created.result).toMatchObject({ did: 'rr-st-1005-01-0001', kind: 'flat', currency: 'CNY', billedThrough: null, versions: [{ from: '2026-12-01', price: 0.9 }] });
  });
});

describe('tenant status', () => {
  it('gives each tenant its rooms, contract, arrears and consumption of 2026-10 against 2026-09 and 2025-10, with alerts', async () => {
    const admin = await login();
    const status = (await read<TenantStatus>(admin, 'status', {}, 'p-tenant-status')).result;
    expect([status.today, status.month, status.lastMonth, status.lastYearMonth]).toEqual(['2026-11-01', '2026-10', '2026-09', '2025-10']);
    expect(status.kpis.tenants).toBe(111);
    const book = backend.db.billing.book(STORE);
    const withRooms = status.rows.find((r) => r.rooms.length > 0 && r.kwh.lastYear > 0)!;
    const reserved = status.rows.filter((r) => r.contract?.phase === 'reserved');
    expect(reserved.length).toBeGreaterThan(0);
    expect(reserved.every((r) => r.kwh.month === 0 && !r.alerts.includes('unusual'))).toBe(true);
    const kwh = withRooms.rooms.reduce((sum, room) => sum + book.roomKwh(room.did, '2026-10-01', '2026-10-31'), 0);
    expect(withRooms.kwh.month).toBeCloseTo(kwh, 2);
    const owed = book.bills.filter((b) => (b.state === 'issued' || b.state === 'partial') && b.outstanding > 0);
    expect(status.kpis.arrears).toBeCloseTo(owed.reduce((sum, b) => sum + b.outstanding, 0), 2);
    expect(status.kpis.withArrears).toBe(new Set(owed.map((b) => b.tenant)).size);
    const expiring = (await read<TenantStatus>(admin, 'status', { alert: 'expiring' }, 'p-tenant-status')).result.rows;
    expect(expiring.length).toBe(status.kpis.expiring);
    expect(expiring.every((r) => r.contract !== null && r.contract.daysLeft <= 60)).toBe(true);
    const unusual = (await read<TenantStatus>(admin, 'status', { alert: 'unusual' }, 'p-tenant-status')).result.rows;
    // Three rooms changed their use for good during the year (seeded steps): ±30 % against 2025-10.
    expect(unusual.length).toBe(3);
    expect(unusual.every((r) => r.change.lastYear !== null && Math.abs(r.change.lastYear) >= 0.3)).toBe(true);
    expect((await read(admin, 'status', { alert: 'soon' }, 'p-tenant-status')).message).toBe('invalid field: alert (expected expiring, overdue, unusual)');
  });
});
