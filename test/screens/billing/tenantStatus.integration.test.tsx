import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';

setupMockBackend();
const open = signedInConsole();

describe('tenant-status (issue 14)', () => {
  it('shows the store in figures and, filtered in the URL, only tenants with an overdue bill and how long it is overdue', async () => {
    await open('/index/tenant-status?alert=overdue');
    const table = await screen.findByRole('table', { name: 'Tenant status' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const kpi = (title: string) => screen.getAllByText(title, { exact: true }).map((el) => el.closest('.cem-card')).find((c) => c?.querySelector('.cem-card-body'))!.querySelector('.cem-card-body')!.textContent;
    await waitFor(() => expect(kpi('Tenants')).toBe('111'));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.every((row) => within(row).queryByText('Overdue bill') !== null && /oldest \d+ days? overdue/.test(row.textContent ?? ''))).toBe(true);
    expect(screen.getByText('Consumption of 2026-10 against 2026-09 (last month) and 2025-10 (a year before); a change of ±30 % or more against a year before is unusual (month to month, the seasons move everyone).')).toBeTruthy();
  });
});
