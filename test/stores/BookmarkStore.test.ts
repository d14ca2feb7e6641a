import { http, HttpResponse } from 'msw';
import { PIDS, type BookmarkRecord } from '../../src/api/types';
import type { BookmarkContent } from '../../src/stores/BookmarkStore';
import { setupMockBackend } from '../support/backend';
import { createTestRoot, signedInRoot } from '../support/testRoot';

const backend = setupMockBackend();

const CONTENT: BookmarkContent = {
  route: 'carbon-home',
  params: {},
  query: { period: 'month' },
  item: { name: 'carbon-home', title: 'Carbon overview', languagesetting: 'menu.carbon-home' },
};
const PATH = '/index/carbon-home?period=month';

function serverBookmarks(userid: string): BookmarkRecord[] {
  return backend.db.tables.require(PIDS.bookmark).rows(backend.db.accounts.userById(userid)!) as unknown as BookmarkRecord[];
}

async function signedIn(username: string, password: string) {
  const t = await signedInRoot(username, password);
  await vi.waitFor(() => expect(t.root.project.status).toBe('ready'));
  return t;
}

describe('BookmarkStore (spec §3, §7)', () => {
  it('queries with pid, type 0, user, parent business and store; the columns did, content, menuname', async () => {
    const bodies: unknown[] = [];
    backend.server.use(
      http.post('*/sfsaas/api/filter/query', async ({ request }) => {
        const body = (await request.clone().json()) as { pid: string };
        if (body.pid === PIDS.bookmark) bodies.push(body);
        return undefined;
      }),
    );
    const t = await signedIn('operator', 'operator123');
    await vi.waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(bodies.at(-1)).toMatchObject({
      pid: PIDS.bookmark,
      filter: { type: 0, userdid: 'did-u-1002', parentbusinessdid: 'pb-1005', businessdid: 'st-1005-01' },
      columns: ['did', 'content', 'menuname'],
    });
    t.dispose();
  });

  it('toggle creates a bookmark with its content, then deletes it; the list reloads after each', async () => {
    const t = await signedIn('operator', 'operator123');
    const { bookmarks } = t.root;
    expect(bookmarks.items).toEqual([]);
    await bookmarks.toggle(PATH, CONTENT);
    expect(bookmarks.items).toEqual([expect.objectContaining({ path: PATH, name: 'carbon-home', title: 'Carbon overview' })]);
    const [saved] = serverBookmarks('u-1002');
    expect(saved).toMatchObject({ type: 0, menuname: PATH, parentbusinessdid: 'pb-1005', businessdid: 'st-1005-01' });
    expect(JSON.parse(saved!.content)).toEqual(CONTENT);
    await bookmarks.toggle(PATH, CONTENT);
    expect(bookmarks.items).toEqual([]);
    expect(serverBookmarks('u-1002')).toEqual([]);
    t.dispose();
  });

  it('belongs to the store: another store shows its own list', async () => {
    const t = await signedIn('maintainer', 'maintainer123'); // pb-1004 / st-1004-02
    await t.root.bookmarks.toggle(PATH, CONTENT);
    expect(t.root.bookmarks.items).toHaveLength(1);
    t.root.project.selectStore('st-1004-03');
    await vi.waitFor(() => expect(t.root.bookmarks.items).toEqual([]));
    t.root.project.selectStore('st-1004-02');
    await vi.waitFor(() => expect(t.root.bookmarks.items).toHaveLength(1));
    t.dispose();
  });

  it('shows only the bookmarks of pages still in the menu (issue 35 item 4), keeping the others stored', async () => {
    const t = await signedIn('maintainer', 'maintainer123'); // no Energy & Carbon in its menu
    await vi.waitFor(() => expect(t.root.menu.status).toBe('ready'));
    await t.root.bookmarks.toggle(PATH, CONTENT);
    const alarms = '/index/common-page/p-realtime-alerts';
    await t.root.bookmarks.toggle(alarms, { ...CONTENT, route: 'common-page', params: { pid: 'p-realtime-alerts' }, query: {} });
    expect(t.root.bookmarks.items.map((b) => b.path).sort()).toEqual([alarms, PATH].sort());
    expect(t.root.bookmarks.visible.map((b) => b.path)).toEqual([alarms]);
    t.dispose();
  });

  it('a failed toggle keeps the list as it was', async () => {
    const t = await signedIn('operator', 'operator123');
    backend.server.use(http.post('*/vtservice/v1/devControl', () => HttpResponse.json({ status: 500, message: 'nope' })));
    await t.root.bookmarks.toggle(PATH, CONTENT);
    expect(t.root.bookmarks.items).toEqual([]);
    expect(t.root.bookmarks.busy).toBe(false);
    t.dispose();
  });

  it('drops records whose menu name is not a same-origin path, and tolerates bad content', async () => {
    const t = await signedIn('operator', 'operator123');
    backend.server.use(
      http.post('*/sfsaas/api/filter/query', () =>
        HttpResponse.json({
          status: 0,
          result: {
            total: 3,
            data: [
              { did: 'b1', menuname: '//evil.example/x', content: '{}' },
              { did: 'b2', menuname: 'javascript:alert(1)', content: '{}' },
              { did: 'b3', menuname: '/index/home', content: '{broken' },
            ],
          },
        }),
      ),
    );
    await t.root.bookmarks.load();
    expect(t.root.bookmarks.items).toEqual([expect.objectContaining({ did: 'b3', path: '/index/home', title: '/index/home' })]);
    t.dispose();
  });

  it('is skipped for the CMI variant', async () => {
    const t = createTestRoot();
    await t.root.start();
    expect(await t.root.session.loginThirdParty({ type: 'cmi', clientId: 'cmi-client', code: 'cmi-code-1' })).toEqual({ ok: true });
    expect(t.root.session.variant).toBe('cmi');
    const before = backend.db.tables.require(PIDS.bookmark).rows(backend.db.accounts.userById('u-1001')!).length;
    await t.root.bookmarks.toggle(PATH, CONTENT);
    await t.root.bookmarks.load();
    expect(t.root.bookmarks.enabled).toBe(false);
    expect(t.root.bookmarks.items).toEqual([]);
    expect(backend.db.tables.require(PIDS.bookmark).rows(backend.db.accounts.userById('u-1001')!)).toHaveLength(before);
    t.dispose();
  });
});
