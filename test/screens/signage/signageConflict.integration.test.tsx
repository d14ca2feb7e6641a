import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { mountAtStore, mountSignedIn } from '../../support/session';

/** Issue 36 item 2: two people edit the same playlist, channel or schedule event; the second is told who and when, and loses nothing. */
const { db } = setupMockBackend();

/** A colleague of the admin's company, saving through the same audited path. */
const colleague = () => ({ ...db.accounts.userById('u-1001')!, name: '王芳', ip: '127.0.0.1' });
const type = (container: HTMLElement, label: string, value: string) => fireEvent.change(within(container).getByLabelText(label), { target: { value } });
const click = async (element: HTMLElement) => act(async () => fireEvent.click(element));
// The seed's now in the signage zone (Asia/Shanghai).
const TOLD = '王芳 changed this at Nov 1, 2026, 12:00 AM, after you opened it. What you typed is kept.';

/** The open dialog whose title starts with `title`. */
const dialogTitled = (title: string) =>
  waitFor(() => {
    const dialog = screen.queryAllByRole('dialog').find((d) => d.textContent?.startsWith(title));
    if (!dialog) throw new Error(`no dialog ${title}`);
    return dialog;
  });

/** The saves of a record kind in the audit, as [outcome, message key, overwrote]. */
const saves = (resource: string, action: string) => db.audit.query({ resource, action }).map((e) => [e.outcome, e.messageKey ?? '', e.detail?.overwrote ?? null]);

describe('signage records edited by two people', () => {
  it('a playlist: says who saved it and when, keeps the typed name, shows their items beside mine, and keeps mine on purpose', async () => {
    const mounted = await mountSignedIn('/index/personal-center', { user: 'admin' });
    await act(async () => mounted.app.root.navigate('/index/playlist?playlist=playlist-c-1001-02'));
    const editor = (await screen.findByRole('textbox', { name: 'Name' })).closest('form')!;
    await waitFor(() => expect(within(editor).getByLabelText('Name')).toHaveValue('Promotions'));
    db.signage.playlistDesk.save(colleague(), 'p-playlist', 'playlist-c-1001-02', { name: 'Promotions', items: [{ mediaDid: 'media-c-1001-06' }] }, { sent: 1 });
    type(editor, 'Name', 'My promotions');
    await click(within(editor).getByRole('button', { name: 'Save' }));
    const alert = await within(editor).findByRole('alert');
    expect(alert).toHaveTextContent(TOLD);
    expect(within(editor).getByLabelText('Name')).toHaveValue('My promotions');

    await click(within(alert).getByRole('button', { name: 'See their version beside mine' }));
    const compared = await within(alert).findByRole('table', { name: 'Their version beside mine' });
    const items = within(compared).getByText('Items in play order').closest('tr')!;
    expect(within(items).getByText('autumn-sale.png 10 s, menu-board.svg 10 s')).toBeTruthy();
    expect(within(items).getByText('menu-board.svg 10 s')).toBeTruthy();

    await click(within(alert).getByRole('button', { name: 'Keep mine anyway' }));
    await waitFor(() => expect(saves('playlist', 'playlist-edit')).toEqual(expect.arrayContaining([['refused', 'write.stale', null], ['ok', '', 2]])));
    expect(db.signage.playlists.get('c-1001', 'playlist-c-1001-02')).toMatchObject({ name: 'My promotions', version: 3 });
    // The editor now edits version 3: a second save of its own is not stale.
    type(editor, 'Name', 'My promotions 2');
    await click(within(editor).getByRole('button', { name: /Save$/ }));
    await waitFor(() => expect(db.signage.playlists.get('c-1001', 'playlist-c-1001-02')).toMatchObject({ name: 'My promotions 2', version: 4 }));
  });

  it('a playlist: loads theirs into the editor when asked, and saves on their version', async () => {
    const mounted = await mountSignedIn('/index/personal-center', { user: 'admin' });
    await act(async () => mounted.app.root.navigate('/index/playlist?playlist=playlist-c-1001-02'));
    const editor = (await screen.findByRole('textbox', { name: 'Name' })).closest('form')!;
    await waitFor(() => expect(within(editor).getByLabelText('Name')).toHaveValue('Promotions'));
    db.signage.playlistDesk.save(colleague(), 'p-playlist', 'playlist-c-1001-02', { name: 'Their promotions', items: [{ mediaDid: 'media-c-1001-06' }] }, { sent: 1 });
    type(editor, 'Name', 'My promotions');
    await click(within(editor).getByRole('button', { name: 'Save' }));
    await click(within(await within(editor).findByRole('alert')).getByRole('button', { name: 'Load theirs' }));
    await waitFor(() => expect(within(editor).getByLabelText('Name')).toHaveValue('Their promotions'));
    expect(within(editor).queryByRole('alert')).toBeNull();
    type(editor, 'Name', 'Their promotions, renamed');
    await click(within(editor).getByRole('button', { name: /Save$/ }));
    await waitFor(() => expect(db.signage.playlists.get('c-1001', 'playlist-c-1001-02')).toMatchObject({ name: 'Their promotions, renamed', version: 3, items: [{ name: 'menu-board.svg' }] }));
  });

  it('a channel: the stale alert with who and when, the typed ticker kept, keep mine saves', async () => {
    const mounted = await mountSignedIn('/index/personal-center', { user: 'admin' });
    await act(async () => mounted.app.root.navigate('/index/program-channel?channel=channel-c-1001-01'));
    await click(await screen.findByRole('button', { name: /Edit$/ }));
    const dialog = await dialogTitled('Edit Lobby channel');
    db.signage.channels.save(colleague(), 'p-program-channel', 'channel-c-1001-01', { name: 'Lobby channel', layout: 'split-ticker', regions: { main: ['playlist-c-1001-01'] }, tickerText: 'Their welcome', defaultPlaylist: null }, { sent: 1 });
    type(dialog, 'Ticker text', 'My welcome');
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(TOLD);
    expect(within(dialog).getByLabelText('Ticker text')).toHaveValue('My welcome');
    await click(within(alert).getByRole('button', { name: 'Keep mine anyway' }));
    await waitFor(() => expect(saves('channel', 'channel-edit')).toEqual(expect.arrayContaining([['refused', 'write.stale', null], ['ok', '', 2]])));
    expect(db.signage.channels.book.get('c-1001', 'channel-c-1001-01')).toMatchObject({ tickerText: 'My welcome', version: 3 });
  });

  it('a schedule event: the stale alert with who and when, the typed name kept, keep mine saves', async () => {
    await mountAtStore('/index/playgrid?group=group-c-1001-01&day=2026-11-02&time=09:00', { user: 'admin', store: 'st-1001-01' });
    await click(await screen.findByRole('button', { name: 'Change Weekday mornings' }));
    const dialog = await dialogTitled('Change event');
    db.signage.schedule.save(colleague(), 'p-playgrid', 'event-c-1001-02', {
      name: 'Their mornings', channel: 'channel-c-1001-01', target: 'group-c-1001-01', repeat: 'weekly', from: '2026-11-01', to: '2027-01-31', weekdays: [1, 2, 3, 4, 5], daypart: { start: '07:30', end: '11:00' }, priority: 1,
    }, { sent: 1 });
    type(dialog, 'Name', 'My mornings');
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(TOLD);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('My mornings');
    await click(within(alert).getByRole('button', { name: 'Keep mine anyway' }));
    await waitFor(() => expect(saves('schedule-event', 'schedule-edit')).toEqual(expect.arrayContaining([['refused', 'write.stale', null], ['ok', '', 2]])));
    expect(db.signage.schedule.events.get('c-1001', 'event-c-1001-02')).toMatchObject({ name: 'My mornings' });
  });
});
