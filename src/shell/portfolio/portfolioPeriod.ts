import { startOfMonth } from '../../lib/days';
import { clampPeriod, momPeriod, periodOf, type Period } from '../../lib/period';

/** The month the portfolio shows and the period its changes are measured against. */
export interface PortfolioPeriod {
  current: Period;
  /** The previous month (or its same days, when `current` is partial); null when outside the data. */
  previous: Period | null;
  /** True when `current` is a whole calendar month, so `previous` is the whole month before. */
  whole: boolean;
}

/**
 * "This month" the way the energy screens choose it (EnergyFrame's default period): the month
 * holding the last day with data, clamped to the data range. The mock's clock stands at
 * 2026-11-01, so that is October 2026, not the empty November. The comparison follows
 * lib/period's momPeriod, kept only when the data covers it (as energy/shared/comparison does).
 */
export function portfolioMonth(dataFrom: string, dataTo: string): PortfolioPeriod {
  const current = clampPeriod(periodOf('month', dataTo), dataFrom, dataTo);
  const month = periodOf('month', current.start);
  const whole = current.start === startOfMonth(current.start) && current.end === month.end;
  const previous = momPeriod(current);
  const covered = previous.start >= dataFrom && previous.end <= dataTo;
  return { current, previous: covered ? previous : null, whole };
}
