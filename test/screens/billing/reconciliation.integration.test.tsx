import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';

setupMockBackend();
const open = signedInConsole();

describe('transaction-reconciliation (issue 14)', () => {
  it('a partial payment recorded by hand is matched short to its bill and moves the ageing', async () => {
    await open('/index/transaction-reconciliation');
    const table = await screen.findByRole('table', { name: 'Payment transactions' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const ageing = screen.getByTestId('ageing');
    /** The figure under an ageing card's title. */
    const bucket = (title: string) => within(ageing).getByText(title).closest('.cem-card')!.querySelector('.cem-card-body')!.textContent;
    // The seeded store's period 2026-08-01 to 2026-11-01 (mock seed).
    expect(bucket('0–30 days past due')).toBe('CN¥4,937,396.83');

    const user = setupUser();
    // (Role queries over the whole console are slow in jsdom: the dialog is found by its title.)
    await user.click(screen.getByText('Record a payment').closest('button')!);
    const dialog = (await screen.findByText('Record a payment', { selector: '.cem-modal-title' })).closest<HTMLElement>('.cem-modal')!;
    await user.type(within(dialog).getByLabelText('Amount'), '1000');
    await user.type(within(dialog).getByLabelText('Reference'), 'B202610-100501-0001');
    const save = within(dialog).getByText('Record').closest('button')!;
    await user.click(save);
    // The payer is required: said on its field, nothing typed is lost.
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reference')).toHaveValue('B202610-100501-0001');
    fireEvent.change(within(dialog).getByLabelText('Payer'), { target: { value: 'A tenant' } });
    await user.click(save);
    await waitFor(() => expect(dialog.isConnected && dialog.checkVisibility()).toBe(false));

    await waitFor(() => expect(bucket('0–30 days past due')).toBe('CN¥4,936,396.83'));
    const row = within(table).getByText('A tenant').closest('tr')!;
    expect(within(row).getByText('Short')).toBeInTheDocument();
    expect(within(row).getByText('B202610-100501-0001', { selector: 'a' })).toHaveAttribute('href', expect.stringContaining('bill-managemant?bill=bl-st-1005-01-202610-0001'));
  });
});
