import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { mountAtStore } from '../../support/session';

/** Issue 36 item 2: two people edit the company's ticket rules; the second is told who and when, and loses nothing. */
const { db } = setupMockBackend();
const RULES = 'p-service-ticket-rules';

const click = async (element: HTMLElement) => act(async () => fireEvent.click(element));
const admin = () => db.accounts.userById('u-1001')!;
const firstRuleName = async () => (await screen.findAllByLabelText('Rule name'))[0] as HTMLInputElement;

/** A colleague renames the first fault rule through the same audited path, on the version both opened. */
function colleagueSaves(name: string) {
  const book = db.ticketDesk.ruleBook(admin(), RULES);
  const rules = book.rules.map((r, i) => (i === 0 ? { ...r, name } : r));
  db.ticketDesk.saveRules({ ...admin(), name: '王芳' }, RULES, { rules, calendar: book.calendar, serviceRules: book.serviceRules }, { sent: book.version });
}

/** Opens the rules, a colleague saves, I type and save: the conflict panel. */
async function editWhileAColleagueSaves(): Promise<HTMLElement> {
  await mountAtStore('/index/work-rule', { user: 'admin', store: 'st-1001-01' });
  const name = await firstRuleName();
  colleagueSaves('Their urgent');
  fireEvent.change(name, { target: { value: 'My urgent' } });
  await click(screen.getByRole('button', { name: 'Save rules' }));
  // The page has other alerts (how rules match): the conflict's is the one saying who changed the rules.
  return (await screen.findByText(/changed this at/)).closest<HTMLElement>('[role="alert"]')!;
}

describe('the ticket rules edited by two people', () => {
  it('says who saved them since and when, keeps what was typed, shows theirs beside mine, and keeps mine on purpose', async () => {
    const panel = await editWhileAColleagueSaves();
    // The seed's now in the zone of the desk's periods (Asia/Shanghai).
    expect(panel).toHaveTextContent('王芳 changed this at Nov 1, 2026, 12:00 AM, after you opened it. What you typed is kept.');
    expect(await firstRuleName()).toHaveValue('My urgent');

    await click(within(panel).getByRole('button', { name: 'See their version beside mine' }));
    const compared = await within(panel).findByRole('table', { name: 'Their version beside mine' });
    // Rule by rule, field by field, only what differs.
    const rows = within(compared).getAllByRole('row').slice(1).map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([['Rule 1 · Rule name', 'My urgent', 'Their urgent']]);

    await click(within(panel).getByRole('button', { name: 'Keep mine anyway' }));
    await waitFor(() => expect(db.ticketDesk.ruleBook(admin(), RULES).rules[0]!.name).toBe('My urgent'));
    const saves = db.audit.query({ resource: 'ticket-rules', action: 'ticket-rules' });
    expect(saves.map((e) => [e.outcome, e.messageKey ?? '', e.detail])).toEqual([['ok', '', { overwrote: 2 }], ['refused', 'write.stale', expect.anything()], ['ok', '', {}]]);
    // The form now edits the saved version: the next save goes through without a conflict.
    fireEvent.change(await firstRuleName(), { target: { value: 'My urgent 2' } });
    await click(screen.getByRole('button', { name: /Save rules$/ }));
    await waitFor(() => expect(db.ticketDesk.ruleBook(admin(), RULES)).toMatchObject({ version: 4, rules: [expect.objectContaining({ name: 'My urgent 2' }), expect.anything(), expect.anything()] }));
  });

  it('loads theirs into the form when asked, and saves on their version', async () => {
    const panel = await editWhileAColleagueSaves();
    await click(within(panel).getByRole('button', { name: 'Load theirs' }));
    expect(await firstRuleName()).toHaveValue('Their urgent');
    expect(screen.queryByText(/changed this at/)).toBeNull();
    fireEvent.change(await firstRuleName(), { target: { value: 'Their urgent, kept' } });
    await click(screen.getByRole('button', { name: /Save rules$/ }));
    await waitFor(() => expect(db.ticketDesk.ruleBook(admin(), RULES)).toMatchObject({ version: 3, rules: [expect.objectContaining({ name: 'Their urgent, kept' }), expect.anything(), expect.anything()] }));
  });
});
