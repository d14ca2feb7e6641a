import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { meterGroups } from '../../../mock/api/handlers/billingSpaces';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';

/** Issue 36 item 2: two people change how the same shared meter is split; the second is told who and when, and loses nothing. */
// A still wall clock: simulated time stays at the seed's now, 2026-11-01 00:00 in Shanghai, however slow the run.
const { db } = setupMockBackend({ now: () => Date.parse('2026-11-26T09:00:00Z') });
const open = signedInConsole();
const A = 'sp-st-1005-01-01';
const HVAC = `${A}-elec-hvac`;

/** A colleague splits the HVAC meter by area between two rooms, on the version both opened. */
function colleagueSaves() {
  const colleague = { ...db.accounts.userById('u-1001')!, name: '王芳' };
  meterGroups(db).set(colleague, { pid: 'p-bill-space-config', method: 'area', meter: HVAC, spaces: [`${A}-f01-r04`, `${A}-f01-r08`], version: 1 });
}

describe('a shared meter’s split changed by two people', () => {
  it('says who saved it since and when, keeps the split I chose, and keeps mine on purpose', async () => {
    await open(`/index/bill-space-config?space=${A}-f01-r04&month=2026-10`);
    await screen.findByText(`${A}-f01-r04-em`);
    // Text and label queries: role queries over this page (a 40-room dialog) are too slow in jsdom.
    fireEvent.click(screen.getByText('Change').closest('button')!);
    const dialog = () => screen.getByText('Change the split (104 办公室)').closest<HTMLElement>('[role="dialog"]')!;
    await waitFor(() => expect(dialog()).toBeTruthy());
    colleagueSaves();
    fireEvent.click(within(dialog()).getByLabelText('By fixed ratio'));
    await act(async () => fireEvent.click(within(dialog()).getByText('Save').closest('button')!));

    const alert = (await within(dialog()).findByText(/changed this at/)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('王芳 changed this at Nov 1, 2026, 12:00 AM, after you opened it. What you typed is kept.');
    expect(within(dialog()).getByLabelText('By fixed ratio')).toBeChecked();
    expect(db.billing.book('st-1005-01').allocations.find((a) => a.meter === HVAC)).toMatchObject({ method: 'area' });

    await act(async () => fireEvent.click(within(alert).getByText('Keep mine anyway').closest('button')!));
    await waitFor(() => expect(db.billing.book('st-1005-01').allocations.find((a) => a.meter === HVAC)).toMatchObject({ method: 'ratio' }));
    const saves = db.audit.query({ resource: 'meter-group', action: 'allocation.set' });
    expect(saves.map((e) => [e.outcome, e.messageKey ?? '', e.detail.overwrote])).toEqual([['ok', '', 2], ['refused', 'write.stale', undefined], ['ok', '', undefined]]);
  });
});
