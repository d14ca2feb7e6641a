// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { HistoryEntry, PageConfig } from '../../../src/api/pageConfig';
import { historyQuery } from '../../../src/api/pageConfig';
import type { Paged } from '../../../src/api/types';
import { CONTROL_HEADERS, call, login, startMockBackend } from '../support';
import { ok, post, query, type Rec } from '../pageHelpers';

/** A ticket's life has one order (src/lib/ticketFlow.ts): moves of the table only, times stamped by the server, an audited reopen. */

const backend = startMockBackend({ now: () => Date.parse('2026-11-27T09:00:00Z') });
const PID = 'p-fault-tickets';
const HOUR = 3_600_000;

let admin = '';
beforeEach(async () => {
  admin = await login();
});

const update = (did: string, cmd: Record<string, unknown>, pid = PID) => post(admin, 'filter/update', { pid, did, cmd });
const info = async (did: string, pid = PID) => ok(await post<Rec>(admin, 'filter/vtinfo', { pid, did }));
const firstWith = async (status: string, pid = PID) => ok(await query(admin, pid, { filter: { status }, pagesize: 1 })).data[0] as Rec;
const advance = async (ms: number) => call('/__mock__/control', { body: { action: 'advance-time', ms }, headers: CONTROL_HEADERS });
const refusal = (messageKey: string, values: Record<string, string>) => ({ messageKey, values });
// Oldest first.
const auditOf = (did: string) => backend.db.audit.query({}).filter((e) => e.target === did).map((e) => [e.action, e.outcome]).reverse();

describe('the transition table', () => {
  it('refuses closed → pending with a keyed refusal naming both states, audited, and leaves the ticket closed', async () => {
    const ticket = await firstWith('closed');
    const answer = await update(ticket.did, { status: 'pending' });
    expect([answer.status, answer.message, answer.result]).toEqual([-1, 'a ticket cannot go from closed to pending', refusal('tickets.transitionRefused', { field: 'status', from: 'closed', to: 'pending' })]);
    expect((await info(ticket.did)).status).toBe('closed');
    expect(auditOf(ticket.did)).toEqual([['update', 'refused']]);
  });

  it('refuses a skipped step (pending → resolved) and takes the table’s next one (pending → assigned)', async () => {
    const ticket = await firstWith('pending');
    expect((await update(ticket.did, { status: 'resolved' })).result).toEqual(refusal('tickets.transitionRefused', { field: 'status', from: 'pending', to: 'resolved' }));
    expect((await update(ticket.did, { status: 'assigned' })).status).toBe(0);
    expect((await info(ticket.did)).status).toBe('assigned');
  });

  it('stamps the resolution on the world clock; a reopen clears it, is audited as ticket-reopen, and the history keeps the first resolution', async () => {
    const ticket = await firstWith('assigned');
    expect((await update(ticket.did, { status: 'processing' })).status).toBe(0);
    expect((await update(ticket.did, { status: 'resolved', resolvenote: '更换枪头' })).status).toBe(0);
    const first = (await info(ticket.did)).resolvetime;
    expect(first).toBe('2026-10-31T16:00:00.000Z');
    await advance(2 * HOUR);
    expect((await update(ticket.did, { status: 'processing' })).status).toBe(0);
    expect(await info(ticket.did)).toMatchObject({ status: 'processing', resolvetime: '' });
    await advance(HOUR);
    expect((await update(ticket.did, { status: 'resolved', resolvenote: '再次更换枪头' })).status).toBe(0);
    expect((await info(ticket.did)).resolvetime).toBe('2026-10-31T19:00:00.000Z');

    const entries = ok(await post<Paged<HistoryEntry>>(admin, 'filter/query', historyQuery(`${PID}-history`, ticket.did))).data;
    const reopen = entries.find((e) => e.changes.some((c) => c.field === 'status' && c.old === 'resolved' && c.new === 'processing'));
    expect(reopen?.changes).toContainEqual({ field: 'resolvetime', old: '2026-10-31T16:00:00.000Z', new: '' });
    expect(auditOf(ticket.did)).toEqual([['ticket-start', 'ok'], ['ticket-resolve', 'ok'], ['ticket-reopen', 'ok'], ['ticket-resolve', 'ok']]);
  });

  it('refuses a resolve without a note (none, blank or not text) at the note, keyed and audited, and the order stays in progress', async () => {
    const ticket = await firstWith('processing', 'p-internal-tickets');
    for (const cmd of [{ status: 'resolved' }, { status: 'resolved', resolvenote: '   ' }, { status: 'resolved', resolvenote: 7 }]) {
      const answer = await update(ticket.did, cmd, 'p-internal-tickets');
      expect([answer.status, answer.result]).toEqual([-1, refusal('tickets.resolveNote', { field: 'resolvenote' })]);
    }
    expect((await info(ticket.did, 'p-internal-tickets')).status).toBe('processing');
    expect(auditOf(ticket.did)).toEqual([['ticket-resolve', 'refused'], ['ticket-resolve', 'refused'], ['ticket-resolve', 'refused']]);
  });
});

describe('times are the server’s', () => {
  it('refuses a Due typed on the list (add and edit) and on the desk’s create, naming the field', async () => {
    const cmd = { title: '枪头温度告警', stationdid: 'cs-0008', faulttype: 'gunTemp', priority: 'urgent' };
    const added = await post(admin, 'filter/add', { pid: PID, cmd: { ...cmd, deadline: '2026-12-31T00:00:00.000Z' } });
    expect([added.status, added.result]).toEqual([-1, refusal('tickets.serverTime', { field: 'deadline' })]);
    expect((await post(admin, 'filter/add', { pid: 'p-service-ticket-list', cmd: { createtime: '2026-01-01T00:00:00.000Z' } })).result).toEqual(refusal('tickets.serverTime', { field: 'createtime' }));
    const ticket = await firstWith('assigned');
    expect((await update(ticket.did, { resolvetime: '2026-10-01T00:00:00.000Z' })).result).toEqual(refusal('tickets.serverTime', { field: 'resolvetime' }));
    const desk = (await call('/vtproxy/workorder/ticket/create', { session: admin, body: { pid: PID, ...cmd, dueTime: '2026-12-31T00:00:00.000Z' } })).envelope;
    expect([desk.status, desk.result]).toEqual([-1, refusal('tickets.serverTime', { field: 'dueTime' })]);
    // A new ticket starts pending (the rule may assign it); another starting state is refused.
    expect((await post(admin, 'filter/add', { pid: PID, cmd: { ...cmd, status: 'resolved' } })).result).toEqual(refusal('tickets.startsAt', { field: 'status', state: 'pending' }));
  });

  it('offers no state, due or resolved input in the ticket lists’ forms', async () => {
    for (const pid of [PID, 'p-internal-tickets', 'p-service-ticket-list']) {
      const config = ok(await post<PageConfig>(admin, 'module/config', { pid }));
      expect(config.form.map((f) => f.field).filter((f) => ['status', 'deadline', 'resolvetime', 'finishtime', 'replytime', 'responsedue'].includes(f))).toEqual([]);
    }
  });

  it('stamps a service ticket’s first reply once: a reopened and again replied ticket keeps it', async () => {
    const pid = 'p-service-ticket-list';
    const ticket = await firstWith('processing', pid);
    expect((await update(ticket.did, { status: 'replied' }, pid)).status).toBe(0);
    expect((await info(ticket.did, pid)).replytime).toBe('2026-10-31T16:00:00.000Z');
    await advance(HOUR);
    expect((await update(ticket.did, { status: 'processing' }, pid)).status).toBe(0);
    expect((await update(ticket.did, { status: 'replied' }, pid)).status).toBe(0);
    expect((await info(ticket.did, pid)).replytime).toBe('2026-10-31T16:00:00.000Z');
  });
});
