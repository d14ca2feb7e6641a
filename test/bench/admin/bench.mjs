// Bench rows of issue 22: the audit screen over a log of 200,000 entries (a filter change → its
// first page on screen, and the longest main-thread task meanwhile), and a role's permission tree
// over the whole catalogue (opening it, and ticking a whole module, by their longest tasks).
// The admin signs in once; the mock's control `audit-bench-fill` grows the log with entries by the
// users of the admin's company (so the screen shows them), one a minute up to now.
import { signIn } from '../devices/batch.mjs';
import { mockControl } from '../mockControl.mjs';
import { withTaskTrace } from '../tasks.mjs';
import { DESKTOP_CONTEXT } from '../context.mjs';

export const AUDIT_ENTRIES = 200_000;
export const AUDIT_ROW = `audit, ${AUDIT_ENTRIES / 1000}k entries: filter → first page`;
export const TREE_ROW = 'permission tree: open, tick a module';
const WAIT = { timeout: 60_000, polling: 'raf' };
const ACCOUNT = { username: 'admin', password: 'admin123' };
/** The filter changes, in turn (each a URL the filter bar writes); every one changes the first page. */
const FILTERS = ['outcome=refused', 'action=delete', 'area=billing', 'resource=role&outcome=ok', 'area=command', 'outcome=ok&action=update', 'action=grant'];
/** The role whose tree is opened: the admin holds every page, so the whole catalogue is shown. */
const TREE_ROLE = 'viewer';

/** Opens a path inside the running app (its router follows the address, no reload). */
function openInApp(to) {
  window.history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** Runs in the page each frame: true once the audit table shows rows and no spinner. */
function auditTableSettled() {
  const screen = document.querySelector('[data-screen="audit-management"]');
  return Boolean(screen?.querySelector('tbody tr[data-row-key]') && !screen.querySelector('[class*="spin-spinning"]'));
}

async function signedInPage(browser, url, labels, problems) {
  const context = await browser.newContext(DESKTOP_CONTEXT);
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text().slice(0, 200)}`));
  await signIn(page, { url, labels, account: ACCOUNT });
  return { page, context };
}

/**
 * Fills the log, opens audit-management, then `runs` filter changes, each traced: from the change
 * of address to the answer's rows on screen with no spinner (two frames later), in the page's clock.
 */
export async function auditFilter(browser, { url, labels, runs, problems }) {
  await mockControl(url, { action: 'reset' });
  await mockControl(url, { action: 'audit-bench-fill', username: ACCOUNT.username, count: AUDIT_ENTRIES });
  const { page, context } = await signedInPage(browser, url, labels, problems);
  const base = new URL(url).pathname;
  try {
    await page.goto(`${url}index/audit-management`);
    await page.waitForFunction(auditTableSettled, undefined, WAIT);
    const total = await page.locator('[data-screen="audit-management"] .cem-pagination-item').last().textContent();
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const answered = page.waitForResponse((response) => response.url().includes('/audit/list'));
      const traced = await withTaskTrace(browser, page, async () => {
        const started = await page.evaluate(() => performance.now());
        await page.evaluate(openInApp, `${base}index/audit-management?${FILTERS[i % FILTERS.length]}`);
        await answered;
        await page.waitForFunction(auditTableSettled, undefined, WAIT);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        return (await page.evaluate(() => performance.now())) - started;
      });
      samples.push({ ms: traced.result, maxCpu: traced.maxCpu, maxWall: traced.maxWall });
    }
    return { samples, lastPage: Number(total) };
  } finally {
    await context.close();
    await mockControl(url, { action: 'reset' });
  }
}

/** Runs in the page: the first module's checkbox state ('checked', 'half' or ''), once it differs from `was`. */
function firstModuleStateOtherThan(was) {
  const box = document.querySelector('[data-screen="authority-management"] [role="treeitem"] [class*="tree-checkbox"]');
  const state = box?.className.includes('checkbox-checked') ? 'checked' : box?.className.includes('indeterminate') ? 'half' : '';
  return state !== was ? { state } : false;
}

/**
 * `runs` times: opens authority-management on the role (from another screen, inside the app) until
 * its tree shows, then ticks the first module's checkbox (the largest, energy) and waits until
 * it shows the new state; each stretch traced. The tree is left unsaved.
 */
export async function permissionTree(browser, { url, labels, runs, problems }) {
  const { page, context } = await signedInPage(browser, url, labels, problems);
  const base = new URL(url).pathname;
  try {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      await page.goto(`${url}index/staff-management`);
      await page.locator('[data-screen="staff-management"] tbody tr[data-row-key]').first().waitFor({ timeout: 60_000 });
      const opened = await withTaskTrace(browser, page, async () => {
        await page.evaluate(openInApp, `${base}index/authority-management?role=${TREE_ROLE}`);
        await page.waitForFunction(() => document.querySelectorAll('[data-screen="authority-management"] [role="treeitem"]').length > 0 && !document.querySelector('[data-screen="authority-management"] [class*="card-loading"]'), undefined, WAIT);
      });
      const { state: before } = await page.evaluate(firstModuleStateOtherThan, null);
      const ticked = await withTaskTrace(browser, page, async () => {
        await page.locator('[data-screen="authority-management"] [role="treeitem"] [class*="tree-checkbox"]').first().click();
        await page.waitForFunction(firstModuleStateOtherThan, before, WAIT);
      });
      samples.push({ openCpu: opened.maxCpu, openWall: opened.maxWall, tickCpu: ticked.maxCpu, tickWall: ticked.maxWall, nodes: await page.locator('[data-screen="authority-management"] [role="treeitem"]').count() });
    }
    return samples;
  } finally {
    await context.close();
  }
}
