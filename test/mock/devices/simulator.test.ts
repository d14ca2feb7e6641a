// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Database } from '../../../mock/api/db/Database';
import { deviceView } from '../../../mock/api/db/devices/live';

/** The simulator with a fake clock: rooms follow their ACs or the weather, circuits draw only when on. */

const START = Date.parse('2026-11-02T08:00:00.000Z');
const MINUTE = 60_000;
const STORE = 'st-1005-01';
const LOBBY = 'sp-st-1005-01-01-f01-r02';
const UNITS = [1, 2, 3].map((n) => `${LOBBY}-ac${n}`);

function setup() {
  let clock = START;
  const db = new Database({ now: () => clock });
  const admin = db.accounts.userById('u-1001')!;
  const world = () => db.devices.world(STORE);
  world(); // simulated time starts at the seed's now on first use
  const advance = (ms: number) => {
    clock += ms;
    return world();
  };
  return { db, admin, world, advance };
}

describe('simulator', () => {
  it('starts at the seed’s now with rooms near the outdoor temperature', () => {
    const { world } = setup();
    expect(new Date(world().now).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(world().env!.outdoor(world().now)).toBeCloseTo(11.46, 2);
    expect(world().temperature(LOBBY)).toBe(11.16);
  });

  it('moves a room toward the setpoint while its ACs run, then back toward outdoor when off', () => {
    const { db, admin, world, advance } = setup();
    for (const did of UNITS) db.devices.control(admin, 'p-ac-split', did, { on: true, mode: 'auto', setpoint: 24 });
    advance(5_000);
    expect(UNITS.map((did) => world().byDid.get(did)!.on)).toEqual([true, true, true]);
    const after30 = advance(30 * MINUTE).temperature(LOBBY);
    expect(after30).toBeGreaterThan(20);
    expect(after30).toBeLessThan(24);
    expect(advance(150 * MINUTE).temperature(LOBBY)).toBeCloseTo(24, 0);

    for (const did of UNITS) db.devices.control(admin, 'p-ac-split', did, { on: false });
    advance(5_000);
    const outdoor = world().env!.outdoor(world().now);
    const warm = world().temperature(LOBBY);
    const later = advance(180 * MINUTE).temperature(LOBBY);
    expect(Math.abs(later - outdoor)).toBeLessThan(Math.abs(warm - outdoor));
    expect(later).toBeLessThan(warm);
  });

  it('a room with one of three units running heats more slowly than with all three', () => {
    const one = setup();
    const all = setup();
    one.db.devices.control(one.admin, 'p-ac-split', UNITS[0]!, { on: true, mode: 'heat', setpoint: 26 });
    for (const did of UNITS) all.db.devices.control(all.admin, 'p-ac-split', did, { on: true, mode: 'heat', setpoint: 26 });
    expect(one.advance(20 * MINUTE).temperature(LOBBY)).toBeLessThan(all.advance(20 * MINUTE).temperature(LOBBY));
  });

  it('a switched-off circuit draws nothing; a running one a share of its building’s metered lighting', () => {
    const { db, admin, world, advance } = setup();
    const did = 'sp-st-1005-01-01-f01-r01-lt2';
    expect(deviceView(world(), world().byDid.get(did)!).power).toMatchObject({ on: true, loadKw: 0.36, ratedKw: 2.07 });
    db.devices.control(admin, 'p-lighting-circuits', did, { on: false });
    const view = deviceView(advance(5_000), world().byDid.get(did)!);
    expect(view.power).toMatchObject({ on: false, loadKw: 0 });
    expect(view.loadKw).toBe(0);
  });

  it('draws, in all, the same order of power as the building’s electricity main at that hour', () => {
    const { world, advance } = setup();
    advance(11 * 60 * MINUTE); // 11:00 local
    const building = 'sp-st-1005-01-01';
    const devices = world().devices.filter((d) => d.building === building).reduce((sum, d) => sum + world().loads.load(d, world().now), 0);
    const metered = world().env!.meterKw(`${building}-elec`, world().now);
    expect(Math.round(metered)).toBe(266);
    expect(devices / metered).toBeGreaterThan(0.5);
    expect(devices / metered).toBeLessThan(1.5);
  });

  it('heats a hot-water tank to 70 °C for a disinfection cycle, counting the energy', () => {
    const { db, admin, world, advance } = setup();
    const did = 'sp-st-1005-01-01-f01-r03-hw1';
    const before = deviceView(world(), world().byDid.get(did)!).hotwater!;
    expect(before).toMatchObject({ on: true, targetTemperature: 55, disinfecting: false, powerKw: 18 });
    db.devices.control(admin, 'p-hot-water-maintance', did, { disinfect: true });
    const heating = deviceView(advance(5_000), world().byDid.get(did)!);
    expect(heating.hotwater).toMatchObject({ heating: true, targetTemperature: 70, disinfecting: true });
    expect(heating.loadKw).toBe(18);
    const hot = deviceView(advance(80 * MINUTE), world().byDid.get(did)!).hotwater!;
    expect(hot.tankTemperature).toBeGreaterThan(68);
    expect(hot.energyKwh).toBeGreaterThan(before.energyKwh + 10);
  });

  it('charges a storage system on command and follows the seeded schedule in auto', () => {
    const { db, admin, world, advance } = setup();
    const did = 'sp-st-1005-01-01-f01-r03-ess1';
    const auto = deviceView(world(), world().byDid.get(did)!).storage!;
    expect(auto).toMatchObject({ mode: 'auto', soc: 50, capacityKwh: 430, ratedKw: 200 });
    db.devices.control(admin, 'p-storage-configuration', did, { storageMode: 'charge', powerKw: 150 });
    const charging = deviceView(advance(60 * MINUTE), world().byDid.get(did)!);
    expect(charging.storage).toMatchObject({ mode: 'charge', setKw: 150, powerKw: 150 });
    expect(charging.storage!.soc).toBeCloseTo(50 + (100 * 150 * (60 * MINUTE - 3000)) / 3_600_000 / 430, 0);
    const refused = db.devices.control(admin, 'p-storage-configuration', did, { powerKw: 400 });
    advance(5_000);
    expect(world().byDid.get(did)!.command).toMatchObject({ id: refused.id, state: 'failed', reason: 'power 400 kW outside 0–200 kW' });
  });

  it('keeps the last hour of a room’s temperature for sparklines', () => {
    const { world, advance } = setup();
    advance(60 * MINUTE);
    const history = world().history(LOBBY);
    expect(history.length).toBe(12);
    expect(history.at(-1)).toBeCloseTo(world().temperature(LOBBY), 1);
  });

  it('is deterministic: same seed and clock, same readings', () => {
    const a = setup();
    const b = setup();
    const read = (s: ReturnType<typeof setup>) => s.advance(95 * MINUTE).devices.slice(0, 400).map((d) => JSON.stringify(deviceView(s.world(), d, true)));
    expect(read(a)).toEqual(read(b));
  });
});
