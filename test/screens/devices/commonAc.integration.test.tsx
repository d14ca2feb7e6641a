import { act } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user';
import { PageState } from '../../../mock/api/db/pages/PageState';
import { setupMockBackend } from '../../support/backend';
import { roomWithAnOfflineSplit, signedInConsole } from './support';

const { db } = setupMockBackend();
const open = signedInConsole();

describe('common-ac/:actype (issue 13)', () => {
  it('lists the store\'s units live; a command shows sent, then the device\'s answer, and the row follows the device', async () => {
    await open('/index/common-ac/1');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.getByTestId('last-updated')).toHaveTextContent(/Updated/);

    // The first unit that takes commands and is running.
    const rows = within(table).getAllByRole('row').slice(1);
    const row = rows.find((r) => within(r).queryByText('On') && !within(r).queryByRole('checkbox')?.hasAttribute('disabled'))!;
    expect(row).toBeDefined();
    const user = setupUser();
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await within(row).findByText(/Sent, waiting for the device|Confirmed/);
    // The mock's device answers within 3 s; the tracker asks every second.
    await within(row).findByText('Confirmed');
    await waitFor(() => expect(within(row).getByText('Off')).toBeInTheDocument());
    expect(screen.getByTestId('batch-results')).toHaveTextContent('1 confirmed');
  });

  it('offline units cannot be chosen and say why', async () => {
    await open('/index/common-ac/2');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const offline = within(table).queryAllByText(/^(Offline|Unknown)$/);
    expect(offline.length).toBeGreaterThan(0);
    for (const tag of offline) {
      const checkbox = within(tag.closest('tr')!).getByRole('checkbox');
      expect(checkbox).toBeDisabled();
    }
  });

  it('a command to a whole space names its offline unit as refused, and sends it again with "Send again"', async () => {
    const { offline, inRoom } = roomWithAnOfflineSplit(db);
    await open(`/index/common-ac/2?space=${offline.home}`);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(inRoom.length + 1));
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const results = screen.getByTestId('batch-results');
    await waitFor(() => expect(results).toHaveTextContent(`Devices: ${inRoom.length}.`));
    await waitFor(() => expect(results).toHaveTextContent(/0 waiting/));
    expect(within(results).getByRole('list')).toHaveTextContent(offline.name);
    expect(within(results).getByRole('list')).toHaveTextContent(/offline/i);

    // Every command the mock receives is in its audit, refused at send or not.
    const sentTo = (did: string) => db.audit.query({ area: 'command', target: did }).length;
    const before = new Map(inRoom.map((d) => [d.did, sentTo(d.did)]));
    await user.click(within(results).getByRole('button', { name: /^Send again/ }));
    await waitFor(() => expect(sentTo(offline.did)).toBe(before.get(offline.did)! + 1));
    await waitFor(() => expect(results).toHaveTextContent(/0 waiting/));
    // Only the refused unit is sent again.
    expect(inRoom.filter((d) => d.did !== offline.did).map((d) => sentTo(d.did))).toEqual(inRoom.filter((d) => d.did !== offline.did).map((d) => before.get(d.did)));
    expect(within(results).getByRole('list')).toHaveTextContent(offline.name);
  });

  it('without control in the page\'s permissions the units are shown, with no way to command them', async () => {
    const perms = PageState.prototype.perms;
    vi.spyOn(PageState.prototype, 'perms').mockImplementation(function (this: PageState, user, pid) {
      return pid === 'p-ac-split' ? { pid, actions: ['view', 'export'] } : perms.call(this, user, pid);
    });
    await open('/index/common-ac/2');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.getByText('You can see these devices but not control them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
    vi.restoreAllMocks();
  });

  it('while a unit\'s command is pending its controls wait: nothing newer can be sent over it (issue 21)', async () => {
    await open('/index/common-ac/1');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const rows = within(table).getAllByRole('row').slice(1);
    const row = rows.find((r) => within(r).queryByText('On') && !within(r).queryByRole('checkbox')?.hasAttribute('disabled'))!;
    const user = setupUser();
    await user.click(within(row).getByRole('checkbox'));
    const turnOn = screen.getByRole('button', { name: 'Turn on' });
    const turnOff = screen.getByRole('button', { name: 'Turn off' });
    await user.click(turnOff);
    expect(within(row).getByText(/Sending|Sent, waiting for the device/)).toBeInTheDocument();
    expect(turnOn).toBeDisabled();
    expect(turnOff).toBeDisabled();
    await within(row).findByText('Confirmed');
    await waitFor(() => expect(turnOn).toBeEnabled());
  });

  it('a change of space clears the last batch: its results and "Send again" do not follow to the next space (issue 21)', async () => {
    const splits = db.devices.world('st-1005-01').devices.filter((d) => d.kind === 'ac' && d.subtype === 2);
    const offline = splits.find((d) => d.offlineSince !== undefined)!;
    const other = splits.find((d) => d.home !== offline.home)!;
    const m = await open(`/index/common-ac/2?space=${offline.home}`);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const results = await screen.findByTestId('batch-results');
    await waitFor(() => expect(results).toHaveTextContent(/0 waiting/));
    expect(within(results).getByRole('list')).toHaveTextContent(offline.name);

    await act(async () => m.app.root.navigate(`/index/common-ac/2?space=${other.home}`));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText(offline.name)).not.toBeInTheDocument());
    expect(screen.queryByTestId('batch-results')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send again/ })).not.toBeInTheDocument();
    expect(screen.queryByText(new RegExp(offline.did))).not.toBeInTheDocument();
  });
});
