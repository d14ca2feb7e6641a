import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupMockBackend } from '../support/backend';
import { mountApp, strictModeInThisFile, waitForPath } from '../support/mountApp';

// Lifecycle tests: mounts run React's StrictMode checks, as under the dev server.
strictModeInThisFile();

const backend = setupMockBackend();

const SIGNED_IN = {
  user: { did: 'u-1', userid: 'admin', companyid: 'c-1', loginsession: 'ls-stale', name: 'Administrator', nickname: '' },
  variant: 'credentials',
  habits: {},
};

/** Every API call answers -45592 at once, as a server does once the session is gone. */
function everyCallExpires(message: string) {
  const expired = () => HttpResponse.json({ status: -45592, message, result: null });
  backend.server.use(http.post(/\/(sfsaas|vts|sfadapter|vtspace|vtservice|vttrigger|vtproxy)\//, expired), http.get(/\/sfsaas\//, expired));
}

/** Lets antd's locale chunk, the language file and the router settle. */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
}

describe('a session that expired while the console was closed (spec §4, §8)', () => {
  it('shows the server message exactly once when every call at start answers -45592', async () => {
    window.localStorage.setItem('cem_platform', JSON.stringify(SIGNED_IN));
    everyCallExpires('Your session ended on the server');
    const mounted = await mountApp({ path: '/index', hostname: '127.0.0.1' });
    await waitForPath(mounted, /^\/login/);
    await settle();
    await waitFor(() => expect(screen.getAllByText('Your session ended on the server')).toHaveLength(1));
    // Still there once everything has loaded: a remount of the providers would have wiped it.
    await settle();
    expect(screen.getAllByText('Your session ended on the server')).toHaveLength(1);
  });

  it('shows the translated "login expired" when the calls fail before the language file arrives', async () => {
    window.localStorage.setItem('cem_platform', JSON.stringify(SIGNED_IN));
    everyCallExpires('');
    // The language file comes late: the message must wait for it instead of showing its id.
    backend.server.use(http.get('*/lang/en.json', async () => {
      await delay(150);
      return HttpResponse.json(JSON.parse((await import('node:fs')).readFileSync('public/lang/en.json', 'utf8')));
    }));
    const mounted = await mountApp({ path: '/index', hostname: '127.0.0.1' });
    await waitForPath(mounted, /^\/login/);
    await settle();
    expect(await screen.findByText('Login expired, please sign in again')).toBeInTheDocument();
    expect(screen.queryByText('loginExpired')).not.toBeInTheDocument();
    await settle();
    expect(screen.getAllByText('Login expired, please sign in again')).toHaveLength(1);
  });
});
