import { isApiError } from '../../src/api/errors';
import { setupMockBackend } from '../support/backend';
import { createTestRoot, signedInRoot } from '../support/testRoot';

const backend = setupMockBackend();

// Spec §9 values are literals here, not src's constants, so a drift in src fails a test.
describe('SessionStore', () => {
  afterEach(() => vi.useRealTimers());

  it('sign-in stores the user and session values, loads the menu, and persists under cem_platform', async () => {
    const t = await signedInRoot('admin', 'admin123');
    expect(t.root.session.headers).toMatchObject({ userid: 'u-1001', reqUserId: 'u-1001', companyid: 'c-1001' });
    expect(t.root.menu.items.length).toBeGreaterThan(5);
    expect(JSON.parse(window.localStorage.getItem('cem_platform')!).user.userid).toBe('u-1001');
    t.dispose();
  });

  it('a failed sign-in reports failLogin with the server reason and stores nothing', async () => {
    const t = createTestRoot();
    await t.root.start();
    const outcome = await t.root.session.loginWithCredentials('admin', 'nope');
    expect(outcome).toEqual({ ok: false, message: { id: 'failLogin', values: { reason: 'Invalid username or password' } } });
    expect(t.root.session.isSignedIn).toBe(false);
    expect(window.localStorage.getItem('cem_platform') ?? '').not.toContain('loginsession');
    t.dispose();
  });

  it('sign-out: every other request is rejected silently for exactly 2 s, then the user is cleared', async () => {
    const t = await signedInRoot('admin', 'admin123');
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const done = t.root.session.signOut();
    expect(t.root.session.loggingOut).toBe(true);
    await vi.advanceTimersByTimeAsync(10); // the logout call itself goes through
    const during = await t.root.api.user.info().catch((e: unknown) => e);
    expect(isApiError(during) && during.kind).toBe('logout-blocked');
    expect(t.toasts.filter((x) => x.kind === 'error')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1989); // 1999 ms after signOut()
    expect(t.root.session.isSignedIn).toBe(true);
    expect(t.root.session.loggingOut).toBe(true);
    await vi.advanceTimersByTimeAsync(1); // 2000 ms: the window of spec §9 ends
    await done;
    expect(t.root.session.isSignedIn).toBe(false);
    expect(t.root.session.loggingOut).toBe(false);
    expect(t.visited).toEqual(['/login']);
    expect(t.toasts).toEqual([{ kind: 'success', message: { id: 'signOut2' } }]);
    expect(t.root.menu.items).toEqual([]);
    t.dispose();
  });

  it('a failed sign-out says failSignOut and keeps the user signed in', async () => {
    const t = await signedInRoot('admin', 'admin123');
    backend.db.accounts.expireSessions(); // the logout call now fails
    await t.root.session.signOut();
    expect(t.toasts.some((x) => 'id' in x.message && x.message.id === 'failSignOut')).toBe(true);
    expect(t.root.session.loggingOut).toBe(false);
    t.dispose();
  });

  it('session expiry reacts once however many calls fail together', async () => {
    const t = await signedInRoot('admin', 'admin123');
    backend.db.accounts.expireSessions();
    await Promise.allSettled([t.root.api.user.info(), t.root.api.user.info(), t.root.api.user.subApps(), t.root.menu.load()]);
    expect(t.visited).toEqual(['/']);
    expect(t.toasts).toEqual([{ kind: 'error', message: { text: 'Login expired, please sign in again' } }]);
    expect(t.root.session.endedBy).toBe('expired');
    await Promise.allSettled([t.root.api.user.info()]);
    expect(t.visited).toEqual(['/']);
    t.dispose();
  });

  it('restores the header habit of the user who signs in, not of the previous one', async () => {
    const t = await signedInRoot('admin', 'admin123');
    t.root.habit.setCollapsed(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const out = t.root.session.signOut();
    await vi.advanceTimersByTimeAsync(2000); // spec §9: the sign-out window
    await out;
    vi.useRealTimers();
    await t.root.session.loginWithCredentials('operator', 'operator123');
    expect(t.root.habit.habit.isCollapse).toBe(false);
    t.dispose();
  });
});
