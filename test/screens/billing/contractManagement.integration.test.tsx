import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';

const { db } = setupMockBackend();
const open = signedInConsole();

describe('contract-management (issue 14)', () => {
  it('refuses to sign a draft whose room is let to another contract at the same time, naming both, and keeps it a draft', async () => {
    // A draft for room 1-F04-R07 while HT-100501-0032 holds it (2021-06-17 – 2027-06-16).
    const book = db.billing.book('st-1005-01');
    const held = book.contract('ct-st-1005-01-0032')!;
    book.contracts.push({ ...structuredClone(held), did: 'ct-st-1005-01-0900', code: 'HT-100501-0900', start: '2027-01-01', end: '2027-12-31', signedAt: null, renewalOf: null });
    await open('/index/contract-management?state=draft&open=ct-st-1005-01-0900');
    const table = await screen.findByRole('table', { name: 'Contracts' });
    await waitFor(() => expect(within(table).getByText('HT-100501-0900')).toBeTruthy());
    expect(within(table).getAllByText('Draft')).toHaveLength(5);
    const drawer = await screen.findByTestId('contract-details');
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: 'Sign' })));
    const dialog = await waitFor(() => screen.getAllByRole('dialog').find((d) => d.textContent?.startsWith('Sign contract HT-100501-0900'))!);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' })));
    const room = `A座 ${book.room('sp-st-1005-01-01-f04-r07')!.name}`; // named with its building
    const tenant = book.tenant(held.tenant)!.name;
    await within(dialog).findByText(`Room ${room} is under contract HT-100501-0032 (${tenant}) from 2021-06-17 to 2027-06-16: a room cannot be let twice at the same time`);
    expect(book.contract('ct-st-1005-01-0900')!.signedAt).toBeNull();
  });
});
