import { screen, within } from '@testing-library/react';
import { MOCK_CONTROL_HEADER } from '../../../mock/api/handlers/control';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';

setupMockBackend();
const open = signedInConsole();

/** The seeded store's first October bill: issued on 2026-11-01, due on 2026-12-01, nothing paid (mock seed). */
const BILL = 'bl-st-1005-01-202610-0001';

describe('bill-managemant on the one clock (issue 20)', () => {
  it('40 simulated days on, the unpaid bill is overdue in its drawer and counted in the overdue KPI', async () => {
    const skipped = await fetch('http://127.0.0.1/__mock__/control', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [MOCK_CONTROL_HEADER]: '1' },
      body: JSON.stringify({ action: 'advance-time', ms: 40 * 86_400_000 }),
    });
    expect(skipped.ok).toBe(true);
    await open(`/index/bill-managemant?month=2026-10&bill=${BILL}`);
    const detail = await screen.findByTestId('bill-detail');
    expect(within(detail).getByText('2026-12-01')).toBeInTheDocument();
    expect(within(detail).getByText('Overdue')).toBeInTheDocument();
    // None of October's 51 bills was paid in full by the seed's day: 40 days on, all are past due.
    expect(await screen.findByText('Overdue (51 bills)')).toBeInTheDocument();
  });
});
