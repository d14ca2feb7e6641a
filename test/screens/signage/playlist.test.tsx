import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Playlist } from '../../../src/api/signage/types';
import { setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';
import { setupUser } from '../../support/user';

const { db } = setupMockBackend();

afterEach(() => vi.restoreAllMocks());

/** A user at `path`, no store chosen: playlists are the company's. */
async function openAt(user: string, path: string): Promise<MountedApp> {
  const m = await mountSignedIn('/index/personal-center', { user });
  await act(async () => m.app.root.navigate(path));
  return m;
}

/** The list's rows as "name|items|length". */
const listed = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent).join('|'));
/** The editor's items in play order, by name. */
const order = () => within(screen.getByRole('list', { name: 'Items in play order' })).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
const total = () => screen.getByTestId('playlist-total').textContent;

/**
 * jsdom lays nothing out: each sortable item gets a 40 px row by its place in the list, so
 * dnd-kit's keyboard coordinates find the item below, as in a browser.
 */
function layOutRows(): void {
  const rect = (top: number, height: number) => ({ x: 0, y: top, top, left: 0, right: 600, bottom: top + height, width: 600, height, toJSON: () => ({}) }) as DOMRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-sortable-index]');
    return row ? rect(100 + Number(row.getAttribute('data-sortable-index')) * 40, 40) : rect(0, 800);
  });
}

const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('playlist (issue 23)', () => {
  it('lists the seeded playlists with their item counts and lengths, opens one from the URL, and asks before unsaved changes are dropped', async () => {
    await openAt('admin', '/index/playlist?playlist=playlist-c-1001-01');
    const table = await screen.findByRole('table', { name: 'Playlists' });
    await waitFor(() => expect(listed(table)).toEqual(['Lobby loop|4|31.5 sec', 'Promotions|2|20 sec']));
    await waitFor(() => expect(order()).toEqual(['1 of 4: welcome-banner.png', '2 of 4: opening-hours.svg', '3 of 4: energy-tips.png', '4 of 4: door-chime.wav']));
    expect(total()).toBe('4 items, total length 31.5 sec');
    // Images take a time; the chime plays its own 1.5 s.
    expect(screen.getByRole('spinbutton', { name: 'Seconds welcome-banner.png shows' })).toHaveValue('10');
    expect(screen.queryByRole('spinbutton', { name: 'Seconds door-chime.wav shows' })).toBeNull();
    expect(screen.getByText('1.5 sec')).toBeInTheDocument();

    // A change not saved yet is not dropped by opening another playlist without asking.
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Move door-chime.wav up' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Promotions' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(order()).toEqual(['1 of 4: welcome-banner.png', '2 of 4: opening-hours.svg', '3 of 4: door-chime.wav', '4 of 4: energy-tips.png']);
    await user.click(screen.getByRole('button', { name: 'Open Promotions' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard and open' }));
    await waitFor(() => expect(order()).toEqual(['1 of 2: autumn-sale.png', '2 of 2: menu-board.svg']));
    expect(window.location.search).toBe('?playlist=playlist-c-1001-02');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('builds a playlist: new, files from the library by search, a time, reordered by keyboard and by buttons; the total follows and is saved, audited', async () => {
    const user = setupUser();
    layOutRows();
    await openAt('admin', '/index/playlist');
    await screen.findByRole('table', { name: 'Playlists' });
    await user.click(await screen.findByRole('button', { name: /New playlist$/ }));
    const create = await screen.findByRole('dialog', { name: 'New playlist' });
    await user.type(within(create).getByLabelText('Name'), 'Evening');
    await user.click(within(create).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('No items yet: add files from the media library')).toBeInTheDocument());
    expect(window.location.search).toBe('?playlist=playlist-c-1001-n001');

    await user.click(screen.getByRole('button', { name: /Add files$/ }));
    const picker = await screen.findByRole('dialog', { name: 'Add files from the media library' });
    await waitFor(() => expect(within(picker).getAllByRole('checkbox', { name: /^Pick / })).toHaveLength(8));
    await user.click(within(picker).getByRole('checkbox', { name: 'Pick autumn-sale.png' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Pick closing-tone.wav' }));
    // A search by tag: only the menu board is tagged "menu"; the files picked before stay picked.
    await user.type(within(picker).getByRole('searchbox', { name: 'Search by name or tag' }), 'menu{Enter}');
    await waitFor(() => expect(within(picker).getAllByRole('checkbox', { name: /^Pick / }).map((box) => box.getAttribute('aria-label'))).toEqual(['Pick menu-board.svg']));
    await user.click(within(picker).getByRole('checkbox', { name: 'Pick menu-board.svg' }));
    await user.click(within(picker).getByRole('button', { name: 'Add 3 files' }));

    await waitFor(() => expect(order()).toEqual(['1 of 3: autumn-sale.png', '2 of 3: closing-tone.wav', '3 of 3: menu-board.svg']));
    expect(total()).toBe('3 items, total length 22.5 sec');
    const seconds = screen.getByRole('spinbutton', { name: 'Seconds autumn-sale.png shows' });
    await user.clear(seconds);
    await user.type(seconds, '5');
    await waitFor(() => expect(total()).toBe('3 items, total length 17.5 sec'));

    // By keyboard (dnd-kit): focus the handle, Space, ArrowDown, Space.
    const handle = screen.getByRole('button', { name: 'Drag autumn-sale.png (position 1)' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await pause();
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await pause();
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(order()).toEqual(['1 of 3: closing-tone.wav', '2 of 3: autumn-sale.png', '3 of 3: menu-board.svg']));
    // By the buttons.
    await user.click(screen.getByRole('button', { name: 'Move menu-board.svg up' }));
    await waitFor(() => expect(order()).toEqual(['1 of 3: closing-tone.wav', '2 of 3: menu-board.svg', '3 of 3: autumn-sale.png']));
    expect(screen.getByRole('button', { name: 'Move closing-tone.wav up' })).toBeDisabled();
    expect(total()).toBe('3 items, total length 17.5 sec');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const table = screen.getByRole('table', { name: 'Playlists' });
    await waitFor(() => expect(listed(table)).toEqual(['Lobby loop|4|31.5 sec', 'Promotions|2|20 sec', 'Evening|3|17.5 sec']));
    const saved = db.audit.query({ area: 'records' }).find((row) => row.action === 'playlist-edit');
    expect(saved).toMatchObject({ outcome: 'ok', target: 'playlist-c-1001-n001', pid: 'p-playlist' });
    expect((saved?.after as Playlist).items.map((item) => `${item.name}:${item.durationMs}`)).toEqual(['closing-tone.wav:2500', 'menu-board.svg:10000', 'autumn-sale.png:5000']);
    expect((saved?.after as Playlist).totalMs).toBe(17_500);
  });

  it('shows a refused time at its field with what was typed kept, renames, and shows the server’s reason when a channel still plays the playlist', async () => {
    const user = setupUser();
    await openAt('admin', '/index/playlist?playlist=playlist-c-1001-02');
    await waitFor(() => expect(order()).toHaveLength(2));
    await screen.findByRole('button', { name: 'Move autumn-sale.png up' });
    const seconds = screen.getByRole('spinbutton', { name: 'Seconds autumn-sale.png shows' });
    await user.clear(seconds);
    await user.type(seconds, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('From 1 to 3600 seconds')).toBeInTheDocument();
    expect(seconds).toHaveValue('0');
    expect(db.audit.query({ area: 'records' }).filter((row) => row.action === 'playlist-edit')).toHaveLength(0);

    // Corrected and renamed in the same save: the list shows the new name and length.
    await user.clear(seconds);
    await user.type(seconds, '8');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Autumn promotions');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listed(screen.getByRole('table', { name: 'Playlists' }))).toEqual(['Lobby loop|4|31.5 sec', 'Autumn promotions|2|18 sec']));
    expect(db.audit.query({ area: 'records' })[0]).toMatchObject({ action: 'playlist-edit', outcome: 'ok', before: { name: 'Promotions' }, after: { name: 'Autumn promotions', totalMs: 18_000 } });

    // It is the seeded channel's content for empty time.
    await user.click(screen.getByRole('button', { name: /Delete$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Autumn promotions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('This playlist is used by 1 channel (Lobby channel): take it out of them first')).toBeInTheDocument();
    expect(db.audit.query({ area: 'records' })[0]).toMatchObject({ action: 'playlist-delete', outcome: 'refused' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('table', { name: 'Playlists' })).toBeInTheDocument();
  });

  it('lets a user with only the view permission see and preview a playlist, with no way to change it', async () => {
    const m = await openAt('bnbhost', '/index/playlist?playlist=playlist-c-1001-01');
    await waitFor(() => expect(order()).toHaveLength(4));
    // The page's permissions are in: view, and nothing that changes a playlist.
    await waitFor(() => expect(m.app.root.pages.can('view', 'p-playlist')).toBe(true));
    expect(['add', 'edit', 'delete'].map((action) => m.app.root.pages.can(action as 'add', 'p-playlist'))).toEqual([false, false, false]);
    expect(screen.queryByRole('button', { name: /New playlist$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add files$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Drag / })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    // The preview plays the playlist from the console's own server.
    await setupUser().click(screen.getByRole('button', { name: /Preview$/ }));
    const preview = await screen.findByRole('dialog', { name: 'Preview: Lobby loop' });
    expect(within(preview).getByTestId('preview-now')).toHaveTextContent('1 of 4: welcome-banner.png (10 sec)');
    // Through the session's signed link (a <video> or <img> sends no session header).
    expect(await within(preview).findByRole('img', { name: 'welcome-banner.png' })).toHaveAttribute('src', expect.stringMatching(new RegExp(`^${window.location.origin}/vt/staticfile/get\\?did=media-c-1001-01&exp=\\d+&sig=[\\w-]+$`)));
    await setupUser().click(within(preview).getByRole('button', { name: /Next$/ }));
    expect(within(preview).getByTestId('preview-now')).toHaveTextContent('2 of 4: opening-hours.svg (10 sec)');
    await setupUser().click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Preview: Lobby loop' })).toBeNull());
  });
});
