import { act, screen, waitFor, within } from '@testing-library/react';
import { isApiError } from '../../src/api/errors';
import { setupMockBackend } from '../support/backend';
import { findScreen, mountApp, signIn, strictModeInThisFile, waitForPath } from '../support/mountApp';
import { giveTestRole } from '../support/testRole';

// Lifecycle tests: mounts run React's StrictMode checks, as under the dev server.
strictModeInThisFile();

const backend = setupMockBackend();

describe('sign-in (spec §4, §5)', () => {
  it('admin signs in with credentials and reaches /index with the shell and menu', async () => {
    const mounted = await mountApp({ path: '/login', hostname: '127.0.0.1' });
    await signIn(mounted, 'admin', 'admin123');
    await waitForPath(mounted, '/index');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /user menu of/i })).toBeInTheDocument();
    expect(within(await screen.findByRole('navigation', { name: 'Modules' })).getByRole('link', { name: 'Administration' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: /side menu/i });
    expect(within(nav).getByRole('menuitem', { name: 'Home' })).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem('cem_platform') ?? '{}');
    expect(stored.user.userid).toBeTruthy();
    expect(stored.user.loginsession).toMatch(/\S/);
  });

  it('operator sees fewer modules than admin', async () => {
    const mounted = await mountApp({ path: '/login', hostname: '127.0.0.1' });
    await signIn(mounted, 'operator', 'operator123');
    await waitForPath(mounted, '/index');
    const modules = await screen.findByRole('navigation', { name: 'Modules' });
    expect(within(modules).getByRole('link', { name: 'Energy & Carbon' })).toBeInTheDocument();
    expect(within(modules).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('a wrong password shows failLogin with the server message and keeps what was typed', async () => {
    const mounted = await mountApp({ path: '/login', hostname: '127.0.0.1' });
    await signIn(mounted, 'admin', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in failed: Invalid username or password');
    expect(screen.getByLabelText(/user name/i)).toHaveValue('admin');
    expect(mounted.path()).toBe('/login');
  });

  it('signs in with a token in the login URL', async () => {
    const mounted = await mountApp({ path: '/login?token=demo-admin-token', hostname: '127.0.0.1' });
    await waitForPath(mounted, '/index');
    expect(mounted.app.root.session.user?.name).toBe('Administrator');
  });
});

describe('route guard and return path (spec §5)', () => {
  it('sends a signed-out visitor to login and back to the page after sign-in', async () => {
    // The stores page is outside the operator's menu: a role made for the test lets it view the page.
    giveTestRole(backend.db, 'u-1002', 'Store keepers', { 'p-store-management': ['view'] });
    const mounted = await mountApp({ path: '/index/store-management?tab=staff', hostname: '127.0.0.1' });
    await waitForPath(mounted, `/login?redirect=${encodeURIComponent('/index/store-management?tab=staff')}`);
    // The operator's only store is selected by itself, so the page shows rather than the no-project view.
    await signIn(mounted, 'operator', 'operator123');
    await waitForPath(mounted, '/index/store-management?tab=staff');
    expect(await findScreen('store-management')).toBeInTheDocument();
  });

  it('ignores a return path that leaves the origin', async () => {
    const mounted = await mountApp({ path: `/login?redirect=${encodeURIComponent('//evil.example/steal')}`, hostname: '127.0.0.1' });
    await signIn(mounted, 'admin', 'admin123');
    await waitForPath(mounted, '/index');
  });

  it('/ leads to the first enabled leaf of the first menu item', async () => {
    const mounted = await mountApp({ path: '/login', hostname: '127.0.0.1' });
    await signIn(mounted, 'admin', 'admin123');
    await waitForPath(mounted, '/index');
    await act(async () => mounted.app.root.navigate('/'));
    await waitForPath(mounted, '/index/home');
  });

  it('unknown paths show a not-found page with a way back', async () => {
    const mounted = await mountApp({ path: '/no/such/page', hostname: '127.0.0.1' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    await mounted.user.click(screen.getByRole('button', { name: 'Back to the start' }));
    await waitForPath(mounted, '/login');
  });

  it('on the dashboard host only the fullscreen cockpit and iframes exist', async () => {
    const admin = backend.db.accounts.verifyCredentials('admin', 'admin123')!;
    const session = backend.db.accounts.createSession(admin.userid);
    window.localStorage.setItem('cem_platform', JSON.stringify({ user: backend.db.accounts.userInfo(admin, session.token) }));
    const mounted = await mountApp({ path: '/index/home', hostname: 'dashboard.localhost' });
    await waitForPath(mounted, '/carbon-cockpit-fullscreen');
    expect(await findScreen('carbon-cockpit-fullscreen')).toBeInTheDocument();
  });
});

describe('third-party entry /transition (spec §5)', () => {
  it.each([
    ['ticket → partner', '?ticket=partner-ticket-1', 'operator'],
    ['clientId + code → cmi', '?clientId=cmi-client&code=cmi-code-1', 'admin'],
    ['token → encrypted token', '?token=demo-admin-token', 'admin'],
  ])('%s signs in and goes to index/home', async (_label, query, role) => {
    const mounted = await mountApp({ path: `/transition${query}`, hostname: '127.0.0.1' });
    await waitForPath(mounted, '/index/home');
    expect(mounted.app.root.session.user?.role).toBe(role);
  });

  it('a bad ticket shows why and offers the login page', async () => {
    const mounted = await mountApp({ path: '/transition?ticket=forged', hostname: '127.0.0.1' });
    expect(await screen.findByText('Third-party sign-in failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Sign-in failed: .+/);
    expect(mounted.app.root.session.isSignedIn).toBe(false);
  });

  it('without ticket, client code or token it goes to login', async () => {
    const mounted = await mountApp({ path: '/transition?clientId=only', hostname: '127.0.0.1' });
    await waitForPath(mounted, '/login');
  });
});

describe('session expiry -45592 (spec §8)', () => {
  it('many failing calls give one message and one redirect to login, and no loop afterwards', async () => {
    const mounted = await mountApp({ path: '/login', hostname: '127.0.0.1' });
    await signIn(mounted, 'admin', 'admin123');
    await waitForPath(mounted, '/index');
    backend.db.accounts.expireSessions();
    const { api } = mounted.app.root;
    const results = await act(() => Promise.allSettled([api.user.info(), api.user.info(), api.menu.get('cem'), api.user.subApps()]));
    expect(results.every((r) => r.status === 'rejected' && isApiError(r.reason) && r.reason.kind === 'session-expired')).toBe(true);
    await waitForPath(mounted, '/login');
    await waitFor(() => expect(screen.getAllByText('Login expired, please sign in again')).toHaveLength(1));
    // Calls from the signed-out login screen that answer -45592 change nothing.
    await act(() => Promise.allSettled([api.user.info(), api.user.info()]));
    expect(screen.getAllByText('Login expired, please sign in again')).toHaveLength(1);
    expect(mounted.path()).toBe('/login');
    expect(window.localStorage.getItem('cem_platform')).not.toContain('loginsession":"ls-');
  });
});

describe('sign-out (spec §4)', () => {
  it('blocks other requests for 2 s, then clears the user and shows the login screen', async () => {
    const mounted = await mountApp({ path: '/login', hostname: '127.0.0.1' });
    await signIn(mounted, 'admin', 'admin123');
    await waitForPath(mounted, '/index');
    const { root } = mounted.app;
    await mounted.user.click(await screen.findByRole('button', { name: /user menu of/i }));
    await mounted.user.click(await screen.findByText('Sign out'));
    await waitFor(() => expect(root.session.loggingOut).toBe(true));
    const blocked = await root.api.user.info().catch((e: unknown) => e);
    expect(isApiError(blocked) && blocked.kind).toBe('logout-blocked');
    expect(root.session.isSignedIn).toBe(true);
    await waitForPath(mounted, '/login');
    expect(root.session.isSignedIn).toBe(false);
    expect(await screen.findByText('You have signed out')).toBeInTheDocument();
    expect(backend.db.accounts.activeSessionCount()).toBe(0);
  });
});
