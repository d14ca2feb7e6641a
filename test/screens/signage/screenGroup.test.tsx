import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { choose } from '../../support/select';
import { mountAtStore } from '../../support/session';
import { giveTestRole, modulePages } from '../../support/testRole';

const { db } = setupMockBackend();

/** A user of company c-1001 on the store st-1001-01 (Asia/Shanghai), at `path`. */
async function openAt(user: string, path: string): Promise<MountedApp> {
  const m = await mountAtStore(path, { user, store: 'st-1001-01' });
  return m;
}

/** The open dialog whose title starts with `title`. */
const dialogTitled = (title: string) =>
  waitFor(() => {
    const dialog = screen.queryAllByRole('dialog').find((d) => d.textContent?.startsWith(title));
    if (!dialog) throw new Error(`no dialog ${title}`);
    return dialog;
  });

/** A table's body rows as their cells' text, joined by '|'. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent).join('|'));

/** Opens a node of the tree (its children load) by its name; antd ignores a click while its tree still settles a load, so it clicks until the node is open. */
const expandNode = (tree: HTMLElement, name: string) =>
  waitFor(() => {
    const found = within(tree).getAllByRole('treeitem').find((node) => node.textContent === name);
    if (!found) throw new Error(`no tree node ${name}`);
    if (found.getAttribute('aria-expanded') === 'true') return;
    fireEvent.click(found.querySelector('.cem-tree-switcher')!);
    throw new Error(`${name} not open yet`);
  });

/** Fills the add-a-screen dialog: a name, then the room 能源站 / 1F / 1F 走廊 of the header's store. */
async function fillNewScreen(dialog: HTMLElement, name: string) {
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: name } });
  const tree = await within(dialog).findByRole('tree', { name: 'Rooms of the store' });
  await expandNode(tree, '能源站');
  await expandNode(tree, '1F');
  fireEvent.click(await within(tree).findByText('1F 走廊'));
  fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: 'Menu, lobby' } });
}

const EAST = '汇能广场·上海东站店';
const WINDOW_1 = `${EAST} window screen`;
const records = () => db.audit.query({ area: 'records' });

describe('screen-group (issue 23)', () => {
  it('lists the groups with their kind, screens and power; a tag group shows the screens its tag takes', async () => {
    await openAt('admin', '/index/screen-group');
    const groups = await screen.findByRole('table', { name: 'Screen groups' });
    await waitFor(() => expect(rowsOf(groups)).toHaveLength(2));
    expect(rowsOf(groups)).toEqual([
      'Lobby screens|By tag: lobby|3|Mon–Fri 07:30–22:00; Sat, Sun 09:00–20:00|EditDelete',
      'Shop windows|Static: screens bound to it|3|Always on|EditDelete',
    ]);
    const lobby = await screen.findByRole('table', { name: 'Screens of Lobby screens' });
    expect(rowsOf(lobby).map((row) => row.split('|').slice(0, 3).join('|'))).toEqual([
      `${EAST} lobby screen|${EAST} · 能源站 / 1F / 1F 走廊|lobby`,
      '汇能广场·上海滨江店 lobby screen|汇能广场·上海滨江店 · 2号楼 / 1F / 1F 走廊|lobby',
      `${EAST}3 lobby screen|${EAST}3 · 2号楼 / 1F / 1F 走廊|lobby`,
    ]);
    expect(screen.getByText('This group takes every screen tagged “lobby”: tag a screen to add it.')).toBeInTheDocument();
  });

  it('creates a static group, binds a screen to it, moves it back and unbinds another, each through castscreen, audited', async () => {
    await openAt('admin', '/index/screen-group');
    fireEvent.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await dialogTitled('New group');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Entrance' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The new group is chosen (in the URL) and has no screens yet.
    expect(await screen.findByText('No screen is bound to this group yet.')).toBeInTheDocument();
    expect(window.location.search).toBe('?group=group-c-1001-n001');

    await choose(document.body, 'Screen to bind', `${WINDOW_1} (now in Shop windows)`);
    fireEvent.click(screen.getByRole('button', { name: 'Bind to this group' }));
    const entrance = await screen.findByRole('table', { name: 'Screens of Entrance' });
    await waitFor(() => expect(rowsOf(entrance).map((row) => row.split('|')[0])).toEqual([WINDOW_1]));
    expect(records()[0]).toMatchObject({ action: 'screen-bind', outcome: 'ok', before: { group: 'group-c-1001-02' }, after: { group: 'group-c-1001-n001' } });

    // Moved back to Shop windows from its row: it leaves Entrance.
    await choose(entrance, `Static group of ${WINDOW_1}`, 'Shop windows');
    expect(await screen.findByText('No screen is bound to this group yet.')).toBeInTheDocument();
    expect(records()[0]).toMatchObject({ action: 'screen-bind', outcome: 'ok', after: { group: 'group-c-1001-02' } });

    // Unbound from Shop windows: two screens stay there.
    fireEvent.click(screen.getByRole('button', { name: 'Shop windows' }));
    const shop = await screen.findByRole('table', { name: 'Screens of Shop windows' });
    await waitFor(() => expect(rowsOf(shop)).toHaveLength(3));
    await choose(shop, `Static group of ${WINDOW_1}`, 'Not bound');
    await waitFor(() => expect(rowsOf(shop).map((row) => row.split('|')[0])).toEqual(['汇能广场·上海滨江店 window screen', `${EAST}3 window screen`]));
    expect(records()[0]).toMatchObject({ action: 'screen-bind', outcome: 'ok', before: { group: 'group-c-1001-02' }, after: { group: null } });
    expect(records().filter((row) => row.action === 'screen-bind')).toHaveLength(3);
  });

  it('saves a power schedule edited on the screen (Fridays 22:00 to 06:00), and puts a refused window’s error at its field', async () => {
    await openAt('admin', '/index/screen-group?group=group-c-1001-02');
    expect(await screen.findByText('No window: the screens stay on all the time.')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Save power schedule' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a window' }));
    const window1 = await screen.findByRole('group', { name: 'Window 1' });
    // No weekday at all and an empty window: both refused by the server, each at its field.
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) fireEvent.click(within(window1).getByRole('checkbox', { name: day }));
    fireEvent.change(within(window1).getByLabelText('On at'), { target: { value: '22:00' } });
    fireEvent.change(within(window1).getByLabelText('Off at'), { target: { value: '22:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save power schedule' }));
    const off = () => within(window1).getByLabelText('Off at').closest<HTMLElement>('.cem-form-item')!;
    await waitFor(() => expect(within(off()).getByText('The window is empty: it starts and ends at 22:00')).toBeInTheDocument());
    const days = within(window1).getByText('Days of window 1').closest<HTMLElement>('.cem-form-item')!;
    expect(within(days).getByText('Pick weekdays or dates')).toBeInTheDocument();
    expect(records()[0]).toMatchObject({ action: 'screen-group-power', outcome: 'refused' });

    fireEvent.click(within(window1).getByRole('checkbox', { name: 'Fri' }));

    fireEvent.change(within(window1).getByLabelText('Off at'), { target: { value: '06:00' } });
    // (antd keeps the spent loading icon in the name while its motion ends, which jsdom never plays)
    fireEvent.click(screen.getByRole('button', { name: /Save power schedule$/ }));
    expect(await screen.findByText('Power schedule saved')).toBeInTheDocument();
    const groups = screen.getByRole('table', { name: 'Screen groups' });
    await waitFor(() => expect(rowsOf(groups)[1]).toBe('Shop windows|Static: screens bound to it|3|Fri 22:00–06:00|EditDelete'));
    expect(records()[0]).toMatchObject({ action: 'screen-group-power', outcome: 'ok', after: { power: [{ days: [5], on: '22:00', off: '06:00' }] } });
  });

  it('refuses to delete a group the play grid schedules, saying which events use it, and deletes it once they are gone', async () => {
    await openAt('admin', '/index/screen-group');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Lobby screens' }));
    const confirm = await dialogTitled('Delete this group?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Used by 1 schedule event (Weekday mornings): remove or change them first')).toBeInTheDocument();
    expect(records()[0]).toMatchObject({ action: 'screen-group-delete', outcome: 'refused' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    db.signage.schedule.events.remove('c-1001', 'event-c-1001-02');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Lobby screens' }));
    fireEvent.click(within(await dialogTitled('Delete this group?')).getByRole('button', { name: 'Delete' }));
    const groups = screen.getByRole('table', { name: 'Screen groups' });
    await waitFor(() => expect(rowsOf(groups)).toEqual(['Shop windows|Static: screens bound to it|3|Always on|EditDelete']));
    expect(records()[0]).toMatchObject({ action: 'screen-group-delete', outcome: 'ok' });
  });

  it('adds a new screen to the chosen static group in one castscreen call: it is listed in the group, the create audited', async () => {
    await openAt('admin', '/index/screen-group?group=group-c-1001-02');
    await screen.findByRole('table', { name: 'Screens of Shop windows' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a screen' }));
    const dialog = await dialogTitled('Add a screen');
    // The store of the header and the group of the page are the defaults.
    expect(within(dialog).getByText(EAST)).toBeInTheDocument();
    expect(within(dialog).getByText('Shop windows')).toBeInTheDocument();
    await fillNewScreen(dialog, 'Cafe menu board');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Portrait' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const shop = screen.getByRole('table', { name: 'Screens of Shop windows' });
    await waitFor(() => expect(rowsOf(shop)).toHaveLength(4));
    expect(rowsOf(shop).find((row) => row.startsWith('Cafe menu board'))?.split('|').slice(0, 3)).toEqual(['Cafe menu board', `${EAST} · 能源站 / 1F / 1F 走廊`, 'menu, lobby']);
    expect(records()[0]).toMatchObject({ action: 'screen-create', outcome: 'ok', target: 'screen-st-1001-01-n001' });
    expect(db.audit.query({ area: 'records' }).filter((row) => row.action === 'screen-create')).toHaveLength(1);
  });

  it('refuses a new screen’s spoiled fields before sending (the server’s rule book) and keeps what was typed; an empty name is asked for first', async () => {
    await openAt('admin', '/index/screen-group?group=group-c-1001-02');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a screen' }));
    const dialog = await dialogTitled('Add a screen');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const nameItem = () => within(dialog).getByLabelText('Name').closest<HTMLElement>('.cem-form-item')!;
    await waitFor(() => expect(within(nameItem()).getByText('Required')).toBeInTheDocument());
    expect(records().filter((row) => row.action === 'screen-create')).toHaveLength(0);

    await fillNewScreen(dialog, 'Cafe menu board');
    fireEvent.change(within(dialog).getByLabelText('Resolution'), { target: { value: '4k' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const resolution = () => within(dialog).getByLabelText('Resolution').closest<HTMLElement>('.cem-form-item')!;
    await waitFor(() => expect(within(resolution()).getByText('Width x height in pixels, such as 1920x1080')).toBeInTheDocument());
    // A tag longer than 30 characters is refused at its field too, never cut.
    fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: `Menu, ${'x'.repeat(31)}` } });
    const tags = () => within(dialog).getByLabelText('Tags').closest<HTMLElement>('.cem-form-item')!;
    await waitFor(() => expect(within(tags()).getByText(`The tag “${'x'.repeat(31)}” is longer than 30 characters`)).toBeInTheDocument());
    fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: 'Menu, lobby' } });
    expect(records().filter((row) => row.action === 'screen-create')).toHaveLength(0);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Cafe menu board');
    expect(within(dialog).getByLabelText('Tags')).toHaveValue('Menu, lobby');
    expect(within(dialog).getByLabelText('Resolution')).toHaveValue('4k');
    expect(within(dialog).getByRole('tree', { name: 'Rooms of the store' }).querySelector('.cem-tree-node-selected')?.textContent).toBe('1F 走廊');

    fireEvent.change(within(dialog).getByLabelText('Resolution'), { target: { value: '1080x1920' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(records()[0]).toMatchObject({ action: 'screen-create', outcome: 'ok' });
  });

  it('shows a user without add, edit and delete the groups and power schedules, without a way to change them', async () => {
    // The operator's menu holds no smart screens: a role made for the test views (and controls) them.
    giveTestRole(db, 'u-1002', 'Screen watchers', modulePages(db, 'smart-bnb-media', ['view', 'export', 'control']));
    await openAt('operator', '/index/screen-group?group=group-c-1001-01');
    const groups = await screen.findByRole('table', { name: 'Screen groups' });
    // The operator's store has none of these screens: a group counts only the members in the user's reach.
    await waitFor(() => expect(rowsOf(groups)).toEqual(['Lobby screens|By tag: lobby|0|Mon–Fri 07:30–22:00; Sat, Sun 09:00–20:00', 'Shop windows|Static: screens bound to it|0|Always on']));
    const window1 = await screen.findByRole('group', { name: 'Window 1' });
    expect(within(window1).getByLabelText('On at')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add a window' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save power schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a screen' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Change|Delete) / })).toBeNull();
    expect(screen.queryByLabelText('Screen to bind')).toBeNull();
  });
});
