// Bench row of issue 13: one command to every AC unit of a building (one space), from the click
// to every unit's result on screen, and the longest main-thread task while results stream in.
// The operator's store st-1005-01, building B (sp-st-1005-01-02): its fan-coil units (actype 1)
// are the store's largest group of one kind in one space.

import { withTaskTrace } from '../tasks.mjs';
import { DESKTOP_CONTEXT } from '../context.mjs';

const WAIT = { timeout: 60_000, polling: 'raf' };
export const BATCH_SPACE = 'sp-st-1005-01-02';
export const BATCH_ROW = 'batch command to a space, click → all results';

/**
 * Runs in the page, once per frame: notes when the number of commands still waiting changes;
 * once none is, ms since the click to the end and to the last answer from a device (the ones
 * that timed out waited for the 15 s limit, not for the screen).
 */
function batchSettledSinceClick() {
  const box = document.querySelector('[data-testid="batch-results"]');
  if (!window.__benchClickAt || !box) return 0;
  const at = performance.now() - window.__benchClickAt;
  const waiting = Number(box.getAttribute('data-waiting'));
  const steps = (window.__benchWaiting ??= []);
  if (steps.at(-1)?.waiting !== waiting) steps.push({ at, waiting });
  if (waiting !== 0) return 0;
  const timedOut = Number(box.getAttribute('data-timeout'));
  const answered = steps.find((s) => s.waiting <= timedOut)?.at ?? at;
  return { ms: at, answered, total: Number(box.getAttribute('data-total')), timedOut };
}

export async function signIn(page, { url, labels, account }) {
  await page.goto(`${url}login`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel(labels.username, { exact: true }).fill(account.username);
  await page.getByLabel(labels.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await page.locator('[role="banner"]').waitFor({ timeout: 30_000 });
}

/**
 * Each run opens common-ac/1 on the building with nothing selected (so the command goes to the
 * whole space through devsControlBySpace), then turns the units off, or on again on the next run.
 */
export async function batchCommand(browser, { url, labels, account, runs, problems }, armClickClock) {
  const context = await browser.newContext(DESKTOP_CONTEXT);
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text().slice(0, 200)}`));
  try {
    await signIn(page, { url, labels, account });
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      await page.goto(`${url}index/common-ac/1?space=${BATCH_SPACE}`);
      await page.locator('[data-screen="common-ac"] tbody tr[data-row-key]').first().waitFor({ timeout: 30_000 });
      await page.getByTestId('last-updated').filter({ hasText: labels.updated }).waitFor({ timeout: 30_000 });
      const button = i % 2 === 0 ? labels.turnOff : labels.turnOn;
      await page.evaluate(armClickClock, button);
      await page.evaluate(() => (window.__benchWaiting = []));
      const traced = await withTaskTrace(browser, page, async () => {
        await page.getByRole('button', { name: button, exact: true }).click();
        return (await page.waitForFunction(batchSettledSinceClick, undefined, WAIT)).jsonValue();
      });
      samples.push({ ...traced.result, maxWall: traced.maxWall, maxCpu: traced.maxCpu, cpu: traced.tasks.reduce((sum, t) => sum + t.cpu, 0) });
    }
    return samples;
  } finally {
    await context.close();
  }
}
