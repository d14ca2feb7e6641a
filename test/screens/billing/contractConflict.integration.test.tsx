import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { writeContract } from '../../../mock/api/db/billing/contractService';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';

/** Issue 36 item 2: two people edit the same draft contract; the second is told who and when, and loses nothing. */
// A still wall clock: simulated time stays at the seed's now, 2026-11-01 00:00 in Shanghai, however slow the run.
const { db } = setupMockBackend({ now: () => Date.parse('2026-11-26T09:00:00Z') });
const open = signedInConsole();
const DRAFT = 'ct-st-1005-01-0020';

const click = async (element: HTMLElement) => act(async () => fireEvent.click(element));

/** A colleague saves the draft's deposit through the same audited path, on the version both opened. */
function colleagueSaves(deposit: number) {
  const contract = db.billing.book('st-1005-01').contract(DRAFT)!;
  const { tenant, rooms, start, end, rent, rateRule, fees, billDay, dueDays, lateFeeRate } = contract;
  const colleague = { ...db.accounts.userById('u-1001')!, name: '王芳' };
  writeContract(db.billing, db.files, colleague, { pid: 'p-contract-management', act: 'set', did: DRAFT, version: 1, cmd: { tenant, rooms, start, end, rent, deposit, rateRule, fees, billDay, dueDays, lateFeeRate } });
}

describe('a draft contract edited by two people', () => {
  it('says who saved it since and when, keeps what was typed, and keeps mine on purpose', async () => {
    await open(`/index/contract-management?state=draft&open=${DRAFT}`);
    const drawer = await screen.findByTestId('contract-details');
    await click(await within(drawer).findByRole('button', { name: 'Edit' }));
    const dialog = await waitFor(() => screen.getAllByRole('dialog').find((d) => d.textContent?.startsWith('Edit draft HT-100501-0020'))!);
    colleagueSaves(1111);
    fireEvent.change(within(dialog).getByLabelText('Rent a month (CNY)'), { target: { value: '5555' } });
    await click(within(dialog).getByRole('button', { name: 'Save' }));

    // The conflict's alert (a field's error list is an alert too, so it is found by its words), in the store's own zone (Asia/Shanghai).
    const alert = (await within(dialog).findByText(/changed this at/)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('王芳 changed this at Nov 1, 2026, 12:00 AM, after you opened it. What you typed is kept.');
    expect(within(dialog).getByLabelText('Rent a month (CNY)')).toHaveValue('5555.00');

    await click(within(alert).getByRole('button', { name: 'Keep mine anyway' }));
    await waitFor(() => expect(db.billing.book('st-1005-01').contract(DRAFT)).toMatchObject({ rent: 5555, deposit: 66940 }));
    const saves = db.audit.query({ resource: 'contract', action: 'contract-set' });
    expect(saves.map((e) => [e.outcome, e.messageKey ?? '', e.detail.overwrote])).toEqual([['ok', '', 2], ['refused', 'write.stale', undefined], ['ok', '', undefined]]);
  });
});
