// Live monitoring of a space with ≥300 points (issue 13): main-thread time per refresh. The
// operator's store st-1005-01, space A座 (sp-st-1005-01-01): its devices that read a value (all
// but gateways and cameras) plus the energy meters bound in it.
import { inFreshPage } from '../measure.mjs';
import { inputReadyAt } from '../probes.mjs';

export const LIVE_ROW = 'live monitoring, 1 refresh of a space (main thread)';
export const LIVE_SPACE = 'sp-st-1005-01-01';
const ACCOUNT = { username: 'operator', password: 'operator123' };
const WAIT = { timeout: 60_000, polling: 100 };

/** The "last updated" stamp's text, so a refresh can be told from the one before. */
function stampText() {
  return document.querySelector('[data-screen="live-monitoring"] [data-testid="last-updated"]')?.textContent ?? '';
}

/** Points on the screen: the KPI card titled Points, and the sparklines drawn. */
function pointCounts() {
  const card = [...document.querySelectorAll('.cem-card')].find((c) => c.querySelector('.cem-card-head')?.textContent?.trim() === 'Points');
  return { points: Number((card?.querySelector('.cem-card-body')?.textContent ?? '').replace(/[^\d]/g, '')), lines: document.querySelectorAll('[data-screen="live-monitoring"] svg[role="img"]').length };
}

/**
 * Signs in, opens live-monitoring on the space, waits for its first answer, then `runs` times:
 * Refresh, until the stamp changes and two frames passed; the main thread's busy time over that
 * stretch (CDP Performance.getMetrics TaskDuration) is one sample. The mock runs in the preview
 * server (Node), so the figure is the page's own work: parsing, merging the series, rendering.
 */
export async function liveRefresh(browser, { url, labels, runs, problems }) {
  return inFreshPage(browser, async (page, context) => {
    await page.goto(`${url}login`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(inputReadyAt, labels.username, WAIT);
    await page.getByLabel(labels.username, { exact: true }).fill(ACCOUNT.username);
    await page.getByLabel(labels.password, { exact: true }).fill(ACCOUNT.password);
    await page.getByRole('button', { name: labels.submit, exact: true }).click();
    await page.waitForURL(/\/index/, { timeout: 60_000 });
    await page.goto(`${url}index/live-monitoring?space=${LIVE_SPACE}`);
    await page.locator('[data-screen="live-monitoring"] tbody tr[data-row-key]').first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => /Updated/.test(document.querySelector('[data-testid="last-updated"]')?.textContent ?? ''), null, WAIT);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      await page.waitForTimeout(1100); // the stamp shows seconds: let it be able to change
      const before = await page.evaluate(stampText);
      const start = await busy();
      // A click from inside the page: a role query over the 100-row table would be counted too.
      await page.evaluate(() => document.querySelector('[data-screen="live-monitoring"] [data-testid="last-updated"] button[aria-label="Refresh now"]')?.click());
      await page.waitForFunction((previous) => {
        const text = document.querySelector('[data-screen="live-monitoring"] [data-testid="last-updated"]')?.textContent ?? '';
        return text !== previous && /Updated/.test(text);
      }, before, WAIT);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      samples.push((await busy()) - start);
    }
    return { samples, ...(await page.evaluate(pointCounts)) };
  }, problems);
}
