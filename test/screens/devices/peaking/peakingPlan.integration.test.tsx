import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../../support/backend';
import { mountSignedIn } from '../../../support/session';

const { db } = setupMockBackend();

async function at(path: string, username = 'operator', password = 'operator123') {
  return mountSignedIn(path, { user: username, password, db });
}

/** The button showing `text` (role queries are slow over antd's tables and dialogs in jsdom). */
const button = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button')!;

describe('peaking-plan (issue 13)', () => {
  it('shows the store\'s plan read-only to an operator, and its expected load against the actual load of the last day it ran', async () => {
    await at('/index/peaking-plan');
    const table = await screen.findByRole('table', { name: 'Peak shaving plans' });
    // The seeded plan: 85 % of the store's 30-day peak, two discharge windows and a night charge.
    expect(within(table).getByText('Peak shaving (summer tariff)')).toBeInTheDocument();
    expect(within(table).getByText('1,172')).toBeInTheDocument();
    expect(screen.getByText('You can view the plans but not change them.')).toBeInTheDocument();
    expect(screen.queryByText('New plan')).not.toBeInTheDocument();
    expect(table.querySelector('[role=switch]')).toBeNull();
    // The last weekday with data (the seed's data end on Saturday 2026-10-31).
    const curve = await screen.findByTestId('peaking-curve');
    expect(document.getElementById('peaking-day')).toHaveValue('2026-10-30');
    expect(within(curve).getByText('Expected peak')).toBeInTheDocument();
    await waitFor(() => expect(curve.querySelector('[aria-label="Actual and expected load on 2026-10-30 (kW)"]')).not.toBeNull());
  });

  it('creates a plan, with the server\'s validation shown on its field, then disables and deletes it; each write is audited', async () => {
    db.access.book.assign('u-1002', ['admin']); // an operator granted add, edit and delete on the page
    const app = await at('/index/peaking-plan');
    await screen.findByRole('table', { name: 'Peak shaving plans' });
    await app.user.click(button(document.body, 'New plan'));
    const dialog = (await screen.findByText('New plan', { selector: '.cem-modal-title' })).closest<HTMLElement>('[role=dialog]')!;
    await app.user.type(within(dialog).getByLabelText('Plan name'), 'Evening shave');
    await app.user.type(within(dialog).getByLabelText('Target peak (kW)'), '1000');
    const storage = within(dialog).getByLabelText('Storage power (kW)');
    await app.user.clear(storage);
    await app.user.type(storage, '5000'); // the store's storage is rated 200 kW
    await app.user.click(button(dialog, 'Save'));
    await waitFor(() => expect(dialog.querySelector('.cem-form-item-explain-error')).toHaveTextContent('At most 200'));

    await app.user.clear(storage);
    await app.user.type(storage, '150');
    await app.user.click(button(dialog, 'Save'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Peak shaving plans' });
    await within(table).findByText('Evening shave');
    expect(app.path()).toMatch(/plan=pk-st-1005-01-n\d{3}/);

    const enable = () => table.querySelector('[aria-label="Enable Evening shave"]')!;
    await app.user.click(enable());
    await waitFor(() => expect(enable()).toHaveAttribute('aria-checked', 'false'));
    await app.user.click(table.querySelector('[aria-label="Delete Evening shave"]')!);
    const confirm = (await screen.findByText('Delete the plan "Evening shave"?')).closest<HTMLElement>('[role=dialog]')!;
    await app.user.click(button(confirm, 'Delete'));
    await waitFor(() => expect(within(table).queryByText('Evening shave')).not.toBeInTheDocument());

    const writes = db.audit.query({ area: 'plan' }).map((e) => `${e.action}:${e.outcome}`);
    expect(writes).toEqual(['delete:ok', 'update:ok', 'create:ok', 'create:refused']); // newest first
  });
});
