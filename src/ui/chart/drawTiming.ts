// Main-thread time of building and drawing a chart, as a User Timing measure a benchmark can read.

export const DRAW_MEASURE = 'cem:chart-draw';
/** Measures kept: enough for a page of charts, bounded for a console that stays open all day. */
const KEEP = 50;

/** Runs `draw` between two marks and records their distance as the measure 'cem:chart-draw'. */
export function timedDraw(draw: () => void): void {
  const perf = typeof performance !== 'undefined' && typeof performance.mark === 'function' ? performance : null;
  const start = `${DRAW_MEASURE}:start`;
  const end = `${DRAW_MEASURE}:end`;
  perf?.mark(start);
  try {
    draw();
  } finally {
    if (perf) {
      try {
        perf.mark(end);
        perf.measure(DRAW_MEASURE, start, end);
        perf.clearMarks(start);
        perf.clearMarks(end);
        if (perf.getEntriesByName(DRAW_MEASURE).length > KEEP) perf.clearMeasures(DRAW_MEASURE);
      } catch {
        // Timing is a diagnostic: never let it break a chart.
      }
    }
  }
}
