import type { AggAnswer, AggQuery, EmissionFactor, EnergyType, FxRates } from '../../../../api/energyTypes';
import type { AnalysisApi } from '../../../../api/analysis';
import { startOfMonth } from '../../../../lib/days';
import { yoyPeriod } from '../../../../lib/period';

/** Seconds between refreshes of the wall dashboard. */
export const REFRESH_MS = 60_000;

export type CockpitVariant = 'carbon' | 'energy';

/** `menutype` of the route (path or query): 2 is the energy focus, anything else the carbon focus (1, the default). */
export function variantOf(raw: string | number | undefined | null): CockpitVariant {
  return String(raw ?? '').trim() === '2' ? 'energy' : 'carbon';
}

export interface CockpitData {
  /** Last day with data, and the first day of its month. */
  lastDay: string;
  monthStart: string;
  dataFrom: string;
  day: AggAnswer;
  month: AggAnswer;
  /** The same days of the month a year earlier; null outside the data. */
  monthLastYear: AggAnswer | null;
  stores: AggAnswer;
  /** All months with data, grouped by month. */
  trend: AggAnswer;
  factors: EmissionFactor[];
  fx: FxRates;
  /** When this answer was loaded (ms since epoch). */
  loadedAt: number;
}

/**
 * The whole parent business in one aggquerys call: the last day and its month by energy type,
 * the same days last year, the month by store, and every month with data.
 */
export async function loadCockpit(api: AnalysisApi, stores: string[], now: () => number, signal: AbortSignal): Promise<CockpitData> {
  const config = await api.config(stores[0]!, { signal });
  const lastDay = config.dataTo;
  const monthStart = startOfMonth(lastDay);
  const lastYear = yoyPeriod({ granularity: 'month', start: monthStart, end: lastDay });
  const hasLastYear = lastYear.start >= config.dataFrom;
  const q = (start: string, end: string, groupby: AggQuery['groupby']): AggQuery => ({ stores, start, end, groupby });
  const queries = [
    q(lastDay, lastDay, 'energytype'),
    q(monthStart, lastDay, 'energytype'),
    q(monthStart, lastDay, 'store'),
    q(config.dataFrom, lastDay, 'month'),
    ...(hasLastYear ? [q(lastYear.start, lastYear.end, 'energytype')] : []),
  ];
  const [day, month, byStore, trend, monthLastYear] = await api.aggQueries(queries, { signal });
  return {
    lastDay,
    monthStart,
    dataFrom: config.dataFrom,
    day: day!,
    month: month!,
    stores: byStore!,
    trend: trend!,
    monthLastYear: monthLastYear ?? null,
    factors: config.factors,
    fx: config.fx,
    loadedAt: now(),
  };
}

/** The row of one energy type (zeros when absent). */
export function typeRow(answer: AggAnswer, type: EnergyType) {
  return answer.rows.find((r) => r.key === type || r.energytype === type);
}

/** Percent of electricity that was green (PV used on site). */
export function greenShare(answer: AggAnswer): number {
  const row = typeRow(answer, 'electricity');
  return row && row.energy > 0 ? (row.green / row.energy) * 100 : 0;
}
