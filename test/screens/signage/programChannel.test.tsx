import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signageApi } from '../../../src/api/signage';
import type { Channel } from '../../../src/api/signage/types';
import { setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';
import { setupUser } from '../../support/user';

const { db } = setupMockBackend();

/** A user at `path` (after `before`), no store chosen: channels are the company's. */
async function openAt(user: string, path: string, before?: (m: MountedApp) => Promise<void>): Promise<MountedApp> {
  const m = await mountSignedIn('/index/personal-center', { user });
  if (before) await act(() => before(m));
  await act(async () => m.app.root.navigate(path));
  return m;
}

const PID = 'p-playlist';

/**
 * Picks an option of the dialog's select labelled `label`. Several selects list the same
 * playlists, and antd keeps a closed dropdown in the page: the option is taken from the open one.
 */
async function choose(container: HTMLElement, label: string, option: string): Promise<void> {
  const input = within(container).getByLabelText(label);
  fireEvent.mouseDown(input);
  const item = await waitFor(() => {
    // The select's own dropdown holds its accessible list (aria-controls) beside the options shown.
    const popup = document.getElementById(input.getAttribute('aria-controls') ?? '')?.closest('[class*="-select-dropdown"]');
    const found = popup?.querySelector(`[class*="-select-item-option"][title="${option}"]`);
    if (!found) throw new Error(`no option ${option} under ${label}`);
    return found;
  });
  await act(async () => fireEvent.click(item));
}

const layoutOf = (name: string) => screen.getByRole('group', { name: `Layout of ${name}` }).textContent;
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent).join('|'));

describe('program-channel (issue 23)', () => {
  it('shows the seeded channel: its layout with playlists and ticker, the default content, the schedule events that play it; deleting it is refused with the server’s reason', async () => {
    const user = setupUser();
    await openAt('admin', '/index/program-channel?channel=channel-c-1001-01');
    const table = await screen.findByRole('table', { name: 'Program channels' });
    await waitFor(() => expect(rowsOf(table)).toEqual(['Lobby channel|Split with a ticker']));
    await waitFor(() => expect(layoutOf('Lobby channel')).toBe('Main region: Lobby loop (31.5 sec)Ticker: scrolls “Welcome”'));
    expect(screen.getByText('Promotions (20 sec)')).toBeInTheDocument();
    const events = await screen.findByRole('list', { name: 'Schedule events that play this channel' });
    expect(within(events).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Store announcements: All screens, priority 0', 'Weekday mornings: Lobby screens, priority 1']);

    await user.click(await screen.findByRole('button', { name: /Delete$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Lobby channel?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Used by 2 schedule events (Store announcements, Weekday mornings): remove or change them first')).toBeInTheDocument();
    expect(db.audit.query({ area: 'records' })[0]).toMatchObject({ action: 'channel-delete', outcome: 'refused' });
  });

  it('puts a new playlist in a new split channel, in the order chosen, with a ticker text and a default; audited', async () => {
    const user = setupUser();
    // The playlist built on the playlist page.
    let evening = '';
    await openAt('admin', '/index/program-channel', async (m) => {
      evening = (await signageApi(m.app.root.api).playlists.save({ pid: PID, name: 'Evening', items: [{ mediaDid: 'media-c-1001-03', durationMs: 5000 }, { mediaDid: 'media-c-1001-08' }] })).did;
    });
    await user.click(await screen.findByRole('button', { name: /New channel$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New channel' });
    await user.type(within(dialog).getByLabelText('Name'), 'Evening channel');
    await user.click(within(dialog).getByLabelText('Split with a ticker'));
    await choose(dialog, 'Default content for empty time', 'Lobby loop');
    await user.type(within(dialog).getByLabelText('Ticker text'), 'Good evening');
    // The main region plays in the order picked.
    await choose(dialog, 'Main region', 'Evening');
    await choose(dialog, 'Main region', 'Promotions');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New channel' })).toBeNull());
    await waitFor(() => expect(layoutOf('Evening channel')).toBe('Main region: Evening (7.5 sec) → Promotions (20 sec)Ticker: scrolls “Good evening”'));
    expect(screen.getByText('Lobby loop (31.5 sec)')).toBeInTheDocument();
    expect(await screen.findByText('No schedule event plays this channel')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Program channels' }))).toEqual(['Lobby channel|Split with a ticker', 'Evening channel|Split with a ticker']));
    const created = db.audit.query({ area: 'records' }).find((row) => row.action === 'channel-create');
    expect(created).toMatchObject({ outcome: 'ok', pid: 'p-program-channel' });
    const after = created?.after as Channel;
    expect(after.regions.map((r) => `${r.region}:${r.playlists.map((p) => p.did).join(',')}`)).toEqual([`main:${evening},playlist-c-1001-02`, 'ticker:']);
    expect(after).toMatchObject({ tickerText: 'Good evening', defaultPlaylist: { did: 'playlist-c-1001-01' } });
  });

  it('shows the server’s refusal of a playlist deleted meanwhile at its field, keeping what was typed', async () => {
    const user = setupUser();
    let spare = '';
    const m = await openAt('admin', '/index/program-channel', async (opened) => {
      spare = (await signageApi(opened.app.root.api).playlists.save({ pid: PID, name: 'Spare', items: [] })).did;
    });
    await user.click(await screen.findByRole('button', { name: /New channel$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New channel' });
    await user.type(within(dialog).getByLabelText('Name'), 'Night channel');
    await choose(dialog, 'Main region', 'Spare');
    // Someone else deletes the playlist before this save.
    await act(() => signageApi(m.app.root.api).playlists.remove({ pid: PID, did: spare }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(`No such playlist: ${spare}`)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Night channel');
    expect(db.audit.query({ area: 'records' })[0]).toMatchObject({ action: 'channel-create', outcome: 'refused' });
  });

  it('shows a user with only the view permission the channels, with no way to change them', async () => {
    const m = await openAt('bnbhost', '/index/program-channel?channel=channel-c-1001-01');
    await waitFor(() => expect(layoutOf('Lobby channel')).toContain('Lobby loop'));
    await waitFor(() => expect(m.app.root.pages.can('view', 'p-program-channel')).toBe(true));
    expect(['add', 'edit', 'delete'].map((action) => m.app.root.pages.can(action as 'add', 'p-program-channel'))).toEqual([false, false, false]);
    expect(screen.queryByRole('button', { name: /New channel$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete$/ })).toBeNull();
  });
});
