import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { mountAtStore } from '../../support/session';
import { giveTestRole, modulePages } from '../../support/testRole';

const { db } = setupMockBackend();
const STORE = 'st-1001-04';
const PID = 'p-smartbnb-calendar';

/** A user on the hotel st-1001-04 (pb-1001; the seed's day there is Sunday 1 November 2026), at `path`. */
async function openAt(user: string, path: string): Promise<HTMLElement> {
  await mountAtStore(path, { user, store: STORE });
  const grid = await screen.findByRole('grid', {}, { timeout: 5000 });
  await waitFor(() => expect(grid.querySelector('[data-stay]')).not.toBeNull());
  return grid;
}

const rowOf = (grid: HTMLElement, name: string) => within(grid).getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest<HTMLElement>('[role="row"]')!;
const barsOf = (row: HTMLElement) => [...row.querySelectorAll('[data-stay]')].map((bar) => bar.getAttribute('aria-label'));
const bar = (grid: HTMLElement, did: string) => grid.querySelector<HTMLElement>(`[data-stay="${did}"]`)!;
/** antd's dialogs share one title id in tests: find a dialog by its text. */
const dialogWith = (text: string) => waitFor(() => screen.getAllByRole('dialog').find((d) => d.textContent?.includes(text)) ?? Promise.reject(new Error(`no dialog with ${text}`)));
const said = () => screen.getByTestId('calendar-said').textContent;
const period = () => screen.getByTestId('calendar-period').textContent!.replace(/\s/g, ' ');
const host = () => db.accounts.userById('u-1005')!;
const booking = (did: string) => db.smartbnb.bookings(host(), PID, STORE, '2026-10-01', '2026-12-31').rows.find((b) => b.did === did)!;
const moves = () => db.audit.query({ area: 'records', pid: PID }).filter((e) => e.action === 'booking-move');

describe('smartbnb-calendar (issue 23)', () => {
  it('shows a room’s month as bars from check-in afternoon to check-out morning, with its housekeeping state; the week and its start come from the URL', async () => {
    const grid = await openAt('bnbhost', '/index/smartbnb-calendar?start=2026-11-01');
    expect(period()).toBe('November 2026');
    expect(grid.getAttribute('aria-rowcount')).toBe('76');
    const room = rowOf(grid, '202');
    expect(within(room).getByRole('rowheader').textContent).toBe('202 客房区Vacant, clean');
    expect(barsOf(room)).toEqual([
      'Wu Xia, 4 guests, Nov 1 to Nov 2, booked',
      'Aiko Tanaka, 3 guests, Nov 4 to Nov 5, booked',
      'Zhao Min, 4 guests, Nov 5 to Nov 9, booked',
      'Somchai P., 3 guests, Nov 10 to Nov 11, booked',
      'Ma Lin, 1 guest, Nov 13 to Nov 15, booked',
      'Xu Hao, 1 guest, Nov 16 to Nov 23, booked',
      'Somchai P., 1 guest, Nov 24 to Nov 29, booked',
      'Huang Qi, 4 guests, Nov 30 to Dec 1, booked',
    ]);
    // Half days of 44 px: Zhao Min arrives in the afternoon of the 5th (4.5 days in) for 4 nights; Huang Qi's stay runs past the month, cut square.
    expect([bar(grid, 'bk-st-1001-04-00096').style.left, bar(grid, 'bk-st-1001-04-00096').style.width]).toEqual(['198px', '176px']);
    expect([bar(grid, 'bk-st-1001-04-00101').style.left, bar(grid, 'bk-st-1001-04-00101').style.width]).toEqual(['1298px', '22px']);
    // A guest leaving this morning: half a day at the start of the month.
    expect(barsOf(rowOf(grid, '203'))[0]).toBe('Liu Yang, 2 guests, Oct 29 to Nov 1, checked in');
    expect(bar(grid, 'bk-st-1001-04-00193').style.width).toBe('22px');

    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(period()).toBe('Oct 26 – Nov 1, 2026'));
    expect(window.location.search).toContain('view=week');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(window.location.search).toContain('start=2026-11-02'));
    expect(period()).toBe('Nov 2 – 8, 2026');
  });

  it('refuses a double booking while the bar is moved by keys, and sends nothing: the stay keeps its nights', async () => {
    const grid = await openAt('bnbhost', '/index/smartbnb-calendar?start=2026-11-01');
    const maLin = bar(grid, 'bk-st-1001-04-00098');
    act(() => maLin.focus());
    fireEvent.keyDown(maLin, { key: 'ArrowRight' });
    expect(grid.querySelector('[data-ghost]')?.getAttribute('data-ghost')).toBe('ok');
    fireEvent.keyDown(maLin, { key: 'ArrowRight' });
    // Nov 15 to Nov 17 takes Xu Hao's first night.
    expect(grid.querySelector('[data-ghost]')?.getAttribute('data-ghost')).toBe('refused');
    expect(screen.getByTestId('drop-refusal').textContent).toBe('Cannot drop here: Room 202 客房区 is already booked from 2026-11-16 to 2026-11-23');
    expect(maLin.style.background).not.toBe('');
    fireEvent.keyDown(maLin, { key: 'Enter' });
    expect(grid.querySelector('[data-ghost]')).toBeNull();
    expect(said()).toBe('The booking of Ma Lin was not moved: Room 202 客房区 is already booked from 2026-11-16 to 2026-11-23. Nothing changed.');
    expect(moves()).toHaveLength(0);
    expect(booking('bk-st-1001-04-00098')).toMatchObject({ room: 'sp-st-1001-04-02-f02-r02', from: '2026-11-13', to: '2026-11-15' });
    expect(barsOf(rowOf(grid, '202'))[4]).toBe('Ma Lin, 1 guest, Nov 13 to Nov 15, booked');
  });

  it('shows the server’s refusal when a stay booked meanwhile takes the nights, and the bar returns', async () => {
    const grid = await openAt('bnbhost', '/index/smartbnb-calendar?start=2026-11-01');
    // Someone else books Nov 11–13 in 202 after the page loaded: the page does not know yet.
    db.smartbnb.createBooking(db.accounts.userById('u-1001')!, PID, STORE, { room: 'sp-st-1001-04-02-f02-r02', from: '2026-11-11', to: '2026-11-13', guest: 'Walk-in', guests: 1 });
    const somchai = bar(grid, 'bk-st-1001-04-00097');
    fireEvent.keyDown(somchai, { key: 'ArrowRight' });
    expect(grid.querySelector('[data-ghost]')?.getAttribute('data-ghost')).toBe('ok');
    fireEvent.keyDown(somchai, { key: 'Enter' });
    await waitFor(() => expect(said()).toBe('The server refused to move the booking of Somchai P.: Room 202 客房区 is already booked from 2026-11-11 to 2026-11-13 Nothing changed.'));
    expect(moves().map((e) => [e.outcome, e.messageKey])).toEqual([['refused', 'smartbnb.validation.overlap']]);
    await waitFor(() => expect(barsOf(rowOf(grid, '202'))).toContain('Walk-in, 1 guest, Nov 11 to Nov 13, booked'));
    expect(barsOf(rowOf(grid, '202'))[3]).toBe('Somchai P., 3 guests, Nov 10 to Nov 11, booked');
  });

  it('moves a checked-in stay to another room by keys: the mock splits it today, the old room is vacant-dirty, the new one occupied', async () => {
    const grid = await openAt('bnbhost', '/index/smartbnb-calendar?start=2026-11-01');
    const emma = bar(grid, 'bk-st-1001-04-00288');
    fireEvent.keyDown(emma, { key: 'ArrowUp' });
    fireEvent.keyDown(emma, { key: 'Enter' });
    await waitFor(() => expect(said()).toBe('The stay of Emma Brown was split: it continues in room 203 客房区, Nov 1 to Nov 2.'));
    const first = booking('bk-st-1001-04-00288');
    expect([first.room, first.from, first.to, first.status]).toEqual(['sp-st-1001-04-02-f02-r04', '2026-10-31', '2026-11-01', 'checked-out']);
    expect(booking(first.movedTo!)).toMatchObject({ room: 'sp-st-1001-04-02-f02-r03', from: '2026-11-01', to: '2026-11-02', status: 'checked-in', splitFrom: first.did });
    await waitFor(() => expect(barsOf(rowOf(grid, '203'))).toContain('Emma Brown, 2 guests, Nov 1 to Nov 2, checked in'));
    expect(barsOf(rowOf(grid, '204'))[0]).toBe('Emma Brown, 2 guests, Oct 31 to Nov 1, checked out');
    expect(within(rowOf(grid, '204')).getByRole('rowheader').textContent).toBe('204 客房区Vacant, dirty');
    expect(within(rowOf(grid, '203')).getByRole('rowheader').textContent).toBe('203 客房区Occupied, clean');
  });

  it('checks a guest out from the booking’s drawer (who booked it and when, in hotel time): the room turns vacant-dirty', async () => {
    const grid = await openAt('bnbhost', '/index/smartbnb-calendar?start=2026-11-01');
    expect(within(rowOf(grid, '302')).getByRole('rowheader').textContent).toBe('302 客房区Occupied, clean');
    fireEvent.click(bar(grid, 'bk-st-1001-04-00385'));
    const drawer = await dialogWith('Booking of Chen Jie');
    expect(within(drawer).getByTestId('made-by').textContent).toBe('Booking.com, Oct 6, 2026, 12:00 PM (hotel time)');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Check out' }));
    const confirm = await dialogWith('Check Chen Jie out');
    expect(within(confirm).getByText('Check Chen Jie out of room 302 客房区? The room becomes vacant and dirty.')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(within(rowOf(grid, '302')).getByRole('rowheader').textContent).toBe('302 客房区Vacant, dirty'));
    expect(booking('bk-st-1001-04-00385')).toMatchObject({ status: 'checked-out', to: '2026-11-01' });
  });

  it('checks an arrival in, checks a guest out early (the remaining night freed), and cancels a booking, from the drawer', async () => {
    const grid = await openAt('bnbhost', '/index/smartbnb-calendar?start=2026-11-01');
    const ask = async (did: string, title: string, button: string, body: string) => {
      fireEvent.click(bar(grid, did));
      const drawer = await dialogWith(title);
      fireEvent.click(within(drawer).getByRole('button', { name: button }));
      const confirm = await dialogWith(body);
      fireEvent.click(within(confirm).getAllByRole('button', { name: button }).at(-1)!);
    };
    await ask('bk-st-1001-04-00094', 'Booking of Wu Xia', 'Check in', 'Check Wu Xia in to room 202 客房区 today (Sun, Nov 1, 2026)? The room becomes occupied.');
    await waitFor(() => expect(within(rowOf(grid, '202')).getByRole('rowheader').textContent).toBe('202 客房区Occupied, clean'));
    expect(bar(grid, 'bk-st-1001-04-00094').getAttribute('aria-label')).toBe('Wu Xia, 4 guests, Nov 1 to Nov 2, checked in');

    await ask('bk-st-1001-04-00288', 'Booking of Emma Brown', 'Check out early', 'Check Emma Brown out of room 204 客房区 early? The stay ends on Sun, Nov 1, 2026 instead of Mon, Nov 2, 2026; the remaining nights are freed and the room becomes vacant and dirty.');
    await waitFor(() => expect(bar(grid, 'bk-st-1001-04-00288').getAttribute('aria-label')).toBe('Emma Brown, 2 guests, Oct 31 to Nov 1, checked out'));
    expect(booking('bk-st-1001-04-00288')).toMatchObject({ to: '2026-11-01', plannedTo: '2026-11-02', nights: 1, status: 'checked-out' });
    expect(within(rowOf(grid, '204')).getByRole('rowheader').textContent).toBe('204 客房区Vacant, dirty');

    await ask('bk-st-1001-04-00095', 'Booking of Aiko Tanaka', 'Cancel booking', 'Cancel the booking of Aiko Tanaka in room 202 客房区, Wed, Nov 4, 2026 to Thu, Nov 5, 2026? Its nights become free.');
    await waitFor(() => expect(grid.querySelector('[data-stay="bk-st-1001-04-00095"]')).toBeNull());
    expect(booking('bk-st-1001-04-00095').status).toBe('cancelled');
    expect(db.audit.query({ area: 'records', pid: PID }).map((e) => [e.action, e.outcome]).reverse()).toEqual([['booking-checkin', 'ok'], ['booking-checkout', 'ok'], ['booking-cancel', 'ok']]);
  });

  it('books empty days chosen by keys (Shift+arrows, Enter) and by a pointer dragged across them; the server’s field errors show by their keys', async () => {
    const grid = await openAt('bnbhost', '/index/smartbnb-calendar?start=2026-11-01');
    // Enter on a night a stay takes (202, Nov 14: Ma Lin) goes to that stay's bar.
    fireEvent.keyDown(grid.querySelector<HTMLElement>('[data-cell="0:13"]')!, { key: 'Enter' });
    expect(document.activeElement).toBe(bar(grid, 'bk-st-1001-04-00098'));
    const cell = grid.querySelector<HTMLElement>('[data-cell="0:10"]')!;
    act(() => cell.focus());
    fireEvent.keyDown(cell, { key: 'ArrowRight', shiftKey: true });
    expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(2);
    fireEvent.keyDown(grid.querySelector<HTMLElement>('[data-cell="0:11"]')!, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    expect([within(dialog).getByLabelText('Check-in day'), within(dialog).getByLabelText('Check-out day')].map((i) => (i as HTMLInputElement).value)).toEqual(['2026-11-11', '2026-11-13']);
    fireEvent.change(within(dialog).getByLabelText('Guest'), { target: { value: 'Ada Lovelace' } });
    // More guests than any room sleeps: refused before sending (the stay book's 4), nothing booked.
    fireEvent.change(within(dialog).getByLabelText('Guests'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByText('At most 4')).toBeInTheDocument();
    expect(db.audit.query().filter((row) => row.action === 'booking-create')).toHaveLength(0);
    // The server's refusal by its key, at its field: Nov 11 to 15 takes Ma Lin's night of Nov 14.
    fireEvent.change(within(dialog).getByLabelText('Guests'), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText('Check-out day'), { target: { value: '2026-11-15' } });
    fireEvent.click(screen.getByRole('button', { name: /Book$/ }));
    expect(await within(dialog).findByText(/^Room 202 客房区 is already booked from /)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Check-out day'), { target: { value: '2026-11-13' } });
    fireEvent.change(within(dialog).getByLabelText('Guests'), { target: { value: '2' } });
    // antd's loading icon leaves with an animation: the button's name ends with its text.
    fireEvent.click(screen.getByRole('button', { name: /Book$/ }));
    await waitFor(() => expect(said()).toBe('Booked Ada Lovelace in room 202 客房区, Nov 11 to Nov 13.'));
    await waitFor(() => expect(barsOf(rowOf(grid, '202'))).toContain('Ada Lovelace, 2 guests, Nov 11 to Nov 13, booked'));

    // Room 302 is free the nights of Nov 5 and 6: a pointer pressed on the 5th and let go on the 6th.
    const row = rowOf(grid, '302');
    const index = Number(row.getAttribute('aria-rowindex')) - 2;
    fireEvent.pointerDown(grid.querySelector(`[data-cell="${index}:4"]`)!, { button: 0 });
    fireEvent.pointerEnter(grid.querySelector(`[data-cell="${index}:5"]`)!);
    fireEvent.pointerUp(document);
    const second = await screen.findByRole('dialog', { name: 'New booking' });
    expect([within(second).getByLabelText('Check-in day'), within(second).getByLabelText('Check-out day')].map((i) => (i as HTMLInputElement).value)).toEqual(['2026-11-05', '2026-11-07']);
  });

  it('lets a user without edit and add (the maintainer) see the bookings without dragging, moving or booking', async () => {
    // The maintainer's menu holds no smart-bnb: a role made for the test views (and controls) it.
    giveTestRole(db, 'u-1003', 'Room watchers', modulePages(db, 'smart-bnb-media', ['view', 'control']));
    const grid = await openAt('maintainer', '/index/smartbnb-calendar?start=2026-11-01');
    expect(screen.getByText('You can see the bookings; changing them needs the edit permission.')).toBeInTheDocument();
    const maLin = bar(grid, 'bk-st-1001-04-00098');
    expect(maLin.getAttribute('aria-describedby')).toBeNull();
    fireEvent.keyDown(maLin, { key: 'ArrowRight' });
    expect(grid.querySelector('[data-ghost]')).toBeNull();
    const cell = grid.querySelector<HTMLElement>('[data-cell="0:10"]')!;
    fireEvent.keyDown(cell, { key: 'Enter' });
    fireEvent.pointerDown(cell, { button: 0 });
    fireEvent.pointerUp(document);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
