import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signageApi } from '../../../src/api/signage';
import { setupUser } from '../../support/user';
import { setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { mountAtStore } from '../../support/session';

const { db } = setupMockBackend();

/** A user with a store of pb-1001 chosen (the page shows every screen the user reaches), at `path`. */
async function openAt(user: string, path: string): Promise<MountedApp> {
  return mountAtStore(path, { user, store: 'st-1001-01' });
}

const kpi = (title: string) => screen.getAllByText(title).map((n) => n.closest<HTMLElement>('.cem-card')).find(Boolean)!;
const rowOf = (table: HTMLElement, did: string) => table.querySelector<HTMLElement>(`tr[data-row-key="${did}"]`)!;

describe('screen-summary (issue 23)', () => {
  it('shows every screen with its debounced state, what plays now and its display; counts online and offline', async () => {
    await openAt('admin', '/index/screen-summary');
    const table = await screen.findByRole('table', { name: 'Screens' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    expect(within(kpi('Screens')).getByText('6')).toBeInTheDocument();
    expect(within(kpi('Online')).getByText('5')).toBeInTheDocument();
    expect(within(kpi('Offline')).getByText('1')).toBeInTheDocument();
    const offline = rowOf(table, 'screen-st-1001-02-02');
    expect(within(offline).getByText('Offline')).toBeInTheDocument();
    expect(within(offline).getByText('1080 × 1920, portrait')).toBeInTheDocument();
    // Silent for a minute only: still online (debounced like gateways).
    expect(within(rowOf(table, 'screen-st-1001-03-01')).getByText('Online')).toBeInTheDocument();
    expect(screen.getByTestId('last-updated')).toHaveTextContent(/Updated/);
    // The world clock's now (the seed's, Sunday midnight in Shanghai), not the browser's.
    expect(screen.getByText(/^Playing now: the schedule at Sunday 00:0\d$/)).toBeInTheDocument();
    // Sunday midnight in Shanghai: the lobby group's power schedule has its screens off; the windows play the channel scheduled on all screens.
    expect(within(rowOf(table, 'screen-st-1001-01-01')).getAllByRole('cell')[4]).toHaveTextContent('Switched off by its power schedule');
    expect(within(rowOf(table, 'screen-st-1001-01-02')).getAllByRole('cell')[4]).toHaveTextContent('Lobby channel');
  });

  it('filters by state, group and words from the URL', async () => {
    const mounted = await openAt('admin', '/index/screen-summary?state=offline');
    const table = await screen.findByRole('table', { name: 'Screens' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(rowOf(table, 'screen-st-1001-02-02')).not.toBeNull();
    // The KPIs count every screen; the list shows the filtered ones.
    expect(within(kpi('Screens')).getByText('6')).toBeInTheDocument();
    await act(async () => mounted.app.root.navigate('/index/screen-summary?group=group-c-1001-02&q=2号楼'));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((row) => row.getAttribute('data-row-key'))).toEqual(['screen-st-1001-02-02', 'screen-st-1001-03-02']));
  });

  it('shows the one screen a scanned label names (`screen=`), and all of them again on "Show all"', async () => {
    const mounted = await openAt('admin', '/index/screen-summary?screen=screen-st-1001-01-01');
    const table = await screen.findByRole('table', { name: 'Screens' });
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((row) => row.getAttribute('data-row-key'))).toEqual(['screen-st-1001-01-01']));
    expect(screen.getByRole('alert')).toHaveTextContent('Showing only 汇能广场·上海东站店 lobby screen');
    await setupUser().click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    expect(mounted.path()).toBe('/index/screen-summary');
  });

  it('refreshes a screen’s content: sent, then confirmed when the screen answers; an offline screen cannot be commanded', async () => {
    const user = setupUser();
    await openAt('admin', '/index/screen-summary');
    const table = await screen.findByRole('table', { name: 'Screens' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    const offline = rowOf(table, 'screen-st-1001-02-02');
    // The command buttons (the row's "why" stays open to everyone: it reads the schedule, not the screen).
    const commandButtons = within(within(offline).getAllByRole('cell')[7]!).getAllByRole('button');
    expect(commandButtons).toHaveLength(3);
    for (const button of commandButtons) expect(button).toBeDisabled();
    expect(within(offline).getByText('Offline: it cannot take commands')).toBeInTheDocument();
    expect(within(offline).getByRole('checkbox')).toBeDisabled();

    const row = rowOf(table, 'screen-st-1001-01-01');
    const name = within(row).getAllByRole('cell')[1]!.querySelector('div')!.textContent!;
    await user.click(within(row).getByRole('button', { name: `Refresh content: ${name}` }));
    await waitFor(() => expect(row.querySelector('[data-command-life]')).toHaveAttribute('data-command-life', 'sent'));
    act(() => db.clock.skip(5000));
    await waitFor(() => expect(row.querySelector('[data-command-life]')).toHaveAttribute('data-command-life', 'confirmed'), { timeout: 4000 });
    expect(db.audit.query({ area: 'command', pid: 'p-screen-summary' })[0]).toMatchObject({ action: 'screen-refresh', outcome: 'ok' });

    // A reboot is asked first, naming the screen; nothing is sent before the answer.
    await user.click(within(row).getByRole('button', { name: `Reboot: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reboot this screen?' });
    expect(dialog).toHaveTextContent(name);
    expect(db.audit.query({ area: 'command', pid: 'p-screen-summary' })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Reboot' }));
    await waitFor(() => expect(row.querySelector('[data-command-life]')).toHaveAttribute('data-command-life', 'sent'));
    expect(db.audit.query({ area: 'command', pid: 'p-screen-summary' })[0]).toMatchObject({ action: 'screen-reboot', outcome: 'ok' });
  });

  it('takes a screenshot of a selection: each screen answers with its picture (served by the API, same origin)', async () => {
    const user = setupUser();
    await openAt('admin', '/index/screen-summary');
    const table = await screen.findByRole('table', { name: 'Screens' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    await user.click(within(rowOf(table, 'screen-st-1001-01-01')).getByRole('checkbox'));
    await user.click(within(rowOf(table, 'screen-st-1001-01-02')).getByRole('checkbox'));
    expect(screen.getByText('2 screens selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Screenshot (2)' }));
    await waitFor(() => expect(screen.getByTestId('batch-results')).toHaveAttribute('data-waiting', '2'));
    act(() => db.clock.skip(5000));
    await waitFor(() => expect(screen.getByTestId('batch-results')).toHaveAttribute('data-waiting', '0'), { timeout: 4000 });
    expect(screen.getByTestId('batch-results')).toHaveTextContent('2 confirmed');
    // Through the session's signed link: an <img> sends no session header.
    const shots = await within(table).findAllByRole('img', { name: /^Screenshot of / });
    expect(shots).toHaveLength(2);
    expect(shots[0]).toHaveAttribute('src', expect.stringMatching(/^\/vt\/staticfile\/get\?did=[\w-]+&exp=\d+&sig=[\w-]+$/));
  });

  it('reads what plays at a chosen time from the URL: Monday 09:00, the lobby plays "Weekday mornings", and says why', async () => {
    const user = setupUser();
    await openAt('admin', '/index/screen-summary?at=2026-11-02T09:00');
    const table = await screen.findByRole('table', { name: 'Screens' });
    await waitFor(() => expect(within(rowOf(table, 'screen-st-1001-01-01')).getAllByRole('cell')[4]).toHaveTextContent(/^Lobby channel \(Weekday mornings\)Why$/));
    expect(screen.getByText("What plays on Monday, November 2, 2026 at 09:00 (the stores' local time)")).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Plays at the chosen time' })).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-02');
    expect(screen.getByLabelText('Time')).toHaveValue('09:00');
    const why = within(rowOf(table, 'screen-st-1001-01-01')).getByRole('button', { name: /^Why: / });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    why.focus();
    await user.keyboard('{Enter}');
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const list = within(rowOf(table, 'screen-st-1001-01-01')).getByRole('list', { name: 'What plays on Lobby screens and why' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Weekday morningsLobby channel, priority 1PlaysScheduled on this groupPlays: the highest priority (1) at this time',
      'Store announcementsLobby channel, priority 0HiddenInherited from All screensHidden: Weekday mornings has priority 1, higher than 0',
    ]);
    // Back to now: the seed's Sunday midnight, the lobby switched off.
    await user.click(screen.getByRole('radio', { name: 'Now' }));
    await waitFor(() => expect(screen.getByText(/^Playing now: the schedule at Sunday 00:0\d$/)).toBeInTheDocument());
    expect(window.location.search).not.toContain('at=');
    await waitFor(() => expect(within(rowOf(table, 'screen-st-1001-01-01')).getAllByRole('cell')[4]).toHaveTextContent(/^Switched off by its power schedule/));
  });

  it('reads an invalid time in the URL as now', async () => {
    await openAt('admin', '/index/screen-summary?at=2026-02-30T25:00');
    expect(await screen.findByText(/^Playing now: the schedule at Sunday 00:0\d$/)).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: 'What plays at' })).getByRole('radio', { name: 'Now' })).toBeChecked();
    expect(screen.queryByLabelText('Day')).toBeNull();
  });

  it('chooses a day and time on the page: it starts at the stores\u2019 now and follows the inputs into the URL', async () => {
    const user = setupUser();
    await openAt('admin', '/index/screen-summary');
    const table = await screen.findByRole('table', { name: 'Screens' });
    await screen.findByText(/^Playing now: the schedule at Sunday 00:0\d$/);
    await user.click(screen.getByRole('radio', { name: 'A chosen day and time' }));
    expect(await screen.findByLabelText('Day')).toHaveValue('2026-11-01');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-02' } });
    await waitFor(() => expect(window.location.search).toMatch(/at=2026-11-02T00%3A0\d/));
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '11:00' } });
    await waitFor(() => expect(window.location.search).toContain('at=2026-11-02T11%3A00'));
    // 11:00: the morning daypart is over, the inherited announcements play on the lobby.
    await waitFor(() => expect(within(rowOf(table, 'screen-st-1001-01-01')).getAllByRole('cell')[4]).toHaveTextContent(/^Lobby channel \(Store announcements\)Why$/));
    expect(screen.getByText("What plays on Monday, November 2, 2026 at 11:00 (the stores' local time)")).toBeInTheDocument();
  });

  it('shows an event scheduled on Shop windows for weekday mornings playing there at 09:00 on Monday, with why', async () => {
    const user = setupUser();
    const m = await openAt('admin', '/index/screen-summary');
    await screen.findByRole('table', { name: 'Screens' });
    await signageApi(m.app.root.api).schedule.save({
      pid: 'p-playgrid', name: 'Morning offers', channel: 'channel-c-1001-01', target: 'group-c-1001-02',
      repeat: 'weekly', from: '2026-11-02', to: '2026-11-30', weekdays: [1, 2, 3, 4, 5], daypart: { start: '08:00', end: '10:00' }, priority: 2,
    });
    await act(async () => m.app.root.navigate('/index/screen-summary?at=2026-11-02T09:00'));
    const table = await screen.findByRole('table', { name: 'Screens' });
    const windows = () => rowOf(table, 'screen-st-1001-01-02');
    await waitFor(() => expect(within(windows()).getAllByRole('cell')[4]).toHaveTextContent(/^Lobby channel \(Morning offers\)Why$/));
    await user.click(within(windows()).getByRole('button', { name: /^Why: / }));
    expect(within(within(windows()).getByRole('list', { name: 'What plays on Shop windows and why' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Morning offersLobby channel, priority 2PlaysScheduled on this groupPlays: the highest priority (2) at this time',
      'Store announcementsLobby channel, priority 0HiddenInherited from All screensHidden: Morning offers has priority 2, higher than 0',
    ]);
  });
});
