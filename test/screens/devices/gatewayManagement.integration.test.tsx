import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from './support';

setupMockBackend();
const open = signedInConsole();

describe('gateway-management (issue 13)', () => {
  it('lists the gateways live; the two that are down say since when, and count the devices behind them', async () => {
    await open('/index/gateway-management');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    /** The figure of the KPI card titled `title`. */
    const kpi = (title: string) => {
      const card = screen.getAllByText(title, { exact: true }).map((el) => el.closest('.cem-card')).find((c) => c?.querySelector('.cem-card-body'))!;
      return Number(card.querySelector('.cem-card-body')!.textContent!.replace(/[^\d.]/g, ''));
    };
    // The operator's store has 2 gateways down (mock seed): they count, with the devices behind them.
    await waitFor(() => expect(kpi('Gateways')).toBeGreaterThan(2));
    expect(kpi('Offline')).toBe(2);
    expect(kpi('Devices behind offline gateways')).toBeGreaterThan(0);
    expect(within(table).queryAllByRole('checkbox')).toEqual([]); // gateways take no commands here
  });
});
