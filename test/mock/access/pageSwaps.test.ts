// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../src/api/types';
import { call, login, startMockBackend } from '../support';

const backend = startMockBackend({ now: () => Date.parse('2026-11-03T02:00:00.000Z') });

const HOT_WATER = 'p-hot-water-maintance';
const STORE = 'st-1001-01';
const post = async (session: string, path: string, body: Record<string, unknown>): Promise<Envelope<unknown>> => (await call(path, { session, body })).envelope;

/** A pid-swap refusal: -45403 with the wrong-page key, and the refusal audited against that pid and resource. */
function refusedSwap(envelope: Envelope<unknown>, pid: string, target: string, resource: string): void {
  expect(envelope).toMatchObject({ status: -45403, result: { messageKey: 'access.wrongPage', values: { pid, resource } } });
  expect(backend.db.audit.query({ outcome: 'refused', target })[0]).toMatchObject({ pid, resource, outcome: 'refused', messageKey: 'access.wrongPage', ip: '127.0.0.1', message: envelope.message });
}

describe('a billing page id reaches only its own records (maintainer, edit and add on hot-water maintenance)', () => {
  it('refuses voiding a bill through the hot-water page; the bill stays issued', async () => {
    const maintainer = await login('maintainer', 'maintainer123');
    const bill = backend.db.billing.book(STORE).bills.find((b) => b.state === 'issued')!;
    const answer = await post(maintainer, '/vtspace/api/bill/void', { pid: HOT_WATER, did: bill.did, reason: 'swap' });
    expect(answer.message).toBe(`page ${HOT_WATER} does not own bill ${bill.did} (it is reached through p-bill-managemant)`);
    refusedSwap(answer, HOT_WATER, bill.did, 'bill');
    expect(backend.db.billing.book(STORE).bill(bill.did)?.state).toBe('issued');
  });

  it('refuses a bill run, a payment, a match, a meter group, an allocation and a room state through it; nothing changes', async () => {
    const maintainer = await login('maintainer', 'maintainer123');
    const book = backend.db.billing.book(STORE);
    const bills = book.bills.length;
    refusedSwap(await post(maintainer, '/vtspace/api/bill/run', { pid: HOT_WATER, store: STORE, month: '2026-09' }), HOT_WATER, STORE, 'bill-run');
    const payments = book.transactions.length;
    refusedSwap(await post(maintainer, '/vtspace/api/bill/reconciliation/record', { pid: HOT_WATER, store: STORE, amount: 1, date: '2026-10-30', payer: 'x', channel: 'bank' }), HOT_WATER, STORE, 'payment');
    const tx = book.transactions.find((t) => t.match === 'unmatched')!;
    const open = book.bills.find((b) => b.outstanding > 0 && b.state !== 'void' && b.state !== 'draft')!;
    refusedSwap(await post(maintainer, '/vtspace/api/bill/reconciliation/match', { pid: HOT_WATER, tx: tx.did, bill: open.did }), HOT_WATER, tx.did, 'payment');
    const room = book.rooms[0]!.did;
    const own = book.group(room).own;
    // A device page's bind is a space write: the space pages own it.
    refusedSwap(await post(maintainer, '/vtspace/api/setSpaceMeterGroup', { pid: HOT_WATER, space: room, meters: own }), HOT_WATER, room, 'space');
    const meter = own[0] ?? `${room}-em`;
    refusedSwap(await post(maintainer, '/vts/api/allocation/set', { pid: HOT_WATER, method: 'area', meter, spaces: [room] }), HOT_WATER, meter, 'meter-group');
    refusedSwap(await post(maintainer, '/vtspace/api/roomstate/set', { pid: HOT_WATER, space: room, occupancy: 'maintenance' }), HOT_WATER, room, 'room-state');
    expect([book.bills.length, book.transactions.length, tx.match, book.group(room).own]).toEqual([bills, payments, 'unmatched', own]);
    expect(backend.db.audit.query({ pid: HOT_WATER }).map((e) => e.outcome)).toEqual(['refused', 'refused', 'refused', 'refused', 'refused', 'refused']);
  });

  it('refuses a room\'s meter group bound through the room-state page (another billing page)', async () => {
    const admin = await login();
    const room = backend.db.billing.book(STORE).rooms[0]!.did;
    const own = backend.db.billing.book(STORE).group(room).own;
    refusedSwap(await post(admin, '/vtspace/api/setSpaceMeterGroup', { pid: 'p-space-room-state', space: room, unbind: own }), 'p-space-room-state', room, 'meter-group');
    expect(backend.db.billing.book(STORE).group(room).own).toEqual(own);
  });

  it('refuses a contract edit through another billing page (the admin may do anything, but only on the owning page)', async () => {
    const admin = await login();
    const contract = backend.db.billing.book(STORE).contracts[0]!;
    refusedSwap(await post(admin, '/vtspace/api/contract/set', { pid: 'p-bill-managemant', act: 'set', did: contract.did, cmd: {} }), 'p-bill-managemant', contract.did, 'contract');
  });
});

describe('a device only through the page of its kind and subtype', () => {
  const LIGHT = 'sp-st-1005-01-01-f01-r02-lt1';

  it('refuses a lighting circuit commanded from the split-AC page, alone, in a batch and through devControlAll; nothing is sent', async () => {
    const operator = await login('operator', 'operator123');
    const device = backend.db.devices.world('st-1005-01').byDid.get(LIGHT)!;
    expect([device.kind, device.subtype]).toEqual(['power', 2]);
    const before = structuredClone(device.command);
    refusedSwap(await post(operator, '/vtservice/v1/devControl', { pid: 'p-ac-split', did: LIGHT, act: 'set', cmd: { on: false } }), 'p-ac-split', LIGHT, 'device');
    const batch = (await call<{ items: Array<{ did: string; accepted: boolean; status?: number }> }>('/vtservice/v1/batchDevsSet', { session: operator, body: { pid: 'p-ac-split', dids: [LIGHT, 'sp-st-1005-01-01-f01-r02-ac1'], act: 'set', cmd: { on: true } } })).envelope.result;
    expect(batch.items.map((i) => [i.did, i.accepted, i.status])).toEqual([[LIGHT, false, -45403], ['sp-st-1005-01-01-f01-r02-ac1', true, undefined]]);
    const all = (await call<{ items: Array<{ accepted: boolean; status?: number }> }>('/vtservice/v1/devControlAll', { session: operator, body: { pid: 'p-ac-split', store: 'st-1005-01', kind: 'power', subtype: 2, act: 'set', cmd: { on: false } } })).envelope.result;
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.every((i) => !i.accepted && i.status === -45403)).toBe(true);
    expect(backend.db.devices.world('st-1005-01').byDid.get(LIGHT)?.command).toEqual(before);
    // Through its own page the same command is sent.
    expect((await post(operator, '/vtservice/v1/devControl', { pid: 'p-lighting-circuits', did: LIGHT, act: 'set', cmd: { on: false } })).status).toBe(0);
  });
});

describe('a policy through its menutype\'s page, a generic record through its own list', () => {
  it('refuses updating an AC policy (menutype 6) through the lighting strategies page', async () => {
    const admin = await login();
    const pid = 'p-strategy-lighting';
    const answer = await post(admin, '/vttrigger/v1/update', { pid, did: 'pol-st-1005-01-01', policy: { name: 'swapped' } });
    refusedSwap(answer, pid, 'pol-st-1005-01-01', 'policy');
  });

  it('refuses editing an order through the fault-tickets list (the operator may edit both lists)', async () => {
    const operator = await login('operator', 'operator123');
    const order = backend.db.pages.require('p-orders').table.all()[0]!;
    const answer = await post(operator, '/sfsaas/api/filter/update', { pid: 'p-fault-tickets', did: order.did, cmd: { remark: 'swapped' } });
    refusedSwap(answer, 'p-fault-tickets', order.did, 'record');
    expect(backend.db.pages.require('p-orders').table.all()[0]).toEqual(order);
  });
});
