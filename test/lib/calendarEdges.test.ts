// @vitest-environment node
import { addDays, addMonths, dayAt, daysBetween, daysInMonth, endOfMonth, isDay, isEndOfMonth, startOfWeek, weekdayOf } from '../../src/lib/days';
import { clampPeriod, momPeriod, periodDays, periodOf, shiftPeriod, yoyPeriod } from '../../src/lib/period';
import { openingPeriod } from '../../src/screens/operations/shared/dataWindow';

/** The console's period and calendar code on the days issue 38 §5 names: a year's end, 29 Feb 2028, a 28-day February. */
describe('a year’s end', () => {
  it('steps days, weeks, months and years across 31 December', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayAt(Date.parse('2026-12-31T16:30:00Z'), 'Asia/Shanghai')).toBe('2027-01-01');
    expect(dayAt(Date.parse('2027-01-01T03:00:00Z'), 'America/New_York')).toBe('2026-12-31');
    // The week of New Year's Eve runs Monday 28 December to Sunday 3 January.
    expect(periodOf('week', '2026-12-31')).toEqual({ granularity: 'week', start: '2026-12-28', end: '2027-01-03' });
    expect(shiftPeriod(periodOf('month', '2026-12-15'), 1)).toEqual({ granularity: 'month', start: '2027-01-01', end: '2027-01-31' });
    expect(shiftPeriod(periodOf('day', '2026-12-31'), 1)).toEqual({ granularity: 'day', start: '2027-01-01', end: '2027-01-01' });
    expect(momPeriod(periodOf('month', '2027-01-10'))).toEqual({ granularity: 'month', start: '2026-12-01', end: '2026-12-31' });
    expect(yoyPeriod(periodOf('year', '2027-06-01'))).toEqual({ granularity: 'year', start: '2026-01-01', end: '2026-12-31' });
  });

  it('opens on the last whole month with data when today is New Year’s Day', () => {
    expect(openingPeriod({ firstDay: '2026-08-01', lastDay: '2027-01-01', today: '2027-01-01' })).toEqual({ granularity: 'month', start: '2026-12-01', end: '2026-12-31' });
  });
});

describe('29 February 2028', () => {
  it('is a day; its week, month and neighbours are right', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(weekdayOf('2028-02-29')).toBe(1); // Tuesday (Monday = 0)
    expect(startOfWeek('2028-02-29')).toBe('2028-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(periodOf('month', '2028-02-29')).toEqual({ granularity: 'month', start: '2028-02-01', end: '2028-02-29' });
    expect(periodDays(periodOf('month', '2028-02-10'))).toBe(29);
    expect(periodDays(periodOf('year', '2028-02-29'))).toBe(366);
    expect(dayAt(Date.parse('2028-02-29T01:30:00Z'), 'Asia/Shanghai')).toBe('2028-02-29');
    // 09:30 in Shanghai is still the 28th in New York.
    expect(dayAt(Date.parse('2028-02-29T01:30:00Z'), 'America/New_York')).toBe('2028-02-28');
  });

  it('compares a leap day with a real day a year and a month away', () => {
    expect(yoyPeriod(periodOf('day', '2028-02-29'))).toEqual({ granularity: 'day', start: '2027-02-28', end: '2027-02-28' });
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(momPeriod(periodOf('month', '2028-03-15'))).toEqual({ granularity: 'month', start: '2028-02-01', end: '2028-02-29' });
    expect(clampPeriod(periodOf('month', '2028-02-10'), '2027-11-01', '2028-02-29')).toEqual({ granularity: 'month', start: '2028-02-01', end: '2028-02-29' });
    expect(openingPeriod({ firstDay: '2027-11-01', lastDay: '2028-02-29', today: '2028-02-29' })).toEqual({ granularity: 'month', start: '2028-01-01', end: '2028-01-31' });
  });
});

describe('a 28-day February', () => {
  it('ends on the 28th, and its month-ends stay month-ends', () => {
    expect(isDay('2027-02-29')).toBe(false);
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(endOfMonth('2027-02-03')).toBe('2027-02-28');
    expect(isEndOfMonth('2027-02-28')).toBe(true);
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(daysBetween('2027-02-01', '2027-03-01')).toBe(28);
    expect(periodDays(periodOf('month', '2027-02-14'))).toBe(28);
    // February 2027 starts on a Monday: four whole weeks.
    expect(periodOf('week', '2027-02-28')).toEqual({ granularity: 'week', start: '2027-02-22', end: '2027-02-28' });
    expect(shiftPeriod(periodOf('month', '2027-01-31'), 1)).toEqual({ granularity: 'month', start: '2027-02-01', end: '2027-02-28' });
    expect(momPeriod(periodOf('month', '2027-03-31'))).toEqual({ granularity: 'month', start: '2027-02-01', end: '2027-02-28' });
    expect(yoyPeriod(periodOf('month', '2028-02-10'))).toEqual({ granularity: 'month', start: '2027-02-01', end: '2027-02-28' });
  });
});
