// Bench row of issue 14: a bill run for one month over a store with 500 let rooms. No seeded
// store has that many (the largest ~240), so each run first resets the mock and grows the
// operator's store st-1005-01 to 500 let rooms through the mock control `billing-bench-store`
// (synthetic offices in the billing book, each let under a signed contract, measured by an area
// share of a free electricity meter of the store: real readings, real bill lines). Then the page
// starts October's run and follows its progress bar to the end.

import { signIn } from '../devices/batch.mjs';
import { mockControl } from '../mockControl.mjs';
import { withTaskTrace } from '../tasks.mjs';
import { DESKTOP_CONTEXT } from '../context.mjs';

export const BILL_RUN_STORE = 'st-1005-01';
export const BILL_RUN_ROOMS = 500;
export const BILL_RUN_MONTH = '2026-10';
export const BILL_RUN_ROW = `bill run, ${BILL_RUN_ROOMS} rooms, 1 month (mock)`;

/**
 * Each run: reset, grow the store, open bill-managemant, click Start in the run dialog with the
 * trace on, wait for the job to say done. Returns per run the job's own duration on the mock, the
 * page's wall time from the click to done, and the main thread's longest task and total CPU.
 */
export async function billRun(browser, { url, labels, account, runs, problems }) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    await mockControl(url, { action: 'reset' });
    const grown = await mockControl(url, { action: 'billing-bench-store', store: BILL_RUN_STORE, rooms: BILL_RUN_ROOMS });
    const context = await browser.newContext(DESKTOP_CONTEXT);
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text().slice(0, 200)}`));
    try {
      await signIn(page, { url, labels, account });
      await page.goto(`${url}index/bill-managemant?month=${BILL_RUN_MONTH}`);
      await page.locator('[data-screen="bill-managemant"] tbody tr[data-row-key]').first().waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: labels.runBills }).click();
      const dialog = page.getByRole('dialog', { name: labels.runTitle });
      await dialog.getByRole('button', { name: labels.runStart }).waitFor();
      const traced = await withTaskTrace(browser, page, async () => {
        const clicked = await page.evaluate(() => performance.now());
        await dialog.getByRole('button', { name: labels.runStart }).click();
        const done = page.locator('[data-testid="bill-run"][data-state="done"]');
        await done.waitFor({ timeout: 300_000 });
        return { done, pageMs: (await page.evaluate(() => performance.now())) - clicked };
      });
      const { done, pageMs } = traced.result;
      samples.push({
        jobMs: Number(await done.getAttribute('data-elapsed-ms')),
        pageMs,
        contracts: Number(await done.getAttribute('data-total')),
        billed: Number(await done.getAttribute('data-billed')),
        rooms: grown.rooms,
        maxCpu: traced.maxCpu,
        maxWall: traced.maxWall,
        cpu: traced.tasks.reduce((sum, t) => sum + t.cpu, 0),
      });
    } finally {
      await context.close();
    }
  }
  await mockControl(url, { action: 'reset' });
  return samples;
}
