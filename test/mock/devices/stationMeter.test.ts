// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MeterLive } from '../../../src/api/devices/types';
import type { StationMonitor } from '../../../src/api/operations/monitoringTypes';
import { call, login, startMockBackend } from '../support';

/** One world: after the seed's now a station's charging meter reads its guns live, as the monitor and the charging point do. */

const backend = startMockBackend({ now: () => Date.parse('2026-11-27T00:00:00Z') });
const HOUR = 3_600_000;
const SAMPLE = 5 * 60_000;
const SEED_NOW = Date.parse('2026-11-01T00:00:00+08:00');

const meters = async (session: string) =>
  (await call<MeterLive[]>('/bwp/v1/getgroupdev', { session, body: { type: 'meters', store: 'st-1005-01', kinds: ['charging', 'discharge'], history: true } })).envelope.result;
const monitorKw = async (session: string) =>
  (await call<StationMonitor>('/evcharge/monitor/station', { session, body: { pid: 'p-station-monitoring', station: 'cs-0008' } })).envelope.result.power;
const reading = async (session: string) => {
  const [charging, v2g] = await meters(session);
  return { charging: [charging?.did, charging?.value], v2g: v2g?.did, monitor: await monitorKw(session) };
};

describe("cs-0008's charging meter after the seed's now", () => {
  it('reads the kW of the station’s guns, the monitor’s figure; its history before the seed’s now stays the metered data', async () => {
    const admin = await login('admin', 'admin123');
    expect(backend.db.clock.now()).toBe(SEED_NOW);
    // Without the guns the meter would read its generated run-on hour.
    expect(await reading(admin)).toEqual({ charging: ['st-1005-01-ev-1', 180.3], v2g: 'st-1005-01-v2g-1', monitor: 180.3 });
    const [charging, v2g] = await meters(admin);
    expect(charging?.history).toEqual([42.21, 41.42, 41.61, 41.24, 41.98, 40.17, 40.21, 40.71, 40.18, 40.85, 42.2, 180.3]);
    // The V2G meter is no gun: it stays on its data.
    expect(v2g?.history).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('follows the guns as the clock runs: every 5-minute sample is the guns’ kW at its instant', async () => {
    const admin = await login('admin', 'admin123');
    backend.db.clock.skip(2 * HOUR);
    const now = backend.db.clock.now();
    const [charging] = await meters(admin);
    const guns = Array.from({ length: 12 }, (_, i) => backend.db.chargingLive.stationPower('cs-0008', now - (11 - i) * SAMPLE));
    expect(charging?.history).toEqual(guns);
    // 01:05 to 02:00: the guns draw 188 kW, then 86.9 kW, then they are free.
    expect(charging?.history).toEqual([188, 188, 188, 188, 188, 86.9, 86.9, 86.9, 86.9, 0, 0, 0]);
    expect([charging?.value, await monitorKw(admin)]).toEqual([0, 0]);
  });
});
