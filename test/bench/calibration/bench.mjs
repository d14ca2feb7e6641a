// The calibration row of `npm run bench` (issue 21 item 9): a fixed main-thread workload (a
// deterministic JS loop, then a DOM build and two forced layouts) run in the same browser as the
// other rows, in the same run. Its median is the unit the CPU and task budgets are multiples of
// (budgets.mjs), so a slower or faster machine of the same kind moves the budget with the figures.
// Alone: node test/bench/calibration/bench.mjs [--runs=N]
import { inFreshPage } from '../measure.mjs';

export const CALIBRATION_ROW = 'calibration: fixed main-thread workload';
/** Repetitions in one page after one warm-up (JIT): the median is the figure. */
export const CALIBRATION_REPS = 7;

/** Runs in the page: the workload, `reps` times after a warm-up, each between two marks. */
function runWorkload(reps) {
  const work = (seed) => {
    // JS: 200,000 xorshift numbers, sorted, and a string hash over a tenth of them.
    let x = seed >>> 0 || 1;
    const n = 200_000;
    const a = new Float64Array(n);
    for (let i = 0; i < n; i += 1) {
      x ^= x << 13;
      x >>>= 0;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      a[i] = x / 4294967296;
    }
    a.sort();
    let hash = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const s = a[i * 10].toFixed(6);
      for (let j = 0; j < s.length; j += 1) hash = (hash * 31 + s.charCodeAt(j)) | 0;
    }
    // DOM: a grid of 3,000 cells laid out, narrowed and laid out again, then 60 rects read.
    const grid = document.createElement('div');
    grid.style.cssText = 'position:absolute;left:0;top:0;width:1200px;font:14px sans-serif;display:grid;grid-template-columns:repeat(6,1fr)';
    for (let i = 0; i < 3000; i += 1) {
      const cell = document.createElement('div');
      cell.textContent = `cell ${i} ${a[i].toFixed(4)}`;
      cell.style.padding = '2px 4px';
      grid.appendChild(cell);
    }
    document.body.appendChild(grid);
    let sum = grid.offsetHeight;
    grid.style.width = '900px';
    sum += grid.offsetHeight;
    for (let i = 0; i < 3000; i += 50) sum += grid.children[i].getBoundingClientRect().height;
    grid.remove();
    return hash + sum;
  };
  work(1);
  const wall = [];
  let check = 0;
  for (let r = 0; r < reps; r += 1) {
    performance.mark(`cem:calibration:${r}:start`);
    const t0 = performance.now();
    check += work(r + 2);
    wall.push(performance.now() - t0);
    performance.mark(`cem:calibration:${r}:end`);
  }
  return { wall, check };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Thread-clock ms of each repetition, from the marks' `tts` in the trace. */
function cpuPerRep(traceEvents, reps) {
  const at = (name) => traceEvents.find((e) => e.name === name && e.ph === 'I' && typeof e.tts === 'number')?.tts;
  const out = [];
  for (let r = 0; r < reps; r += 1) {
    const start = at(`cem:calibration:${r}:start`);
    const end = at(`cem:calibration:${r}:end`);
    if (start !== undefined && end !== undefined) out.push((end - start) / 1000);
  }
  return out;
}

/**
 * The calibration: `{ cpu, wall, cpuSamples, wallSamples }`, medians in ms of CALIBRATION_REPS
 * repetitions in one fresh page (thread clock from a trace, and the page's clock).
 */
export async function calibrate(browser, { problems, reps = CALIBRATION_REPS }) {
  return inFreshPage(
    browser,
    async (page) => {
      await page.setContent('<!doctype html><html><body></body></html>');
      await browser.startTracing(page, { categories: ['blink.user_timing'] });
      let result;
      try {
        result = await page.evaluate(runWorkload, reps);
      } catch (error) {
        await browser.stopTracing().catch(() => {});
        throw error;
      }
      const trace = await browser.stopTracing();
      const cpuSamples = cpuPerRep(JSON.parse(trace.toString()).traceEvents, reps);
      return { cpu: cpuSamples.length ? median(cpuSamples) : undefined, wall: median(result.wall), cpuSamples, wallSamples: result.wall };
    },
    problems,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { launchChromium } = await import('../../e2e/support/chromium.mjs');
  const runsArg = process.argv.find((a) => a.startsWith('--runs='));
  const rounds = Math.max(1, Number(runsArg?.split('=')[1] ?? 3));
  const browser = await launchChromium();
  try {
    for (let i = 0; i < rounds; i += 1) {
      const c = await calibrate(browser, { problems: [] });
      console.log(`calibration: cpu ${c.cpu?.toFixed(1)} ms, wall ${c.wall.toFixed(1)} ms  (cpu ${c.cpuSamples.map((x) => x.toFixed(0)).join('/')}; wall ${c.wallSamples.map((x) => x.toFixed(0)).join('/')})`);
    }
  } finally {
    await browser.close();
  }
}
