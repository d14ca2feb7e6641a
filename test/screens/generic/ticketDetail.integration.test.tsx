// A ticket's detail offers only the moves of the one transition table; its form has no state,
// due or resolved input: those times are the server's (issue 36, item 3).
import { act, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { mountSignedIn } from '../../support/session';
import { setupUser } from '../../support/user';

const { db } = setupMockBackend();

const pid = 'p-fault-tickets';
/** A resolved fault ticket the operator reaches. */
function resolvedTicket(): string {
  const operator = db.accounts.userById('u-1002')!;
  return db.tables.require(pid).rows(operator).find((r) => r.status === 'resolved')!.did;
}

describe('a resolved fault ticket (English)', () => {
  it('shows its due and resolved times read-only, offers Close and Reopen only, and its form has no due input', async () => {
    const did = resolvedTicket();
    const m = await mountSignedIn(`/index/detail/${pid}/${did}/view`, { user: 'operator' });
    const moves = await screen.findByRole('group', { name: 'Ticket state' });
    expect(within(moves).getAllByRole('button').map((b) => b.textContent)).toEqual(['Close', 'Reopen']);
    expect(screen.getByText('Due')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Due' })).not.toBeInTheDocument();

    await act(async () => m.app.root.navigate(`/index/detail/${pid}/${did}/edit`));
    expect(await screen.findByLabelText('Title')).toBeInTheDocument();
    for (const label of ['Due', 'Resolved', 'Status']) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
  });

  it('reopens through its button: the server clears the resolution, and Resolve is offered next', async () => {
    const did = resolvedTicket();
    await mountSignedIn(`/index/detail/${pid}/${did}/view`, { user: 'operator' });
    const user = setupUser();
    await user.click(within(await screen.findByRole('group', { name: 'Ticket state' })).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Ticket state' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Resolve']));
    expect(db.tables.require(pid).rows(db.accounts.userById('u-1002')!).find((r) => r.did === did)).toMatchObject({ status: 'processing', resolvetime: '' });
  });
});

describe('a resolved fault ticket (Thai)', () => {
  beforeEach(() => window.localStorage.setItem('lang', 'th'));
  afterEach(() => window.localStorage.removeItem('lang'));

  it('offers ปิด and เปิดใหม่, and its form has no due input', async () => {
    const did = resolvedTicket();
    const m = await mountSignedIn(`/index/detail/${pid}/${did}/view`, { user: 'operator' });
    const moves = await screen.findByRole('group', { name: 'สถานะใบงาน' });
    expect(within(moves).getAllByRole('button').map((b) => b.textContent)).toEqual(['ปิด', 'เปิดใหม่']);
    await act(async () => m.app.root.navigate(`/index/detail/${pid}/${did}/edit`));
    expect(await screen.findByLabelText('Title')).toBeInTheDocument();
    for (const label of ['Due', 'Resolved', 'Status']) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
  });
});
