// The installable app (issue 39 item 5) on the built standalone console: its manifest and icons,
// the service worker that controls the page, the shell from the cache with the network gone while
// API calls fail as they would, and no API answer in Cache Storage. The micro-app build beside it
// ships none of it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_PREFIXES } from '../../mock/api/apiPrefixes.mjs';
import { axeViolations } from './support/axe';
import { INJECTED_FAULTS } from './support/consoleProblems';
import { setupBrowser } from './support/browser';
import { consoleUrl } from './support/workerServers';
import { PASSWORD, USERNAME, signIn, submitLogin } from './support/console';

const browser = setupBrowser({
  allowConsole: [
    { ...INJECTED_FAULTS, reason: 'the test takes the network away: every API call fails with net::ERR_INTERNET_DISCONNECTED' },
    { text: /^header habit not restored from the server: ApiError: Network Error$/, reason: 'the reload made offline cannot read the saved habit; the console keeps the local one' },
  ],
});
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BASE = '/cem_platform/';

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Every request URL in every cache of the page's origin. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

/**
 * A page the installed app's service worker controls (it registers on the first load, controls the
 * next), signed in as the maintainer on the ticket desk; answers its first ticket's cell.
 */
async function deskUnderServiceWorker(page: Page) {
  await page.goto(consoleUrl('login'));
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await signIn(page, 'maintainer', 'maintainer123');
  await page.goto(consoleUrl('index/work-overview/work-overview'));
  const firstTicket = page.getByRole('cell', { name: /^GZ\d+$/ }).first();
  await firstTicket.waitFor();
  return firstTicket;
}

describe('the installable app (standalone build)', () => {
  it('links a valid manifest whose icons load, and its service worker controls the page', async () => {
    const { page } = await browser.open({ serviceWorkers: 'allow' });
    await page.goto(consoleUrl('login'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`${BASE}manifest.webmanifest`);
    const manifestUrl = new URL(href!, page.url());
    const answer = await page.request.get(manifestUrl.href);
    expect(answer.status()).toBe(200);
    const manifest = (await answer.json()) as WebManifest;
    expect(manifest).toMatchObject({ name: 'CEM Energy & Carbon Console', short_name: 'CEM', display: 'standalone', scope: BASE, start_url: BASE, theme_color: '#0b7a4b' });
    expect(new URL(manifest.start_url, manifestUrl).pathname.startsWith(new URL(manifest.scope, manifestUrl).pathname)).toBe(true);

    const icons: string[] = [];
    for (const icon of manifest.icons) {
      const file = await page.request.get(new URL(icon.src, manifestUrl).href);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      expect(pngSize(await file.body())).toBe(icon.sizes);
      icons.push(`${icon.sizes} ${icon.purpose}`);
    }
    expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

    // The service worker registers once the page has loaded, for the base's scope.
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(new URL(registration.scope).pathname).toBe(BASE);
    expect(new URL(registration.script!).pathname).toBe(`${BASE}sw.js`);
    // A page loaded before the worker existed is not controlled; the next load is.
    await page.reload();
    await page.getByLabel(USERNAME).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(registration.script);
  });

  it('offline, the shell still loads from the cache while API calls fail, and no API answer is cached', async () => {
    const { page, context } = await browser.open({ serviceWorkers: 'allow' });
    // Signed in under the service worker: the ticket desk's calls and its screen's files go through it.
    await deskUnderServiceWorker(page);

    const cached = await cachedUrls(page);
    expect(cached.length).toBeGreaterThan(10);
    const paths = cached.map((url) => new URL(url).pathname);
    expect(paths.filter((p) => API_PREFIXES.some((prefix) => p.startsWith(prefix)))).toEqual([]);
    expect(paths.filter((p) => !p.startsWith(BASE))).toEqual([]);
    expect(paths).toContain(`${BASE}index.html`);
    // The desk's own screen is not in the shell: it was cached as it loaded.
    expect(paths.some((p) => /^\/cem_platform\/assets\/WorkOverviewScreen-[\w-]+\.js$/.test(p))).toBe(true);

    await context.setOffline(true);
    // Signed in: the shell comes from the cache and says the server cannot be reached.
    await page.reload();
    await page.getByText('Offline: the server cannot be reached').waitFor();
    // Signed out (a new page of the same offline browser at the sign-in address): the form loads,
    // and signing in says why it failed instead of leaving a blank page.
    await page.evaluate(() => localStorage.clear());
    await page.goto(consoleUrl('login'));
    await page.getByLabel(USERNAME).waitFor();
    await expect(page.getByLabel(PASSWORD).isEnabled()).resolves.toBe(true);
    await submitLogin(page, 'maintainer', 'maintainer123');
    await page.getByText('Sign-in failed: Network Error').waitFor();
    await expect(page.getByLabel(USERNAME).isEditable()).resolves.toBe(true);
    // Whatever the offline page asked for, the caches still hold no API answer.
    const after = (await cachedUrls(page)).map((url) => new URL(url).pathname);
    expect(after.filter((p) => API_PREFIXES.some((prefix) => p.startsWith(prefix)))).toEqual([]);
  });
});

/**
 * A new deployment, as the browser sees it: the same build's service worker with another revision of
 * index.html (same length, so the server's answer is byte-for-byte a new worker). Returns the undo.
 */
function deployNewWorker(): { before: string; after: string; undo: () => void } {
  const file = path.join(ROOT, 'dist/cem_platform/sw.js');
  const source = readFileSync(file, 'utf8');
  const before = /url:"index\.html",revision:"([0-9a-f]+)"/.exec(source)?.[1];
  if (!before) throw new Error('sw.js does not precache index.html with a revision');
  const after = `${before.startsWith('0') ? '1' : '0'}${before.slice(1)}`;
  writeFileSync(file, source.replace(`revision:"${before}"`, `revision:"${after}"`));
  return { before, after, undo: () => writeFileSync(file, source) };
}

describe('a new version of the installed app', () => {
  it('waits while the session runs, the console offers to reload, and Reload brings it in', async () => {
    const { page } = await browser.open({ serviceWorkers: 'allow' });
    const firstTicket = await deskUnderServiceWorker(page);

    const deploy = deployNewWorker();
    try {
      await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())!.update()));
      const notice = page.getByRole('status').filter({ hasText: 'A new version of the console is ready.' });
      await notice.waitFor();
      // Nothing swapped under the running page: the old worker still controls it, the new one waits.
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
      await expect(firstTicket.isVisible()).resolves.toBe(true);
      expect(await axeViolations(page, 'the ticket desk with the update notice')).toEqual([]);
      // A phone's thumb: the notice's buttons are at least 44 px high.
      for (const button of await notice.getByRole('button').all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);

      // The reload follows the new worker's activation: wait for the new page, not the old one still on screen.
      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.waitForFunction(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return Boolean(navigator.serviceWorker.controller && registration?.active && !registration.waiting);
      });
      await firstTicket.waitFor();
      await expect(notice.count()).resolves.toBe(0);
      // The precache now holds the new version's index.html, and no longer the old one.
      const revisions = (await cachedUrls(page)).filter((url) => url.includes('/index.html?')).map((url) => new URL(url).searchParams.get('__WB_REVISION__'));
      expect(revisions).toEqual([deploy.after]);
    } finally {
      deploy.undo();
    }
  });
});

describe('the micro-app build (qiankun)', () => {
  const dir = path.join(ROOT, 'dist/cem-platform');

  it('has no service worker, no web app manifest and no manifest link', () => {
    // The suite's global setup built it (test/e2e/globalSetup.ts).
    expect(existsSync(path.join(dir, 'index.html'))).toBe(true);
    expect(existsSync(path.join(dir, 'sw.js'))).toBe(false);
    expect(existsSync(path.join(dir, 'manifest.webmanifest'))).toBe(false);
    expect(readdirSync(dir).filter((file) => /^workbox-/.test(file))).toEqual([]);
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).not.toMatch(/rel="manifest"/);
  });

  it('never registers a service worker: no script of it mentions the registration', () => {
    const scripts = readdirSync(path.join(dir, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const registering = scripts.filter((file) => /serviceWorker|workbox/.test(readFileSync(path.join(dir, 'assets', file), 'utf8')));
    expect(registering).toEqual([]);
  });
});
