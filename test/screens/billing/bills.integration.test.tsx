import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';

setupMockBackend();
const open = signedInConsole();

/** The seeded store's first October bill: issued on 2026-11-01, nothing paid (mock seed). */
const BILL = 'bl-st-1005-01-202610-0001';

describe('bill-managemant (issue 14)', () => {
  it('opens a bill from the URL with every line explained and subtotals that add up to its total, then runs October\'s bills with progress', async () => {
    await open(`/index/bill-managemant?month=2026-10&bill=${BILL}`);
    const detail = await screen.findByTestId('bill-detail');
    const lines = detail.querySelector<HTMLElement>('table.bill-lines')!;
    // Its own meter with readings, the building's HVAC meter shared by area, rent and fees.
    expect(lines.querySelectorAll('[data-line-kind="energy"]').length).toBeGreaterThan(0);
    expect(lines.querySelectorAll('[data-line-kind="shared"]').length).toBeGreaterThan(0);
    expect(within(lines).getAllByText(/^readings .* kWh · .* kWh × /).length).toBeGreaterThan(0);
    expect(within(lines).getAllByText(/% of the meter's .* kWh · /).length).toBeGreaterThan(0);
    const total = lines.querySelector('tfoot .bill-total td')!.textContent!;
    expect(total).toBe('CN¥158,585.34');
    const money = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
    const subtotals = [...lines.querySelectorAll('tfoot .bill-subtotal td')].map((td) => money(td.textContent!));
    expect(subtotals.reduce((a, b) => a + b, 0)).toBe(money(total));
    const amounts = [...lines.querySelectorAll('tbody td.bill-amount')].map((td) => money(td.textContent!));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(money(total));

    const user = setupUser();
    // (Role queries over the whole console are slow in jsdom: controls are found by their text.)
    await user.click(screen.getByText('Run bills').closest('button')!);
    const run = (await screen.findByText('Run the bills of a month', { selector: '.cem-modal-title' })).closest<HTMLElement>('.cem-modal')!;
    await user.click(within(run).getByText('Start').closest('button')!);
    const result = await within(run).findByTestId('bill-run-result');
    // 51 contracts had October's bill already (their bill day came): each is skipped, never billed twice.
    expect(result.textContent).toMatch(/^Done: \d+ billed, \d+ skipped, CN¥[\d,.]+ in all\. Skipped: 51 already billed for the month, \d+ with no day of the month under lease\.$/);
    await waitFor(() => expect(screen.getByText(/^Done:/).closest('[data-testid="bill-run"]')).toHaveAttribute('data-state', 'done'));
  });
});
