// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../src/api/admin/auditTypes';
import { call, login, startMockBackend } from '../support';
import { post, roleWith } from './support';

/**
 * Issue 35 §1: a read by id of another company's role, user or file answers exactly as an id that
 * exists nowhere, and the attempt is filed in both companies' audits.
 */

startMockBackend();
const MEDIA = 'media-c-1001-01';

/** The refused entries a company's administrator reads: who, what, on which id, why. */
const refusedAudit = async (session: string) =>
  (await call<AuditPage>('/sfsaas/api/audit/list', { session, body: { pid: 'p-audit-management', outcome: 'refused' } })).envelope.result.data.map((r) => [r.username, r.action, r.resource, r.target, r.messageKey]);

/** An answer as the caller can tell it apart: status, key and values less the id it was sent. */
const shape = (envelope: { status: number; result: unknown }, id: string) => JSON.stringify([envelope.status, envelope.result]).split(id).join('<id>');

describe('reads of another company’s ids', () => {
  it('answers another company’s role as a ghost key, and files the read in both audits', async () => {
    const admin = await login();
    const reader = await roleWith(admin, 'Energy reader', [['p-carbon-home', 'view']]);
    const gg = await login('ggadmin', 'greengrid123');
    const theirs = await post('/sfsaas/api/rolev2/perms', gg, { role: reader.name });
    const ghost = await post('/sfsaas/api/rolev2/perms', gg, { role: 'role-999' });
    expect(theirs).toMatchObject({ status: -1, result: { messageKey: 'admin.refusal.noRole', values: { role: reader.name } } });
    expect(shape(theirs, reader.name)).toBe(shape(ghost, 'role-999'));
    expect(await refusedAudit(admin)).toEqual([['ggadmin', 'view', 'role', reader.name, 'admin.refusal.noRole']]);
    // The caller's own log holds the ghost too: it does not tell which key was real.
    expect(await refusedAudit(gg)).toEqual([
      ['ggadmin', 'view', 'role', 'role-999', 'admin.refusal.noRole'],
      ['ggadmin', 'view', 'role', reader.name, 'admin.refusal.noRole'],
    ]);
  });

  it('answers another company’s user as a ghost id, and files the read in both audits', async () => {
    const admin = await login();
    const gg = await login('ggadmin', 'greengrid123');
    const theirs = await post('/sfsaas/api/user/info', gg, { userid: 'u-1003' });
    const ghost = await post('/sfsaas/api/user/info', gg, { userid: 'u-1003x' });
    expect(theirs).toMatchObject({ status: -1, result: { messageKey: 'admin.refusal.noUser', values: { userid: 'u-1003' } } });
    expect(shape(theirs, 'u-1003')).toBe(shape(ghost, 'u-1003x'));
    expect(await refusedAudit(admin)).toEqual([['ggadmin', 'view', 'user', 'u-1003', 'admin.refusal.noUser']]);
    expect(await refusedAudit(gg)).toEqual([
      ['ggadmin', 'view', 'user', 'u-1003x', 'admin.refusal.noUser'],
      ['ggadmin', 'view', 'user', 'u-1003', 'admin.refusal.noUser'],
    ]);
  });

  it('answers another company’s file as a ghost id, by address and by signed link, and files both reads in both audits', async () => {
    const admin = await login();
    const gg = await login('ggadmin', 'greengrid123');
    const get = (did: string) => fetch(`http://localhost/vt/staticfile/get?did=${did}`, { headers: { loginsession: gg } });
    const [theirs, ghost] = [await get(MEDIA), await get(`${MEDIA}x`)];
    expect([theirs.status, theirs.headers.get('content-type')]).toEqual([ghost.status, ghost.headers.get('content-type')]);
    expect((await theirs.text()).split(MEDIA).join('<id>')).toBe((await ghost.text()).split(`${MEDIA}x`).join('<id>'));
    const links = await call<{ links: unknown[] }>('/vt/staticfile/links', { session: gg, body: { dids: [MEDIA] } });
    expect([links.envelope.status, links.envelope.result]).toEqual([0, { links: [] }]);
    expect(await refusedAudit(admin)).toEqual([
      ['ggadmin', 'view', 'file', MEDIA, 'request.notFound'],
      ['ggadmin', 'view', 'file', MEDIA, 'request.notFound'],
    ]);
    expect(await refusedAudit(gg)).toEqual([
      ['ggadmin', 'view', 'file', MEDIA, 'request.notFound'],
      ['ggadmin', 'view', 'file', `${MEDIA}x`, 'request.notFound'],
      ['ggadmin', 'view', 'file', MEDIA, 'request.notFound'],
    ]);
    // Its own company's reader still gets the file; a link without any session files nothing.
    expect((await fetch(`http://localhost/vt/staticfile/get?did=${MEDIA}`, { headers: { loginsession: admin } })).status).toBe(200);
    expect((await fetch(`http://localhost/vt/staticfile/get?did=${MEDIA}`)).status).not.toBe(200);
    expect(await refusedAudit(admin)).toHaveLength(2);
  });

  it('answers another company’s store as a ghost store on an energy read, and files the read in both audits', async () => {
    const admin = await login();
    const gg = await login('ggadmin', 'greengrid123');
    const config = (store: string) => post('/sfsaas/api/analysis/config', gg, { pid: 'p-dashboard', store });
    const theirs = await config('st-1001-01');
    const ghost = await config('st-1001-99');
    expect(theirs).toMatchObject({ status: -1, result: { messageKey: 'request.notFound', values: { kind: 'store', id: 'st-1001-01' } } });
    expect(shape(theirs, 'st-1001-01')).toBe(shape(ghost, 'st-1001-99'));
    expect(await refusedAudit(admin)).toEqual([['ggadmin', 'view', 'store', 'st-1001-01', 'request.notFound']]);
    expect(await refusedAudit(gg)).toEqual([
      ['ggadmin', 'view', 'store', 'st-1001-99', 'request.notFound'],
      ['ggadmin', 'view', 'store', 'st-1001-01', 'request.notFound'],
    ]);
  });
});

