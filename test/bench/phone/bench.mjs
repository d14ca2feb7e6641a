// Issue 39 item 6, "fast on a phone network": the sign-in form and the ticket desk on a mid-range
// phone over a slow connection. Chromium's throttling through CDP, as DevTools applies its presets:
// 4× slower CPU and "Slow 4G" (562.5 ms latency, 1.6 Mbps down and 750 kbps up, each × 0.9), at
// 390 × 844 with touch. The same two measurements unthrottled at desktop size go beside them.
// Each run is a fresh context (cold HTTP cache, no session): a first visit. Service workers are
// blocked, so every run is a first visit without the installed app's cache, and the background
// precache (which a real first visit starts after the load event) does not blur the timings.
import { armClickClock, inputReadyAt, ticketRowsSinceClick } from '../probes.mjs';

export const PHONE_FORM_ROW = 'phone: navigation → sign-in form usable';
export const PHONE_DESK_ROW = 'phone: sign-in → ticket desk first rows';
/** The maintainer's ticket desk (the fault tickets' SLA list), with its store from the saved habit. */
export const DESK_ROUTE = 'index/work-overview/work-overview';
export const MAINTAINER = { username: 'maintainer', password: 'maintainer123' };

const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1_600_000 / 8) * 0.9),
  uploadThroughput: ((750_000 / 8) * 0.9),
};
export const PROFILES = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, cpuRate: 4, network: SLOW_4G },
  desktop: { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, cpuRate: 1, network: null },
};
const WAIT = { timeout: 120_000, polling: 'raf' };

/** A fresh page under a profile's screen, CPU and network; closed after `fn`. */
async function inProfile(browser, profile, problems, fn) {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, cpuRate, network } = profile;
  const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text().slice(0, 200)}`);
  });
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    return await fn(page);
  } finally {
    await context.close();
  }
}

/** Navigation start → the user name input visible and enabled (the page's clock), per run. */
export async function signInForm(browser, { url, labels, profile, runs, problems }) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    samples.push(
      await inProfile(browser, profile, problems, async (page) => {
        await page.goto(`${url}login`, { waitUntil: 'commit' });
        return (await page.waitForFunction(inputReadyAt, labels.username, WAIT)).jsonValue();
      }),
    );
  }
  return samples;
}

/**
 * The ticket desk's address opened signed out (the console sends it to the sign-in form and back),
 * then: click on Sign in → the desk's first ticket rows on screen, per run.
 */
export async function signInToDesk(browser, { url, labels, profile, runs, problems }) {
  const samples = [];
  let rows = 0;
  for (let i = 0; i < runs; i += 1) {
    samples.push(
      await inProfile(browser, profile, problems, async (page) => {
        await page.goto(`${url}${DESK_ROUTE}`, { waitUntil: 'commit' });
        await page.waitForFunction(inputReadyAt, labels.username, WAIT);
        await page.getByLabel(labels.username, { exact: true }).fill(MAINTAINER.username);
        await page.getByLabel(labels.password, { exact: true }).fill(MAINTAINER.password);
        await page.evaluate(armClickClock, labels.submit);
        await page.getByRole('button', { name: labels.submit, exact: true }).click();
        const result = await (await page.waitForFunction(ticketRowsSinceClick, undefined, WAIT)).jsonValue();
        rows = result.rows;
        return result.ms;
      }),
    );
  }
  return { samples, rows };
}
