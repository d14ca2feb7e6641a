import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { mountAtStore } from '../../support/session';
import { giveTestRole, modulePages } from '../../support/testRole';

const { db } = setupMockBackend();

/** A user of company c-1001 on the store st-1001-01 (Asia/Shanghai), at `path`. */
async function openAt(user: string, path: string): Promise<MountedApp> {
  const m = await mountAtStore(path, { user, store: 'st-1001-01' });
  return m;
}

/** The agenda's lines: name, plays or hidden, own or inherited, and the reason, as a person reads them. */
async function agendaLines(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Every event at this time and why it plays or is hidden' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

/** The open dialog whose title starts with `title`. */
const dialogTitled = (title: string) =>
  waitFor(() => {
    const dialog = screen.queryAllByRole('dialog').find((d) => d.textContent?.startsWith(title));
    if (!dialog) throw new Error(`no dialog ${title}`);
    return dialog;
  });
const noDialog = (title: string) => expect(screen.queryAllByRole('dialog').filter((d) => d.textContent?.startsWith(title))).toHaveLength(0);

const LOBBY_MONDAY_9 = '/index/playgrid?group=group-c-1001-01&day=2026-11-02&time=09:00';

describe('playgrid (issue 23)', () => {
  it('states the rule, shows the lobby week, and says why "Weekday mornings" plays at 09:00 on Monday and hides the inherited announcements', async () => {
    await openAt('admin', LOBBY_MONDAY_9);
    expect(await screen.findByText('A higher priority replaces every lower event; equal priorities share the time in display order.')).toBeInTheDocument();
    await waitFor(async () => expect(await agendaLines()).toHaveLength(2));
    expect(screen.getByText('Lobby screens on Monday, November 2, 2026 at 09:00')).toBeInTheDocument();
    expect(screen.getByText('Plays: Lobby channel')).toBeInTheDocument();
    expect(await agendaLines()).toEqual([
      'Weekday morningsLobby channel, priority 1PlaysScheduled on this groupPlays: the highest priority (1) at this time',
      'Store announcementsLobby channel, priority 0HiddenInherited from All screensHidden: Weekday mornings has priority 1, higher than 0',
    ]);
    // The week of 2 November: Monday holds the morning block (07:30 to 11:00) beside the all-day announcements; Sunday only the announcements.
    const monday = screen.getByRole('list', { name: 'Monday, November 2, 2026' });
    expect(within(monday).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Store announcements: Lobby channel on All screens, all day, priority 0',
      'Weekday mornings: Lobby channel on Lobby screens, 07:30 to 11:00, priority 1',
    ]);
    expect(within(screen.getByRole('list', { name: 'Sunday, November 8, 2026' })).getAllByRole('button')).toHaveLength(1);
    // 11:00: the morning daypart is over, the inherited event plays.
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '11:00' } });
    await waitFor(async () => expect(await agendaLines()).toEqual(['Store announcementsLobby channel, priority 0PlaysInherited from All screensPlays: the highest priority (0) at this time']));
    expect(window.location.search).toContain('time=11%3A00');
  });

  it('schedules a channel on Shop windows for weekday mornings: the agenda says it plays at 09:00 on Monday and why, audited', async () => {
    await openAt('admin', '/index/playgrid?group=group-c-1001-02&day=2026-11-02&time=09:00');
    await waitFor(async () => expect(await agendaLines()).toEqual(['Store announcementsLobby channel, priority 0PlaysInherited from All screensPlays: the highest priority (0) at this time']));
    fireEvent.click(screen.getByRole('button', { name: 'New event' }));
    const dialog = await dialogTitled('New event');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Morning offers' } });
    // The defaults: this group, its first channel, weekly Monday to Friday from the chosen day for four weeks, 08:00 to 10:00.
    expect(within(dialog).getByLabelText('From')).toHaveValue('2026-11-02');
    expect(within(dialog).getByLabelText('To (inclusive)')).toHaveValue('2026-11-30');
    expect(within(dialog).getByLabelText('Starts')).toHaveValue('08:00');
    expect(within(dialog).getByLabelText('Ends')).toHaveValue('10:00');
    expect(within(dialog).getAllByRole('checkbox', { checked: true }).map((c) => c.closest('label')?.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    fireEvent.change(within(dialog).getByLabelText('Priority'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => noDialog('New event'));
    await waitFor(async () =>
      expect(await agendaLines()).toEqual([
        'Morning offersLobby channel, priority 2PlaysScheduled on this groupPlays: the highest priority (2) at this time',
        'Store announcementsLobby channel, priority 0HiddenInherited from All screensHidden: Morning offers has priority 2, higher than 0',
      ]),
    );
    expect(within(screen.getByRole('list', { name: 'Monday, November 2, 2026' })).getByRole('button', { name: 'Morning offers: Lobby channel on Shop windows, 08:00 to 10:00, priority 2' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Saturday, November 7, 2026' })).getAllByRole('button')).toHaveLength(1);
    expect(db.audit.query({ area: 'records' })[0]).toMatchObject({ action: 'schedule-create', outcome: 'ok' });
  });

  it('refuses a range ending before its start before sending, puts the server’s refusals at their fields, in the user’s language, and keeps what was typed', async () => {
    await openAt('admin', LOBBY_MONDAY_9);
    fireEvent.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = await dialogTitled('New event');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Broken' } });
    fireEvent.change(within(dialog).getByLabelText('To (inclusive)'), { target: { value: '2026-10-01' } });
    fireEvent.change(within(dialog).getByLabelText('Ends'), { target: { value: '08:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const item = (label: string) => within(dialog).getByLabelText(label).closest<HTMLElement>('.cem-form-item')!;
    // The form checks the server's rule first: nothing is sent.
    await waitFor(() => expect(within(item('To (inclusive)')).getByText('At least 2026-11-02')).toBeInTheDocument());
    expect(db.audit.query({ area: 'records' }).filter((row) => row.action === 'schedule-create')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('To (inclusive)'), { target: { value: '2026-11-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(item('Ends')).getByText('The window is empty: it starts and ends at 08:00')).toBeInTheDocument());
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Broken');
    expect(db.audit.query({ area: 'records' })[0]).toMatchObject({ action: 'schedule-create', outcome: 'refused' });
  });

  it('changes an event from its block: equal priorities share the time in display order; deleting it lets the inherited event play', async () => {
    await openAt('admin', LOBBY_MONDAY_9);
    fireEvent.click(within(await screen.findByRole('list', { name: 'Monday, November 2, 2026' })).getByRole('button', { name: 'Weekday mornings: Lobby channel on Lobby screens, 07:30 to 11:00, priority 1' }));
    const dialog = await dialogTitled('Change event');
    fireEvent.change(within(dialog).getByLabelText('Priority'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await agendaLines()).toEqual([
        'Store announcementsLobby channel, priority 0PlaysInherited from All screensPlays in turn 1 of 2: equal priority (0) shares the time in display order',
        'Weekday morningsLobby channel, priority 0PlaysScheduled on this groupPlays in turn 2 of 2: equal priority (0) shares the time in display order',
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Weekday mornings' }));
    const confirm = await dialogTitled('Delete this event?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await agendaLines()).toEqual(['Store announcementsLobby channel, priority 0PlaysInherited from All screensPlays: the highest priority (0) at this time']));
    expect(db.audit.query({ area: 'records' }).map((row) => `${row.action}:${row.outcome}`).slice(0, 2)).toEqual(['schedule-delete:ok', 'schedule-edit:ok']);
  });

  it('shows a user without add, edit and delete the week and the agenda, without a way to change them', async () => {
    // The operator's menu holds no smart screens: a role made for the test views (and controls) them.
    giveTestRole(db, 'u-1002', 'Screen watchers', modulePages(db, 'smart-bnb-media', ['view', 'export', 'control']));
    await openAt('operator', LOBBY_MONDAY_9);
    await waitFor(async () => expect(await agendaLines()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'New event' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Change|Delete) / })).toBeNull();
    const monday = screen.getByRole('list', { name: 'Monday, November 2, 2026' });
    expect(within(monday).queryAllByRole('button')).toHaveLength(0);
    expect(within(monday).getByRole('img', { name: 'Weekday mornings: Lobby channel on Lobby screens, 07:30 to 11:00, priority 1' })).toBeInTheDocument();
  });
});
