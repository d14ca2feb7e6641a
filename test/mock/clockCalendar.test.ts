// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { addYears, daysBetween, daysInMonth, lastDay, shiftMonth } from '../../mock/api/db/core/clock/dates';
import { dayOf, isDay, isInstant, isMonth } from '../../mock/api/db/core/clock/readDates';
import { day, month } from '../../mock/api/db/core/clock/time';
import { DEFAULT_WORLD_START, parseWorldStart } from '../../mock/api/db/core/clock/worldStart';
import { restoreWorldStart, startWorldAt } from './startedAt';

/** Issue 38 §5: the mock's calendar and period code on a year's end, 29 February 2028 and a 28-day February. */

/** The clock modules as a world started at `instant` has them (they read CEM_MOCK_START when loaded). */
async function startedAt(instant: string) {
  startWorldAt(instant);
  return {
    calendar: await import('../../mock/api/db/core/clock/calendar'),
    seed: await import('../../mock/api/db/core/clock/seedDates'),
    time: await import('../../mock/api/db/core/clock/time'),
  };
}

afterEach(restoreWorldStart);

const length = (range: { from: number; to: number } | undefined) => (range ? range.to - range.from + 1 : 0);

describe('the world’s start (CEM_MOCK_START)', () => {
  it('is the demo’s day when unset or blank, else the instant given', () => {
    expect(DEFAULT_WORLD_START).toBe('2026-11-01T00:00:00+08:00');
    expect(parseWorldStart(undefined)).toBe(Date.parse('2026-10-31T16:00:00Z'));
    expect(parseWorldStart('  ')).toBe(Date.parse('2026-10-31T16:00:00Z'));
    expect(parseWorldStart('2028-02-29T09:30:00+08:00')).toBe(Date.parse('2028-02-29T01:30:00Z'));
    expect(parseWorldStart('2027-01-01T00:00Z')).toBe(Date.parse('2027-01-01T00:00:00Z'));
  });

  it.each(['2027-02-29T00:00:00+08:00', '2028-02-29', '2028-02-29T09:30:00', 'tomorrow', '2028-13-01T00:00:00Z', '1999-12-31T00:00:00Z', '2028-02-29T24:00:00+08:00'])('refuses %s, naming the value and the shape it wants', (text) => {
    expect(() => parseWorldStart(text)).toThrow(`CEM_MOCK_START="${text}" is not the world's start: give an ISO instant from year 2000 with its zone, like 2028-02-29T09:30:00+08:00`);
  });

  it('stops the mock from loading on a bad value (never a silent fall back to the default)', async () => {
    startWorldAt('2027-02-29T00:00:00+08:00');
    await expect(import('../../mock/api/db/core/clock/time')).rejects.toThrow('CEM_MOCK_START="2027-02-29T00:00:00+08:00" is not the world\'s start');
  });
});

describe('days and months (dates.ts, readDates.ts, time.ts)', () => {
  it('crosses a year’s end', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2027-01', -3)).toBe('2026-10');
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(lastDay('2026-12')).toBe('2026-12-31');
    // Midnight of New Year in China is still 31 December in UTC.
    expect(day(Date.parse('2027-01-01T00:00:00+08:00'))).toBe('2027-01-01');
    expect(month(Date.parse('2026-12-31T23:59:59+08:00'))).toBe('2026-12');
    expect(isInstant('2026-12-31T23:59:59+08:00')).toBe(true);
    expect(isMonth('2026-12')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
  });

  it('knows 29 February 2028 and no 29 February 2027', () => {
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2027-02')).toBe(28);
    expect(lastDay('2028-02')).toBe('2028-02-29');
    expect(lastDay('2027-02')).toBe('2027-02-28');
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2100-02-29')).toBe(false);
    expect(isInstant('2028-02-29T09:30:00+08:00')).toBe(true);
    expect(isInstant('2027-02-29T09:30:00+08:00')).toBe(false);
    expect(dayOf('2028-02-29', 'day')).toBe('2028-02-29');
    expect(() => dayOf('2027-02-29', 'day')).toThrow('invalid field: day (expected a day YYYY-MM-DD)');
  });
});

describe('the metered calendar (calendar.ts) at other starts', () => {
  it('ends on 29 February 2028 for a world started on 1 March 2028, its February whole', async () => {
    const { calendar } = await startedAt('2028-03-01T00:00:00+08:00');
    expect([calendar.DATA_FROM, calendar.DATA_TO, calendar.DAY_COUNT]).toEqual(['2027-02-01', '2028-02-29', 394]);
    expect(length(calendar.monthRange('2028-02'))).toBe(29);
    expect(length(calendar.monthRange('2027-02'))).toBe(28);
    const leap = calendar.dayFacts(calendar.dayIndex('2028-02-29'));
    expect(leap).toMatchObject({ date: '2028-02-29', month: '2028-02', weekday: 1, yearDay: 59, offDay: false });
    expect(calendar.LAST_YEAR).toEqual({ from: calendar.dayIndex('2027-03-01'), to: 393 });
  });

  it('stops the day before a leap-day start, mid-February', async () => {
    const { calendar, time, seed } = await startedAt('2028-02-29T09:30:00+08:00');
    expect([calendar.DATA_FROM, calendar.DATA_TO]).toEqual(['2027-02-01', '2028-02-28']);
    expect(length(calendar.monthRange('2028-02'))).toBe(28);
    expect(calendar.monthsOf(0, calendar.DAY_COUNT - 1)).toHaveLength(13);
    expect([time.SEED_DAY, time.MONTHS]).toEqual(['2028-02-29', ['2027-11', '2027-12', '2028-01']]);
    expect([seed.SEED_MONTH, seed.seedMonthEnd(0), seed.seedMonthDay(-5, 15), seed.beforeStart(1, 6, 45)]).toEqual(['2028-02', '2028-02-29', '2027-09-15', '2028-02-27T18:45:00.000Z']);
    // Spring Festival 2028 (26 January) is off; a Tuesday in February is not.
    expect(calendar.dayFacts(calendar.dayIndex('2028-01-26'))).toMatchObject({ holiday: true, offDay: true });
    expect(calendar.dayFacts(calendar.dayIndex('2028-02-15'))).toMatchObject({ weekday: 1, holiday: false, offDay: false });
  });

  it('spans a year’s end for a world started on New Year', async () => {
    const { calendar, time } = await startedAt('2027-01-01T00:00:00+08:00');
    expect([calendar.DATA_FROM, calendar.DATA_TO, calendar.DAY_COUNT]).toEqual(['2025-12-01', '2026-12-31', 396]);
    expect(calendar.monthsOf(0, calendar.DAY_COUNT - 1)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12']);
    expect(calendar.dayFacts(calendar.DAY_COUNT - 1)).toMatchObject({ date: '2026-12-31', weekday: 3, yearDay: 364, holiday: false });
    expect(calendar.dayFacts(calendar.dayIndex('2026-01-01'))).toMatchObject({ yearDay: 0, holiday: true });
    expect(time.MONTHS).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(time.ACTIVITY_DAYS).toBe(92);
  });

  it('has a February of 28 days before a start on 1 March 2027', async () => {
    const { calendar, time } = await startedAt('2027-03-01T08:00:00+08:00');
    expect([calendar.DATA_FROM, calendar.DATA_TO, calendar.DAY_COUNT]).toEqual(['2026-02-01', '2027-02-28', 393]);
    expect(length(calendar.monthRange('2027-02'))).toBe(28);
    expect(calendar.dayIndex('2027-03-01')).toBe(calendar.DAY_COUNT);
    expect(time.MONTHS).toEqual(['2026-12', '2027-01', '2027-02']);
    expect(time.ACTIVITY_DAYS).toBe(90);
  });
});
