import { act, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { choose } from '../../support/select';
import { setupUser } from '../../support/user';
import { mountAtStore } from '../../support/session';
import { giveTestRole, modulePages } from '../../support/testRole';

const { db } = setupMockBackend();

/** A user on the hotel st-1001-04 (pb-1001), at `path`. */
async function openAt(user: string, path: string): Promise<MountedApp> {
  const m = await mountAtStore(path, { user, store: 'st-1001-04' });
  return m;
}

/** A guest room of that hotel, 202. */
const ROOM = 'sp-st-1001-04-02-f02-r02';

const kpi = (title: string) => screen.getAllByText(title).map((n) => n.closest<HTMLElement>('.cem-card')).find(Boolean)!;

describe('smartbnb-room (issue 23)', () => {
  it('lists the hotel’s rooms filtered from the URL; housekeeping sets a room clean, the row shows the server’s state, audited', async () => {
    await openAt('admin', '/index/smartbnb-room?cleaning=vacant-dirty');
    const table = await screen.findByRole('table', { name: 'Short-stay rooms' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const dirty = within(table).getAllByRole('row').slice(1);
    expect(within(kpi('Rooms')).getByText('75')).toBeInTheDocument();
    expect(within(kpi('To clean')).getByText('21')).toBeInTheDocument();
    expect(within(kpi('Out of order')).getByText('1')).toBeInTheDocument();
    const first = within(dirty[0]!).getAllByRole('cell')[0]!.textContent!;
    // 21 to clean: 3 vacant and dirty (listed here), the rest occupied and dirty.
    expect(dirty).toHaveLength(3);

    await choose(dirty[0]!, `Housekeeping state of ${first}`, 'Vacant, clean');
    // Filtered on dirty rooms: once the server answers, the cleaned room leaves the list.
    await waitFor(() => expect(within(table).queryByText(first)).toBeNull());
    expect(db.audit.query({ area: 'records' })[0]).toMatchObject({ action: 'room-cleaning', outcome: 'ok', before: { cleaning: 'vacant-dirty' }, after: { cleaning: 'vacant-clean' } });
  });

  it('shows the one room a scanned curtain names (`room=`), the KPIs still the hotel’s; "Show all" brings the list back', async () => {
    const mounted = await openAt('admin', `/index/smartbnb-room?room=${ROOM}`);
    const table = await screen.findByRole('table', { name: 'Short-stay rooms' });
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((row) => row.getAttribute('data-row-key'))).toEqual(['sp-st-1001-04-02-f02-r02']));
    expect(screen.getByRole('alert')).toHaveTextContent('Showing only 202 客房区');
    expect(within(kpi('Rooms')).getByText('75')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    expect(mounted.path()).toBe('/index/smartbnb-room');
  });

  it('shows that room’s devices live and closes its curtain from this page: sent, then confirmed, the state the curtain’s; audited', async () => {
    const user = setupUser();
    await openAt('admin', `/index/smartbnb-room?room=${ROOM}`);
    const devices = await screen.findByRole('table', { name: 'The room’s devices and their state' });
    await waitFor(() => expect(within(devices).getAllByRole('row').slice(1).map((row) => row.getAttribute('data-row-key'))).toEqual([`${ROOM}-ac1`, `${ROOM}-lt1`, `${ROOM}-sk1`, `${ROOM}-ct1`, `${ROOM}-spk1`]));
    const curtain = within(devices).getAllByRole('row').find((row) => row.getAttribute('data-row-key') === `${ROOM}-ct1`)!;
    const state = () => within(curtain).getAllByRole('cell')[3]!.textContent;
    expect(state()).toBe('Open');
    await user.click(within(curtain).getByRole('button', { name: 'Close 202 客房区 电动窗帘' }));
    await waitFor(() => expect(curtain.querySelector('[data-command-life]')).toHaveAttribute('data-command-life', 'sent'));
    act(() => db.clock.skip(5000));
    await waitFor(() => expect(curtain.querySelector('[data-command-life]')).toHaveAttribute('data-command-life', 'confirmed'), { timeout: 4000 });
    // The state shown is the curtain's answer, read again once it confirmed.
    await waitFor(() => expect(state()).toBe('Closed'));
    expect(db.audit.query({ area: 'command', pid: 'p-smartbnb-room' })).toHaveLength(1);
    expect(screen.getByTestId('last-updated')).toBeInTheDocument();
  });

  it('shows a user without the edit permission the states, without a way to change them', async () => {
    // The maintainer's menu holds no smart-bnb: a role made for the test views (and controls) it.
    giveTestRole(db, 'u-1003', 'Room watchers', modulePages(db, 'smart-bnb-media', ['view', 'control']));
    await openAt('maintainer', '/index/smartbnb-room');
    const table = await screen.findByRole('table', { name: 'Short-stay rooms' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    expect(within(table).queryByRole('combobox')).toBeNull();
  });

  it('shows a user who may view but not control the room’s devices without a way to command them', async () => {
    giveTestRole(db, 'u-1003', 'Room readers', modulePages(db, 'smart-bnb-media', ['view']));
    await openAt('maintainer', `/index/smartbnb-room?room=${ROOM}`);
    const devices = await screen.findByRole('table', { name: 'The room’s devices and their state' });
    await waitFor(() => expect(within(devices).getAllByRole('row')).toHaveLength(6));
    expect(within(devices).queryByRole('button')).toBeNull();
  });
});
