import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';
import { adminWriter, dialogTitled, stateOf, tick, toggleNode } from './support';

// A role or a user belongs to no store: times are told in the console's zone, here the browser's.
process.env.TZ = 'UTC';

/** Issue 36 item 2: a role's tree and name edited by two people; the later save is told who and when, and loses nothing. */
const { db } = setupMockBackend();
const open = signedInConsole();

const VIEW = 'a:p-carbon-home:view';
const EXPORT = 'a:p-carbon-home:export';
const click = async (element: HTMLElement) => act(async () => fireEvent.click(element));
const colleague = () => ({ ...adminWriter(db), name: 'Wang Fang Two' });
/** The seed's now (2026-11-01 00:00 in Shanghai) in the console's zone: no store is chosen, so the browser's (UTC here). */
const TOLD = 'Wang Fang Two changed this at Oct 31, 2026, 4:00 PM, after you opened it. What you typed is kept.';

/** A role that views the carbon overview (version 2: created, then granted), its tree open with that page unfolded. */
async function carbonReadersOpen(): Promise<string> {
  const role = db.admin.roles.create(adminWriter(db), 'Carbon readers');
  db.admin.roles.grant(adminWriter(db), role.name, [VIEW], [], { sent: role.version });
  await open(`/index/authority-management?role=${role.name}`, 'admin');
  await screen.findByText('Permissions of Carbon readers');
  await toggleNode('Energy & Carbon');
  await toggleNode('Carbon overview');
  await waitFor(() => expect(stateOf('View')).toBe('true'));
  return role.name;
}

const granted = (role: string) => db.access.book.actions([role], 'p-carbon-home', 'c-1001');
const audits = (action: string) => db.audit.query({ resource: 'role', action }).map((e) => [e.outcome, e.messageKey ?? '', e.detail]);

describe('a role edited by two people', () => {
  it('says who changed the tree and when, keeps my ticks, shows their grants beside mine by page, and keeps mine on purpose', async () => {
    const role = await carbonReadersOpen();
    db.admin.roles.grant(colleague(), role, [VIEW, EXPORT], [], { sent: 2 });
    await tick('View');
    await click(screen.getByRole('button', { name: 'Save' }));
    const alert = (await screen.findByText(TOLD)).closest<HTMLElement>('[role="alert"]')!;
    expect(stateOf('View')).toBe('false');

    await click(within(alert).getByRole('button', { name: 'See their version beside mine' }));
    const compared = await within(alert).findByRole('table', { name: 'Their version beside mine' });
    const row = within(compared).getByText('Energy & Carbon › Carbon overview').closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Energy & Carbon › Carbon overview', '—', 'View, Export']);

    await click(within(alert).getByRole('button', { name: 'Keep mine anyway' }));
    await waitFor(() => expect(granted(role)).toEqual([]));
    expect(audits('grant')).toEqual(expect.arrayContaining([['refused', 'write.stale', expect.anything()], ['ok', '', { overwrote: 3 }]]));
  });

  it('takes on my own rename without a conflict: the ticks stay, and the tree saves on the new version', async () => {
    const role = await carbonReadersOpen();
    await tick('Export');
    const roles = await screen.findByRole('table', { name: 'Roles' });
    await click(within(roles).getByRole('button', { name: 'Rename Carbon readers' }));
    const dialog = await dialogTitled('Rename role Carbon readers');
    fireEvent.change(within(dialog).getByLabelText('Role name'), { target: { value: 'Carbon auditors' } });
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Permissions of Carbon auditors');
    expect(stateOf('Export')).toBe('true');
    await click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(granted(role)).toEqual(['view', 'export']));
    expect(audits('grant').filter(([outcome]) => outcome === 'refused')).toEqual([]);
  });

  it('says who renamed the role since the dialog opened, keeps the typed name, and keeps mine on purpose', async () => {
    await open('/index/authority-management', 'admin');
    const roles = await screen.findByRole('table', { name: 'Roles' });
    await click(await within(roles).findByRole('button', { name: 'Rename Viewer' }));
    const dialog = await dialogTitled('Rename role Viewer');
    db.admin.roles.rename(colleague(), 'viewer', 'Readers', { sent: 1 });
    fireEvent.change(within(dialog).getByLabelText('Role name'), { target: { value: 'Night viewers' } });
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = (await within(dialog).findByText(TOLD)).closest<HTMLElement>('[role="alert"]')!;
    expect(within(dialog).getByLabelText('Role name')).toHaveValue('Night viewers');
    await click(within(alert).getByRole('button', { name: 'Keep mine anyway' }));
    await within(roles).findByText('Night viewers');
    expect(audits('rename')).toEqual(expect.arrayContaining([['refused', 'write.stale', expect.anything()], ['ok', '', { overwrote: 2 }]]));
  });
});
