// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { extendSeries, sparklinePath } from '../../src/ui/sparkline/sparklinePath';

const MIN = 60_000;

describe('sparklinePath', () => {
  it('places samples by time in the window and scales values to the box (2 px padding)', () => {
    expect(sparklinePath([{ t: 0, v: 10 }, { t: 30 * MIN, v: 20 }, { t: 60 * MIN, v: 15 }], 0, 60 * MIN, 100, 24)).toBe('2.0,22.0 50.0,2.0 98.0,12.0');
  });

  it('draws a flat series through the middle, skips samples outside the window, and nothing for no samples', () => {
    expect(sparklinePath([{ t: -MIN, v: 99 }, { t: 0, v: 5 }, { t: 60 * MIN, v: 5 }], 0, 60 * MIN, 100, 24)).toBe('2.0,12.0 98.0,12.0');
    expect(sparklinePath([], 0, 60 * MIN, 100, 24)).toBe('');
  });
});

describe('extendSeries', () => {
  it('adds a reading after the 5-minute history, then keeps about one a minute (the newest replaces a too-recent one)', () => {
    const history = [0, 5, 10].map((m) => ({ t: m * MIN, v: m }));
    const a = extendSeries(history, { t: 10 * MIN + 10_000, v: 1 }, 60 * MIN, MIN);
    expect(a.map((s) => s.t)).toEqual([0, 5 * MIN, 10 * MIN, 10 * MIN + 10_000]);
    const b = extendSeries(a, { t: 10 * MIN + 20_000, v: 2 }, 60 * MIN, MIN);
    expect(b.map((s) => s.t)).toEqual([0, 5 * MIN, 10 * MIN, 10 * MIN + 20_000]);
    expect(extendSeries(b, { t: 70 * MIN, v: 3 }, 60 * MIN, MIN).map((s) => s.t)).toEqual([10 * MIN, 10 * MIN + 20_000, 70 * MIN]);
  });
});
