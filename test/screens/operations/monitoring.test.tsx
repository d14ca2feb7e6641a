import { act, screen, waitFor, within } from '@testing-library/react';
import { mockDb, setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';
import { choose } from '../../support/select';
import { setupUser } from '../../support/user';

setupMockBackend();

/** The admin reaches eight stations (cs-0001 … cs-0008). */
async function open(path: string): Promise<MountedApp> {
  return mountSignedIn(path, { user: 'admin' });
}

/** Minutes of CS310100001-02-1's session (since 22:40 local) while the test runs from the seed's midnight. */
const SESSION_MINUTES = [80, 81];
const kpi = (title: string) => screen.getByText(title).closest<HTMLElement>('.cem-card')!;
const gunRow = async (code: string) => (await screen.findByRole('cell', { name: code })).closest('tr')!;

describe('network-level-monitoring (issue 24)', () => {
  it('shows every station on the map, coloured by state, with the network figures; a click opens the station’s monitor', async () => {
    await open('/index/network-level-monitoring');
    const map = await screen.findByRole('group', { name: 'Map of the stations' });
    const markers = within(map).getAllByRole('button');
    expect(markers.map((m) => m.getAttribute('data-station'))).toEqual(['cs-0001', 'cs-0002', 'cs-0003', 'cs-0004', 'cs-0005', 'cs-0006', 'cs-0007', 'cs-0008']);
    expect(markers[0]).toHaveAccessibleName('上海北站充电站: Charging. Open its monitor');
    expect(within(kpi('Piles online')).getByText('90.7%')).toBeInTheDocument();
    expect(within(kpi('Piles online')).getByText('49 of 54 piles')).toBeInTheDocument();
    expect(within(kpi('Guns charging')).getByText('19')).toBeInTheDocument();
    expect(within(kpi('Guns faulted')).getByText('14')).toBeInTheDocument();
    expect(within(kpi('Live alarms')).getByText('13')).toBeInTheDocument();
    expect(screen.getByText(/a station whose link drops raises one alarm, not one per pile or gun\.$/)).toBeInTheDocument();

    const user = setupUser();
    await choose(document.body, 'Station state', 'Charging');
    await waitFor(() => expect(within(map).getAllByRole('button').map((m) => m.getAttribute('data-station'))).toEqual(['cs-0001', 'cs-0006', 'cs-0008']));
    expect(window.location.search).toBe('?state=charging');

    // The keyboard opens a station as a click does.
    within(map).getAllByRole('button')[0]!.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('table', { name: 'Piles and guns' })).toBeInTheDocument();
    expect(window.location.pathname.endsWith('/index/station-monitoring')).toBe(true);
    expect(window.location.search).toBe('?station=cs-0001');
    expect(within(await gunRow('CS310100001-02-1')).getByText('Charging')).toBeInTheDocument();
    expect(within(kpi('Energy today')).getByText('kWh')).toBeInTheDocument();
    expect(screen.getByText('No alarms now')).toBeInTheDocument();
  });
});

describe('station-monitoring (issue 24)', () => {
  it('shows the station from the URL: its guns, its live alarms after the rule, the rule itself', async () => {
    await open('/index/station-monitoring?station=cs-0002');
    const alarms = await screen.findByRole('list', { name: 'Live alarms' });
    expect(within(alarms).getAllByRole('listitem').map((li) => li.textContent!.replace(/ since .*/, ''))).toEqual([
      'Pile CS320100002-03 faulted',
    ]);
    expect(within(await gunRow('CS320100002-03-1')).getByText('Faulted')).toBeInTheDocument();
    expect(screen.getByText('How alarms are raised')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Station' })).toBeInTheDocument();
  });
});

describe('charging-station (issue 24)', () => {
  it('a remote stop on a charging gun shows sent, then the pile’s answer, and the gun turns idle', async () => {
    await open('/index/charging-station?station=cs-0001');
    const row = await gunRow('CS310100001-02-1');
    await waitFor(() => expect(within(row).getByText('Charging')).toBeInTheDocument());
    expect(screen.getByText('CS310100001')).toBeInTheDocument(); // the ledger's code
    const user = setupUser();
    // Stop cuts the car's charge: it asks first, naming the session's energy and minutes so far (issue 36).
    const energy = Number(within(row).getAllByRole('cell')[4]!.textContent);
    await user.click(within(row).getByRole('button', { name: 'Stop CS310100001-02-1' }));
    // (The dialog is found by its title's text: antd's test ids give every title the same id.)
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText('Stop charging on CS310100001-02-1?')).toBeInTheDocument();
    const [, said, minutes] = /^The car's session ends now, after ([\d.]+) kWh in (\d+) min\.$/.exec(within(ask).getByText(/^The car's session ends now/).textContent ?? '') ?? [];
    // The session began at 22:40 and the world clock runs on from midnight: about 48.9 kWh in 80 minutes.
    expect(Math.abs(Number(said) - energy)).toBeLessThan(0.2);
    expect(SESSION_MINUTES).toContain(Number(minutes));
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(within(row).queryByText(/Sending|Sent, waiting for the device/)).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Stop CS310100001-02-1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop charging' }));
    expect(await within(row).findByText('Sent, waiting for the device')).toBeInTheDocument();
    expect(within(row).getByText('Charging')).toBeInTheDocument();
    // The pile answers within 4 s of the world clock.
    act(() => mockDb().clock.skip(5000));
    expect(await within(row).findByText('Confirmed', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Idle')).toBeInTheDocument(), { timeout: 5000 });
    expect(within(row).getByRole('button', { name: 'Start CS310100001-02-1' })).toBeEnabled();
  });

  it('a pile reset asks first, naming its guns (the charging one with its kWh so far); Cancel sends nothing', async () => {
    await open('/index/charging-station?station=cs-0001');
    const pileRow = (await screen.findByRole('cell', { name: 'CS310100001-02' })).closest('tr')!;
    const user = setupUser();
    await user.click(within(pileRow).getByRole('button', { name: 'Reset CS310100001-02' }));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText('Reset pile CS310100001-02?')).toBeInTheDocument();
    const items = within(within(ask).getByTestId('cut-items')).getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toMatch(/^CS310100001-02-1: charging, [\d.]+ kWh so far$/);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(within(pileRow).queryByText(/Sending|Sent, waiting for the device/)).not.toBeInTheDocument();
  });

  it('an unlock of an idle gun is sent at once (it cuts nothing) and confirmed by the pile', async () => {
    await open('/index/charging-station?station=cs-0001');
    const row = await gunRow('CS310100001-01-1');
    const user = setupUser();
    await user.click(within(row).getByRole('button', { name: 'Unlock CS310100001-01-1' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => mockDb().clock.skip(5000));
    expect(await within(row).findByText('Confirmed', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('station-monitoring: a station whose link drops (issue 24)', () => {
  it('says the link is down at once, raises no alarm for a short drop, and one for the station once it stays down', async () => {
    await open('/index/station-monitoring?station=cs-0001');
    await gunRow('CS310100001-02-1');
    expect(screen.getByText('No alarms now')).toBeInTheDocument();
    await act(async () => mockDb().monitoring.setLink('cs-0001', false));
    mockDb().clock.skip(10_000);
    const user = setupUser();
    await user.click(within(screen.getByTestId('last-updated')).getByRole('button'));
    expect(await screen.findByText(/^The station’s link has been down since /)).toBeInTheDocument();
    expect(screen.getByText('No alarms now')).toBeInTheDocument();
    expect(within(await gunRow('CS310100001-02-1')).getByText('Charging')).toBeInTheDocument();

    mockDb().clock.skip(5 * 60_000);
    await user.click(within(screen.getByTestId('last-updated')).getByRole('button'));
    const alarms = await screen.findByRole('list', { name: 'Live alarms' });
    expect(within(alarms).getAllByRole('listitem').map((li) => li.textContent!.replace(/ since .*/, ''))).toEqual(['Station CS310100001 offline: link down']);
    expect(within(await gunRow('CS310100001-02-1')).getByText('Offline')).toBeInTheDocument();
  });
});

describe('network-level-monitoring, dense (issue 24)', () => {
  it('clusters 300 stations on a grid, a cluster zooms in (kept in the URL), and the whole network comes back', async () => {
    mockDb().monitoring.useBenchFleet(300);
    await open('/index/network-level-monitoring');
    expect(await screen.findByText('300 stations on the map')).toBeInTheDocument();
    const map = screen.getByRole('group', { name: 'Map of the stations' });
    const markers = within(map).getAllByRole('button');
    const counted = (name: string) => Number(/^(\d+) stations/.exec(name)?.[1] ?? 1);
    expect(markers.reduce((n, m) => n + counted(m.getAttribute('aria-label')!), 0)).toBe(300);
    const cluster = markers.find((m) => m.getAttribute('data-station') === null)!;
    const inside = counted(cluster.getAttribute('aria-label')!);
    expect(inside).toBeGreaterThan(1);
    const user = setupUser();
    await user.click(cluster);
    await waitFor(() => expect(window.location.search).toMatch(/^\?view=[\d.]+%2C[\d.]+%2C[\d.]+%2C[\d.]+$/));
    const zoomed = within(map).getAllByRole('button');
    expect(zoomed.reduce((n, m) => n + counted(m.getAttribute('aria-label')!), 0)).toBeGreaterThanOrEqual(inside);
    await user.click(screen.getByRole('button', { name: 'Show the whole network' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(within(map).getAllByRole('button')).toHaveLength(markers.length);
  });
});
