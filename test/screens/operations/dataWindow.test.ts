import { covered, openingPeriod, pickerDays } from '../../../src/screens/operations/shared/dataWindow';

/** The operations screens' window of days with data (issue 24): one rule for the overviews and the analysis. */
describe('the days with data', () => {
  const SEEDED = { firstDay: '2026-08-01', lastDay: '2026-10-31', today: '2026-11-01' };

  it('opens on the last whole month with data', () => {
    expect(openingPeriod(SEEDED)).toEqual({ granularity: 'month', start: '2026-10-01', end: '2026-10-31' });
    // A record today does not open a month that has not ended.
    expect(openingPeriod({ ...SEEDED, lastDay: '2026-11-01' })).toEqual({ granularity: 'month', start: '2026-10-01', end: '2026-10-31' });
    expect(openingPeriod({ firstDay: '2026-08-01', lastDay: '2026-09-20', today: '2026-09-20' })).toEqual({ granularity: 'month', start: '2026-08-01', end: '2026-08-31' });
    // Data only in the current month: that month, as far as it goes.
    expect(openingPeriod({ firstDay: '2026-09-03', lastDay: '2026-09-20', today: '2026-09-20' })).toEqual({ granularity: 'month', start: '2026-09-01', end: '2026-09-30' });
  });

  it('lets the picker run from the first day with data to today', () => {
    expect(pickerDays(SEEDED)).toEqual({ minDay: '2026-08-01', maxDay: '2026-11-01' });
  });

  it('compares only with ranges the records cover', () => {
    expect(covered({ from: '2026-09-01' }, SEEDED)).toBe(true);
    expect(covered({ from: '2026-08-01' }, SEEDED)).toBe(true);
    expect(covered({ from: '2026-07-27' }, SEEDED)).toBe(false);
    expect(covered({ from: '2025-10-01' }, SEEDED)).toBe(false);
    expect(covered({ from: '2026-09-01' }, undefined)).toBe(false);
  });
});
