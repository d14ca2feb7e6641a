import { act, fireEvent, screen, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';
import { adminWriter, dialogTitled } from './support';

// A role or a user belongs to no store: times are told in the console's zone, here the browser's.
process.env.TZ = 'UTC';

/** Issue 36 item 2: a user's record edited by two people; the later save is told who and when, and loses nothing. */
const { db } = setupMockBackend();
const open = signedInConsole();

const click = async (element: HTMLElement) => act(async () => fireEvent.click(element));

describe('a user edited by two people', () => {
  it('says who changed the user since the dialog opened and when, keeps what was typed, and keeps mine on purpose', async () => {
    await open('/index/staff-management', 'admin');
    const table = await screen.findByRole('table', { name: 'Staff' });
    await click(await within(table).findByRole('button', { name: 'Edit Wang Fang' }));
    const dialog = await dialogTitled('Edit Wang Fang');
    const colleague = { ...adminWriter(db), name: 'Wang Fang Two' };
    db.admin.staff.update(colleague, 'u-1004', 'set', { name: 'Wang Fang (night)' }, { sent: 1 });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Wang Fang (day)' } });
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    // The seed's now (2026-11-01 00:00 in Shanghai) in the console's zone: no store is chosen, so the browser's (UTC here).
    const alert = (await within(dialog).findByText('Wang Fang Two changed this at Oct 31, 2026, 4:00 PM, after you opened it. What you typed is kept.')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Wang Fang (day)');

    await click(within(alert).getByRole('button', { name: 'See their version beside mine' }));
    const compared = await within(alert).findByRole('table', { name: 'Their version beside mine' });
    const row = within(compared).getByText('Name').closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Name', 'Wang Fang (day)', 'Wang Fang (night)']);

    await click(within(alert).getByRole('button', { name: 'Keep mine anyway' }));
    await within(table).findByText('Wang Fang (day)');
    const saves = db.audit.query({ resource: 'user', action: 'update' }).map((e) => [e.outcome, e.messageKey ?? '', e.detail]);
    expect(saves).toEqual(expect.arrayContaining([['refused', 'write.stale', expect.anything()], ['ok', '', { overwrote: 2 }]]));
  });
});
