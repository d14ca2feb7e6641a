import type { Api } from '../../api';
import { aggQueriesBatched } from '../../api/analysisBatches';
import type { AggAnswer, AggQuery, FxRates } from '../../api/energyTypes';
import { PIDS, type BusinessInfo } from '../../api/types';
import type { Period } from '../../lib/period';
import { locatedStores } from '../../stores/project/pickerRules';
import { portfolioMonth, type PortfolioPeriod } from './portfolioPeriod';
import { analysisApi } from '../../api/analysis';

/** A parent business's totals over a period, as the server's aggregation answers them. */
export interface Totals {
  /** Tonnes of standard coal equivalent, all energy types. */
  tce: number;
  /** kgCO2. */
  carbon: number;
  /** In FxRates.base (CNY). */
  cost: number;
}

/** One parent business of the portfolio with its stores and its month. */
export interface PortfolioLine {
  parent: BusinessInfo;
  /** Its stores with a province and a city (spec §5): the ones the figures cover. */
  stores: BusinessInfo[];
  /** Its stores without a location: counted apart, as no energy screen aggregates them. */
  unlocated: number;
  /** Null when it has no located store (nothing to aggregate). */
  current: Totals | null;
  /** Null without a located store or without a previous period in the data. */
  previous: Totals | null;
}

export interface PortfolioData {
  /** Null when no parent business has a located store (no metering configuration to read). */
  period: PortfolioPeriod | null;
  fx: FxRates | null;
  lines: PortfolioLine[];
}

const totalsOf = (answer: AggAnswer | undefined): Totals | null =>
  answer ? { tce: answer.total.tce, carbon: answer.total.carbon, cost: answer.total.cost } : null;

/** The query HomePortfolio asks for a parent's period (its located stores, grouped by store). */
const queryOf = (stores: readonly BusinessInfo[], period: Period): AggQuery => ({
  stores: stores.map((s) => s.did),
  groupby: 'store',
  start: period.start,
  end: period.end,
});

/**
 * Every parent business with its stores and this month's totals against the previous month, read
 * under `pid`, a page of the portfolio the user may view (portfolioPid).
 * One list of the user's stores; one store's metering configuration for the data range and the
 * exchange rates (the seeded stores share both, as PortfolioFrame relies on too); then the
 * aggregations, the same query per parent and period as the energy screens ask.
 */
export async function loadPortfolio(api: Api, pid: string, parents: readonly BusinessInfo[], signal: AbortSignal): Promise<PortfolioData> {
  const all = await api.filter.listAll<BusinessInfo>({ pid: PIDS.business, filter: { businessgrade: 1 } });
  const stores = Array.isArray(all) ? all : [];
  const lines: PortfolioLine[] = parents.map((parent) => {
    const own = stores.filter((s) => s.uppergrade === parent.did);
    const located = locatedStores(own);
    return { parent, stores: located, unlocated: own.length - located.length, current: null, previous: null };
  });
  const reference = lines.find((l) => l.stores.length > 0)?.stores[0];
  if (!reference) return { period: null, fx: null, lines };

  const config = await analysisApi(api, pid).config(reference.did, { signal });
  const period = portfolioMonth(config.dataFrom, config.dataTo);
  const measured = lines.filter((l) => l.stores.length > 0);
  const queries = measured.flatMap((l) => [queryOf(l.stores, period.current), ...(period.previous ? [queryOf(l.stores, period.previous)] : [])]);
  const answers = await aggQueriesBatched(analysisApi(api, pid), queries, signal);
  const step = period.previous ? 2 : 1;
  measured.forEach((line, i) => {
    line.current = totalsOf(answers[i * step]);
    line.previous = period.previous ? totalsOf(answers[i * step + 1]) : null;
  });
  return { period, fx: config.fx, lines };
}
