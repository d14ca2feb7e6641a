import { addDays } from '../../../../lib/carbon';
import { backtest, forecastFacts, forecastSeasonal, type BacktestResult, type ForecastFacts, type ForecastResult } from '../../../../lib/forecast';
import { total } from '../model/series';

/** Daily data with a weekly shape. */
export const SEASON = 7;
/** Weeks averaged and fitted: the last 8 weeks. */
export const CYCLES = 8;
export const HORIZON = 30;
/** Days held out to measure the error: the model is fitted without them and forecasts them. */
export const HOLDOUT = 14;
/** Days fetched: the 8 weeks of the forecast, plus the holdout so the backtest also fits on 8 whole weeks. */
export const HISTORY_DAYS = CYCLES * SEASON + HOLDOUT;

export interface Prediction {
  /** The history's days and values (oldest first). */
  days: string[];
  history: Array<number | null>;
  fit: ForecastResult;
  facts: ForecastFacts;
  forecastDays: string[];
  test: BacktestResult;
  /** Measured total of the last HORIZON days, for comparison with the forecast total. */
  lastTotal: number;
}

/** First day of the history that ends on `lastDay`. */
export const historyStart = (lastDay: string) => addDays(lastDay, 1 - HISTORY_DAYS);

/** The forecast, its facts and its backtest from the daily history ending on `lastDay`. */
export function predict(days: string[], history: Array<number | null>, lastDay: string): Prediction {
  const fit = forecastSeasonal(history, { season: SEASON, horizon: HORIZON, cycles: CYCLES });
  const test = backtest(history, { season: SEASON, cycles: CYCLES }, HOLDOUT);
  return {
    days,
    history,
    fit,
    facts: forecastFacts(fit),
    forecastDays: Array.from({ length: HORIZON }, (_, i) => addDays(lastDay, i + 1)),
    test,
    lastTotal: total(history.slice(-HORIZON)),
  };
}
