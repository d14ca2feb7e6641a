// @vitest-environment node
import type { AggRow, Tariff } from '../../../src/api/energyTypes';
import { parseLoadType, peakOf, sumSeries, tariffOn } from '../../../src/screens/energy/assets/assetMeters';
import { pvRevenue } from '../../../src/screens/energy/assets/pvRevenue';
import { socLimitsValid } from '../../../src/screens/energy/assets/runConfigDefaults';
import { estimateSoc } from '../../../src/screens/energy/assets/soc';

describe('estimateSoc', () => {
  it('integrates charge − discharge, puts the lowest point at the floor and stays within 0..100 %', () => {
    const charge = [0, 50, 50, 0, 0, 0];
    const discharge = [0, 0, 0, 40, 40, 0];
    const { percent, lowestAt } = estimateSoc(charge, discharge, 200, 10);
    // Levels 0, 50, 100, 60, 20, 20 kWh; lowest 0 (before any charge) → +20 kWh offset.
    expect(lowestAt).toBe(-1);
    expect(percent).toEqual([10, 35, 60, 40, 20, 20]);
  });

  it('a day that starts by discharging finds its floor later; more than the capacity is capped', () => {
    const { percent, lowestAt } = estimateSoc([0, 0, 300], [30, 0, 0], 100, 0);
    expect(lowestAt).toBe(0);
    expect(percent).toEqual([0, 0, 100]);
  });

  it('hours without any reading stay null; no capacity gives no estimate', () => {
    expect(estimateSoc([null, 5], [null, 0], 10).percent).toEqual([null, 50]);
    expect(estimateSoc([1, 2], [0, 0], 0).percent).toEqual([null, null]);
  });
});

describe('URL and route parameters', () => {
  it('loadtype: 13 and 14 only', () => {
    expect(parseLoadType('13')).toBe('charging');
    expect(parseLoadType('14')).toBe('discharge');
    expect(parseLoadType('1')).toBe('store');
    expect(parseLoadType(undefined)).toBe('charging');
    for (const junk of ['', '2', '013', '13abc', '<b>']) expect(parseLoadType(junk)).toBeNull();
  });

  it('SOC limits: 0 ≤ min < max ≤ 100', () => {
    expect(socLimitsValid(10, 95)).toBe(true);
    expect(socLimitsValid(0, 100)).toBe(true);
    for (const [min, max] of [[50, 50], [60, 40], [-1, 50], [10, 101], [null, 50], [Number.NaN, 50]] as const) {
      expect(socLimitsValid(min, max)).toBe(false);
    }
  });
});

describe('series helpers', () => {
  it('sums per bucket, null only where every series is null; finds the peak', () => {
    const total = sumSeries([[1, null, 3], [2, null, null]], 3);
    expect(total).toEqual([3, null, 3]);
    expect(peakOf([1, null, 7, 7, 2])).toEqual({ index: 2, value: 7 });
    expect(peakOf([null])).toBeNull();
  });
});

describe('pvRevenue', () => {
  const electricity: Tariff = { energytype: 'electricity', price: 0.8, currency: 'CNY', from: '2024-01-01', bandPrices: { peak: 1.2, flat: 0.8, valley: 0.3 } };
  const feedIn: Tariff = { energytype: 'pv-feed-in', price: 0.4, currency: 'CNY', from: '2024-01-01' };
  const row = (key: string, green: number): AggRow => ({ key, name: key, energy: 1000, green, carbon: 0, cost: 0, tce: 0 });

  it('self-use at the avoided band price plus the rest exported at the feed-in tariff', () => {
    const revenue = pvRevenue(500, [row('peak', 100), row('flat', 200), row('valley', 0)], electricity, feedIn);
    expect(revenue.selfUsed).toBe(300);
    expect(revenue.exported).toBe(200);
    expect(revenue.total).toBeCloseTo(100 * 1.2 + 200 * 0.8 + 200 * 0.4, 10);
    expect(revenue.lines.map((l) => l.key)).toEqual(['peak', 'flat', 'valley', 'export']);
  });

  it('the tariff in force on a day is the latest that started by then', () => {
    const later = { ...feedIn, price: 0.35, from: '2026-07-01' };
    expect(tariffOn([feedIn, later], 'pv-feed-in', '2026-06-30')?.price).toBe(0.4);
    expect(tariffOn([later, feedIn], 'pv-feed-in', '2026-07-01')?.price).toBe(0.35);
    expect(tariffOn([later], 'pv-feed-in', '2020-01-01')?.price).toBe(0.35);
  });
});
