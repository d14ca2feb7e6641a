// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AuditDetail, AuditPage, AuditRow } from '../../../src/api/admin/auditTypes';
import { call, keyed, login, startMockBackend } from '../support';

/** audit/list and audit/detail: the world's audit log, filtered, newest first, within the reader's company. */

const backend = startMockBackend({ now: () => Date.parse('2026-11-03T02:00:00.000Z') });
const PID = 'p-audit-management';
const list = async (session: string, body: Record<string, unknown> = {}) =>
  (await call<AuditPage>('/sfsaas/api/audit/list', { session, body: { pid: PID, page: 1, pagesize: 20, ...body } })).envelope;

/** An operator's refused delete and the admin's accepted one, of the same order. */
async function deleteOrder(admin: string): Promise<string> {
  const operator = await login('operator', 'operator123');
  const order = backend.db.pages.require('p-orders').table.all()[0]!;
  expect((await call('/sfsaas/api/filter/delete', { session: operator, body: { pid: 'p-orders', did: order.did } })).envelope.status).toBe(-45403);
  expect((await call('/sfsaas/api/filter/delete', { session: admin, body: { pid: 'p-orders', did: order.did } })).envelope.status).toBe(0);
  return order.did;
}

describe('audit list', () => {
  it('records sign-in and sign-out, newest first, with who and from where', async () => {
    const viewer = await login('viewer', 'viewer123');
    await call('/sfsaas/api/user/logout', { session: viewer, body: {}, headers: { 'x-cem-mock-peer': '10.9.8.7' } });
    const admin = await login();
    const page = await list(admin);
    expect(page.status).toBe(0);
    expect(page.result.data.map((r) => [r.username, r.action, r.area, r.ip])).toEqual([
      ['admin', 'sign-in', 'session', '127.0.0.1'],
      ['viewer', 'sign-out', 'session', '10.9.8.7'],
      ['viewer', 'sign-in', 'session', '127.0.0.1'],
    ]);
    expect(page.result.data[0]).toMatchObject({ seq: 3, at: '2026-10-31T16:00:00.000Z', resource: 'session', target: 'u-1001', outcome: 'ok', link: '', exists: true });
    expect(page.result.total).toBe(3);
  });

  it('filters by several actors, operation, resource, outcome and area, and marks a deleted resource', async () => {
    const admin = await login();
    const did = await deleteOrder(admin);
    const refused = await list(admin, { outcome: 'refused' });
    expect(refused.result.data.map((r) => [r.username, r.action, r.target, r.messageKey])).toEqual([['operator', 'delete', did, 'access.noPermission']]);
    const deletes = await list(admin, { action: 'delete', resource: 'record', area: 'records' });
    expect(deletes.result.data.map((r) => [r.username, r.outcome, r.exists])).toEqual([['admin', 'ok', false], ['operator', 'refused', false]]);
    expect(deletes.result.data[0]?.link).toMatch(/^\/index\/common-page\/p-orders/);
    const byActors = await list(admin, { actors: ['u-1001', 'u-1002'] });
    expect(byActors.result.total).toBe(4);
    expect(new Set(byActors.result.data.map((r) => r.username))).toEqual(new Set(['admin', 'operator']));
    expect((await list(admin, { actors: ['u-1002'], action: 'sign-in' })).result.total).toBe(1);
    expect(byActors.result.facets.actors.map((a) => a.username)).toEqual(['admin', 'operator']);
    expect(byActors.result.facets.actions).toEqual(['delete', 'sign-in']);
  });

  it('reads the period as days of the given zone, both included', async () => {
    const admin = await login();
    // Recorded at 2026-10-31T16:00Z: 1 November in Shanghai, 31 October in London.
    expect((await list(admin, { from: '2026-11-01', to: '2026-11-01' })).result.total).toBe(1);
    expect((await list(admin, { from: '2026-10-01', to: '2026-10-31' })).result.total).toBe(0);
    expect((await list(admin, { from: '2026-10-31', to: '2026-10-31', zone: 'Europe/London' })).result.total).toBe(1);
    const bad = await list(admin, { from: '2026-11-02', to: '2026-11-01' });
    expect(bad.status).toBe(-1);
    expect(bad.result).toEqual(keyed('request.wrongType'));
  });

  it('pages newest first', async () => {
    for (let i = 0; i < 4; i += 1) await login('viewer', 'viewer123');
    const admin = await login();
    const second = await list(admin, { pagesize: 2, page: 2 });
    expect(second.result).toMatchObject({ total: 5, page: 2, pagesize: 2 });
    expect(second.result.data.map((r) => r.seq)).toEqual([3, 2]);
  });

  it('is read by admins only (-45403 for the others), and exported only with the export permission', async () => {
    for (const [name, password] of [['viewer', 'viewer123'], ['operator', 'operator123'], ['maintainer', 'maintainer123']] as const) {
      const refused = await list(await login(name, password));
      expect(refused.status, name).toBe(-45403);
      expect(refused.result).toEqual(keyed('access.noPermission'));
    }
    expect((await list(await login(), { export: true })).status).toBe(0);
    // A role book that lets operators read but not export.
    const book = backend.db.access.book;
    book.data.roles.find((r) => r.name === 'operator')!.modules[book.page(PID)!.module]!.pages[PID] = ['view'];
    const operator = await login('operator', 'operator123');
    expect((await list(operator)).status).toBe(0);
    const exported = await list(operator, { export: true });
    expect(exported.status).toBe(-45403);
    expect(exported.result).toEqual(keyed('access.noPermission'));
  });

  it('shows a company only what its own users did', async () => {
    await login();
    const green = await login('ggadmin', 'greengrid123');
    const page = await list(green);
    expect(page.result.data.map((r) => r.username)).toEqual(['ggadmin']);
    expect(page.result.facets.actors).toEqual([{ userid: 'u-2001', username: 'ggadmin' }]);
    expect((await call<AuditDetail>('/sfsaas/api/audit/detail', { session: green, body: { pid: PID, seq: 1 } })).envelope.status).toBe(-1);
  });

  it('refuses filters it cannot apply, with their keys', async () => {
    const admin = await login();
    const area = await list(admin, { area: 'weather' });
    expect(area.status).toBe(-1);
    expect(area.result).toEqual(keyed('request.oneOf'));
    expect((await list(admin, { actors: 'u-1001' })).result).toEqual(keyed('request.wrongType'));
    expect((await list(admin, { pagesize: 5000 })).result).toEqual(keyed('request.range'));
  });
});

describe('audit detail and sign-ins', () => {
  it('gives an entry with its before and after', async () => {
    const admin = await login();
    const pile = backend.db.pages.require('p-ledger-pile').table.all()[0]!;
    expect((await call('/sfsaas/api/filter/update', { session: admin, body: { pid: 'p-ledger-pile', did: pile.did, cmd: { power: 161 } } })).envelope.status).toBe(0);
    const [row] = (await list(admin, { action: 'update' })).result.data;
    const detail = (await call<AuditDetail>('/sfsaas/api/audit/detail', { session: admin, body: { pid: PID, seq: row!.seq } })).envelope;
    expect(detail.status).toBe(0);
    expect((detail.result.before as { power: number }).power).toBe(pile.power);
    expect((detail.result.after as { power: number }).power).toBe(161);
    expect(detail.result).toMatchObject({ action: 'update', resource: 'record', target: pile.did, exists: true });
  });

  it('lists one’s own sign-ins only, without a page permission', async () => {
    await login();
    const viewer = await login('viewer', 'viewer123');
    await login('viewer', 'viewer123');
    const mine = (await call<AuditRow[]>('/sfsaas/api/audit/signins', { session: viewer, body: {} })).envelope;
    expect(mine.status).toBe(0);
    expect(mine.result.map((r) => [r.username, r.seq])).toEqual([['viewer', 3], ['viewer', 2]]);
  });
});
