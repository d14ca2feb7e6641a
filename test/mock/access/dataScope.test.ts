// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { TicketOverview } from '../../../src/api/operations/ticketsTypes';
import type { StoreList } from '../../../src/api/admin/storeTypes';
import type { Paged } from '../../../src/api/types';
import { ok, post, query, type Rec } from '../pageHelpers';
import { call, keyed, login, startMockBackend } from '../support';
import { ENERGY_SCREENS } from '../../../mock/api/db/energy/energyPages';
import { domain as energyDomain } from '../../../src/screens/energy/domain';

/**
 * One data-scope rule (issue 35 item 3): a user whose scope is one store of a parent business
 * with nine sees that store's records only, in generic lists, exports, the ticket desk, store
 * administration and energy; siblings are refused -45403 access.noStore, another company's
 * stores answer as if they did not exist.
 */

const backend = startMockBackend({ now: () => Date.parse('2026-11-02T08:00:00.000Z') });

/** st-1001-07: one of pb-1001's nine stores, with a charging station (cs-0002); st-1001-01 is its sibling. */
const STORE = 'st-1001-07';
const SIBLING = 'st-1001-01';
const OTHER_COMPANY = 'st-2001-01';

/** The viewer (u-1004) made an administrator of one store: the role grants everything, the scope alone limits it. */
async function storeAdmin(): Promise<string> {
  backend.db.access.book.assign('u-1004', ['admin']);
  backend.db.access.book.grant('u-1004')!.scope = { kind: 'stores', stores: [STORE] };
  return login('viewer', 'viewer123');
}

let session = '';
beforeEach(async () => {
  session = await storeAdmin();
});

describe('the core rule', () => {
  it('answers the stores a user reaches and keeps only their rows; a parent-level record needs the whole parent', () => {
    const access = backend.db.access;
    const viewer = { userid: 'u-1004', role: 'admin' };
    expect(access.storesOf(viewer)).toEqual([STORE]);
    expect([access.reachesStore(viewer, STORE), access.reachesStore(viewer, SIBLING), access.reachesStore(viewer, OTHER_COMPANY)]).toEqual([true, false, false]);
    expect(access.filterByStore(viewer, [{ store: STORE }, { store: SIBLING }, { store: OTHER_COMPANY }], (r) => r.store)).toEqual([{ store: STORE }]);
    expect([access.scope(viewer).reachesRecord('pb-1001', STORE), access.scope(viewer).reachesRecord('pb-1001', undefined)]).toEqual([true, false]);
    expect([access.ownsStore(viewer, SIBLING), access.ownsStore(viewer, OTHER_COMPANY)]).toEqual([true, false]);
    // The operator's scope is its parent business whole: its one store, and the parent's own records.
    expect(access.storesOf({ userid: 'u-1002' })).toEqual(['st-1005-01']);
    expect(access.scope({ userid: 'u-1002' }).reachesRecord('pb-1005', undefined)).toBe(true);
  });
});

describe('generic lists', () => {
  it('list only the records of the user’s store (19 of the company’s 137 fault tickets, 3254 of 33145 orders)', async () => {
    const tickets = ok(await query(session, 'p-fault-tickets', { pagesize: 1000 }));
    expect(tickets.total).toBe(19);
    expect(new Set(tickets.data.map((t) => t.businessdid))).toEqual(new Set([STORE]));
    expect(ok(await query(await login(), 'p-fault-tickets', { pagesize: 1 })).total).toBe(137);
    expect(ok(await query(session, 'p-orders', { pagesize: 1 })).total).toBe(3254);
  });

  it('export and history hold only the store’s records', async () => {
    const exported = ok(await post<Paged<Rec>>(session, 'filter/export', { pid: 'p-orders', columns: ['did', 'businessdid'] }));
    expect(exported.total).toBe(3254);
    expect(new Set(exported.data.map((r) => r.businessdid))).toEqual(new Set([STORE]));
    const history = ok(await query(session, 'p-fault-tickets-history', { pagesize: 1000 }));
    expect(history.total).toBeGreaterThan(0);
    expect(new Set(history.data.map((r) => r.businessdid))).toEqual(new Set([STORE]));
  });

  it('a sibling store’s record is not found, and a ticket cannot be opened on the sibling’s station (a link it does not reach)', async () => {
    const admin = await login();
    const theirs = ok(await query(admin, 'p-fault-tickets', { filter: { businessdid: [SIBLING] }, pagesize: 1 })).data[0]!;
    expect(await post(session, 'filter/vtinfo', { pid: 'p-fault-tickets', did: theirs.did })).toMatchObject({ status: -1, message: 'no such record' });
    const opened = await post<unknown>(session, 'filter/add', { pid: 'p-fault-tickets', cmd: { title: 'Gun 2 dead', stationdid: 'cs-0001', faulttype: 'screening', priority: 'normal', status: 'pending' } });
    expect(opened.status).toBe(-1);
    expect(opened.result).toEqual({ errors: [expect.objectContaining({ field: 'stationdid', messageKey: 'validation.link' })] });
    expect(ok(await query(session, 'p-fault-tickets', { pagesize: 1 })).total).toBe(19);
  });
});

describe('the chosen store', () => {
  it('opens the user’s store with its spaces; a sibling store of the same parent is not found', async () => {
    const detail = async (store: string) => (await call<{ store: { did: string } | null }>('/vtspace/api/setting/detail', { session, body: { parentbusiness: 'pb-1001', store } })).envelope;
    expect((await detail(STORE)).result.store?.did).toBe(STORE);
    expect(await detail(SIBLING)).toMatchObject({ status: -1, result: keyed('request.notFound') });
  });
});

describe('the ticket desk', () => {
  it('counts only the store’s tickets: October opened 7 (the company 57)', async () => {
    const body = { pid: 'p-service-ticket-overview', from: '2026-10-01', to: '2026-10-31' };
    const mine = (await call<TicketOverview>('/vtproxy/workorder/overview', { session, body })).envelope.result;
    expect(mine.kpis).toMatchObject({ opened: 7, resolved: 6, open: 1, breached: 0 });
    const company = (await call<TicketOverview>('/vtproxy/workorder/overview', { session: await login(), body })).envelope.result;
    expect(company.kpis.opened).toBe(57);
  });
});

describe('store administration', () => {
  const store = async <T>(op: string, body: Record<string, unknown>, as = session) => (await call<T>(`/sfsaas/api/store/${op}`, { session: as, body: { pid: 'p-store-management', ...body } })).envelope;

  it('lists only the user’s store, never its parent business', async () => {
    expect(ok(await store<StoreList>('list', {})).rows.map((r) => r.did)).toEqual([STORE]);
  });

  it('refuses disabling or editing the parent business or a sibling (-45403), and another company’s store is not found', async () => {
    const parent = await store('disable', { did: 'pb-1001' });
    expect([parent.status, parent.result]).toEqual([-45403, keyed('access.noStore')]);
    const renamed = await store('update', { did: 'pb-1001', cmd: { name: 'Mine now' } });
    expect([renamed.status, renamed.result]).toEqual([-45403, keyed('access.noStore')]);
    const sibling = await store('disable', { did: SIBLING });
    expect([sibling.status, sibling.result]).toEqual([-45403, keyed('access.noStore')]);
    const foreign = await store('disable', { did: OTHER_COMPANY });
    expect([foreign.status, foreign.result]).toEqual([-1, keyed('request.notFound')]);
    expect(backend.db.storeAdmin.isDisabled('pb-1001')).toBe(false);
  });
});

describe('energy on the page model', () => {
  const aggquery = (body: Record<string, unknown>, as = session) =>
    call('/sfsaas/api/analysis/aggquery', { session: as, body: { start: '2026-10-01', end: '2026-10-31', groupby: 'store', ...body } });

  it('reads the user’s store on a page the role views', async () => {
    expect((await aggquery({ pid: 'p-carbon-home', stores: [STORE] })).envelope.status).toBe(0);
  });

  it('reads only through a page that shows energy: a list page the role views is the wrong page', async () => {
    const orders = (await aggquery({ pid: 'p-orders', stores: [STORE] })).envelope;
    expect(orders).toMatchObject({ status: -45403, result: { messageKey: 'access.wrongPage', values: { pid: 'p-orders', resource: 'energy' } } });
    // The pages of energy reads are the console's energy screens (and the peak-shaving plan's curve), every one of them.
    expect([...energyDomain.keys.filter((key) => key !== 'carbon-cockpit-fullscreen'), 'peaking-plan'].filter((key) => !ENERGY_SCREENS.includes(key))).toEqual([]);
  });

  it('refuses a sibling store -45403 access.noStore, and answers another company’s store as not found', async () => {
    const sibling = (await aggquery({ pid: 'p-carbon-home', stores: [SIBLING] })).envelope;
    expect(sibling).toMatchObject({ status: -45403, message: `no access to store ${SIBLING}`, result: keyed('access.noStore') });
    const foreign = (await aggquery({ pid: 'p-carbon-home', stores: [OTHER_COMPANY] })).envelope;
    expect(foreign).toMatchObject({ status: -1, message: `no such store: ${OTHER_COMPANY}`, result: keyed('request.notFound') });
  });

  it('refuses a call without a pid (keyed), and a pid the role does not view', async () => {
    const missing = (await aggquery({ stores: [STORE] })).envelope;
    expect(missing).toMatchObject({ status: -1, result: keyed('request.missingField') });
    const book = backend.db.access.book;
    const module = book.page('p-dashboard')!.module;
    book.putRole({ name: 'energy-reader', company: 'c-1001', title: 'Energy reader', modules: { [module]: { pages: { 'p-dashboard': ['view'], 'p-carbon-home': ['view'] } } } });
    book.assign('u-1004', ['energy-reader']);
    expect((await aggquery({ pid: 'p-dashboard', stores: [STORE] })).envelope.status).toBe(0);
    const metering = (await aggquery({ pid: 'p-carbon-metering', stores: [STORE] })).envelope;
    expect(metering).toMatchObject({ status: -45403, result: { messageKey: 'access.noPermission', values: { action: 'view', pid: 'p-carbon-metering' } } });
    const price = (await call('/sfsaas/api/analysis/config', { session, body: { pid: 'p-electricity-price', store: STORE } })).envelope;
    expect(price.status).toBe(-45403);
  });

  it('saves need edit on the page that owns the setting: a reader is refused, and the refusal is audited', async () => {
    backend.db.access.book.assign('u-1004', ['viewer']);
    const viewer = await login('viewer', 'viewer123');
    const standard = (await call('/businessstatistics/api/energymanage/setecstandard3', { session: viewer, body: { pid: 'p-energy-standard', buildingtype: 'office', level: 'guide', value: 60 } })).envelope;
    expect([standard.status, standard.result]).toEqual([-45403, keyed('access.noPermission')]);
    // A standard is not a run configuration: the page must own what it writes.
    const elsewhere = (await call('/businessstatistics/api/energymanage/setecstandard3', { session: await login(), body: { pid: 'p-run-configuration', buildingtype: 'office', level: 'guide', value: 60 } })).envelope;
    expect([elsewhere.status, elsewhere.result]).toEqual([-45403, keyed('access.wrongPage')]);
    expect(backend.db.audit.query({ area: 'energy', outcome: 'refused' }).map((e) => [e.userid, e.pid, e.messageKey])).toEqual([
      ['u-1001', 'p-run-configuration', 'access.wrongPage'],
      ['u-1004', 'p-energy-standard', 'access.noPermission'],
    ]);
  });
});
