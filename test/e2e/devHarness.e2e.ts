// The host harness with the console on Vite's dev server (`npm run host`): it mounts, and fast
// refresh updates a component in place inside qiankun, without a full reload.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { signIn, userMenuButton, USERNAME, waitForPath, type E2EWindow } from './support/console';
import { asPlainVite, loadHarness, type Harness } from './support/servers';

const BRAND_FILE = fileURLToPath(new URL('../../src/shell/Brand.tsx', import.meta.url));
const MARKER_PREFIX = 'E2E-HMR-';
/** The brand-name span's content in Brand.tsx; the marker goes right after it, inside the span. */
const ANCHOR = '{tenant.platformName}</span>';

const browser = setupBrowser({
  allowConsole: [
    {
      text: /^single-spa minified message #31: .*&arg=bootstrap&/,
      reason: 'single-spa says the console took over 4 s to bootstrap: a cold dev server compiles its modules on the first load (the built micro-app, embedded.e2e.ts, allows nothing)',
    },
  ],
});
let harness: Harness | undefined;
let original = '';

/** Brand.tsx as it was, even if an interrupted earlier run left a marker in it. */
function restoreBrand(): void {
  if (original && readFileSync(BRAND_FILE, 'utf8') !== original) writeFileSync(BRAND_FILE, original);
}

beforeAll(async () => {
  original = readFileSync(BRAND_FILE, 'utf8').replace(new RegExp(` ${MARKER_PREFIX}\\d+(?=</span>)`, 'g'), '');
  restoreBrand();
  const { startHarness } = await loadHarness();
  // Its own ports; the host app was built by the global setup (dist/host).
  harness = await asPlainVite(() => startHarness({ consoleMode: 'dev' }));
});

afterAll(async () => {
  restoreBrand(); // safety net: the test restores the file itself in its finally block
  await harness?.close();
});

const hostUrl = () => {
  if (!harness) throw new Error('the dev harness did not start');
  return harness.url;
};

describe('the console in dev mode inside the host', () => {
  it('mounts with no page errors', async () => {
    const tab = await browser.open();
    await tab.page.goto(`${hostUrl()}cem-platform/`);
    // The first load of a cold dev server may optimise dependencies and reload once: wait it out.
    await tab.page.getByLabel(USERNAME).waitFor({ timeout: 120_000 });
    await tab.page.waitForLoadState('networkidle');
    expect(await tab.page.locator('#subapp-container [data-cem-app="micro"]').count()).toBe(1);
    await signIn(tab.page, 'admin', 'admin123');
    await waitForPath(tab.page, '/cem-platform/index');
    await tab.page.waitForLoadState('networkidle');
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
  });

  it('fast refresh: an edit of Brand.tsx shows without a full reload, still signed in', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await page.goto(`${hostUrl()}cem-platform/`);
    await signIn(page, 'admin', 'admin123');
    await waitForPath(page, '/cem-platform/index');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as E2EWindow).__noReload = true;
    });
    const marker = `${MARKER_PREFIX}${Date.now()}`;
    expect(original).toContain(ANCHOR);
    try {
      writeFileSync(BRAND_FILE, original.replace(ANCHOR, `{tenant.platformName} ${marker}</span>`));
      await page.getByTestId('brand-name').filter({ hasText: marker }).waitFor({ timeout: 60_000 });
      expect(await page.evaluate(() => (window as E2EWindow).__noReload), 'no full page reload').toBe(true);
      await userMenuButton(page).waitFor();
      await waitForPath(page, '/cem-platform/index');
    } finally {
      writeFileSync(BRAND_FILE, original);
    }
    // And back: the restored file refreshes in place too.
    await page.getByTestId('brand-name').filter({ hasText: marker }).waitFor({ state: 'detached', timeout: 60_000 });
    expect(await page.evaluate(() => (window as E2EWindow).__noReload)).toBe(true);
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
  });
});
