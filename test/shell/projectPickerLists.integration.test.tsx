import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupMockBackend } from '../support/backend';
import { mountApp } from '../support/mountApp';
import { seedSession } from '../support/session';

/** The store picker's province and city wait for their lists: a pick made on a list still on its way would be lost. */

const backend = setupMockBackend();
const reloadPage = vi.fn();

describe('the store picker while its districts load', () => {
  it('keeps Province disabled and busy until the provinces arrive, then City until the cities arrive', async () => {
    seedSession(backend.db, 'ggadmin', 'greengrid123');
    let m = await mountApp({ path: '/index/carbon-home', hostname: '127.0.0.1', overrides: { reloadPage } });
    await m.user.click(within(await screen.findByTestId('no-project-view')).getByRole('button', { name: 'Choose a store' }));
    const parents = await screen.findByRole('dialog', { name: 'Change parent business' });
    await m.user.click(within(parents).getByRole('radio', { name: /GreenGrid Thailand/ }));
    await m.user.click(within(parents).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    const path = m.path();
    await m.unmount();
    m = await mountApp({ path, hostname: '127.0.0.1', overrides: { reloadPage } });

    // Each district list is held until released.
    const gates: Array<() => void> = [];
    backend.server.use(http.post('*/vtspace/api/location/children', async () => {
      await new Promise<void>((resolve) => gates.push(resolve));
      return undefined; // on to the mock's own handler
    }));
    await m.user.click(within(await screen.findByTestId('no-project-view')).getByRole('button', { name: 'Choose a store' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a project' });
    const province = within(picker).getByRole('combobox', { name: 'Province' });
    expect(province).toBeDisabled();
    expect(within(picker).getByRole('combobox', { name: 'City' })).toBeDisabled();
    const releaseHeld = async () => {
      await waitFor(() => expect(gates.length).toBeGreaterThan(0));
      gates.splice(0).forEach((release) => release());
    };
    await releaseHeld();
    await waitFor(() => expect(province).toBeEnabled());
    await m.user.click(province);
    await m.user.click(await screen.findByTitle('曼谷'));
    const city = within(picker).getByRole('combobox', { name: 'City' });
    expect(city).toBeDisabled();
    await releaseHeld();
    // Bangkok's one city is chosen by itself once it arrives.
    await waitFor(() => expect(city.closest('.cem-select')).toHaveTextContent('曼谷'));
    expect(city).toBeEnabled();
  });
});
