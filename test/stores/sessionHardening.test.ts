import { http, HttpResponse } from 'msw';
import { PIDS, type HabitRecord } from '../../src/api/types';
import { setupMockBackend } from '../support/backend';
import { createTestRoot, signedInRoot } from '../support/testRoot';

const backend = setupMockBackend();

describe('session hardening', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps and stores only the user fields the console uses, never the whole server answer', async () => {
    backend.server.use(
      http.post('*/sfsaas/api/user/login', () => {
        // A real session of the mock, so the loads after sign-in succeed, plus fields a server may add.
        const user = backend.db.accounts.userById('u-1001')!;
        const info = backend.db.accounts.userInfo(user, backend.db.accounts.createSession(user.userid).token);
        return HttpResponse.json({ status: 0, result: { ...info, password: 'hunter2', idCardNumber: '1101011990', permissions: ['*'], loginsession2: 'x' } });
      }),
    );
    const t = createTestRoot();
    await t.root.start();
    expect(await t.root.session.loginWithCredentials('admin', 'whatever')).toEqual({ ok: true });
    const stored = JSON.parse(window.localStorage.getItem('cem_platform') ?? '{}') as { user: Record<string, unknown> };
    expect(Object.keys(stored.user).sort()).toEqual(['avatar', 'companyid', 'did', 'loginsession', 'name', 'nickname', 'role', 'userid'].filter((k) => k in stored.user).sort());
    expect(JSON.stringify(stored)).not.toMatch(/hunter2|idCardNumber|permissions|loginsession2/);
    expect(t.root.session.user).not.toHaveProperty('password');
    t.dispose();
  });

  it('refuses a sign-in answer without a session value', async () => {
    backend.server.use(http.post('*/sfsaas/api/user/login', () => HttpResponse.json({ status: 0, result: { userid: 'u9', did: 'u-9', companyid: 'c9' } })));
    const t = createTestRoot();
    await t.root.start();
    expect((await t.root.session.loginWithCredentials('nine', 'pw')).ok).toBe(false);
    expect(window.localStorage.getItem('cem_platform') ?? '').not.toContain('u-9');
    t.dispose();
  });

  it('sign-out sends a habit change of the last 2 s before the logout call, not dropped', async () => {
    const t = await signedInRoot('admin', 'admin123');
    const calls: string[] = [];
    backend.server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/devControl') || path.endsWith('/logout')) calls.push(path);
    });
    t.root.habit.setCollapsed(!t.root.habit.habit.isCollapse);
    const wanted = t.root.habit.habit.isCollapse;
    await t.root.session.signOut();
    backend.server.events.removeAllListeners();
    expect(calls).toEqual(['/vtservice/v1/devControl', '/sfsaas/api/user/logout']);
    const saved = backend.db.tables.require(PIDS.habit).rows(backend.db.accounts.userById('u-1001')!) as unknown as HabitRecord[];
    expect(saved.map((r) => JSON.parse(r.content2).isCollapse)).toContain(wanted);
    t.dispose();
  });

  it('a second click on sign-out joins the one under way (one logout call)', async () => {
    const t = await signedInRoot('admin', 'admin123');
    let logouts = 0;
    backend.server.events.on('request:start', ({ request }) => void (request.url.endsWith('/logout') && logouts++));
    await Promise.all([t.root.session.signOut(), t.root.session.signOut()]);
    backend.server.events.removeAllListeners();
    expect(logouts).toBe(1);
    t.dispose();
  });
});

describe('dispose (unmount)', () => {
  it('flushes a pending habit save instead of dropping it, and the save still arrives with its session', async () => {
    const t = await signedInRoot('admin', 'admin123');
    const user = backend.db.accounts.userById('u-1001')!;
    const before = (backend.db.tables.require(PIDS.habit).rows(user) as unknown as HabitRecord[]).map((r) => r.content2);
    t.root.habit.update({ menuTag: 'flushed-at-unmount' });
    t.dispose();
    await vi.waitFor(() => {
      const now = (backend.db.tables.require(PIDS.habit).rows(user) as unknown as HabitRecord[]).map((r) => r.content2);
      expect(now).not.toEqual(before);
      expect(now.some((c) => JSON.parse(c).menuTag === 'flushed-at-unmount')).toBe(true);
    });
  });
});
