import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';

setupMockBackend();

let mounted: MountedApp | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

/** A user of company c-1001 on the store st-1001-01 (Asia/Shanghai), at `path`. */
async function openAt(user: string, path: string): Promise<MountedApp> {
  const m = (mounted = await mountSignedIn('/index/personal-center', { user }));
  const { project } = m.app.root;
  await act(async () => project.selectParent('pb-1001'));
  await act(async () => project.load());
  act(() => project.selectStore('st-1001-01'));
  await act(async () => m.app.root.navigate(path));
  return m;
}

/** The agenda's lines: name, plays or hidden, own or inherited, and the reason, as a person reads them. */
async function agendaLines(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Every event at this time and why it plays or is hidden' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

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
});
