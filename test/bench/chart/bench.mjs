// The chart row of `npm run bench`: a bench-only page (this folder, built with Vite) that draws
// TimeSeriesChart with 10 meters × 8,760 hourly points in headless Chromium. Alone:
//   node test/bench/chart/bench.mjs [--runs=N] [--no-build]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { freePort } from '../../../mock/host/harness.mjs';
import { inFreshPage } from '../measure.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(HERE, '../../../dist/bench-chart');
const WAIT = { timeout: 60_000, polling: 100 };
export const CHART_ROW = 'chart: 10 meters × 8,760 h, main-thread draw';

const config = { configFile: false, root: HERE, base: './', logLevel: 'warn', plugins: [react()], build: { outDir: OUT, emptyOutDir: true, chunkSizeWarningLimit: 3000 } };

/** Builds the bench page into dist/bench-chart. */
export async function buildChartBench() {
  await build(config);
}

/**
 * Main-thread CPU time between the draw's two marks, from a trace: the marks carry the thread
 * clock (`tts`), which other processes on a shared machine cannot inflate as they do wall time.
 */
function drawCpuMs(traceEvents) {
  const at = (name) => traceEvents.find((e) => e.name === name && e.ph === 'I' && typeof e.tts === 'number')?.tts;
  const start = at('cem:chart-draw:start');
  const end = at('cem:chart-draw:end');
  return start === undefined || end === undefined ? null : (end - start) / 1000;
}

/**
 * Loads the page `runs` times, each in a fresh context, and returns per run the 'cem:chart-draw'
 * measure (option building + setOption, which renders synchronously: wall time), the main-thread
 * CPU time of the same stretch, the long tasks after the render call (loading ECharts included)
 * and the time from render call to drawn.
 */
export async function chartDraw(browser, { runs, problems }) {
  const port = await freePort();
  const server = await preview({ ...config, preview: { port, strictPort: true, host: '127.0.0.1' } });
  try {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      samples.push(
        await inFreshPage(browser, async (page) => {
          await browser.startTracing(page, { categories: ['blink.user_timing'] });
          try {
            await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'domcontentloaded' });
            const result = await (await page.waitForFunction(() => window.__chartBench, null, WAIT)).jsonValue();
            const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
            return { ...result, cpu: drawCpuMs(traceEvents) };
          } catch (error) {
            await browser.stopTracing().catch(() => {});
            throw error;
          }
        }, problems),
      );
    }
    return samples;
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { launchChromium } = await import('../../e2e/support/chromium.mjs');
  const runsArg = process.argv.find((a) => a.startsWith('--runs='));
  const runs = Math.max(1, Number(runsArg?.split('=')[1] ?? 7));
  if (!process.argv.includes('--no-build')) await buildChartBench();
  const browser = await launchChromium();
  const problems = [];
  try {
    const { calibrate } = await import('../calibration/bench.mjs');
    const { BUDGETS, calibratedVerdict } = await import('../calibration/budgets.mjs');
    const calibration = await calibrate(browser, { problems });
    const samples = await chartDraw(browser, { runs, problems });
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const draw = median(samples.map((s) => s.draw));
    const cpu = median(samples.map((s) => s.cpu ?? NaN));
    const verdict = calibratedVerdict(cpu, BUDGETS.chartCpu, calibration);
    console.log(`calibration: ${Math.round(calibration.cpu)} ms CPU, ${Math.round(calibration.wall)} ms wall`);
    console.log(`${CHART_ROW}: ${Math.round(draw)} ms wall, ${Math.round(cpu)} ms CPU (budget ${verdict.label} CPU) ${verdict.ok ? 'ok' : 'OVER'}`);
    console.log(`  runs: ${samples.map((s) => Math.round(s.draw)).join(', ')} ms; main-thread CPU: ${samples.map((s) => Math.round(s.cpu ?? NaN)).join(', ')} ms`);
    console.log(`  long tasks after render (median): ${Math.round(median(samples.map((s) => s.longTasks)))} ms`);
    console.log(`  render call → drawn (median): ${Math.round(median(samples.map((s) => s.sinceRender)))} ms`);
    if (problems.length) console.log(`  browser problems: ${[...new Set(problems)].join('; ')}`);
  } finally {
    await browser.close();
  }
}
