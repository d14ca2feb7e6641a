import { act, screen, waitFor, within } from '@testing-library/react';
import { adminWriter } from '../screens/admin/support';
import { setupMockBackend } from '../support/backend';
import { findScreen, waitForPath, type MountedApp } from '../support/mountApp';
import { mountSignedIn } from '../support/session';
import { giveTestRole } from '../support/testRole';

/** Issue 35 item 4: the menu, tabs and palette hold only pages the user may view; others say "no access". */

const { db } = setupMockBackend();

/** The demo viewer (one store) given only a role that views the bills page, then signed in at `path`. */
async function billReaderAt(path: string): Promise<MountedApp> {
  const writer = adminWriter(db);
  const role = db.admin.roles.create(writer, 'Bill readers');
  db.admin.roles.grant(writer, role.name, ['a:p-bill-managemant:view'], [], { sent: role.version });
  db.access.book.assign('u-1004', [role.name]);
  return mountSignedIn(path, { user: 'viewer' });
}

const sideLinks = () => within(screen.getByRole('navigation', { name: 'Side menu' })).queryAllByRole('link');

describe('the menu is what you may open', () => {
  it('shows a user who may view only the bills page one module, one leaf, and one palette entry', async () => {
    const m = await billReaderAt('/index');
    await waitForPath(m, '/index');
    // The side menu: the one group of the one module, holding the one page.
    const side = await screen.findByRole('navigation', { name: 'Side menu' });
    await m.user.click(await within(side).findByText('Space billing'));
    await waitFor(() => expect(sideLinks().map((link) => link.textContent)).toEqual(['Bills']));
    expect(within(side).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Space billing', 'Bills']);
    // One module left: the header shows no module tabs (a second module would bring them).
    expect(screen.queryByRole('navigation', { name: 'Modules' })).toBeNull();

    await m.user.click(screen.getByRole('button', { name: /Search menus/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Search menus' });
    const options = within(dialog).queryAllByRole('option').map((option) => option.firstElementChild?.textContent);
    expect(options).toEqual(['Bills']);
  });

  it('opens another billing page by address as a no-access page naming it, with the way home and no Retry', async () => {
    await billReaderAt('/index/contract-management');
    const page = await screen.findByTestId('no-access');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('No access to Contracts');
    expect(page).toHaveTextContent('Your role does not include viewing Contracts.');
    const home = within(page).getByRole('link', { name: 'Go to Bills' });
    expect(home.getAttribute('href')).toMatch(/\/index\/bill-managemant$/);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByTestId('page-load-error')).toBeNull();
    expect(document.querySelector('[data-screen="contract-management"]')).toBeNull();
    // The refusal is the page, not a toast.
    await act(async () => {});
    expect(screen.queryByText(/You may not view this/)).toBeNull();
  });

  it('says it in Thai to a Thai reader', async () => {
    window.localStorage.setItem('lang', 'th');
    try {
      await billReaderAt('/index/contract-management');
      const page = await screen.findByTestId('no-access');
      expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('ไม่มีสิทธิ์เข้าถึง การจัดการสัญญา');
      expect(within(page).getByRole('link', { name: 'ไปที่ การจัดการใบแจ้งหนี้' })).toBeInTheDocument();
    } finally {
      window.localStorage.removeItem('lang');
    }
  });

  it('opens by address a page outside the demo role that another role of the user lets it view (the operator at stores)', async () => {
    giveTestRole(db, 'u-1002', 'Store keepers', { 'p-store-management': ['view'] });
    await mountSignedIn('/index/store-management', { user: 'operator' });
    expect(await findScreen('store-management')).toBeInTheDocument();
    expect(screen.queryByTestId('no-access')).toBeNull();
  });
});
