// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { KnowledgeArticle, KnowledgeList } from '../../../src/api/tools/knowledgeTypes';
import type { MenuTemplateAnswer, SavedMenuTemplate } from '../../../src/api/tools/menuTemplateTypes';
import type { NavigationStyleAnswer } from '../../../src/api/tools/navigationStyleTypes';
import type { Envelope, NavigationStyle } from '../../../src/api/types';
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

describe('the navigation style edited by two people', () => {
  const STYLE: Required<NavigationStyle> = { headerBackground: '#336699', headerFont: '#ffffff', headerSelected: '#ffd666', sideBackground: '#f0f5ff', sideFont: '#777777', sideSelected: '#003a8c' };
  const PID = 'p-navigation-style';
  const get = async (session: string) => (await post<NavigationStyleAnswer>('/sfsaas/api/tools/navigation-style/get', session, { pid: PID })).result;
  const save = (session: string, body: Record<string, unknown>) => post<NavigationStyleAnswer>('/sfsaas/api/tools/navigation-style/save', session, { pid: PID, ...body });

  it('refuses the older save with who and when and keeps the first; keep mine overwrites on purpose, audited', async () => {
    const [first, second] = [await login(), await login()];
    const mine = await get(first);
    const theirs = await get(second);
    expect(mine).toMatchObject({ tenant: 'localhost', version: 1, changedBy: '', changedAt: '' });
    const saved = await save(first, { version: mine.version, style: STYLE });
    expect(saved.result).toMatchObject({ version: 2, changedBy: 'Administrator', changedAt: AT });

    const stale = await save(second, { version: theirs.version, style: { ...STYLE, headerBackground: '#000000' } });
    expect(stale.status).toBe(-45409);
    expect(stale.result).toEqual({ messageKey: 'write.stale', values: { name: 'Administrator', at: AT }, current: { version: 2, changedBy: 'Administrator', changedAt: AT } });
    expect((await get(second)).style.headerBackground).toBe('#336699');
    expect(audited('navigation-style', 'refused')).toMatchObject([{ messageKey: 'write.stale', target: 'localhost' }]);

    const kept = await save(second, { version: theirs.version, overwrite: true, style: { ...STYLE, headerBackground: '#000000' } });
    expect(kept.result).toMatchObject({ version: 3, style: { headerBackground: '#000000' } });
    // Newest first.
    expect(audited('navigation-style', 'ok').map((e) => e.detail.overwrote)).toEqual([2, undefined]);
  });

  it('needs the version the form was opened on', async () => {
    const admin = await login();
    expect((await save(admin, { style: STYLE })).result).toEqual(keyed('request.wrongType'));
    expect((await save(admin, { version: 2.5, style: STYLE })).status).toBe(-1);
    expect((await save(admin, { version: 1, style: STYLE, overwrite: 'yes' })).status).toBe(-1);
  });
});

describe('a knowledge article edited by two people', () => {
  const PID = 'p-knowledge-base';
  const kb = <T>(op: string, session: string, body: Record<string, unknown>) => post<T>(`/sfsaas/api/tools/knowledge/${op}`, session, { pid: PID, ...body });

  it('carries its latest version as the stamp, refuses the older edit with who and when; keep mine saves a new version, audited', async () => {
    const [first, second] = [await login(), await login('maintainer', 'maintainer123')];
    const did = (await kb<KnowledgeList>('list', first, {})).result.rows[0]!.did;
    const mine = (await kb<KnowledgeArticle>('get', first, { did })).result;
    const theirs = (await kb<KnowledgeArticle>('get', second, { did })).result;
    expect(mine).toMatchObject({ version: mine.versions[0]!.version, changedBy: mine.versions[0]!.author, changedAt: mine.versions[0]!.savedAt });
    const cmd = { title: mine.title, category: mine.category, tags: mine.tags, body: 'First editor', attachments: [] };
    const saved = await kb<KnowledgeArticle>('save', first, { did, version: mine.version, cmd });
    expect(saved.result).toMatchObject({ version: mine.version + 1, changedBy: 'admin', changedAt: AT });

    const stale = await kb<KnowledgeArticle>('save', second, { did, version: theirs.version, cmd: { ...cmd, body: 'Second editor' } });
    expect(stale.status).toBe(-45409);
    const now = { version: mine.version + 1, changedBy: 'admin', changedAt: AT };
    expect(stale.result).toEqual({ messageKey: 'write.stale', values: { name: 'admin', at: AT }, current: now });
    expect((await kb<KnowledgeArticle>('get', second, { did })).result).toMatchObject({ body: 'First editor', ...now });
    expect((await kb<KnowledgeList>('list', second, {})).result.rows.find((r) => r.did === did)).toMatchObject(now);
    expect(audited('knowledge-article', 'refused')).toMatchObject([{ action: 'knowledge-edit', messageKey: 'write.stale', target: did }]);

    const kept = await kb<KnowledgeArticle>('save', second, { did, version: theirs.version, overwrite: true, cmd: { ...cmd, body: 'Second editor' } });
    expect(kept.result).toMatchObject({ version: mine.version + 2, body: 'Second editor', changedBy: 'maintainer' });
    expect(audited('knowledge-article', 'ok')[0]!.detail).toMatchObject({ overwrote: mine.version + 1 });
  });

  it('needs the version an edit was made on (a new article needs none)', async () => {
    const admin = await login();
    const article = (await kb<KnowledgeList>('list', admin, {})).result.rows[0]!;
    const cmd = { title: 'Checked', category: article.category, tags: [], body: 'x', attachments: [] };
    expect((await kb('save', admin, { did: article.did, cmd })).result).toEqual(keyed('request.wrongType'));
    expect((await kb('save', admin, { did: article.did, version: 0, cmd })).status).toBe(-1);
    expect((await kb<KnowledgeArticle>('save', admin, { cmd })).result.version).toBe(1);
  });
});
