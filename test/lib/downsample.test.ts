// @vitest-environment node
import { downsampleAligned, downsampleMinMax, downsampleSeriesMinMax, pickIndices } from '../../src/lib/downsample';

/** A deterministic wavy series: daily shape plus noise from a small LCG. */
function wavy(length: number, seed = 1): number[] {
  let s = seed;
  return Array.from({ length }, (_, i) => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return 100 + 40 * Math.sin((2 * Math.PI * i) / 24) + (s / 2 ** 31) * 10;
  });
}

const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! < x);

describe('downsampleMinMax', () => {
  it('is the identity when the series is not longer than maxPoints', () => {
    expect(downsampleMinMax([3, 1, 2], 3).indices).toEqual([0, 1, 2]);
    expect(downsampleMinMax([], 10).indices).toEqual([]);
  });

  it('respects the cap and keeps the original order without duplicates', () => {
    const values = wavy(8760);
    for (const cap of [4, 10, 100, 2400]) {
      const { indices } = downsampleMinMax(values, cap);
      expect(indices.length).toBeLessThanOrEqual(cap);
      expect(indices.length).toBeGreaterThan(cap / 2);
      expect(ascending(indices)).toBe(true);
    }
  });

  it('keeps the first and last points and every isolated peak and trough', () => {
    const values = new Array<number>(10_000).fill(50);
    values[1234] = 999;
    values[7777] = -5;
    values[9001] = 500;
    const { indices } = downsampleMinMax(values, 200);
    expect(indices).toContain(0);
    expect(indices).toContain(9999);
    expect(indices).toEqual(expect.arrayContaining([1234, 7777, 9001]));
    const kept = pickIndices(values, indices) as number[];
    expect(Math.max(...kept)).toBe(999);
    expect(Math.min(...kept)).toBe(-5);
  });

  it('handles nulls: they are never taken as extremes, and a gap still shows', () => {
    const values: Array<number | null> = wavy(1000);
    for (let i = 400; i < 420; i += 1) values[i] = null;
    values[600] = 1_000;
    const { indices } = downsampleMinMax(values, 50);
    expect(indices.length).toBeLessThanOrEqual(50);
    expect(indices).toContain(600);
    expect(indices.some((i) => values[i] === null)).toBe(true);
    expect(downsampleMinMax(new Array(100).fill(null), 8).indices.length).toBeLessThanOrEqual(8);
  });

  it('gives a valid answer for tiny caps', () => {
    expect(downsampleMinMax([1, 2, 3, 4, 5], 1).indices).toEqual([0]);
    expect(downsampleMinMax([1, 2, 3, 4, 5], 0).indices).toEqual([]);
    expect(downsampleMinMax([5, 1, 9, 2, 7], 2).indices).toHaveLength(2);
  });
});

describe('downsampleSeriesMinMax (one x axis for several meters)', () => {
  it('keeps the peaks of every series within the cap', () => {
    const a = wavy(8760, 1);
    const b = wavy(8760, 2);
    a[100] = 10_000;
    b[5000] = 20_000;
    b[6000] = -20_000;
    const { indices } = downsampleSeriesMinMax([a, b], 500);
    expect(indices.length).toBeLessThanOrEqual(500);
    expect(ascending(indices)).toBe(true);
    expect(indices).toEqual(expect.arrayContaining([100, 5000, 6000]));
  });

  it('stays within the cap for many uncorrelated series', () => {
    const series = Array.from({ length: 10 }, (_, k) => wavy(8760, k + 7).map((v, i) => v * Math.cos(i * (k + 1))));
    const { indices } = downsampleSeriesMinMax(series, 2400);
    expect(indices.length).toBeLessThanOrEqual(2400);
    expect(indices.length).toBeGreaterThan(1000);
  });

  it('is the identity for short input and covers the longest series', () => {
    expect(downsampleSeriesMinMax([[1, 2], [1, 2, 3]], 5).indices).toEqual([0, 1, 2]);
  });
});

describe('downsampleAligned', () => {
  it('cuts buckets and every series at the same indices', () => {
    const buckets = Array.from({ length: 1000 }, (_, i) => `b${i}`);
    const a = wavy(1000, 3);
    const b: Array<number | null> = wavy(1000, 4);
    b[999] = null;
    a[500] = 5000;
    const out = downsampleAligned(buckets, [a, b], 100);
    expect(out.buckets).toHaveLength(out.indices.length);
    expect(out.indices.length).toBeLessThanOrEqual(100);
    expect(out.series.map((s) => s.length)).toEqual([out.indices.length, out.indices.length]);
    expect(out.buckets[out.series[0]!.indexOf(5000)]).toBe('b500');
    expect(out.series[1]!.at(-1)).toBeNull();
  });
});

describe('pickIndices', () => {
  it('applies the same indices to several series', () => {
    expect(pickIndices(['a', 'b', 'c', 'd'], [0, 2, 3])).toEqual(['a', 'c', 'd']);
    expect(pickIndices([1, null, 3], [1, 2, 5])).toEqual([null, 3, null]);
  });
});
