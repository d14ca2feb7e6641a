import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../support/backend';
import { signedInConsole } from './devices/support';

setupMockBackend();
const open = signedInConsole();

/** The seeded store's first October bill: issued, nothing paid (mock seed). */
const BILL = 'bl-st-1005-01-202610-0001';

/** Every button's text on the page (the console and its portals). */
const buttonTexts = () => [...document.body.querySelectorAll('button')].map((b) => b.textContent?.trim() ?? '').filter(Boolean);
const WRITES = /^(Turn on|Turn off|Send|Send again|Set|Edit|Add|Delete|Save|Issue|Issue selected.*|Void|Run bills|Export)$/;

/**
 * Issue 21, item 6: the demo viewer reads the operator's store (st-1005-01) and may only view.
 * Opened by address, its device and bill screens show the data and no control, edit, issue, void or export.
 */
describe('the viewer looks and does not touch', () => {
  it('common-ac: the store’s units, read-only, with no command, no selection and no export', async () => {
    await open('/index/common-ac/2', 'viewer');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.getByText('You can see these devices but not control them.')).toBeInTheDocument();
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
    expect(buttonTexts().filter((t) => WRITES.test(t))).toEqual([]);
  });

  it('common-power-switch: the store’s circuits, read-only', async () => {
    await open('/index/common-power-switch/1', 'viewer');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.getByText('You can see these devices but not control them.')).toBeInTheDocument();
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
    expect(buttonTexts().filter((t) => WRITES.test(t))).toEqual([]);
  });

  it('bill-managemant: the store’s bills and a bill explained, with no run, issue, void or export', async () => {
    await open(`/index/bill-managemant?month=2026-10&bill=${BILL}`, 'viewer');
    const detail = await screen.findByTestId('bill-detail');
    expect(detail.querySelector('table.bill-lines')).not.toBeNull();
    await waitFor(() => expect(screen.getByText('Overdue (0 bills)')).toBeInTheDocument());
    const buttons = buttonTexts();
    // It may print what it sees (an issued bill prints as its notice).
    expect(buttons).toContain('Print');
    expect(buttons.filter((t) => WRITES.test(t))).toEqual([]);
  });
});
