import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user';
import { BillRunService } from '../../../mock/api/db/billing/billRun';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';

const { db } = setupMockBackend();
const open = signedInConsole();

const STORE = 'st-1005-01';
/** The seeded store's first October bill: issued, nothing paid (mock seed). */
const ISSUED = 'bl-st-1005-01-202610-0001';

/** The seeded store's one void bill (July). */
function voidBill(): string {
  const bill = db.billing.book(STORE).bills.find((b) => b.state === 'void');
  if (!bill) throw new Error('seed: no void bill');
  return bill.did;
}

/** October's bill run as the operator, finished at once: its bills are drafts. */
function draftBill(): string {
  const runs = new BillRunService(() => db.billing);
  const job = runs.start(db.accounts.userById('u-1002')!, { pid: 'p-bill-managemant', store: STORE, month: '2026-10' });
  runs.finish(job.id);
  const draft = db.billing.book(STORE).bills.find((b) => b.state === 'draft');
  if (!draft) throw new Error('the run billed nothing');
  return draft.did;
}

/** The drawer's header buttons, by their text. */
async function drawerButtons(): Promise<string[]> {
  const detail = await screen.findByTestId('bill-detail');
  const drawer = detail.closest<HTMLElement>('.cem-drawer')!;
  return [...drawer.querySelectorAll('.cem-drawer-extra button')].map((b) => b.textContent ?? '');
}

describe('bill-managemant: paper that must not mislead (issue 21, item 5)', () => {
  it('an issued bill prints as a payment notice', async () => {
    await open(`/index/bill-managemant?month=2026-10&bill=${ISSUED}`);
    expect(await drawerButtons()).toContain('Print');
    await setupUser().click(screen.getByText('Print', { selector: '.cem-drawer-extra button span' }).closest('button')!);
    const print = await screen.findByTestId('bill-print');
    const [notice, ...more] = print.querySelectorAll<HTMLElement>('section.bill-notice');
    expect(more).toHaveLength(0);
    expect(notice).toHaveAttribute('data-kind', 'notice');
    expect(notice!.querySelector('h1')).toHaveTextContent('Payment notice');
    expect(within(notice!).queryByText('Draft, not a demand for payment')).toBeNull();
  });

  it('a draft prints only as a preview marked "draft, not a demand for payment", never as a payment notice', async () => {
    const draft = draftBill();
    await open(`/index/bill-managemant?month=2026-10&bill=${draft}`);
    const buttons = await drawerButtons();
    expect(buttons).toContain('Print draft preview');
    expect(buttons).not.toContain('Print');
    await setupUser().click(screen.getByText('Print draft preview').closest('button')!);
    const notice = (await screen.findByTestId('bill-print')).querySelector<HTMLElement>('section.bill-notice')!;
    expect(notice).toHaveAttribute('data-kind', 'draft');
    expect(notice.querySelector('h1')).toHaveTextContent('Draft bill (preview)');
    expect(within(notice).getAllByText('Draft, not a demand for payment')).toHaveLength(2);
    expect(within(notice).queryByText('Payment notice')).toBeNull();
  });

  it('a void bill has no print button', async () => {
    await open(`/index/bill-managemant?month=2026-07&bill=${voidBill()}`);
    expect(await drawerButtons()).toEqual([]);
  });

  it('after a void the list selection holds the bill as it is now: nothing left to print', async () => {
    await open(`/index/bill-managemant?month=2026-10`);
    const user = setupUser();
    const number = db.billing.book(STORE).bills.find((b) => b.did === ISSUED)!.number;
    const link = await screen.findByLabelText(`Open bill ${number}`);
    const row = link.closest('tr')!;
    await user.click(row.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    const printSelected = () => screen.getByText(/^Print selected/).closest('button')!;
    expect(printSelected()).toHaveTextContent('Print selected (1)');
    expect(printSelected()).toBeEnabled();
    await user.click(link);
    await drawerButtons();
    await user.click(screen.getByText('Void', { selector: '.cem-drawer-extra button span' }).closest('button')!);
    const dialog = (await screen.findByText(`Void bill ${number}`)).closest<HTMLElement>('.cem-modal')!;
    await user.type(within(dialog).getByLabelText('Reason for voiding'), 'Issued to the wrong tenant');
    await user.click(within(dialog).getByText('Void').closest('button')!);
    await screen.findByText(`Bill ${number} is void`);
    await waitFor(() => expect(printSelected()).toHaveTextContent('Print selected (0)'));
    expect(printSelected()).toBeDisabled();
    await waitFor(() => expect(within(row.closest('tbody')!.querySelector(`tr[data-row-key="${ISSUED}"]`)!).getByText('Void')).toBeInTheDocument());
  });
});
