import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMockBackend } from '../support/backend';
import { mountSignedIn } from '../support/session';

const backend = setupMockBackend();

describe('a malformed page configuration (spec §7 module/config)', () => {
  it.each([
    ['columns that are not a list', { pid: 'p-orders', columns: { field: 'id' } }],
    ['a result that is not an object', 'config'],
    ['no result at all', null],
  ])('with %s shows a clear error inside the screen, and Retry loads the page once the server is right', async (_what, result) => {
    let broken = true;
    backend.server.use(
      http.post('*/sfsaas/api/module/config', () => (broken ? HttpResponse.json({ status: 0, message: 'ok', result }) : undefined)),
    );
    const mounted = await mountSignedIn('/index/common-page/p-orders', { user: 'operator' });
    expect(await screen.findByText(/page configuration this console cannot read/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /side menu/i })).toBeInTheDocument(); // the shell stays: not the route error page
    broken = false;
    await mounted.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]').length).toBeGreaterThan(5));
    expect(screen.queryByText(/cannot read/)).not.toBeInTheDocument();
  });
});
