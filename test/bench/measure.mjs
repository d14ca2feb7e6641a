// The browser measurements. Every duration is taken with the page's own clock (performance.now()
// inside the page), so the Node side's polling and CDP round trips do not add to it.
import {
  armClickClock,
  consoleContentShown,
  consoleFirstPaint,
  consoleMounted,
  helloShownAfter,
  hostNavigate,
  inputReadyAt,
  loginReadySinceNav,
  shellWithMenuSinceClick,
} from './probes.mjs';
import { DESKTOP_CONTEXT } from './context.mjs';

const APP = 'cem-platform';
const WAIT = { timeout: 30_000, polling: 'raf' };

/** A fresh context (own HTTP cache, storage and cookies: a cold first visit) for each run. */
export async function inFreshPage(browser, fn, problems) {
  const context = await browser.newContext(DESKTOP_CONTEXT);
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text().slice(0, 200)}`);
  });
  try {
    return await fn(page, context);
  } finally {
    await context.close();
  }
}

/** Navigation start → 'User name' input visible and enabled (performance.now() is ms since navigation start). */
export async function loginInteractive(browser, { url, labels, runs, problems }) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    samples.push(
      await inFreshPage(browser, async (page) => {
        await page.goto(url, { waitUntil: 'commit' });
        return (await page.waitForFunction(inputReadyAt, labels.username, WAIT)).jsonValue();
      }, problems),
    );
  }
  return samples;
}

/** Click on 'Sign in' → header plus side menu with its module items (menu API data) rendered. */
export async function signInToShell(browser, { url, labels, account, runs, problems }) {
  const samples = [];
  let items = 0;
  for (let i = 0; i < runs; i += 1) {
    samples.push(
      await inFreshPage(browser, async (page) => {
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(inputReadyAt, labels.username, WAIT);
        await page.getByLabel(labels.username, { exact: true }).fill(account.username);
        await page.getByLabel(labels.password, { exact: true }).fill(account.password);
        await page.evaluate(armClickClock, labels.submit);
        await page.getByRole('button', { name: labels.submit, exact: true }).click();
        const result = await (await page.waitForFunction(shellWithMenuSinceClick, labels.sideMenu, WAIT)).jsonValue();
        items = result.items;
        return result.ms;
      }, problems),
    );
  }
  return { samples, items };
}

async function showHello(page, unmounted) {
  await page.evaluate(hostNavigate, '/hello');
  await page.waitForFunction(helloShownAfter, { app: APP, unmounted }, WAIT);
}

async function showConsoleLogin(page, labels, mounted) {
  await page.evaluate(hostNavigate, `/${APP}/login`);
  const ms = await (await page.waitForFunction(loginReadySinceNav, labels.username, WAIT)).jsonValue();
  await page.waitForFunction(consoleMounted, { app: APP, mounted }, WAIT);
  return ms;
}

/**
 * Host navigation /hello → /cem-platform/login until the console's login input is ready. Each run
 * is a fresh context: the first mount (qiankun fetches and evaluates the entry) and, after going
 * back to /hello, a second mount of the already loaded app.
 */
export async function embeddedMount(browser, { hostUrl, labels, runs, problems }) {
  const first = [];
  const again = [];
  for (let i = 0; i < runs; i += 1) {
    await inFreshPage(browser, async (page) => {
      await page.goto(new URL('hello', hostUrl).href, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(helloShownAfter, { app: APP, unmounted: 0 }, WAIT);
      first.push(await showConsoleLogin(page, labels, 1));
      await showHello(page, 1);
      again.push(await showConsoleLogin(page, labels, 2));
    }, problems);
  }
  return { first, again };
}

/** V8 heap in use and Blink's (DOM) heap, after the page settled and several forced collections. */
export async function usedHeap(cdp, page) {
  await page.waitForTimeout(500);
  for (let i = 0; i < 4; i += 1) {
    await cdp.send('HeapProfiler.collectGarbage');
    await page.waitForTimeout(100);
  }
  const { usedSize, embedderHeapUsedSize } = await cdp.send('Runtime.getHeapUsage');
  return { used: usedSize, dom: embedderHeapUsedSize ?? 0 };
}

/** How many of the console's mount frames (createApp's <div data-cem-app>) are alive, and how many are detached. */
async function consoleFrames(cdp) {
  const { result: proto } = await cdp.send('Runtime.evaluate', { expression: 'HTMLDivElement.prototype' });
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: proto.objectId });
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId,
    functionDeclaration: 'function () { const f = this.filter((e) => e.hasAttribute("data-cem-app")); return { alive: f.length, detached: f.filter((e) => !e.isConnected).length }; }',
    returnByValue: true,
  });
  await cdp.send('Runtime.releaseObject', { objectId: objects.objectId });
  return result.value;
}

/**
 * JS heap (after forced GC) once the first mount+unmount settled, half way, and after `cycles`
 * more rounds of /hello ↔ /cem-platform/login, waiting each time for the console form and the
 * hello app. The half-way sample separates steady growth per cycle from one-off warm-up (JIT code).
 */
export async function heapAfterCycles(browser, { hostUrl, labels, cycles, problems, onBaseline, onAfter }) {
  return inFreshPage(browser, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await page.goto(new URL('hello', hostUrl).href, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(helloShownAfter, { app: APP, unmounted: 0 }, WAIT);
    await showConsoleLogin(page, labels, 1);
    await showHello(page, 1);
    const baseline = await usedHeap(cdp, page);
    await onBaseline?.(cdp, page);
    const halfAt = Math.ceil(cycles / 2);
    let half = baseline;
    const started = Date.now();
    for (let n = 1; n <= cycles; n += 1) {
      await showConsoleLogin(page, labels, n + 1);
      await showHello(page, n + 1);
      if (n === halfAt && n < cycles) half = await usedHeap(cdp, page);
    }
    const seconds = (Date.now() - started) / 1000;
    const after = await usedHeap(cdp, page);
    const frames = await consoleFrames(cdp);
    await onAfter?.(cdp, page);
    return { baseline, half, halfAt, after, seconds, frames, mounts: cycles + 1 };
  }, problems);
}

/**
 * The quick-cycle heap figure (issue 21): signed in, the console is shown and left again as soon
 * as it paints or its content shows (before its answers are in), `cycles` times; `settled` leaves only once
 * the network is idle. JS heap after forced GC once a
 * settled signed-in visit is over, and after the cycles.
 */
export async function heapAfterQuickCycles(browser, { hostUrl, labels, account, cycles, warmup = 4, settled = false, problems, onBaseline, onAfter }) {
  return inFreshPage(browser, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await page.goto(new URL('hello', hostUrl).href, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(helloShownAfter, { app: APP, unmounted: 0 }, WAIT);
    await showConsoleLogin(page, labels, 1);
    const form = page.locator('#subapp-container');
    await form.getByLabel(labels.username, { exact: true }).fill(account.username);
    await form.getByLabel(labels.password, { exact: true }).fill(account.password);
    await form.getByRole('button', { name: labels.submit, exact: true }).click();
    await page.waitForFunction(consoleContentShown, undefined, WAIT);
    await page.waitForLoadState('networkidle');
    await showHello(page, 1);
    let mounts = 1;
    const quickCycle = async () => {
      mounts += 1;
      await page.evaluate(hostNavigate, `/${APP}`);
      await page.waitForFunction(consoleMounted, { app: APP, mounted: mounts }, WAIT);
      // Quick: every other cycle leaves at the first paint (habit, menu and projects still on
      // their way), the others once the route's content shows (its data still loading), as the
      // e2e does. Settled: content, then every answer in.
      await page.waitForFunction(settled || mounts % 2 ? consoleContentShown : consoleFirstPaint, undefined, WAIT);
      if (settled) await page.waitForLoadState('networkidle');
      await showHello(page, mounts);
    };
    // Late answers land after the last unmount: let them (wrongly) start what they would.
    const settle = async () => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
    };
    // A few quick cycles first: the code these paths run gets compiled (V8's code is heap too).
    for (let n = 0; n < warmup; n += 1) await quickCycle();
    await settle();
    const baseline = await usedHeap(cdp, page);
    await onBaseline?.(cdp, page);
    const started = Date.now();
    for (let n = 1; n <= cycles; n += 1) await quickCycle();
    const seconds = (Date.now() - started) / 1000;
    await settle();
    const after = await usedHeap(cdp, page);
    const frames = await consoleFrames(cdp);
    await onAfter?.(cdp, page);
    return { baseline, after, seconds, frames, mounts };
  }, problems);
}
