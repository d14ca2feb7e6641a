import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';

const { db } = setupMockBackend();
const open = signedInConsole();
const STORE = 'st-1005-01';

describe('iot-equipment (issue 22)', () => {
  it('shows the store’s SIM cards in figures and, filtered in the URL, only those expiring within 30 days, each in a gateway of the store', async () => {
    await open('/index/iot-equipment?alert=expiring');
    const table = await screen.findByRole('table', { name: 'SIM cards' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const kpi = (title: string) => screen.getAllByText(title, { exact: true }).map((el) => el.closest('.cem-card')).find((c) => c?.querySelector('.cem-card-body'))!.querySelector('.cem-card-body')!.textContent;
    await waitFor(() => expect(kpi('Expiring within 30 days')).toBe('6'));
    expect(kpi('Over their data plan')).toBe('7');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => within(row).queryByText('Expiring soon') !== null && /\d+ days? left/.test(row.textContent ?? ''))).toBe(true);
    const gatewayNames = db.devices.world(STORE).devices.filter((d) => d.kind === 'gateway').map((g) => g.name);
    expect(rows.every((row) => gatewayNames.some((name) => row.textContent?.includes(name)))).toBe(true);
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
  });

  it('shows the empty state when no card matches', async () => {
    await open('/index/iot-equipment?q=0000000000000000000');
    expect(await screen.findByText('No SIM card matches these filters')).toBeTruthy();
  });
});
