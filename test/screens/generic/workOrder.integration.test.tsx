// A work order on one screen (issue 39 item 4): the maintainer takes a pending fault ticket (it is
// assigned to them), starts it, and resolves it only with a note; each move is the server's.
import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { mountSignedIn } from '../../support/session';
import { setupUser } from '../../support/user';

const { db } = setupMockBackend();

const pid = 'p-fault-tickets';
const maintainer = () => db.accounts.userById('u-1003')!;
const ticket = (did: string) => db.tables.require(pid).rows(maintainer()).find((r) => r.did === did)!;

describe('a pending fault ticket on the work-order screen', () => {
  it('is taken (assigned to the maintainer), started, and resolved with the note typed beside Resolve', async () => {
    const did = db.tables.require(pid).rows(maintainer()).find((r) => r.status === 'pending')!.did;
    await mountSignedIn(`/index/detail/${pid}/${did}/view`, { user: 'maintainer' });
    const user = setupUser();
    const moves = () => screen.getByRole('group', { name: 'Ticket state' });
    await user.click(within(await screen.findByRole('group', { name: 'Ticket state' })).getByRole('button', { name: 'Take it' }));
    await waitFor(() => expect(ticket(did)).toMatchObject({ status: 'assigned', assignee: maintainer().nickname }));
    await user.click(await within(moves()).findByRole('button', { name: 'Start work' }));
    const resolve = await within(moves()).findByRole('button', { name: 'Resolve' });
    expect(resolve).toBeDisabled();
    await user.type(screen.getByLabelText('Resolution note'), 'Contactor replaced');
    expect(resolve).toBeEnabled();
    await user.click(resolve);
    await waitFor(() => expect(ticket(did)).toMatchObject({ status: 'resolved', resolvenote: 'Contactor replaced' }));
    await waitFor(() => expect(within(moves()).getAllByRole('button').map((b) => b.textContent)).toEqual(['Close', 'Reopen']));
    // A resolved order takes no more photos.
    expect(screen.queryByText('Add a photo')).not.toBeInTheDocument();
  });
});
