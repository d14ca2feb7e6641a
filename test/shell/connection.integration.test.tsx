import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { isApiPath } from '../../mock/api/vitePlugin';
import { setupMockBackend } from '../support/backend';
import { mountSignedIn } from '../support/session';

/** Issue 36 item 4: the header says when the console is offline and when it is back. */
const backend = setupMockBackend();

/** The network between the console and its server goes down: every API call gets a gateway's 503 (language files still load). */
const networkDown = () =>
  backend.server.use(http.all('*', ({ request }) => (isApiPath(new URL(request.url).pathname) ? HttpResponse.json({ status: -1, message: 'unavailable' }, { status: 503 }) : undefined)));

describe('the header’s connection sign', () => {
  it('says offline while the server gives no answer, then back online', async () => {
    const mounted = await mountSignedIn('/index/personal-center', { db: backend.db });
    const status = await screen.findByTestId('connection-status');
    expect(status).toHaveTextContent('');
    networkDown();
    await act(async () => mounted.app.root.menu.load());
    await waitFor(() => expect(status).toHaveTextContent('Offline: the server cannot be reached'));
    backend.server.resetHandlers();
    await act(async () => mounted.app.root.menu.load());
    await waitFor(() => expect(status).toHaveTextContent('Back online'));
  });

  it('says it in Thai for a Thai reader', async () => {
    const mounted = await mountSignedIn('/index/personal-center', { db: backend.db });
    await act(() => mounted.app.root.locale.setLang('th'));
    networkDown();
    await act(async () => mounted.app.root.menu.load());
    // The language change draws the header anew: ask for the sign again.
    await waitFor(() => expect(screen.getByTestId('connection-status')).toHaveTextContent('ออฟไลน์: ติดต่อเซิร์ฟเวอร์ไม่ได้'));
  });
});
