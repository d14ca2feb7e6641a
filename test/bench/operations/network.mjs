// Bench row of issue 24: the network view with 2,000 stations and 20,000 guns. No seeded world is
// that big (the registry has 11 stations), so each run resets the mock and asks the control
// `monitoring-bench-world` for 2,000 generated stations of ten guns each, all on a store the admin
// reaches (the bench only: never the seed). Then: open network-level-monitoring and time the first
// render from the network answer's arrival (resource timing) to the markers and the station table
// drawn (two frames); and Refresh with the trace on: every main-thread task of a live refresh.
import { signIn } from '../devices/batch.mjs';
import { mockControl } from '../mockControl.mjs';
import { withTaskTrace } from '../tasks.mjs';
import { DESKTOP_CONTEXT } from '../context.mjs';

export const NETWORK_STATIONS = 2000;
export const NETWORK_ROW = `network view, ${NETWORK_STATIONS} stations / ${NETWORK_STATIONS * 10} guns: first render after data`;
const WAIT = { timeout: 60_000, polling: 100 };
const SCREEN = '[data-screen="network-level-monitoring"]';

/** The stamp of the live view, to tell a refresh from the one before. */
function stampText() {
  return document.querySelector('[data-screen="network-level-monitoring"] [data-testid="last-updated"]')?.textContent ?? '';
}

/** ms from the end of the network answer to now, after two frames (the markers and table painted). */
function renderedAfterData() {
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const answer = performance.getEntriesByType('resource').filter((e) => e.name.includes('/evcharge/monitor/network')).at(0);
        resolve({ ms: answer ? performance.now() - answer.responseEnd : NaN, markers: Number(document.querySelector('svg[data-map-markers]')?.getAttribute('data-map-markers') ?? 0) });
      }),
    ),
  );
}

/**
 * Each run: reset, grow the network, sign in as the admin, open the view, time the first render
 * after data; then `refreshes` Refresh clicks traced, each until the stamp changes and two frames.
 */
export async function networkView(browser, { url, labels, account, runs, problems, refreshes = 3 }) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    await mockControl(url, { action: 'reset' });
    const world = await mockControl(url, { action: 'monitoring-bench-world', stations: NETWORK_STATIONS });
    const context = await browser.newContext(DESKTOP_CONTEXT);
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text().slice(0, 200)}`));
    try {
      await signIn(page, { url, labels, account });
      await page.goto(`${url}index/network-level-monitoring`);
      await page.locator(`${SCREEN} tbody tr[data-row-key]`).first().waitFor({ timeout: 60_000 });
      const first = await page.evaluate(renderedAfterData);
      let maxCpu = 0;
      let maxWall = 0;
      for (let r = 0; r < refreshes; r += 1) {
        await page.waitForTimeout(1100); // the stamp shows seconds: let it be able to change
        const before = await page.evaluate(stampText);
        const traced = await withTaskTrace(browser, page, async () => {
          await page.evaluate(() => document.querySelector('[data-screen="network-level-monitoring"] [data-testid="last-updated"] button')?.click());
          await page.waitForFunction((previous) => {
            const text = document.querySelector('[data-screen="network-level-monitoring"] [data-testid="last-updated"]')?.textContent ?? '';
            return text !== previous && /Updated/.test(text);
          }, before, WAIT);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        });
        maxCpu = Math.max(maxCpu, traced.maxCpu);
        maxWall = Math.max(maxWall, traced.maxWall);
      }
      samples.push({ firstMs: first.ms, markers: first.markers, stations: world.stations, guns: world.guns, maxCpu, maxWall });
    } finally {
      await context.close();
    }
  }
  await mockControl(url, { action: 'reset' });
  return samples;
}
