// A walk on a bad network (issue 36 item 4), shared by the e2e chaos walk (chaos.e2e.ts) and the
// bench's walk row (test/bench/network): the mock plays the faults (its control endpoint's
// network-faults), a few tabs of one signed-in context walk the routes side by side (the waits are
// the network's, not the machine's), and each stop must end in its data or in its retry state.
// Plain JS so the bench (plain Node) runs the very same walk; types in chaosWalk.d.mts.
import { API_PREFIXES } from '../../../mock/api/apiPrefixes.mjs';
import { DATA_SHOWN, EMPTY_STATE } from './dataShown.mjs';

/** The chaos walk's network: one API call in five fails, every one waits 1.5 s. */
export const BAD_NETWORK = [{ pattern: '*', latencyMs: 1500, failRate: 0.2 }];
/** Tabs of one signed-in context that share a walk's stops. */
export const TABS = 3;

/** Whether `url` is a call to the console's API (the mock's paths). */
export const isApi = (url) => {
  const path = new URL(url).pathname;
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
};

/** Plays `rules` on the mock at `origin` (`[]`: a good network again). */
export async function networkFaults(origin, rules, seed = 36) {
  const response = await fetch(new URL('/__mock__/control', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-cem-mock-control': '1' },
    body: JSON.stringify({ action: 'network-faults', rules, seed }),
  });
  const envelope = await response.json();
  if (envelope.status !== 0) throw new Error(`network-faults: ${envelope.message ?? response.status}`);
}

/** Longest a stop may take to settle on the bad network: several round trips of 1.5 s, some retried. */
const SETTLE_MS = 60_000;
/** The network is quiet when nothing was in flight for this long (longer than one round trip's gap). */
const QUIET_MS = 800;

/** Media bytes (video segments, files): a player may open the same stream once per view. */
const MEDIA = /^\/(vtproxy\/video|vt\/staticfile)\//;
const keyOf = (request) => `${request.method()} ${request.url()} ${request.postData() ?? ''}`;

/**
 * Watches a page's API requests: how many are in flight, and each request started while the same
 * one (method, address, body) was still in flight: a stacked duplicate.
 */
export function watchRequests(page, isApiUrl = isApi) {
  const inFlight = new Map();
  const duplicates = [];
  let pending = 0;
  let lastChange = Date.now();
  const end = (request) => {
    if (!isApiUrl(request.url())) return;
    const key = keyOf(request);
    inFlight.set(key, Math.max(0, (inFlight.get(key) ?? 1) - 1));
    pending = Math.max(0, pending - 1);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (!isApiUrl(request.url())) return;
    const key = keyOf(request);
    const count = inFlight.get(key) ?? 0;
    if (count > 0 && !MEDIA.test(new URL(request.url()).pathname)) duplicates.push(`${request.method()} ${new URL(request.url()).pathname}`);
    inFlight.set(key, count + 1);
    pending += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    duplicates,
    /** Resolves true once nothing has been in flight for QUIET_MS, false at the deadline. */
    async quiet(deadline) {
      while (Date.now() < deadline) {
        if (pending === 0 && Date.now() - lastChange >= QUIET_MS) return true;
        await page.waitForTimeout(100);
      }
      return false;
    },
  };
}

/** What is wrong with a stop once the network went quiet: still spinning, or neither data nor a retry. */
async function stopProblems(page, route, ready) {
  return page.evaluate(({ name, ready, shown }) => {
    const screen = document.querySelector(`[data-screen="${name}"]`);
    if (!screen) return ['the screen is gone'];
    const problems = [];
    // Where a spinner turns: the nearest named part of the screen around it.
    const whereIs = (el) => {
      const named = el.closest('[data-testid], [aria-label], section, .cem-card');
      return (named?.getAttribute('data-testid') ?? named?.getAttribute('aria-label') ?? named?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 60);
    };
    for (const spinner of screen.querySelectorAll('[class*="-spin-spinning"], [class*="-skeleton-active"]')) problems.push(`a spinner still turning in “${whereIs(spinner)}”`);
    const text = screen.innerText;
    // Data: the screen's own (rows, chart points, KPI figures…) or its empty state, or what the
    // walk's stop takes for its data; a digit alone (a date in the period picker) is not.
    const data = screen.querySelector(shown) !== null || screen.querySelector(ready) !== null;
    const retry = [...screen.querySelectorAll('button')].some((b) => /retry|try again/i.test(b.textContent ?? ''));
    if (!data && !retry) problems.push(`neither data nor a retry state: “${text.replace(/\s+/g, ' ').slice(0, 120)}”`);
    return problems;
  }, { name: route, ready, shown: `${DATA_SHOWN}, ${EMPTY_STATE}` });
}

/** What the content area shows instead of a screen (for the report), spinners named. */
async function mainText(page) {
  return page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const busy = main.querySelector('[aria-busy="true"]') ? '[busy] ' : '';
    return busy + main.innerText.replace(/\s+/g, ' ').slice(0, 160);
  });
}

/** Opens a route inside the app (its router follows the address, no reload). */
export async function openInApp(page, path) {
  const { pathname, search } = new URL(path);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, pathname + search);
}

/** One tab's share of the walk: each stop opened, waited for until quiet, then judged. */
export async function walkOnBadNetwork(page, stops, url, watch) {
  const problems = [];
  for (const stop of stops) {
    await openInApp(page, url(stop.path));
    const deadline = Date.now() + SETTLE_MS;
    // The screen, or the page loader's own retry state (its code or manifest could not be loaded).
    // Both named by this stop's route: the previous stop's error can still be shown for a moment.
    const screen = page.locator(`[data-screen="${stop.route}"]`).first().waitFor({ state: 'attached' });
    const loadError = page.locator(`[data-testid="page-load-error"][data-route="${stop.route}"]`);
    const arrived = await Promise.any([screen.then(() => 'screen'), loadError.waitFor().then(() => 'load-error')]).catch(() => undefined);
    if (!arrived) {
      problems.push(`${stop.path}: the screen never opened: “${await mainText(page)}”`);
      continue;
    }
    if (arrived === 'load-error') {
      const retry = await loadError.getByRole('button').count();
      if (retry === 0) problems.push(`${stop.path}: the page failed to load without a retry`);
      continue;
    }
    // One quiet moment can fall between two waves of a screen's requests: wait for a second one.
    const quiet = (await watch.quiet(deadline)) && (await page.waitForTimeout(QUIET_MS).then(() => watch.quiet(deadline)));
    if (!quiet) problems.push(`${stop.path}: requests still in flight after ${SETTLE_MS / 1000} s`);
    problems.push(...(await stopProblems(page, stop.route, stop.ready ?? 'tbody tr[data-row-key]')).map((p) => `${stop.path}: ${p}`));
  }
  return problems;
}

/**
 * Walks `stops` shared over `pages` (tabs of one signed-in context, each on a console page), on
 * the network `rules` play at `origin` (`[]`: the plain walk), the faults ended afterwards.
 * Returns each stop's problems, the stacked duplicate requests, and the walk's wall time.
 */
export async function walkInTabs(pages, stops, { url, origin, rules }) {
  const watches = pages.map((page) => watchRequests(page));
  const started = Date.now();
  if (rules.length) await networkFaults(origin, rules);
  try {
    const shares = pages.map((_, i) => stops.filter((__, j) => j % pages.length === i));
    const problems = (await Promise.all(pages.map((page, i) => walkOnBadNetwork(page, shares[i], url, watches[i])))).flat();
    return { problems, stacked: watches.flatMap((w) => w.duplicates), ms: Date.now() - started };
  } finally {
    if (rules.length) await networkFaults(origin, []);
  }
}
