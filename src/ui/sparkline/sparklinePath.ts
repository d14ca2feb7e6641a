/** One reading of a sparkline: when (epoch ms) and the value. */
export interface SparkSample {
  t: number;
  v: number;
}

/** Padding inside the box so the stroke is not cut at the edges, px. */
const PAD = 2;

/**
 * The polyline `points` attribute for samples in the window [from, to], scaled to the box (a flat
 * series runs through the middle); '' when there is nothing to draw. Samples outside the window
 * or not finite are skipped.
 */
export function sparklinePath(samples: readonly SparkSample[], from: number, to: number, width: number, height: number): string {
  const shown = samples.filter((s) => s.t >= from && s.t <= to && Number.isFinite(s.v));
  if (shown.length === 0 || to <= from) return '';
  let min = Infinity;
  let max = -Infinity;
  for (const s of shown) {
    if (s.v < min) min = s.v;
    if (s.v > max) max = s.v;
  }
  const span = max - min;
  const x = (t: number) => PAD + ((t - from) / (to - from)) * (width - 2 * PAD);
  const y = (v: number) => (span === 0 ? height / 2 : height - PAD - ((v - min) / span) * (height - 2 * PAD));
  const coords = shown.map((s) => `${x(s.t).toFixed(1)},${y(s.v).toFixed(1)}`);
  // A single reading still shows as a short level stroke.
  if (coords.length === 1) coords.push(`${(x(shown[0]!.t) + 1).toFixed(1)},${y(shown[0]!.v).toFixed(1)}`);
  return coords.join(' ');
}

/** Keeps a live series to the last `windowMs`, at most one sample a `stepMs` past the seeded history (the newest replaces a too-recent one). */
export function extendSeries(series: readonly SparkSample[], next: SparkSample, windowMs: number, stepMs: number): SparkSample[] {
  const last = series[series.length - 1];
  if (last && next.t <= last.t) return series as SparkSample[];
  const kept = series.filter((s) => s.t >= next.t - windowMs);
  const previous = kept[kept.length - 1];
  const beforePrevious = kept[kept.length - 2];
  // The newest sample stands in until a step has passed since the one before it: then it stays.
  if (previous && beforePrevious && next.t - beforePrevious.t < stepMs) kept[kept.length - 1] = next;
  else kept.push(next);
  return kept;
}
