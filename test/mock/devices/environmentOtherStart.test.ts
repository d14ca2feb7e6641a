// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Calendar from '../../../mock/api/db/core/clock/calendar';
import type { MockBackend } from '../../../mock/api/node';
import { backendStartedAt, closeStartedBackend } from '../startedAt';
import { login } from '../support';
import { advance, batteryKw, DAY_MS, HOUR_MS, hours, STORE } from './afterSeed';

/**
 * Issue 38 item 4 in a world started elsewhere (CEM_MOCK_START, a leap day mid-morning): a week
 * on, the devices draw the meters' run-on hours and the run-on day's weather, as at the default start.
 * Fresh modules read the start; they are reset after, so later files see the default start again.
 */

/** Lighting, the building's main, a room, battery in and out (kW), gas (m³/h). */
const METERS = ['sp-st-1005-01-01-elec-lighting', 'sp-st-1005-01-01-elec', 'sp-st-1005-01-01-f01-r04-em', 'st-1005-01-ess-1-in', 'st-1005-01-ess-1-out', 'sp-st-1005-01-01-gas'];

let backend: MockBackend;
let calendar: typeof Calendar;

beforeAll(async () => {
  backend = await backendStartedAt('2028-02-29T09:30:00+08:00', { requests: false, unknownCalls: false });
  calendar = await import('../../../mock/api/db/core/clock/calendar');
});

afterAll(() => closeStartedBackend(backend));

describe('a world started on 29 February 2028, a week on', () => {
  it('draws the meters’ run-on hour: what the energy API answers for it once reported', async () => {
    const operator = await login('operator', 'operator123');
    // 09:30 local on 7 March: two quarters of 09:00 reported; the devices draw the hour's rate.
    expect(await advance(7 * DAY_MS)).toBe('2028-03-07T01:30:00.000Z');
    const env = backend.db.devices.world(STORE).env!;
    const live = METERS.map((m) => env.meterKw(m, backend.db.clock.now()));
    expect(live).toEqual([218.91015625, 686.8515625, 6.55859375, 0, 104.60546875, 1.26171875]);
    const shown = await batteryKw(operator);
    expect(shown).toBe(-104.61);
    await advance(HOUR_MS / 2);
    const answered = await Promise.all(METERS.map(async (m) => (await hours(operator, m, '2028-03-07'))[9]));
    expect(answered).toEqual(live);
    expect(shown).toBe(Math.round((answered[3]! - answered[4]!) * 100) / 100);
  }, 300_000);

  it('takes the run-on day’s climate, not the seed’s last day', () => {
    const env = backend.db.devices.world(STORE).env!;
    const { DAY_COUNT, dayIndex } = calendar;
    expect(dayIndex('2028-03-07')).toBe(DAY_COUNT + 7);
    const climate = backend.db.energy.metering.context(env.plan, DAY_COUNT + 8).climate.temperature;
    // 09:00 local: the day's mean.
    const nine = Date.parse('2028-03-07T01:00:00Z');
    expect(env.outdoor(nine)).toBe(climate[DAY_COUNT + 7]);
    expect(env.outdoor(nine)).toBe(9.31304950568869);
    expect(climate[DAY_COUNT - 1]).toBe(8.222664553708452);
  });
});
