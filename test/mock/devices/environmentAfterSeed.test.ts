// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DAY_COUNT } from '../../../mock/api/db/core/clock/calendar';
import { dataHour } from '../../../mock/api/db/devices/environment';
import { login, startMockBackend } from '../support';
import { advance, batteryKw, DAY_MS, HOUR_MS, hours, STORE } from './afterSeed';

/**
 * Issue 38 item 4: after a week of advance-time a device's live kW is its meter's run-on hour as
 * the energy API answers it, the outdoor temperature the run-on day's climate, occupancy the day's
 * facts (not the seed's last week repeated).
 */

// A still wall clock: simulated time moves by advance-time alone.
const backend = startMockBackend({ now: () => Date.parse('2026-11-26T09:00:00Z') });
const METERS = ['sp-st-1005-01-01-elec-lighting', 'sp-st-1005-01-01-elec', 'sp-st-1005-01-01-f01-r04-em', 'st-1005-01-v2g-1', 'st-1005-01-ess-1-in', 'st-1005-01-ess-1-out', 'sp-st-1005-01-01-gas'];
/** Their kW at 18:00 on 8 November (lighting, the building's main, a room, V2G, battery in and out, gas m³/h). */
const LIVE = [45.66796875, 210.27734375, 1.3671875, 42.3046875, 0, 85.3671875, 18.46484375];

const round2 = (value: number) => Math.round(value * 100) / 100;

describe('the device environment a week after the seed', () => {
  it('draws each meter’s run-on hour, the one the energy API answers', async () => {
    const operator = await login('operator', 'operator123');
    // 8 November, 18:00 local: the hour begins, none of its quarters reported yet.
    expect(await advance(7 * DAY_MS + 18 * HOUR_MS)).toBe('2026-11-08T10:00:00.000Z');
    const env = backend.db.devices.world(STORE).env!;
    const at = backend.db.clock.now();
    const live = METERS.map((m) => env.meterKw(m, at));
    expect(live).toEqual(LIVE);
    // The battery charges by one meter and discharges by the other: it discharges now.
    const shown = await batteryKw(operator);
    expect(shown).toBe(-85.37);

    // An hour on, the energy API answers that hour: the devices' figures of it.
    await advance(HOUR_MS);
    const answered = await Promise.all(METERS.map(async (m) => (await hours(operator, m, '2026-11-08'))[18]));
    expect(answered).toEqual(live);
    expect(shown).toBe(round2(answered[4]! - answered[5]!));

    // Half an hour into 19:00 the API holds two of its quarters; the devices draw at their rate.
    await advance(HOUR_MS / 2);
    const half = await Promise.all(METERS.map(async (m) => (await hours(operator, m, '2026-11-08'))[19]));
    METERS.forEach((m, i) => expect(Math.abs(env.meterKw(m, backend.db.clock.now()) - 2 * half[i]!), m).toBeLessThanOrEqual(2 / 256));
    expect(half[1]).toBeGreaterThan(0);
  }, 300_000);

  it('takes the run-on day’s weather and calendar, and the peak of the last 30 days with readings', async () => {
    await advance(7 * DAY_MS);
    const world = backend.db.devices.world(STORE);
    const env = world.env!;
    const climate = backend.db.energy.metering.context(env.plan, DAY_COUNT + 8).climate.temperature;
    // 09:00 local on 8 November (day 7 after the seed): the day's mean, no swing at that hour.
    const nine = Date.parse('2026-11-08T01:00:00Z');
    // The hours count on past the seed (the sensors' noise keys on them too, so it does not repeat a week).
    expect(dataHour(nine, 'Asia/Shanghai')).toBe((DAY_COUNT + 7) * 24 + 9);
    expect(env.outdoor(nine)).toBe(climate[DAY_COUNT + 7]);
    expect(env.outdoor(nine)).toBe(14.75615122979966);
    // Not the seed's weather: its last day, 31 October, had another mean.
    expect(env.outdoor(Date.parse('2026-10-31T01:00:00Z'))).toBe(14.501029251195645);
    // New Year's Day 2027, a Friday and a public holiday: an office is an off day's, not last week's Friday.
    expect(env.occupancy('office', Date.parse('2027-01-01T02:00:00Z'))).toBe(Math.fround(0.22 * 0.7));
    expect(env.occupancy('office', Date.parse('2027-01-04T02:00:00Z'))).toBe(1);
    // A circuit is rated on its meter's last 30 whole days, 9 October to 7 November (the seed's last 30 gave 89.54 kW).
    const hvac = 'sp-st-1005-01-01-elec-hvac';
    const series = backend.db.energy.metering.series(hvac);
    expect(env.meterPeakKw(hvac)).toBe(Math.max(...Array.from(series).slice((DAY_COUNT + 7 - 30) * 24, (DAY_COUNT + 7) * 24)));
    expect(env.meterPeakKw(hvac)).toBe(116.0078125);
  }, 300_000);
});
