import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../support/backend';
import { findScreen, mountApp, type MountedApp } from '../support/mountApp';
import { seedSession } from '../support/session';

/** Issue 21 §3: GreenGrid's admin picks its Thai parent business and a Bangkok store; the console then keeps Bangkok time. */

const backend = setupMockBackend();
const reloadPage = vi.fn();
// Each mount is unmounted after the test by test/setup.ts.
const mount = (path: string) => mountApp({ path, hostname: '127.0.0.1', overrides: { reloadPage } });

async function choose(m: MountedApp, label: string, option: string) {
  await m.user.click(screen.getByRole('combobox', { name: label }));
  await m.user.click(await screen.findByTitle(option));
}

describe('a parent business in Thailand', () => {
  it('ggadmin picks GreenGrid Thailand, then a Bangkok store by country, province and city; times follow Asia/Bangkok', async () => {
    seedSession(backend.db, 'ggadmin', 'greengrid123');
    let m = await mount('/index/carbon-home');
    await m.user.click(within(await screen.findByTestId('no-project-view')).getByRole('button', { name: 'Choose a store' }));
    const parents = await screen.findByRole('dialog', { name: 'Change parent business' });
    expect(within(parents).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['GreenGrid Asia Pacific · 深圳市', 'GreenGrid Thailand · 曼谷']);
    await m.user.click(within(parents).getByRole('radio', { name: /GreenGrid Thailand/ }));
    await m.user.click(within(parents).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));

    const path = m.path();
    await m.unmount();
    m = await mount(path);
    await m.user.click(within(await screen.findByTestId('no-project-view')).getByRole('button', { name: 'Choose a store' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a project' });
    // The stores' one country, named in the user's language; its provinces from the server.
    expect(within(picker).getByRole('combobox', { name: 'Country' }).closest('.cem-select')).toHaveTextContent('Thailand');
    await choose(m, 'Province', '曼谷');
    await waitFor(() => expect(within(picker).getByRole('combobox', { name: 'City' }).closest('.cem-select')).toHaveTextContent('曼谷'));
    const store = backend.db.businesses.storesOf('pb-2002')[0]!;
    await choose(m, 'Store', store.name);
    await m.user.click(within(picker).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(m.app.root.project.currentStore).toBe('st-2002-01'));
    expect(m.app.root.locale.timeZone).toBe('Asia/Bangkok');
    expect(m.app.root.project.customStore?.country).toEqual({ adcode: '764000', name: 'Thailand' });
    expect(await findScreen('carbon-home')).toBeInTheDocument();
  });
});
