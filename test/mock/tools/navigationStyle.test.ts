// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ValidationFailure } from '../../../src/api/pageConfig';
import type { NavigationStyleAnswer } from '../../../src/api/tools/navigationStyleTypes';
import type { Envelope, MenuAnswer, NavigationStyle } from '../../../src/api/types';
import { call, keyed, login, startMockBackend } from '../support';

/** navigation-style: the tenant's colours that /vts/api/menu/get sends, saved through the audited write path. */

const backend = startMockBackend();
const PID = 'p-navigation-style';
const LOCAL = 'http://localhost';
const GREENGRID = 'http://127.0.0.1';
/** A save is made on the style's current version unless told (toolVersions.test.ts covers older ones). */
const post = async (path: 'get' | 'save', session: string, body: Record<string, unknown>, origin = LOCAL) => {
  const version = backend.db.writes.versions.of('navigation-style', new URL(origin).hostname).version;
  const sent = path === 'save' ? { version, ...body } : body;
  return (await call<NavigationStyleAnswer>(`/sfsaas/api/tools/navigation-style/${path}`, { session, origin, body: { pid: PID, ...sent } })).envelope;
};
const UNSAVED = { version: 1, changedBy: '', changedAt: '' };
const menuStyle = async (session: string, origin = LOCAL) =>
  (await call<MenuAnswer>('/vts/api/menu/get', { session, origin, body: { portalcode: 'cem-platform' } })).envelope.result.style ?? '';
const fieldsOf = (envelope: Envelope<unknown>) => (envelope.result as unknown as ValidationFailure).errors.map((e) => [e.field, e.messageKey]);

/** The localhost tenant's seeded colours (mock/api/db/tenants.ts). */
const SEEDED: Required<NavigationStyle> = {
  headerBackground: '#0b3d2e', headerFont: '#e6f4ea', headerSelected: '#34d399', sideBackground: '#ffffff', sideFont: '#1f2937', sideSelected: '#0b7a4b',
};
const CHOSEN: Required<NavigationStyle> = {
  headerBackground: '#336699', headerFont: '#FFF', headerSelected: '#ffd666', sideBackground: '#f0f5ff', sideFont: '#777777', sideSelected: '#003a8c',
};

describe('navigation style', () => {
  it('answers the style of the request’s tenant, and who may change it', async () => {
    const admin = await login();
    expect((await post('get', admin, {})).result).toEqual({ style: SEEDED, tenant: 'localhost', owned: true, ...UNSAVED });
    // GreenGrid's console has no style saved: the defaults apply there; it is not c-1001's to change.
    expect((await post('get', admin, {}, GREENGRID)).result).toEqual({ style: {}, tenant: '127.0.0.1', owned: false, ...UNSAVED });
  });

  it('saves the six colours (lowercase, even one below AA), audited with before and after; menu/get then sends them to every user of the tenant', async () => {
    const admin = await login();
    const saved = await post('save', admin, { style: CHOSEN });
    expect(saved.status).toBe(0);
    const stored = { ...CHOSEN, headerFont: '#fff' };
    expect(saved.result).toMatchObject({ style: stored, tenant: 'localhost', owned: true, version: 2, changedBy: 'Administrator' });
    // The operator's next menu load (another user, same host) carries the new colours; GreenGrid's stays empty.
    expect(JSON.parse(await menuStyle(await login('operator', 'operator123')))).toEqual(stored);
    expect(await menuStyle(await login('ggadmin', 'greengrid123'), GREENGRID)).toBe('');
    const [entry] = backend.db.audit.query({ resource: 'navigation-style' });
    expect(entry).toMatchObject({ action: 'navigation-style-set', pid: PID, target: 'localhost', outcome: 'ok', username: 'admin', before: SEEDED, after: stored });
  });

  it('refuses a colour that is not #rgb or #rrggbb field by field, with its message key, and keeps the style', async () => {
    const admin = await login();
    const bad = await post('save', admin, { style: { ...CHOSEN, headerBackground: 'blue', headerFont: '#ggg', sideFont: '#12345', sideSelected: undefined } });
    expect(bad.status).toBe(-1);
    expect(fieldsOf(bad)).toEqual([
      ['style.headerBackground', 'tools.navStyle.error.colour'],
      ['style.headerFont', 'tools.navStyle.error.colour'],
      ['style.sideFont', 'tools.navStyle.error.colour'],
      ['style.sideSelected', 'validation.required'],
    ]);
    expect(fieldsOf(await post('save', admin, { style: 'red' }))).toEqual([['style', 'validation.type']]);
    expect(JSON.parse(await menuStyle(admin))).toEqual(SEEDED);
    expect(backend.db.audit.query({ resource: 'navigation-style' }).map((e) => [e.outcome, e.messageKey])).toEqual([
      ['refused', 'validation.type'],
      ['refused', 'tools.navStyle.error.colour'],
    ]);
  });

  it('refuses without the page’s edit permission (-45403), through another page, or for another company’s tenant; each refusal audited, nothing changed', async () => {
    const operator = await login('operator', 'operator123');
    // The operator may look (view) but not edit.
    expect((await post('get', operator, {})).status).toBe(0);
    const refused = await post('save', operator, { style: CHOSEN });
    expect(refused.status).toBe(-45403);
    expect(refused.result).toEqual(keyed('access.noPermission'));
    const admin = await login();
    // The admin edits the knowledge base, but that page does not own the style.
    const wrongPage = await post('save', admin, { pid: 'p-knowledge-base', style: CHOSEN });
    expect([wrongPage.status, wrongPage.result]).toEqual([-45403, keyed('access.wrongPage')]);
    // GreenGrid's administrator may edit styles, but not c-1001's console (localhost)…
    const greengrid = await login('ggadmin', 'greengrid123');
    const other = await post('save', greengrid, { style: CHOSEN });
    expect([other.status, other.result]).toEqual([-45403, { messageKey: 'tools.navStyle.error.otherTenant', values: { tenant: 'localhost' } }]);
    expect(JSON.parse(await menuStyle(admin))).toEqual(SEEDED);
    // …only its own (127.0.0.1), which then has a style where it had none.
    expect((await post('save', greengrid, { style: CHOSEN }, GREENGRID)).status).toBe(0);
    expect(JSON.parse(await menuStyle(greengrid, GREENGRID)).headerBackground).toBe('#336699');
    const audit = backend.db.audit.query({ resource: 'navigation-style' }).reverse();
    expect(audit.map((e) => [e.username, e.target, e.outcome, e.messageKey])).toEqual([
      ['operator', 'localhost', 'refused', 'access.noPermission'],
      ['admin', 'localhost', 'refused', 'access.wrongPage'],
      ['ggadmin', 'localhost', 'refused', 'tools.navStyle.error.otherTenant'],
      ['ggadmin', '127.0.0.1', 'ok', ''],
    ]);
    expect(audit[3]).toMatchObject({ before: null, after: { ...CHOSEN, headerFont: '#fff' } });
  });
});
