// @vitest-environment node
import { backtest, forecastFacts, forecastSeasonal, linearFit, mape, rmse } from '../../src/lib/forecast';

const DAY = [10, 12, 15, 20, 18, 14, 11, 9];
const repeat = (cycle: number[], times: number) => Array.from({ length: times }, () => cycle).flat();
const close = (xs: number[], ys: number[]) => xs.forEach((x, i) => expect(x).toBeCloseTo(ys[i]!, 9));

describe('forecastSeasonal', () => {
  it('continues a pure seasonal series exactly, with no trend', () => {
    const result = forecastSeasonal(repeat(DAY, 5), { season: 8, horizon: 20 });
    close(result.forecast, [...DAY, ...DAY, ...DAY.slice(0, 4)]);
    close(result.baseline, DAY);
    expect(result.trendPerCycle).toBeCloseTo(0, 12);
    expect(result.cyclesUsed).toBe(4);
  });

  it('aligns the cycles to the end of the history', () => {
    // History stops mid-cycle (after DAY[4]): the forecast must continue with DAY[5].
    const history = repeat(DAY, 4).slice(0, 29);
    const result = forecastSeasonal(history, { season: 8, horizon: 8, cycles: 3 });
    close(result.forecast, [...DAY.slice(5), ...DAY.slice(0, 5)]);
  });

  it('recovers a linear trend in the cycle totals', () => {
    // Cycle c is DAY × (1 + 0.1 c): totals grow linearly.
    const history = Array.from({ length: 6 }, (_, c) => DAY.map((v) => v * (1 + 0.1 * c))).flat();
    const result = forecastSeasonal(history, { season: 8, horizon: 16, cycles: 6 });
    close(result.forecast, [...DAY.map((v) => v * 1.6), ...DAY.map((v) => v * 1.7)]);
    // Slope 0.1 × total of DAY, over the mean total (1.25 × total of DAY).
    expect(result.trendPerCycle).toBeCloseTo(0.1 / 1.25, 12);
    expect(forecastFacts(result)).toMatchObject({ cyclesUsed: 6, season: 8, trendPercentPerCycle: 8, direction: 'up' });
  });

  it('uses only the last N cycles', () => {
    const old = repeat([100, 100, 100, 100, 100, 100, 100, 100], 3);
    const result = forecastSeasonal([...old, ...repeat(DAY, 2)], { season: 8, horizon: 8, cycles: 2 });
    close(result.forecast, DAY);
    expect(result.cyclesUsed).toBe(2);
  });

  it('can switch the trend off, and never forecasts below zero', () => {
    const falling = Array.from({ length: 4 }, (_, c) => DAY.map((v) => v * (1 - 0.3 * c))).flat();
    const plain = forecastSeasonal(falling, { season: 8, horizon: 8, trend: false });
    expect(plain.trendPerCycle).toBe(0);
    const trended = forecastSeasonal(falling, { season: 8, horizon: 40 });
    expect(trended.trendPerCycle).toBeLessThan(0);
    expect(Math.min(...trended.forecast)).toBe(0);
    expect(forecastFacts(trended).direction).toBe('down');
  });

  it('skips missing readings in the baseline and does not take a gap for a drop', () => {
    const history: Array<number | null> = repeat(DAY, 4);
    history[9] = null;
    const result = forecastSeasonal(history, { season: 8, horizon: 8 });
    close(result.forecast, DAY);
  });

  it('falls back to the mean level with less than one cycle', () => {
    const result = forecastSeasonal([2, 4], { season: 24, horizon: 3 });
    expect(result).toMatchObject({ forecast: [3, 3, 3], cyclesUsed: 0, trendPerCycle: 0 });
    expect(forecastSeasonal([], { season: 7, horizon: 2 }).forecast).toEqual([0, 0]);
  });
});

describe('error measures', () => {
  it('computes MAPE in percent, skipping zero and missing actuals', () => {
    expect(mape([100, 200, 0, null], [110, 150, 5, 1])).toBeCloseTo(((0.1 + 0.25) / 2) * 100, 12);
    expect(mape([0, 0], [1, 2])).toBeNull();
  });

  it('computes RMSE', () => {
    expect(rmse([1, 2, 3], [1, 4, 7])).toBeCloseTo(Math.sqrt((0 + 4 + 16) / 3), 12);
    expect(rmse([], [])).toBeNull();
  });

  it('fits a line by least squares', () => {
    expect(linearFit([1, 3, 5, 7])).toEqual({ slope: 2, intercept: 1 });
    expect(linearFit([4])).toEqual({ slope: 0, intercept: 4 });
  });
});

describe('backtest', () => {
  it('hides the last points, forecasts them and scores the forecast', () => {
    const history = repeat(DAY, 5);
    history[history.length - 1] = 18; // the last actual was 9
    const result = backtest(history, { season: 8 }, 8);
    close(result.predicted, DAY);
    expect(result.actual).toEqual([...DAY.slice(0, 7), 18]);
    expect(result.mape).toBeCloseTo(50 / 8, 9); // |18 − 9| / 18 = 50 % on one point of 8
    expect(result.rmse).toBeCloseTo(Math.sqrt(81 / 8), 9);
    expect(result.fit.cyclesUsed).toBe(4);
  });
});
