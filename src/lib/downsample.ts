/**
 * Min-max downsampling for charts: split the x range into buckets and keep, per bucket, the
 * first, lowest, highest and last point, so peaks and troughs survive however far a year of
 * hourly data is thinned. Pure: no React, no MobX.
 */

type Values = ReadonlyArray<number | null | undefined>;

export interface Downsampled {
  /** Original indices kept, ascending, without duplicates. */
  indices: number[];
}

const identity = (length: number) => Array.from({ length }, (_, i) => i);

/**
 * Marks the kept points of one series in bucket [from, to): first, min, max and last, plus the
 * first gap (null) so a line still breaks where readings are missing.
 */
function keepInBucket(values: Values, from: number, to: number, keep: Uint8Array): void {
  let minAt = -1;
  let maxAt = -1;
  let min = Infinity;
  let max = -Infinity;
  let gapAt = -1;
  const end = Math.min(to, values.length);
  for (let i = from; i < end; i += 1) {
    const v = values[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      if (gapAt < 0) gapAt = i;
      continue;
    }
    if (v < min) {
      min = v;
      minAt = i;
    }
    if (v > max) {
      max = v;
      maxAt = i;
    }
  }
  // Past the end of a shorter series is a gap too.
  if (end < to && gapAt < 0) gapAt = end;
  keep[from] = 1;
  keep[to - 1] = 1;
  if (minAt >= 0) keep[minAt] = 1;
  if (maxAt >= 0) keep[maxAt] = 1;
  if (gapAt >= 0) keep[gapAt] = 1;
}

/** Kept indices, ascending, of all series with `buckets` equal buckets over [0, length). */
function keepAll(series: readonly Values[], length: number, buckets: number): number[] {
  // A flag per index instead of a set: no hashing, and the indices come out in order.
  const keep = new Uint8Array(length);
  for (let b = 0; b < buckets; b += 1) {
    const from = Math.floor((b * length) / buckets);
    const to = Math.floor(((b + 1) * length) / buckets);
    if (to <= from) continue;
    for (const values of series) keepInBucket(values, from, to, keep);
  }
  const kept: number[] = [];
  for (let i = 0; i < length; i += 1) if (keep[i]) kept.push(i);
  return kept;
}

/** Evenly thins sorted indices to `max`, keeping the first and the last. */
function thin(indices: number[], max: number): number[] {
  if (indices.length <= max) return indices;
  if (max <= 1) return indices.slice(0, Math.max(0, max));
  const step = (indices.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => indices[Math.round(i * step)]!);
}

/**
 * Indices to draw so that all `series` (one shared x axis) keep their first, min, max and last
 * point per bucket: the union over the series, at most `maxPoints`. Identity when the series are
 * no longer than `maxPoints`. The bucket count starts at maxPoints / 4 and shrinks until the union
 * fits, so correlated series (whose peaks coincide) keep a finer resolution.
 */
export function downsampleSeriesMinMax(
  series: readonly Values[],
  maxPoints: number,
  /** Length of the shared x axis (default: the longest series); values past it are ignored. */
  length = series.reduce((n, values) => Math.max(n, values.length), 0),
): Downsampled {
  const cap = Math.max(0, Math.floor(maxPoints));
  if (length <= cap) return { indices: identity(length) };
  if (cap === 0 || series.length === 0) return { indices: thin(identity(length), cap) };
  let buckets = Math.max(1, Math.floor(cap / 4));
  for (;;) {
    const kept = keepAll(series, length, buckets);
    if (kept.length <= cap) return { indices: kept };
    if (buckets === 1) return { indices: thin(kept, cap) };
    // Shrink in proportion to the overshoot, by at least one bucket, so this ends in a few rounds.
    buckets = Math.max(1, Math.min(buckets - 1, Math.floor((buckets * cap) / kept.length)));
  }
}

/**
 * Indices of `values` to draw, at most `maxPoints`: per bucket of the x range the first, lowest,
 * highest and last point (and the first gap), in the original order. Identity when
 * `values.length <= maxPoints`.
 */
export function downsampleMinMax(values: Values, maxPoints: number): Downsampled {
  return downsampleSeriesMinMax([values], maxPoints);
}

/** The elements of `values` at `indices`, in that order (missing ones become null). */
export function pickIndices<T>(values: readonly T[], indices: readonly number[]): Array<T | null> {
  const out = new Array<T | null>(indices.length);
  for (let i = 0; i < indices.length; i += 1) {
    const v = values[indices[i]!];
    out[i] = v === undefined ? null : v;
  }
  return out;
}

/**
 * Downsamples meters that share one x axis in one go: the kept indices (union over the series,
 * at most `maxPoints`) applied to the buckets and to every series.
 */
export function downsampleAligned<B>(
  buckets: readonly B[],
  series: readonly Values[],
  maxPoints: number,
): { indices: number[]; buckets: B[]; series: Array<Array<number | null>> } {
  const { indices } = downsampleSeriesMinMax(series, maxPoints, buckets.length);
  return {
    indices,
    buckets: indices.map((i) => buckets[i]!),
    series: series.map((values) => pickIndices(values, indices).map((v) => (v === undefined ? null : v))),
  };
}
