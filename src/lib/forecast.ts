/**
 * An explainable forecast: a seasonal baseline (the mean of the last N cycles, position by
 * position) scaled by a linear trend fitted on the per-cycle totals. Simple enough that a screen
 * can say in one sentence how each number was made. Pure: no React, no MobX.
 */

type History = ReadonlyArray<number | null | undefined>;

export interface ForecastOptions {
  /** Points per cycle: 24 for hourly data with a daily shape, 7 for daily data with a weekly one. */
  season: number;
  /** Points to forecast after the end of the history. */
  horizon: number;
  /** Whole cycles averaged for the baseline and fitted for the trend (default 4; fewer if the history is shorter). */
  cycles?: number;
  /** Fit and apply the trend (default true); false gives the plain seasonal mean. */
  trend?: boolean;
}

export interface ForecastResult {
  /** `horizon` values following the history. */
  forecast: number[];
  /** `season` values: the mean of the cycles used at each position (the last position ends the history). */
  baseline: number[];
  /** Relative change of the cycle total per cycle (0.05 = +5 % per cycle); 0 without a trend. */
  trendPerCycle: number;
  /** Whole cycles the baseline and trend were computed from (0: history shorter than a season). */
  cyclesUsed: number;
  season: number;
}

const isValue = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Least-squares slope and intercept of y over x = 0..n-1. */
export function linearFit(ys: readonly number[]): { slope: number; intercept: number } {
  const n = ys.length;
  if (n < 2) return { slope: 0, intercept: ys[0] ?? 0 };
  const xMean = (n - 1) / 2;
  const yMean = mean(ys);
  let num = 0;
  let den = 0;
  ys.forEach((y, x) => {
    num += (x - xMean) * (y - yMean);
    den += (x - xMean) ** 2;
  });
  const slope = num / den;
  return { slope, intercept: yMean - slope * xMean };
}

/**
 * Forecasts `horizon` points after `history` (oldest first, missing readings as null). The cycles
 * are aligned to the END of the history, so forecast point h sits at position h mod season of the
 * next cycle. Baseline: mean of the last `cycles` whole cycles per position (missing readings
 * skipped). Trend: least squares over the cycle totals; cycle k after the history is forecast as
 * baseline × fitted total(k) / mean total, never below 0.
 */
export function forecastSeasonal(history: History, options: ForecastOptions): ForecastResult {
  const season = Math.max(1, Math.floor(options.season));
  const horizon = Math.max(0, Math.floor(options.horizon));
  const cyclesUsed = Math.min(Math.max(1, Math.floor(options.cycles ?? 4)), Math.floor(history.length / season));
  if (cyclesUsed === 0) {
    // Less than one cycle: the best explainable guess is the mean level.
    const level = mean(history.filter(isValue));
    return { forecast: new Array<number>(horizon).fill(level), baseline: new Array<number>(season).fill(level), trendPerCycle: 0, cyclesUsed: 0, season };
  }
  const first = history.length - cyclesUsed * season;
  const at = (cycle: number, position: number) => history[first + cycle * season + position];

  const baseline = Array.from({ length: season }, (_, position) => {
    const seen: number[] = [];
    for (let c = 0; c < cyclesUsed; c += 1) {
      const v = at(c, position);
      if (isValue(v)) seen.push(v);
    }
    return mean(seen);
  });
  // A missing reading counts at its baseline value, so a gap does not read as a drop.
  const totals = Array.from({ length: cyclesUsed }, (_, c) =>
    baseline.reduce((sum, base, position) => {
      const v = at(c, position);
      return sum + (isValue(v) ? v : base);
    }, 0),
  );
  const meanTotal = mean(totals);
  const { slope, intercept } = options.trend === false ? { slope: 0, intercept: meanTotal } : linearFit(totals);
  const trendPerCycle = meanTotal !== 0 ? slope / meanTotal : 0;
  const factor = (cycleAhead: number) => (meanTotal !== 0 ? Math.max(0, (intercept + slope * (cyclesUsed + cycleAhead)) / meanTotal) : 1);

  const forecast = Array.from({ length: horizon }, (_, h) => baseline[h % season]! * factor(Math.floor(h / season)));
  return { forecast, baseline, trendPerCycle, cyclesUsed, season };
}

/** Mean absolute percentage error in percent, over the points whose actual is a non-zero number; null if none. */
export function mape(actual: History, predicted: History): number | null {
  const errors: number[] = [];
  actual.forEach((a, i) => {
    const p = predicted[i];
    if (isValue(a) && a !== 0 && isValue(p)) errors.push(Math.abs((a - p) / a));
  });
  return errors.length ? mean(errors) * 100 : null;
}

/** Root mean square error over the points where both are numbers; null if none. */
export function rmse(actual: History, predicted: History): number | null {
  const squares: number[] = [];
  actual.forEach((a, i) => {
    const p = predicted[i];
    if (isValue(a) && isValue(p)) squares.push((a - p) ** 2);
  });
  return squares.length ? Math.sqrt(mean(squares)) : null;
}

export interface BacktestResult {
  predicted: number[];
  actual: Array<number | null>;
  /** Percent (12.5 = 12.5 %), zero actuals skipped; null when nothing could be compared. */
  mape: number | null;
  rmse: number | null;
  /** The fit on the shortened history (its cyclesUsed and trend explain `predicted`). */
  fit: ForecastResult;
}

/**
 * How the model would have done: fits on `history` without its last `holdout` points, forecasts
 * them and compares with what was measured.
 */
export function backtest(history: History, options: Omit<ForecastOptions, 'horizon'>, holdout: number): BacktestResult {
  const n = Math.max(0, Math.min(Math.floor(holdout), history.length));
  const training = history.slice(0, history.length - n);
  const fit = forecastSeasonal(training, { ...options, horizon: n });
  const actual = history.slice(history.length - n).map((v) => (isValue(v) ? v : null));
  return { predicted: fit.forecast, actual, mape: mape(actual, fit.forecast), rmse: rmse(actual, fit.forecast), fit };
}

/** The numbers a screen puts into its plain-language explanation of a forecast. */
export interface ForecastFacts {
  /** Whole cycles averaged (e.g. "the last 4 weeks"). */
  cyclesUsed: number;
  /** Points per cycle (24 = a day of hours, 7 = a week of days). */
  season: number;
  /** Trend per cycle in percent, rounded to 0.1 (e.g. +2.3 = "growing 2.3 % a week"). */
  trendPercentPerCycle: number;
  direction: 'up' | 'down' | 'flat';
  /** Sum of the baseline (one typical cycle) and of the forecast. */
  baselineTotal: number;
  forecastTotal: number;
}

/** Facts of a forecast for its explanation; a trend under 0.05 % per cycle reads as flat. */
export function forecastFacts(result: ForecastResult): ForecastFacts {
  const trendPercentPerCycle = Math.round(result.trendPerCycle * 1000) / 10;
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    cyclesUsed: result.cyclesUsed,
    season: result.season,
    trendPercentPerCycle: Object.is(trendPercentPerCycle, -0) ? 0 : trendPercentPerCycle,
    direction: trendPercentPerCycle > 0 ? 'up' : trendPercentPerCycle < 0 ? 'down' : 'flat',
    baselineTotal: sum(result.baseline),
    forecastTotal: sum(result.forecast),
  };
}
