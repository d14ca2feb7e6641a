import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { choose } from '../../support/select';
import { mountAtStore } from '../../support/session';
import { giveTestRole, modulePages } from '../../support/testRole';

const { db } = setupMockBackend();

/** A user on the hotel st-1001-04 (pb-1001), at `path`. */
async function openAt(user: string, path: string): Promise<MountedApp> {
  const m = await mountAtStore(path, { user, store: 'st-1001-04' });
  return m;
}

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

  it('shows a user without the edit permission the states, without a way to change them', async () => {
    // The maintainer's menu holds no smart-bnb: a role made for the test views (and controls) it.
    giveTestRole(db, 'u-1003', 'Room watchers', modulePages(db, 'smart-bnb-media', ['view', 'control']));
    await openAt('maintainer', '/index/smartbnb-room');
    const table = await screen.findByRole('table', { name: 'Short-stay rooms' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    expect(within(table).queryByRole('combobox')).toBeNull();
  });
});
