import { http, HttpResponse } from 'msw';
import { STATUS_FORBIDDEN } from '../../src/api/pageConfig';
import { setupMockBackend } from '../support/backend';
import { signedInRoot } from '../support/testRoot';

const backend = setupMockBackend();

describe('PagePermsStore (spec §6)', () => {
  it('loads the permissions of the page on screen once, and its configuration on request', async () => {
    let asked = 0;
    backend.server.use(http.post('*/sfsaas/api/role/user/perm', () => void (asked += 1)));
    const t = await signedInRoot('operator', 'operator123');
    const { pages } = t.root;
    pages.enter('p-orders', { withConfig: true });
    await vi.waitFor(() => expect(pages.permsStatus('p-orders')).toBe('ready'));
    await vi.waitFor(() => expect(pages.config('p-orders')?.pid).toBe('p-orders'));
    expect(pages.can('add')).toBe(true);
    expect(pages.can('delete')).toBe(false);
    pages.enter('p-guarantee-type');
    await vi.waitFor(() => expect(pages.permsStatus()).toBe('ready'));
    expect(pages.can('add')).toBe(false);
    expect(pages.can('add', 'p-orders')).toBe(true);
    pages.enter('p-orders');
    expect(asked).toBe(2); // kept for the session
    t.dispose();
  });

  it('a failed load is tried again on the next visit; sign-out forgets everything', async () => {
    const t = await signedInRoot('operator', 'operator123');
    const { pages } = t.root;
    backend.server.use(http.post('*/sfsaas/api/role/user/perm', () => HttpResponse.json({ status: STATUS_FORBIDDEN, message: 'no' }), { once: true }));
    pages.enter('p-orders');
    await vi.waitFor(() => expect(pages.permsStatus()).toBe('error'));
    expect(pages.can('view')).toBe(false);
    pages.enter('p-orders');
    await vi.waitFor(() => expect(pages.permsStatus()).toBe('ready'));
    t.root.afterSignOut();
    expect(pages.permsStatus('p-orders')).toBe('idle');
    t.dispose();
  });
});
