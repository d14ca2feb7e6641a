// @vitest-environment node
import { addDays, carbonKg, changePercent, factorOn, factorSpans, KGCE_PER_UNIT, scaleUnit, tceOf, type FactorPeriod } from '../../src/lib/carbon';
import { convertMoney } from '../../src/lib/money';

const FACTORS: FactorPeriod[] = [
  { energytype: 'electricity', value: 0.5703, from: '2024-01-01', to: '2025-12-31', source: '2022 grid average' },
  { energytype: 'electricity', value: 0.5366, from: '2026-01-01', to: null, source: '2023 grid average' },
  { energytype: 'gas', value: 2.162, from: '2024-01-01', to: null, source: 'natural gas' },
];

describe('carbon arithmetic (shared by the screens and the mock)', () => {
  it('takes the factor in force on the day, inclusive at both ends, open-ended when `to` is null', () => {
    expect(factorOn(FACTORS, 'electricity', '2025-12-31')?.value).toBe(0.5703);
    expect(factorOn(FACTORS, 'electricity', '2026-01-01')?.value).toBe(0.5366);
    expect(factorOn(FACTORS, 'electricity', '2031-06-30')?.value).toBe(0.5366);
    expect(factorOn(FACTORS, 'electricity', '2023-12-31')).toBeUndefined();
    expect(factorOn(FACTORS, 'water', '2026-01-01')).toBeUndefined();
  });

  it('counts emissions on the energy less the green part, never below zero', () => {
    expect(carbonKg(1000, 0.5366)).toBeCloseTo(536.6, 10);
    expect(carbonKg(1000, 0.5366, 250)).toBeCloseTo(402.45, 10);
    expect(carbonKg(100, 0.5366, 300)).toBe(0);
  });

  it('splits a period by the factors in force, with the uncovered stretch marked', () => {
    const spans = factorSpans(FACTORS, 'electricity', '2025-12-30', '2026-01-02');
    expect(spans.map((s) => [s.factor?.value, s.from, s.to, s.days])).toEqual([
      [0.5703, '2025-12-30', '2025-12-31', 2],
      [0.5366, '2026-01-01', '2026-01-02', 2],
    ]);
    const early = factorSpans(FACTORS, 'electricity', '2023-12-31', '2024-01-01');
    expect(early.map((s) => [s.factor?.value, s.days])).toEqual([[undefined, 1], [0.5703, 1]]);
  });

  it('converts to tonnes of standard coal with the GB/T 2589-2020 coefficients; heat per kWh is 3.6 MJ', () => {
    expect(tceOf('electricity', 10_000)).toBeCloseTo(1.229, 10);
    expect(tceOf('gas', 1000)).toBeCloseTo(1.2143, 10);
    expect(KGCE_PER_UNIT.heat).toBeCloseTo(0.03412 * 3.6, 12);
    expect(tceOf('steam', 1000)).toBe(0);
  });

  it('scales units once a value reaches 10,000 of the smaller one, and keeps unknown units', () => {
    expect(scaleUnit(9_999, 'kWh')).toEqual({ value: 9_999, unit: 'kWh' });
    expect(scaleUnit(123_456, 'kWh')).toEqual({ value: 123.456, unit: 'MWh' });
    expect(scaleUnit(25_000_000_000, 'kgCO2')).toEqual({ value: 25_000, unit: 'ktCO2' });
    expect(scaleUnit(-50_000, 'kg')).toEqual({ value: -50, unit: 't' });
    expect(scaleUnit(50_000, 'm³')).toEqual({ value: 50_000, unit: 'm³' });
  });

  it('gives a percent change only when there is something to compare with', () => {
    expect(changePercent(110, 100)).toBeCloseTo(10, 10);
    expect(changePercent(90, -100)).toBeCloseTo(190, 10);
    for (const previous of [0, null, undefined, Number.NaN]) expect(changePercent(5, previous)).toBeNull();
  });

  it('adds calendar days in UTC across month, year and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('money in the language currency', () => {
  const rates = { base: 'CNY', date: '2026-11-01', rates: { CNY: 1, USD: 0.1404, HKD: 1.0935, THB: 4.59 } };
  it('converts with the reference rate, and refuses an unknown or broken rate rather than guess', () => {
    expect(convertMoney(100, rates, 'CNY')).toBe(100);
    expect(convertMoney(100, rates, 'USD')).toBeCloseTo(14.04, 10);
    expect(convertMoney(100, rates, 'EUR')).toBeNull();
    expect(convertMoney(100, { ...rates, rates: { USD: 0 } }, 'USD')).toBeNull();
  });
});
