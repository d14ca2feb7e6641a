import { screen, waitFor, within } from '@testing-library/react';
import { onlineOf } from '../../../mock/api/db/devices/live';
import { MOCK_CONTROL_HEADER } from '../../../mock/api/handlers/control';
import { setupMockBackend } from '../../support/backend';
import { waitForPath } from '../../support/mountApp';
import { signedInConsole } from './support';

const { db } = setupMockBackend();
const open = signedInConsole();

/** The data rows of the table named `name`, once it has some. */
async function rowsOf(name: string) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

describe('monitoring screens (issue 13)', () => {
  it('config-monitoring/6: the store’s two charging points, power and load rate each, live; a search keeps to the URL', async () => {
    const app = await open('/index/config-monitoring/6');
    const rows = await rowsOf('Station configuration: points');
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => within(r).queryByText('Load rate'))).toHaveLength(2);
    expect(screen.getByTestId('last-updated')).toHaveTextContent(/Updated/);
    await app.user.type(screen.getByRole('searchbox', { name: 'Search names or spaces' }), 'no such point{Enter}');
    expect(await screen.findByText('No points match the filters.')).toBeInTheDocument();
    expect(app.path()).toContain('q=no+such+point');
  });

  it('config-monitoring/…?device=: one device’s points (what a scanned storage system opens); "Show all" gives the store’s back', async () => {
    const app = await open('/index/config-monitoring/6?device=sp-st-1005-01-01-f01-r03-ev2');
    const rows = await rowsOf('Station configuration: points');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveTextContent('杭州公交枢纽充电站V2G');
    expect(screen.getByRole('alert')).toHaveTextContent('Showing only 杭州公交枢纽充电站V2G');
    // The KPIs stay the store's: both charging points, four points.
    expect(within(screen.getByText('Points').closest<HTMLElement>('.cem-card')!).getByText('4')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitForPath(app, '/index/config-monitoring/6');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Station configuration: points' })).getAllByRole('row')).toHaveLength(5));
    // The storage system's own page: its state of charge and power.
    await app.app.root.navigate('/index/config-monitoring/4?device=sp-st-1005-01-01-f01-r03-ess1');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Showing only 储能系统1#'));
  });

  it('terminal-monitoring?type=hotwater: the store’s 4 water heaters with their tank temperatures', async () => {
    await open('/index/terminal-monitoring?type=hotwater');
    const rows = await rowsOf('Terminal devices');
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(within(row).getByText(/°C$/)).toBeInTheDocument();
  });

  it('terminal-monitoring?type=sensor&device=: a scanned sensor alone, with its reading; "Show all" gives the store’s sensors back', async () => {
    const app = await open('/index/terminal-monitoring?type=sensor&device=sp-st-1005-01-01-f01-co21');
    const rows = await rowsOf('Terminal devices');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('1F CO₂传感器1');
    expect(rows[0]).toHaveTextContent(/\d ppm/);
    expect(screen.getByRole('alert')).toHaveTextContent('Showing only 1F CO₂传感器1');
    await app.user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitForPath(app, '/index/terminal-monitoring?type=sensor');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Terminal devices' })).getAllByRole('row').length).toBeGreaterThan(2));
  });

  it('live-monitoring: a room’s temperature follows its split ACs in the simulator: heated while they run, drifting once they are off', async () => {
    void db.deviceDomain; // the policy engine attaches to the store's world first
    const world = db.devices.world('st-1005-01');
    const reads = (u: (typeof world.devices)[number]) => !u.refuses && onlineOf(world, u, world.now).online === 'online';
    const room = world.devices.find((d) => d.kind === 'ac' && d.subtype === 2 && d.home.startsWith('sp-st-1005-01-01-f01-') && world.unitsIn(d.home).every(reads))!.home;
    const app = await open(`/index/live-monitoring?space=${room}&metric=temperature`);
    await rowsOf('Live points');
    // The first unit's row, read straight from the DOM (role queries over the whole page are slow in jsdom).
    const firstRow = () => document.querySelector<HTMLElement>('[data-screen="live-monitoring"] tbody tr[data-row-key]')!;
    const reading = () => Number(within(firstRow()).getByText(/°C$/).textContent!.replace(/[^\d.]/g, ''));
    expect(within(firstRow()).getByRole('img', { name: /^Last hour .* °C$/ })).toBeInTheDocument();
    const admin = db.accounts.userById('u-1001')!;
    /** Sends `cmd` to the room's units, lets 30 simulated minutes pass (the mock's advance-time hook) and refreshes. */
    const run = async (cmd: { on: boolean; mode?: 'heat'; setpoint?: number }) => {
      for (const u of world.unitsIn(room)) db.devices.control(admin, 'p-ac-split', u.did, cmd);
      const answer = await fetch('http://127.0.0.1/__mock__/control', { method: 'POST', headers: { 'content-type': 'application/json', [MOCK_CONTROL_HEADER]: '1' }, body: JSON.stringify({ action: 'advance-time', ms: 30 * 60_000 }) });
      expect(answer.ok).toBe(true);
      await app.user.click(screen.getByRole('button', { name: 'Refresh now' }));
    };
    const start = reading();
    await run({ on: true, mode: 'heat', setpoint: 28 });
    await waitFor(() => expect(reading()).toBeGreaterThan(start + 3));
    const heated = reading();
    await run({ on: false });
    await waitFor(() => expect(reading()).toBeLessThan(heated - 1));
  });

  it('device-projects-overview: the parent business’s store with its 1665 devices; its link opens the store’s terminals', async () => {
    const app = await open('/index/device-projects-overview');
    const [row] = await rowsOf('Devices by store');
    expect(within(row!).getByText('1665')).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: /^Gateways of / })).toBeInTheDocument();
    await app.user.click(within(row!).getByRole('link', { name: /^Terminal monitoring of / }));
    await waitForPath(app, '/index/terminal-monitoring');
  });
});
