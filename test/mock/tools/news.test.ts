// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { NewsItem, NewsList, NewsRow } from '../../../src/api/tools/newsTypes';
import { call, login, startMockBackend } from '../support';

/** News: public policy news and each company's announcements; read state per user, audited. */

const backend = startMockBackend();
const PID = 'p-news-information';
const post = async <T>(path: string, session: string, body: Record<string, unknown> = {}) =>
  (await call<T>(`/sfsaas/api/tools/news/${path}`, { session, body: { pid: PID, ...body } })).envelope;

describe('news information', () => {
  it('lists 10 policy and market items and the company’s own 3 announcements, unread per category, filtered by category, read state and words', async () => {
    const operator = await login('operator', 'operator123');
    const all = (await post<NewsList>('list', operator)).result;
    expect(all.rows).toHaveLength(13);
    expect(all.unread).toEqual({ policy: 3, 'carbon-market': 1, industry: 1, announcement: 2 });
    expect(all.rows.map((r) => r.publishedAt)).toEqual([...all.rows.map((r) => r.publishedAt)].sort().reverse());
    const unreadPolicy = (await post<NewsList>('list', operator, { category: 'policy', read: 'unread' })).result.rows;
    expect(unreadPolicy.map((r) => r.did)).toEqual(['nw-001', 'nw-003', 'nw-005']);
    expect((await post<NewsList>('list', operator, { search: '储能' })).result.rows.map((r) => r.did)).toEqual(['nw-007']);
    const other = (await post<NewsList>('list', await login('ggadmin', 'greengrid123'))).result;
    expect(other.rows).toHaveLength(12);
    expect(other.rows.some((r) => r.did.startsWith('nw-c-1001'))).toBe(false);
  });

  it('marks an item read for one user only, and unread again; each change is audited with before and after', async () => {
    const operator = await login('operator', 'operator123');
    const item = (await post<NewsItem>('get', operator, { did: 'nw-001' })).result;
    expect(item).toMatchObject({ read: false, source: '国家发展改革委' });
    expect(item.paragraphs.length).toBe(2);
    expect((await post<NewsRow>('read', operator, { did: 'nw-001', read: true })).result.read).toBe(true);
    expect((await post<NewsList>('list', operator)).result.unread.policy).toBe(2);
    // Another reader of the company's news (the viewer's menu holds energy; the maintainer's does not).
    const viewer = await login('viewer', 'viewer123');
    expect((await post<NewsList>('list', viewer)).result.unread.policy).toBe(3);
    await post<NewsRow>('read', operator, { did: 'nw-001', read: false });
    expect((await post<NewsList>('list', operator)).result.unread.policy).toBe(3);
    const audit = backend.db.audit.query({ area: 'records', pid: PID }).reverse();
    expect(audit.map((e) => [e.username, e.action, e.before, e.after])).toEqual([
      ['operator', 'news-read', { read: false }, { read: true }],
      ['operator', 'news-unread', { read: true }, { read: false }],
    ]);
  });

  it('answers another company’s announcement as not found and refuses bad filters', async () => {
    const other = await login('ggadmin', 'greengrid123');
    expect((await post<NewsItem>('get', other, { did: 'nw-c-1001-1' })).status).toBe(-1);
    expect((await post<NewsRow>('read', other, { did: 'nw-c-1001-1', read: true })).status).toBe(-1);
    expect((await post<NewsList>('list', other, { category: 'gossip' })).status).toBe(-1);
    expect((await post<NewsRow>('read', other, { did: 'nw-001', read: 'yes' })).status).toBe(-1);
  });
});
