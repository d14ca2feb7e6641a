// Bench row of issue 36 item 4: the admin account's routes walked twice in the same way, once on a
// plain network and once on the chaos walk's (1 call in 5 failing, 1.5 s latency each), by the very
// walk the e2e chaos test runs (test/e2e/support/chaosWalk.mjs; the routes from the screen
// domains' walk descriptors, test/e2e/support/walkRoutes.ts, loaded through Vite). The row is
// the ratio of the two wall times: the bad network's cost, on whatever machine runs it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BAD_NETWORK, TABS, walkInTabs } from '../../e2e/support/chaosWalk.mjs';
import { signIn } from '../devices/batch.mjs';
import { mockControl } from '../mockControl.mjs';
import { DESKTOP_CONTEXT } from '../context.mjs';

export const CHAOS_ROW = 'chaos walk: admin routes, bad ÷ plain network';
/** The walk on the bad network may take this many times the plain one: the latency alone is 1.5 s a call. */
export const CHAOS_RATIO_BUDGET = 8;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The verdict on the ratio of the two walks' wall times (not on seconds: machines differ). */
export function chaosVerdict(plainMs, badMs, budget = CHAOS_RATIO_BUDGET) {
  const ratio = badMs / plainMs;
  return { ratio, ok: Number.isFinite(ratio) && ratio <= budget };
}

/** The admin account's walk stops, as the e2e walks take them from the screen domains. */
async function adminStops() {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(path.join(ROOT, 'test/e2e/support/walkRoutes.ts'), { configFile: false, root: ROOT, logLevel: 'error' });
  return module.routesByAccount().get('admin');
}

/** One walk in a fresh context: signed in, TABS tabs on the landing page, then the stops shared over them. */
async function walkOnce(browser, { url, labels, account, stops, rules, problems }) {
  await mockControl(url, { action: 'reset' });
  const context = await browser.newContext(DESKTOP_CONTEXT);
  try {
    const pages = [await context.newPage()];
    await signIn(pages[0], { url, labels, account });
    for (let i = 1; i < TABS; i += 1) {
      const page = await context.newPage();
      await page.goto(`${url}index/home`);
      await page.locator('[role="banner"]').waitFor({ timeout: 30_000 });
      pages.push(page);
    }
    for (const page of pages) page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    return await walkInTabs(pages, stops, { url: (p) => `${url}${p}`, origin: new URL(url).origin, rules });
  } finally {
    await context.close();
  }
}

/** The plain walk, then the chaos walk; each stop judged the same way in both (the e2e's checks). */
export async function chaosWalk(browser, { url, labels, account, problems }) {
  const stops = await adminStops();
  const plain = await walkOnce(browser, { url, labels, account, stops, rules: [], problems });
  const bad = await walkOnce(browser, { url, labels, account, stops, rules: BAD_NETWORK, problems });
  return { routes: stops.length, tabs: TABS, plain, bad, ...chaosVerdict(plain.ms, bad.ms) };
}
