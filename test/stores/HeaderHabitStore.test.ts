import { http, HttpResponse } from 'msw';
import { PIDS, type HabitRecord } from '../../src/api/types';
import { setupMockBackend } from '../support/backend';
import { signedInRoot as signedIn } from '../support/testRoot';

const backend = setupMockBackend();

/** The habit records the mock holds for a user. */
function serverHabits(userid: string): HabitRecord[] {
  const user = backend.db.accounts.userById(userid)!;
  return backend.db.tables.require(PIDS.habit).rows(user) as unknown as HabitRecord[];
}

describe('HeaderHabitStore (spec §3, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('restores the seeded server habit at sign-in: module, parent, store, language, collapse', async () => {
    const t = await signedIn('maintainer', 'maintainer123');
    expect(t.root.habit.habit).toEqual({
      menuTag: 'operation-maintenance',
      currentParentbusiness: 'pb-1004',
      currentStore: 'st-1004-02',
      language: 'en',
      isCollapse: true,
      theme: '',
    });
    expect(t.root.locale.lang).toBe('en');
    expect(t.root.project.currentStore).toBe('st-1004-02');
    t.dispose();
  });

  it('saves 2 s after the last change: create the first time, then set on the same record', async () => {
    const t = await signedIn('admin', 'admin123');
    expect(serverHabits('u-1001')).toEqual([]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    t.root.habit.setCollapsed(true);
    // Spec §9: 2000 ms, as a literal so a drift of the constant in src fails here.
    await vi.advanceTimersByTimeAsync(1900);
    t.root.habit.update({ menuTag: 'operation-monitoring' }); // restarts the debounce
    await vi.advanceTimersByTimeAsync(1999);
    expect(serverHabits('u-1001')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(serverHabits('u-1001')).toHaveLength(1));
    const [created] = serverHabits('u-1001');
    expect(JSON.parse(created!.content2)).toMatchObject({ isCollapse: true, menuTag: 'operation-monitoring' });
    expect(created).toMatchObject({ content1: 'header', userdid: 'did-u-1001', menupid: 'operation-monitoring' });

    t.root.habit.setCollapsed(false);
    await t.root.habit.flush();
    expect(serverHabits('u-1001')).toHaveLength(1);
    expect(serverHabits('u-1001')[0]!.did).toBe(created!.did);
    expect(JSON.parse(serverHabits('u-1001')[0]!.content2).isCollapse).toBe(false);
    t.dispose();
  });

  it('keeps a local copy per user at once, so a reload before the save loses nothing', async () => {
    const t = await signedIn('admin', 'admin123');
    t.root.habit.setCollapsed(true);
    const stored = JSON.parse(window.localStorage.getItem('cem_platform')!);
    expect(stored.habits['u-1001'].isCollapse).toBe(true);
    t.dispose();
  });

  it('sign out and in again: the habit comes back from the server, even on a machine without the local copy', async () => {
    const first = await signedIn('admin', 'admin123');
    first.root.habit.update({ menuTag: 'operation-management', isCollapse: true });
    await first.root.habit.flush();
    first.dispose();
    window.localStorage.clear();
    const again = await signedIn('admin', 'admin123');
    expect(again.root.habit.habit).toMatchObject({ menuTag: 'operation-management', isCollapse: true });
    again.dispose();
  });

  it('invalid JSON in the server record keeps the local habit', async () => {
    const t = await signedIn('maintainer', 'maintainer123');
    t.root.habit.update({ isCollapse: false });
    const [record] = serverHabits('u-1003');
    backend.server.use(
      http.post('*/sfsaas/api/filter/query', () => HttpResponse.json({ status: 0, result: { data: [{ ...record, content2: '{not json' }], total: 1 } })),
    );
    await t.root.habit.restore();
    expect(t.root.habit.habit).toMatchObject({ isCollapse: false, currentStore: 'st-1004-02' });
    t.dispose();
  });
});
