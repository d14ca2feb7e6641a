// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { comparedRanges } from '../../../mock/api/db/operations/shared/comparedRanges';
import { previousPeriod } from '../../../mock/api/db/operations/tickets/period';

/** The one comparison rule of the operations overviews and the ticket desk. */
describe('comparedRanges', () => {
  it('a week still running on Wednesday: Mon–Wed against the previous Mon–Wed and last year’s', () => {
    const week = { from: '2026-11-02', to: '2026-11-08' };
    const against = { previous: { from: '2026-10-26', to: '2026-11-01' }, lastYear: { from: '2025-11-03', to: '2025-11-09' } };
    expect(comparedRanges(week, against, '2026-11-04')).toEqual({
      current: { from: '2026-11-02', to: '2026-11-04' },
      against: { previous: { from: '2026-10-26', to: '2026-10-28' }, lastYear: { from: '2025-11-03', to: '2025-11-05' } },
      toDate: true,
    });
  });

  it('never runs past a shorter compared period: March 1–30 to date against all of February', () => {
    const result = comparedRanges({ from: '2026-03-01', to: '2026-03-31' }, { previous: { from: '2026-02-01', to: '2026-02-28' } }, '2026-03-30');
    expect(result).toEqual({ current: { from: '2026-03-01', to: '2026-03-30' }, against: { previous: { from: '2026-02-01', to: '2026-02-28' } }, toDate: true });
  });

  it('a month the picker cut at today (Nov 1 – Nov 1 of November) against the whole of October: Oct 1', () => {
    const result = comparedRanges({ from: '2026-11-01', to: '2026-11-01' }, { previous: { from: '2026-10-01', to: '2026-10-31' } }, '2026-11-01');
    expect(result).toEqual({ current: { from: '2026-11-01', to: '2026-11-01' }, against: { previous: { from: '2026-10-01', to: '2026-10-01' } }, toDate: true });
  });

  it('an ended or not yet begun period is compared whole', () => {
    const october = { from: '2026-10-01', to: '2026-10-31' };
    const september = { previous: { from: '2026-09-01', to: '2026-09-30' } };
    const whole = { current: october, against: september, toDate: false };
    expect(comparedRanges(october, september, '2026-11-01')).toEqual(whole);
    expect(comparedRanges(october, september, '2026-09-15')).toEqual(whole);
    // Ending today it still runs, but no compared day is cut: September has fewer days than October.
    expect(comparedRanges(october, september, '2026-10-31')).toEqual({ ...whole, toDate: true });
  });
});

/** What the desk compares a period with, from its days alone (its screens send no granularity). */
describe('the desk’s previous period', () => {
  it('whole months step back by as many months; a month so far by the whole month before', () => {
    expect(previousPeriod({ from: '2026-10-01', to: '2026-10-31' })).toEqual({ from: '2026-09-01', to: '2026-09-30' });
    expect(previousPeriod({ from: '2026-08-01', to: '2026-10-31' })).toEqual({ from: '2026-05-01', to: '2026-07-31' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-15' }, '2026-11-15')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('any other range, a single day too, by the days of the same length just before', () => {
    expect(previousPeriod({ from: '2026-10-03', to: '2026-11-01' })).toEqual({ from: '2026-09-03', to: '2026-10-02' });
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-01' }, '2026-11-01')).toEqual({ from: '2026-10-31', to: '2026-10-31' });
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-15' }, '2026-11-20')).toEqual({ from: '2026-10-17', to: '2026-10-31' });
  });
});
