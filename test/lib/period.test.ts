// @vitest-environment node
import { addMonths, addYears, isDay, startOfWeek } from '../../src/lib/days';
import {
  MAX_PERIOD_DAYS,
  clampPeriod,
  intervalFor,
  momPeriod,
  parsePeriodParams,
  periodDays,
  periodOf,
  shiftPeriod,
  writePeriodParams,
  yoyPeriod,
  type Granularity,
  type Period,
} from '../../src/lib/period';

const P = (granularity: Granularity, start: string, end: string): Period => ({ granularity, start, end });

describe('calendar days', () => {
  it('accepts only real days', () => {
    expect(['2024-02-29', '2026-12-31'].every(isDay)).toBe(true);
    expect(['2023-02-29', '2026-13-01', '2026-1-05', '2026-01-05T00:00', '', null, 20260105].some(isDay)).toBe(false);
  });

  it('adds months and years with month-end and Feb 29 safety', () => {
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', -11)).toBe('2025-12-15');
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
    expect(startOfWeek('2026-11-08')).toBe('2026-11-02'); // a Sunday → its Monday
  });
});

describe('periodOf', () => {
  it('builds the day, the Monday-to-Sunday week, the month and the year', () => {
    expect(periodOf('day', '2026-11-03')).toEqual(P('day', '2026-11-03', '2026-11-03'));
    expect(periodOf('week', '2026-11-03')).toEqual(P('week', '2026-11-02', '2026-11-08'));
    expect(periodOf('week', '2026-11-08')).toEqual(P('week', '2026-11-02', '2026-11-08'));
    expect(periodOf('week', '2026-01-01')).toEqual(P('week', '2025-12-29', '2026-01-04'));
    expect(periodOf('month', '2024-02-10')).toEqual(P('month', '2024-02-01', '2024-02-29'));
    expect(periodOf('year', '2026-07-04')).toEqual(P('year', '2026-01-01', '2026-12-31'));
  });

  it('orders a custom range', () => {
    expect(periodOf('custom', '2026-11-09', '2026-11-02')).toEqual(P('custom', '2026-11-02', '2026-11-09'));
    expect(periodOf('custom', '2026-11-09')).toEqual(P('custom', '2026-11-09', '2026-11-09'));
  });
});

describe('shiftPeriod', () => {
  it('steps whole periods of the same granularity', () => {
    expect(shiftPeriod(periodOf('day', '2026-12-31'), 1)).toEqual(P('day', '2027-01-01', '2027-01-01'));
    expect(shiftPeriod(periodOf('week', '2026-11-03'), -1)).toEqual(P('week', '2026-10-26', '2026-11-01'));
    expect(shiftPeriod(periodOf('month', '2026-01-31'), 1)).toEqual(P('month', '2026-02-01', '2026-02-28'));
    expect(shiftPeriod(periodOf('month', '2026-03-10'), -14)).toEqual(P('month', '2025-01-01', '2025-01-31'));
    expect(shiftPeriod(periodOf('year', '2024-02-29'), 1)).toEqual(P('year', '2025-01-01', '2025-12-31'));
  });

  it('makes a clamped period whole again, and moves a custom one by its length', () => {
    expect(shiftPeriod(P('month', '2026-11-01', '2026-11-15'), -1)).toEqual(P('month', '2026-10-01', '2026-10-31'));
    expect(shiftPeriod(P('week', '2026-11-04', '2026-11-08'), 1)).toEqual(P('week', '2026-11-09', '2026-11-15'));
    expect(shiftPeriod(P('custom', '2026-11-01', '2026-11-10'), 1)).toEqual(P('custom', '2026-11-11', '2026-11-20'));
    expect(shiftPeriod(P('custom', '2026-11-01', '2026-11-10'), -2)).toEqual(P('custom', '2026-10-12', '2026-10-21'));
  });
});

describe('yoyPeriod and momPeriod', () => {
  it('gives the same period a year earlier, Feb 29 safe', () => {
    expect(yoyPeriod(periodOf('day', '2024-02-29'))).toEqual(P('day', '2023-02-28', '2023-02-28'));
    expect(yoyPeriod(periodOf('month', '2024-02-01'))).toEqual(P('month', '2023-02-01', '2023-02-28'));
    expect(yoyPeriod(periodOf('month', '2025-02-01'))).toEqual(P('month', '2024-02-01', '2024-02-29'));
    expect(yoyPeriod(periodOf('year', '2026-05-05'))).toEqual(P('year', '2025-01-01', '2025-12-31'));
    expect(yoyPeriod(P('month', '2026-11-01', '2026-11-15'))).toEqual(P('month', '2025-11-01', '2025-11-15'));
    expect(yoyPeriod(P('custom', '2024-02-20', '2024-03-05'))).toEqual(P('custom', '2023-02-20', '2023-03-05'));
  });

  it('compares a week with the week 52 weeks earlier (same weekdays)', () => {
    const last = yoyPeriod(periodOf('week', '2026-11-03'));
    expect(last).toEqual(P('week', '2025-11-03', '2025-11-09'));
    expect(startOfWeek(last.start)).toBe(last.start);
  });

  it('gives the previous period of the same granularity', () => {
    expect(momPeriod(periodOf('day', '2026-03-01'))).toEqual(P('day', '2026-02-28', '2026-02-28'));
    expect(momPeriod(periodOf('week', '2026-11-03'))).toEqual(P('week', '2026-10-26', '2026-11-01'));
    expect(momPeriod(periodOf('month', '2024-03-09'))).toEqual(P('month', '2024-02-01', '2024-02-29'));
    expect(momPeriod(periodOf('year', '2026-03-09'))).toEqual(P('year', '2025-01-01', '2025-12-31'));
    expect(momPeriod(P('month', '2026-03-01', '2026-03-15'))).toEqual(P('month', '2026-02-01', '2026-02-15'));
    expect(momPeriod(P('custom', '2026-11-01', '2026-11-10'))).toEqual(P('custom', '2026-10-22', '2026-10-31'));
  });
});

describe('intervalFor', () => {
  it('charts hours up to 2 days, days up to 92 days, months beyond', () => {
    expect(intervalFor(periodOf('day', '2026-11-03'))).toBe('hour');
    expect(intervalFor(periodOf('week', '2026-11-03'))).toBe('day');
    expect(intervalFor(periodOf('month', '2026-11-03'))).toBe('day');
    expect(intervalFor(periodOf('year', '2026-11-03'))).toBe('month');
    expect(intervalFor(P('custom', '2026-11-01', '2026-11-02'))).toBe('hour');
    expect(intervalFor(P('custom', '2026-11-01', '2026-11-03'))).toBe('day');
    expect(intervalFor(P('custom', '2026-01-01', '2026-04-02'))).toBe('day'); // 92 days
    expect(intervalFor(P('custom', '2026-01-01', '2026-04-03'))).toBe('month');
  });
});

describe('clampPeriod', () => {
  const from = '2025-10-15';
  const to = '2026-11-16';

  it('cuts a period at the ends of the data', () => {
    expect(clampPeriod(periodOf('month', '2026-11-03'), from, to)).toEqual(P('month', '2026-11-01', '2026-11-16'));
    expect(clampPeriod(periodOf('year', '2025-03-03'), from, to)).toEqual(P('year', '2025-10-15', '2025-12-31'));
    expect(clampPeriod(periodOf('day', '2026-01-01'), from, to)).toEqual(P('day', '2026-01-01', '2026-01-01'));
  });

  it('moves a period wholly outside to the nearest edge', () => {
    expect(clampPeriod(periodOf('day', '2027-05-01'), from, to)).toEqual(P('day', to, to));
    expect(clampPeriod(periodOf('week', '2020-05-01'), from, to)).toEqual(P('week', '2025-10-15', '2025-10-19'));
    expect(clampPeriod(P('custom', '2027-01-01', '2027-01-10'), from, to)).toEqual(P('custom', '2026-11-07', to));
    expect(clampPeriod(P('custom', '2020-01-01', '2020-01-05'), from, to)).toEqual(P('custom', from, '2025-10-19'));
  });
});

describe('URL parameters', () => {
  const fallback = periodOf('month', '2026-11-03');
  const parse = (query: string) => parsePeriodParams(new URLSearchParams(query), fallback);

  it('round-trips every granularity', () => {
    for (const p of [periodOf('day', '2026-11-03'), periodOf('week', '2026-11-03'), fallback, periodOf('year', '2025-01-09'), P('custom', '2026-01-05', '2026-03-01')]) {
      const params = writePeriodParams(new URLSearchParams('meters=a,b&to=junk'), p);
      expect(params.get('meters')).toBe('a,b');
      expect(parsePeriodParams(new URLSearchParams(params.toString()), fallback)).toEqual(p);
    }
    expect(writePeriodParams(new URLSearchParams(), periodOf('week', '2026-11-03')).toString()).toBe('period=week&from=2026-11-02');
  });

  it('makes whole periods whole and orders a custom range', () => {
    expect(parse('period=month&from=2026-02-17')).toEqual(P('month', '2026-02-01', '2026-02-28'));
    expect(parse('period=custom&from=2026-03-01&to=2026-02-01')).toEqual(P('custom', '2026-02-01', '2026-03-01'));
    expect(parse('period=custom&from=2026-03-01&to=soon')).toEqual(P('custom', '2026-03-01', '2026-03-01'));
  });

  it('falls back on junk, never throws', () => {
    expect(parse('')).toEqual(fallback);
    expect(parse('period=fortnight&from=2026-01-01')).toEqual(P('month', '2026-01-01', '2026-01-31'));
    expect(parse('period=day&from=2026-02-30')).toEqual(P('day', fallback.start, fallback.start));
    expect(parse('period=year&from=0001-01-01')).toEqual(periodOf('year', fallback.start));
    expect(parse('period=day&from=%00%ff<script>')).toEqual(P('day', fallback.start, fallback.start));
    expect(parse('period=__proto__&from=constructor')).toEqual(fallback);
  });

  it('shortens absurd ranges to three years, keeping their end', () => {
    const p = parse('period=custom&from=1999-01-01&to=2026-11-03');
    expect(p.end).toBe('2026-11-03');
    expect(periodDays(p)).toBe(MAX_PERIOD_DAYS);
  });
});
