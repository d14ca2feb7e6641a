// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MenuTemplateAnswer, SavedMenuTemplate } from '../../../src/api/tools/menuTemplateTypes';
import type { Envelope } from '../../../src/api/types';
import { call, keyed, login, startMockBackend } from '../support';

/** Issue 36 item 2 for the tools: two editors of one record; the save made on the older version is refused with who and when. */

// A still wall clock: simulated time stays at the seed's now, 2026-11-01 00:00 in Shanghai.
const backend = startMockBackend({ now: () => Date.parse('2026-11-26T09:00:00Z') });
const AT = '2026-10-31T16:00:00.000Z';

const post = async <T>(path: string, session: string, body: Record<string, unknown>): Promise<Envelope<T>> => (await call<T>(path, { session, body })).envelope;
const audited = (resource: string, outcome: 'ok' | 'refused') => backend.db.audit.query({ resource }).filter((e) => e.outcome === outcome);

describe('a menu template edited by two people', () => {
  const MENU = { pid: 'p-menu-template', companyid: 'c-2001', portal: 'cem' };
  const get = async (session: string) => (await post<MenuTemplateAnswer>('/sfsaas/api/tools/menu/get', session, MENU)).result;
  const save = (session: string, body: Record<string, unknown>) => post<SavedMenuTemplate>('/sfsaas/api/tools/menu/save', session, { ...MENU, ...body });

  it('refuses the older save with who and when and keeps the first; keep mine overwrites on purpose, audited', async () => {
    const [first, second] = [await login(), await login()];
    const mine = await get(first);
    const theirs = await get(second);
    expect(mine).toMatchObject({ version: 1, changedBy: '', changedAt: '' });
    const hidden = mine.catalogue.map((m, i) => (i === 0 ? { ...m, hidden: true } : m));
    const saved = await save(first, { version: 1, items: hidden });
    expect(saved.status, saved.message).toBe(0);
    expect(saved.result).toMatchObject({ version: 2, changedBy: 'Administrator', changedAt: AT });

    const stale = await save(second, { version: theirs.version, items: theirs.catalogue });
    expect(stale.status).toBe(-45409);
    expect(stale.result).toEqual({ messageKey: 'write.stale', values: { name: 'Administrator', at: AT }, current: { version: 2, changedBy: 'Administrator', changedAt: AT } });
    expect((await get(second)).template?.items[0]?.hidden).toBe(true);
    expect(audited('menu-template', 'refused')).toMatchObject([{ messageKey: 'write.stale', target: 'c-2001/cem' }]);

    const kept = await save(second, { version: 1, overwrite: true, items: theirs.catalogue });
    expect(kept.status, kept.message).toBe(0);
    expect(kept.result.version).toBe(3);
    expect((await get(second)).template?.items[0]?.hidden).toBeUndefined();
    expect(audited('menu-template', 'ok').map((e) => e.detail)).toContainEqual({ items: theirs.catalogue.length, warnings: 0, overwrote: 2 });
  });

  it('needs the version the editor was opened on, and a reset moves it on', async () => {
    const admin = await login();
    const { catalogue, version } = await get(admin);
    expect((await save(admin, { items: catalogue })).result).toEqual(keyed('request.wrongType'));
    expect((await save(admin, { version: 'one', items: catalogue })).status).toBe(-1);
    await post('/sfsaas/api/tools/menu/reset', admin, MENU);
    expect((await get(admin)).version).toBe(version + 1);
    expect((await save(admin, { version, items: catalogue })).status).toBe(-45409);
  });
});
