// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AuditDetail, AuditPage } from '../../../src/api/admin/auditTypes';
import { actionKey } from '../../../src/api/access/types';
import { call, login, startMockBackend } from '../support';
import { post, roleWith, STAFF } from './support';

/** The audit names what it shows: roles by their titles, pages by their titles, stores and users by their names. */

const backend = startMockBackend({ now: () => Date.parse('2026-11-03T02:00:00.000Z') });
const PID = 'p-audit-management';
const list = async (session: string, body: Record<string, unknown> = {}) => (await call<AuditPage>('/sfsaas/api/audit/list', { session, body: { pid: PID, page: 1, pagesize: 20, ...body } })).envelope.result;
const detail = async (session: string, seq: number) => (await call<AuditDetail>('/sfsaas/api/audit/detail', { session, body: { pid: PID, seq } })).envelope.result;

describe('audit names', () => {
  it('names a role grant: the role by its title, the granted pages by their titles and menu keys', async () => {
    const admin = await login();
    const role = await roleWith(admin, 'Energy reader', [['p-carbon-home', 'view']]);
    const [row] = (await list(admin, { action: 'grant' })).data;
    expect(row).toMatchObject({ target: role.name, targetName: 'Energy reader', page: { name: 'Roles and authority', menu: 'authority-management' } });
    const entry = await detail(admin, row!.seq);
    expect(entry.after).toMatchObject({ granted: [actionKey('p-carbon-home', 'view')] });
    expect(entry.names[role.name]).toEqual({ name: 'Energy reader' });
    expect(entry.names['p-carbon-home']).toEqual({ name: 'Carbon overview', menu: 'carbon-home' });
  });

  it('names the stores of a scope change, and not another company\'s stores', async () => {
    const admin = await login();
    const scope = { kind: 'stores', stores: ['st-1001-01', 'st-2002-01'] };
    await post('/sfsaas/api/user/update', admin, { userid: 'u-1004', act: 'set', cmd: { scope }, version: 1 }, STAFF);
    const [row] = (await list(admin, { resource: 'user' })).data.filter((r) => r.target === 'u-1004');
    expect(row?.targetName).toBe(backend.db.accounts.userById('u-1004')!.name);
    const entry = await detail(admin, row!.seq);
    const store = backend.db.businesses.storesForUser('u-1001').find((s) => s.did === 'st-1001-01')!;
    expect(entry.names['st-1001-01']).toEqual({ name: store.name });
    expect(entry.names['st-2002-01']).toBeUndefined();
  });

  it('names a bill by its number for a reader who reaches its store, and not for one of another company', async () => {
    const admin = await login();
    const bill = backend.db.billing.book('st-1005-01').bills.find((b) => b.state === 'issued' && b.paid === 0)!;
    expect((await call('/vtspace/api/bill/void', { session: admin, body: { pid: 'p-bill-managemant', did: bill.did, reason: 'duplicate' } })).envelope.status).toBe(0);
    const [row] = (await list(admin, { action: 'void' })).data;
    expect(row).toMatchObject({ target: bill.did, targetName: bill.number, page: { name: 'Bills', menu: 'bill-managemant' } });
    // GreenGrid's admin trying the same bill: refused, and their audit does not tell them its number.
    const ggadmin = await login('ggadmin', 'greengrid123');
    expect((await call('/vtspace/api/bill/void', { session: ggadmin, body: { pid: 'p-bill-managemant', did: bill.did, reason: 'x' } })).envelope.status).not.toBe(0);
    const [theirs] = (await list(ggadmin, { action: 'void' })).data;
    expect(theirs).toMatchObject({ target: bill.did, targetName: '', outcome: 'refused' });
  });
});
