// @vitest-environment node
import { convertBetween } from '../../src/lib/money';

const rates = { base: 'CNY', date: '2026-11-01', rates: { USD: 0.14, HKD: 1.1, THB: 5, BAD: 0 } };

describe('money between two currencies', () => {
  it('goes through the base currency the rates are quoted from', () => {
    expect(convertBetween(100, 'CNY', rates, 'USD')).toBeCloseTo(14, 10);
    expect(convertBetween(14, 'USD', rates, 'CNY')).toBeCloseTo(100, 10);
    expect(convertBetween(11, 'HKD', rates, 'THB')).toBeCloseTo(50, 10);
    expect(convertBetween(42, 'THB', rates, 'THB')).toBe(42);
  });

  it('answers null when a rate is missing or unusable, so a screen keeps the original figure', () => {
    expect(convertBetween(100, 'EUR', rates, 'USD')).toBeNull();
    expect(convertBetween(100, 'USD', rates, 'EUR')).toBeNull();
    expect(convertBetween(100, 'BAD', rates, 'USD')).toBeNull();
  });
});
