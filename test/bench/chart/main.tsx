// Bench page: TimeSeriesChart with 10 meters × 8,760 hourly points. Reports, on
// window.__chartBench, the 'cem:chart-draw' measure (building the option + setOption, which
// renders synchronously) and the long tasks seen from the render call on.
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import en from '../../../public/lang/en.json';
import { TimeSeriesChart } from '../../../src/ui/chart/TimeSeriesChart';
import type { TimeSeriesSpec } from '../../../src/ui/chart/timeSeriesOption';

const METERS = 10;
const HOURS = 8760;

declare global {
  interface Window {
    __chartBench?: { draw: number; longTasks: number; longTaskCount: number; sinceRender: number; points: number };
  }
}

/** Deterministic hourly load: a daily and a weekly shape, a seasonal swing and seeded noise. */
function generate(): { buckets: string[]; series: TimeSeriesSpec[] } {
  const start = Date.UTC(2025, 0, 1);
  const buckets = Array.from({ length: HOURS }, (_, i) => new Date(start + i * 3_600_000).toISOString().slice(0, 13) + ':00');
  let seed = 42;
  const noise = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) - 0.5;
  const series = Array.from({ length: METERS }, (_, k) => ({
    key: `meter-${k}`,
    name: `Meter ${k + 1}`,
    values: Array.from({ length: HOURS }, (_, i) => {
      const hour = i % 24;
      const weekday = Math.floor(i / 24) % 7;
      const daily = hour >= 8 && hour <= 20 ? 1 + 0.6 * Math.sin(((hour - 8) / 12) * Math.PI) : 0.45;
      const seasonal = 1 + 0.35 * Math.cos(((i / HOURS) * 2 - 0.55) * 2 * Math.PI);
      return Math.round((40 + 12 * k) * daily * seasonal * (weekday >= 5 ? 0.7 : 1) * (1 + 0.15 * noise()) * 100) / 100;
    }),
  }));
  return { buckets, series };
}

const { buckets, series } = generate();
const longTasks: number[] = [];
new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration))).observe({ type: 'longtask' });
const renderAt = performance.now();
new PerformanceObserver((list, observer) => {
  const draw = list.getEntries().find((e) => e.name === 'cem:chart-draw');
  if (!draw) return;
  observer.disconnect();
  const drawnAt = draw.startTime + draw.duration;
  // Long-task entries arrive after their task ends: give the draw's task time to be reported.
  requestAnimationFrame(() =>
    setTimeout(() => {
      window.__chartBench = {
        draw: draw.duration,
        longTasks: longTasks.reduce((a, b) => a + b, 0),
        longTaskCount: longTasks.length,
        sinceRender: drawnAt - renderAt,
        points: METERS * HOURS,
      };
    }, 300),
  );
}).observe({ type: 'measure' });

createRoot(document.getElementById('root')!).render(
  <IntlProvider locale="en" messages={en}>
    <TimeSeriesChart buckets={buckets} series={series} unit="kWh" height={420} aria-label="10 meters, 8,760 hours" />
  </IntlProvider>,
);
