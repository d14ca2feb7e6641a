import { act, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user';
import { mockDb, setupMockBackend } from '../../support/backend';
import { waitForPath, type MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';

/** Issue 36 item 2: two people edit one AC policy; the second is told who and when, and keeps what they typed. */
setupMockBackend();

const PID = 'p-strategy-air-conditioning';
const STORE = 'st-1005-01';

/** The admin at the operator's store (pb-1005, st-1005-01), as the project picker would choose it. */
async function adminAtOperatorsStore(path: string): Promise<MountedApp> {
  const mounted = await mountSignedIn('/index', { user: 'admin', overrides: { reloadPage: () => {} } });
  await waitForPath(mounted, '/index');
  const { project } = mounted.app.root;
  await act(async () => project.selectParent('pb-1005'));
  await act(async () => project.load());
  act(() => project.selectStore(STORE));
  await act(async () => mounted.app.root.navigate(path));
  return mounted;
}

/** A colleague renames the policy through the same audited path, on the version both opened. */
function colleagueRenames(name: string) {
  const db = mockDb();
  const colleague = { ...db.accounts.userById('u-1001')!, name: '王芳', ip: '127.0.0.1' };
  const policy = db.policies.query(colleague, { pid: PID, store: STORE, menutype: 6, search: 'Office AC schedule', page: 1, pagesize: 1 }).data[0]!;
  const { name: _name, store, menutype, kind, actions, enabled, schedule } = policy;
  db.policies.update(colleague, { pid: PID, did: policy.did, version: policy.version, policy: { name, store, menutype, kind, actions, enabled, schedule } });
  return policy.did;
}

describe('a device policy edited by two people', () => {
  it('says who saved it since and when (the store’s zone), keeps the typed name, and keeps mine on purpose', async () => {
    await adminAtOperatorsStore('/index/device-policy-list/6');
    const table = await screen.findByRole('table', { name: 'Policies' });
    await within(table).findByText('Office AC schedule');
    const user = setupUser();
    await user.click(within(table).getByRole('button', { name: 'Edit Office AC schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit policy' });
    const did = colleagueRenames('Their AC schedule');
    const name = within(dialog).getByLabelText('Policy name');
    await user.clear(name);
    await user.type(name, 'My AC schedule');
    await user.click(within(dialog).getByRole('button', { name: /Save$/ }));

    const alert = (await within(dialog).findByText(/changed this at/)).closest<HTMLElement>('[role="alert"]')!;
    // The seed's now (2026-11-01 00:00 in Shanghai), or a minute on as simulated time runs, in the store's own zone.
    const changedAt = mockDb().writes.versions.of('policy', did).changedAt;
    expect(changedAt).toMatch(/^2026-10-31T16:0\d:/);
    const at = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(changedAt));
    expect(alert).toHaveTextContent(`王芳 changed this at ${at}, after you opened it. What you typed is kept.`);
    expect(name).toHaveValue('My AC schedule');
    await user.click(within(alert).getByRole('button', { name: 'See their version beside mine' }));
    const compared = await within(alert).findByRole('table', { name: 'Their version beside mine' });
    const row = within(compared).getByText('Policy name').closest('tr')!;
    expect([within(row).getByText('My AC schedule'), within(row).getByText('Their AC schedule')]).toHaveLength(2);

    await user.click(within(alert).getByRole('button', { name: 'Keep mine anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit policy' })).not.toBeInTheDocument());
    const saves = mockDb().audit.query({ resource: 'policy', action: 'update' });
    expect(saves.map((e) => [e.outcome, e.messageKey ?? '', e.detail.overwrote])).toEqual([['ok', '', 2], ['refused', 'write.stale', undefined], ['ok', '', undefined]]);
    expect(mockDb().policies.query(mockDb().accounts.userById('u-1001')!, { pid: PID, store: STORE, did, page: 1, pagesize: 1 }).data[0]).toMatchObject({ name: 'My AC schedule', version: 3 });
  });
});
