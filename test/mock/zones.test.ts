// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayIn, dayOfIsoIn, hourIn, instantIn, localNoonIn, midnightIn, minuteIn, nextMidnightIn, offsetIn, seedDayIn, weekdayIn } from '../../mock/api/db/core/clock/zones';

/** Store-local time in any zone (issue 21 §3): near midnight Shanghai (UTC+8) and Bangkok (UTC+7) are on different days. */

const at = (text: string) => Date.parse(text);
// 16:30 UTC: 00:30 the next day in Shanghai, still 23:30 in Bangkok.
const NEAR_MIDNIGHT = at('2026-12-10T16:30:00.000Z');

describe('zone-aware local time', () => {
  it('puts an instant near midnight on each zone\'s own day, hour and minute', () => {
    expect(dayIn(NEAR_MIDNIGHT, 'Asia/Shanghai')).toBe('2026-12-11');
    expect(dayIn(NEAR_MIDNIGHT, 'Asia/Bangkok')).toBe('2026-12-10');
    expect(dayOfIsoIn('2026-12-10T16:30:00.000Z', 'Asia/Bangkok')).toBe('2026-12-10');
    expect(hourIn(NEAR_MIDNIGHT, 'Asia/Shanghai')).toBe(0);
    expect(hourIn(NEAR_MIDNIGHT, 'Asia/Bangkok')).toBe(23);
    expect(minuteIn(NEAR_MIDNIGHT, 'Asia/Bangkok')).toBe(23 * 60 + 30);
    expect(weekdayIn(NEAR_MIDNIGHT, 'Asia/Shanghai')).toBe(5); // Friday
    expect(weekdayIn(NEAR_MIDNIGHT, 'Asia/Bangkok')).toBe(4); // Thursday
    expect(offsetIn(NEAR_MIDNIGHT, 'Asia/Bangkok')).toBe(7 * 3_600_000);
  });

  it('turns a local day and clock into the real UTC instant', () => {
    expect(localNoonIn('2026-12-11', 'Asia/Shanghai')).toBe('2026-12-11T04:00:00.000Z');
    expect(localNoonIn('2026-12-11', 'Asia/Bangkok')).toBe('2026-12-11T05:00:00.000Z');
    expect(new Date(instantIn('2026-11-02', '08:00', 'Asia/Bangkok')).toISOString()).toBe('2026-11-02T01:00:00.000Z');
    expect(new Date(midnightIn(NEAR_MIDNIGHT, 'Asia/Bangkok')).toISOString()).toBe('2026-12-09T17:00:00.000Z');
    expect(new Date(midnightIn(NEAR_MIDNIGHT, 'Asia/Shanghai')).toISOString()).toBe('2026-12-10T16:00:00.000Z');
    expect(new Date(nextMidnightIn(NEAR_MIDNIGHT, 'Asia/Bangkok')).toISOString()).toBe('2026-12-10T17:00:00.000Z');
  });

  it('follows daylight saving where a zone has it', () => {
    expect(new Date(instantIn('2026-03-08', '03:30', 'America/New_York')).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(new Date(instantIn('2026-03-07', '03:30', 'America/New_York')).toISOString()).toBe('2026-03-07T08:30:00.000Z');
    expect(dayIn(at('2026-07-01T03:30:00.000Z'), 'America/New_York')).toBe('2026-06-30');
  });

  it('dates the seed: 2026-11-01 00:00 in China is still 2026-10-31 in Bangkok', () => {
    expect(seedDayIn('Asia/Shanghai')).toBe('2026-11-01');
    expect(seedDayIn('Asia/Bangkok')).toBe('2026-10-31');
  });
});
