import { screen, waitFor } from '@testing-library/react';
import { setupMockBackend } from '../support/backend';
import { mountApp, waitForPath } from '../support/mountApp';
import { seedSession } from '../support/session';

const backend = setupMockBackend();

/** `username` signed in (a seeded session, as a sign-in through the form leaves it): the next mount starts signed in. */
function signedInAs(username: string, password: string): void {
  seedSession(backend.db, username, password);
}

/** Records the address bar at the moment each sign-in call leaves. */
function addressAtSignInCalls(): string[] {
  const seen: string[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    if (/\/(thirdlogin|tokenlogin)/.test(request.url)) seen.push(window.location.pathname + window.location.search);
  });
  return seen;
}

describe('sign-in links while signed in (account swap)', () => {
  afterEach(() => backend.server.events.removeAllListeners());

  it('/transition?ticket=… asks first, leaves no ticket in the address bar, and "stay" keeps the session', async () => {
    signedInAs('admin', 'admin123');
    const calls = addressAtSignInCalls();
    const mounted = await mountApp({ path: '/transition?ticket=partner-ticket-1', hostname: '127.0.0.1' });
    const name = mounted.app.root.session.displayName;
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(`You are signed in as ${name}`);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(calls).toEqual([]); // nothing was sent before the answer
    await mounted.user.click(screen.getByRole('button', { name: `Stay signed in as ${name}` }));
    await waitForPath(mounted, /^\/index/);
    expect(mounted.app.root.session.user?.userid).toBe('u-1001');
    expect(calls).toEqual([]);
  });

  it('"switch account" ends the current session on the server and signs in with the link', async () => {
    signedInAs('admin', 'admin123');
    const sessionsBefore = backend.db.accounts.activeSessionCount();
    const calls = addressAtSignInCalls();
    const mounted = await mountApp({ path: '/transition?ticket=partner-ticket-1', hostname: '127.0.0.1' });
    await mounted.user.click(await screen.findByRole('button', { name: 'Switch account' }));
    await waitForPath(mounted, '/index/home');
    expect(mounted.app.root.session.user?.userid).toBe('u-1002');
    expect(calls).toEqual(['/cem_platform/transition']); // the ticket was gone from the address bar first
    expect(backend.db.accounts.activeSessionCount()).toBe(sessionsBefore); // one ended, one begun
    expect(window.localStorage.getItem('cem_platform')).not.toContain('partner-ticket-1');
  });

  it('/login?token=… while signed in asks too, keeping the return path and dropping the token', async () => {
    signedInAs('operator', 'operator123');
    const mounted = await mountApp({ path: '/login?token=demo-admin-token&redirect=%2Findex%2Fhome', hostname: '127.0.0.1' });
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?redirect=%2Findex%2Fhome'));
    await mounted.user.click(screen.getByRole('button', { name: 'Switch account' }));
    await waitForPath(mounted, '/index/home');
    expect(mounted.app.root.session.user?.userid).toBe('u-1001');
  });
});

describe('sign-in links while signed out', () => {
  afterEach(() => backend.server.events.removeAllListeners());

  it('sign in at once, with the credential out of the address bar before the call', async () => {
    const calls = addressAtSignInCalls();
    const mounted = await mountApp({ path: '/login?token=demo-admin-token', hostname: '127.0.0.1' });
    await waitForPath(mounted, '/index');
    expect(calls).toEqual(['/cem_platform/login']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
