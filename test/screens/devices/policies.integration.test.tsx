import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user';
import { mockDb, setupMockBackend } from '../../support/backend';
import { waitForPath, type MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';
import { giveTestRole } from '../../support/testRole';

setupMockBackend();

const HOUR = 3_600_000;

/**
 * The admin reaches every parent business and has none chosen: choose the operator's (pb-1005,
 * store st-1005-01) as the picker would; the reload that follows a new parent is the project's load.
 */
async function adminAtOperatorsStore(path: string): Promise<MountedApp> {
  const mounted = await mountSignedIn('/index', { user: 'admin', overrides: { reloadPage: () => {} } });
  await waitForPath(mounted, '/index');
  const { project } = mounted.app.root;
  await act(async () => project.selectParent('pb-1005'));
  await act(async () => project.load());
  act(() => project.selectStore('st-1005-01'));
  expect(project.currentStore).toBe('st-1005-01');
  await act(async () => mounted.app.root.navigate(path));
  return mounted;
}

async function advanceSimulatedTime(ms: number): Promise<void> {
  const answer = await fetch(new URL('/__mock__/control', window.location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-cem-mock-control': '1' },
    body: JSON.stringify({ action: 'advance-time', ms }),
  });
  expect((await answer.json()).status).toBe(0);
}

describe('device-policy-list/:menutype and policy-execution-record (issue 13)', () => {
  it('a schedule created for tomorrow shows the server\'s errors on their fields, then lists with its conflict and next run, and its run appears once simulated time passes', async () => {
    const mounted = await adminAtOperatorsStore('/index/device-policy-list/6');
    const table = await screen.findByRole('table', { name: 'Policies' });
    await within(table).findByText('Office AC schedule');
    const user = setupUser();

    // (A role query over the admin's list takes minutes in jsdom: find the button by its text.)
    await user.click(screen.getByText('New policy').closest('button')!);
    const dialog = await screen.findByRole('dialog', { name: 'New policy' });
    await user.type(within(dialog).getByLabelText('Policy name'), 'Tomorrow mornings');
    // The simulated now is 2026-11-01 00:00 in the store (a Sunday): tomorrow is a Monday.
    expect(within(dialog).getByLabelText('First day')).toHaveValue('2026-11-01');
    fireEvent.change(within(dialog).getByLabelText('First day'), { target: { value: '2026-11-02' } });
    fireEvent.change(within(dialog).getByLabelText('Daily end'), { target: { value: '08:00' } });
    await user.click(within(dialog).getByRole('button', { name: /Save$/ }));
    expect(await within(dialog).findByText('The window is empty: it starts and ends at 08:00')).toBeInTheDocument();
    expect(within(dialog).getAllByText('This selects no device that takes commands')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Policy name')).toHaveValue('Tomorrow mornings'); // nothing typed is lost

    fireEvent.change(within(dialog).getByLabelText('Daily end'), { target: { value: '09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Remove action 2' }));
    // Switch a unit of room 202 (floor 2, which the seeded office schedule switches on at 08:00) off at 08:00.
    await user.click(within(dialog).getByLabelText('Devices to command'));
    await user.type(within(dialog).getByLabelText('Devices to command'), '202 ');
    await user.click((await screen.findAllByTitle(/^202 .* · /))[0]!);
    await user.click(within(dialog).getByLabelText('Power'));
    await user.click(await screen.findByTitle('Off'));
    await user.click(within(dialog).getByRole('button', { name: /Save$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New policy' })).not.toBeInTheDocument());

    expect(await screen.findByText('“Tomorrow mornings” is saved, but it drives devices to other states than another enabled policy at overlapping times')).toBeInTheDocument();
    const row = (await within(table).findByRole('link', { name: 'Execution record of Tomorrow mornings' })).closest('tr')!;
    expect(row).toHaveTextContent('Mon–Fri 08:00–09:00 · from 2026-11-02, no end date');
    expect(row).toHaveTextContent('2026-11-02 08:00'); // next run
    expect(within(row).getByTestId('policy-conflict')).toHaveTextContent(/^Conflicts with “Office AC schedule” on 202 /);

    await advanceSimulatedTime(33 * HOUR); // past 2026-11-02 08:00 and the device's answer
    await user.click(within(row).getByRole('link', { name: 'Execution record of Tomorrow mornings' }));
    await waitForPath(mounted, /^\/index\/policy-execution-record\/pol-st-1005-01-n001\/Tomorrow%20mornings/);
    const runs = await screen.findByRole('table', { name: 'Runs' });
    const run = (await within(runs).findByText('2026-11-02 08:00')).closest('tr')!;
    expect(run).toHaveTextContent('Schedule: Window start');
    expect(run).toHaveTextContent(/Off → 1 device \(1 (confirmed|failed|timed out|not sent)\)/);
    expect(within(runs).getAllByRole('row')).toHaveLength(2); // header and the one run
  });

  it('an operator sees the policies read-only, filtered from the URL, and each one\'s runs filtered by outcome', async () => {
    // The operator's menu holds no energy saving: a role made for the test reads its AC policies.
    giveTestRole(mockDb(), 'u-1002', 'Policy readers', { 'p-strategy-air-conditioning': ['view', 'export', 'control'] });
    const mounted = await mountSignedIn('/index/device-policy-list/6?kind=trigger', { user: 'operator' });
    const table = await screen.findByRole('table', { name: 'Policies' });
    await within(table).findByText('Overheat cooling');
    expect(within(table).getAllByRole('row')).toHaveLength(2); // the one AC trigger
    expect(screen.getByText('You can see the policies but may not create, edit or delete them')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New policy' })).not.toBeInTheDocument();
    expect(within(table).getByRole('switch', { name: 'Enable Overheat cooling' })).toBeDisabled();
    expect(within(table).queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();

    const user = setupUser();
    await user.click(within(table).getByRole('link', { name: 'Execution record of Overheat cooling' }));
    const runs = await screen.findByRole('table', { name: 'Runs' });
    await waitFor(() => expect(within(runs).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.getByTestId('last-updated')).toHaveTextContent(/Updated/);
    // The seeded trigger reads its room's sensor: the record names it and the value read.
    expect(within(runs).getAllByRole('row')[1]).toHaveTextContent(/Temperature of 2F 温度传感器2 above 27 °C: read \d+(\.\d)?, held/);
    await user.click(screen.getByLabelText('Outcome'));
    await user.click(await screen.findByTitle('Failed'));
    await waitFor(() => expect(mounted.path()).toContain('outcome=failed'));
    expect(await screen.findByText('No runs in this period')).toBeInTheDocument();
  });
});
