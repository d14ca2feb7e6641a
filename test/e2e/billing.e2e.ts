// The billing, contract and tenant screens of issue 14 as an operator meets them: each route
// shows its own screen with data, no placeholder, no page or console error, axe clean in both themes.
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, chooseTheme } from './support/axe';
import { setupBrowser } from './support/browser';
import { recordToasts, signIn, toasts, waitForScreen } from './support/console';

const browser = setupBrowser();
const consoleUrl = (route = '') => `http://127.0.0.1:${inject('standalonePort')}/cem_platform/${route}`;

/**
 * Each route to open and what shows that its data arrived: by default a table row and a "last
 * updated" stamp; screens without a live table name their own selector (`ready`) and set `live: false`.
 */
interface WalkStop {
  route: string;
  path: string;
  ready?: string;
  live?: boolean;
}
const ROUTES: WalkStop[] = [
  { route: 'tenant-configuration', path: 'index/tenant-configuration' },
  { route: 'tenant-configuration', path: 'index/tenant-configuration?tab=rules', ready: '[data-rule]', live: false },
  { route: 'contract-management', path: 'index/contract-management' },
  { route: 'tenant-status', path: 'index/tenant-status' },
];

describe('billing, contract and tenant screens (issue 14)', () => {
  it('each route shows its screen with data, in both themes, axe clean', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await recordToasts(page);
    await page.goto(consoleUrl('login'));
    await signIn(page, 'operator', 'operator123');
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await chooseTheme(page, theme === 'light' ? 'Light' : 'Dark', theme);
      for (const { route, path, ready = 'tbody tr[data-row-key]', live = true } of ROUTES) {
        await page.goto(consoleUrl(path));
        await waitForScreen(page, route);
        await page.locator(`[data-screen="${route}"] ${ready}`).first().waitFor({ timeout: 30_000 });
        if (await page.getByTestId('placeholder-screen').count()) problems.push(`${path}: placeholder`);
        if (live) await page.getByTestId('last-updated').filter({ hasText: /Updated/ }).waitFor();
        problems.push(...(await axeViolations(page, `${path} (${theme})`)));
      }
    }
    expect(problems).toEqual([]);
    expect(await toasts(page)).toEqual([]);
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
    expect(tab.consoleErrors, tab.log.join('\n')).toEqual([]);
  }, 300_000);
});
