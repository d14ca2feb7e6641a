// Every energy and carbon screen of issue 6, as a new user meets it: the operator (whose only
// parent business and store are chosen by themselves) opens each route of the built console, in
// the light and the dark theme, and axe-core finds no serious or critical WCAG 2 A/AA violation.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, chooseTheme } from './support/axe';
import { setupBrowser } from './support/browser';
import { recordToasts, signIn, toasts, waitForScreen } from './support/console';

const browser = setupBrowser();
const consoleUrl = (route = '') => `http://127.0.0.1:${inject('standalonePort')}/cem_platform/${route}`;

/** route name → the path to open (with the parameters the menus pass). */
const ROUTES: Record<string, string> = {
  home: 'index/home',
  'carbon-home': 'index/carbon-home',
  'carbon-metering': 'index/carbon-metering',
  'carbon-emissions': 'index/carbon-emissions',
  'carbon-assessment': 'index/carbon-assessment',
  'carbon-prediction': 'index/carbon-prediction',
  'carbon-cockpit': 'index/carbon-cockpit/1',
  'carbon-cockpit-fullscreen': 'carbon-cockpit-fullscreen/1',
  'load-forecast': 'index/load-forecast',
  'building-energy-efficiency': 'index/building-energy-efficiency',
  'energy-efficiency-analysis': 'index/energy-efficiency-analysis',
  'indicator-budget': 'index/indicator-budget',
  'project-overview': 'index/project-overview',
  'building-management': 'index/building-management',
  'project-parameters': 'index/project-parameters',
  'peaking-info': 'index/peaking-info',
  'peaking-income-analysis': 'index/peaking-income-analysis',
  'load-analysis-prediction': 'index/load-analysis-prediction',
  'energy-standard': 'index/energy-standard',
  'energy-config': 'index/energy-config',
  'comparative-analysis': 'index/comparative-analysis',
  'vertical-comparison': 'index/vertical-comparison',
  'energy-tree-analysis': 'index/energy-tree-analysis',
  'energy-data-report': 'index/energy-data-report',
  'measurement-method': 'index/measurement-method/1',
  'measurement-result': 'index/measurement-result/1',
  'load-monitoring': 'index/load-monitoring/13',
  'meter-monitoring': 'index/meter-monitoring',
  'energy-overview': 'index/energy-overview',
  'energy-monitoring': 'index/energy-monitoring',
  'photovoltaic-monitoring': 'index/photovoltaic-monitoring',
  'storage-monitoring': 'index/storage-monitoring',
  'pv-generation': 'index/pv-generation',
  'es-charge-discharge': 'index/es-charge-discharge',
  'run-configuration': 'index/run-configuration',
  'power-report': 'index/power-report',
  'inverter-report': 'index/inverter-report',
  'storage-charge-report': 'index/storage-charge-report',
  'billing-report': 'index/billing-report',
  'green-electricity-trace': 'index/green-electricity-trace',
  dashboard: 'index/dashboard',
  cmihome: 'index/cmihome',
  'cmi-project-map': 'index/cmi-project-map',
  'electricity-price': 'index/electricity-price',
  'water-price': 'index/water-price',
  'gas-price': 'index/gas-price',
  'hot-cold-price': 'index/hot-cold-price',
  'pv-price': 'index/pv-price',
};

/** Opens a route and waits until its screen has settled (its first answers in, skeletons gone); false when it never settled. */
async function openRoute(page: Page, route: string, path: string): Promise<boolean> {
  await page.goto(consoleUrl(path));
  await waitForScreen(page, route);
  await page.waitForLoadState('networkidle');
  return page
    .waitForFunction((name) => !document.querySelector(`[data-screen="${name}"] [class*="skeleton"]`), route, { timeout: 30_000 })
    .then(() => true, () => false);
}

/** What a new user would see wrong on the open screen of `route`. */
async function screenProblems(page: Page, route: string): Promise<string[]> {
  const problems: string[] = [];
  if (await page.getByTestId('placeholder-screen').count()) problems.push(`${route}: placeholder`);
  if (await page.getByTestId('no-project-view').count()) problems.push(`${route}: no-project view`);
  const text = await page.locator(`[data-screen="${route}"]`).first().evaluate((el) => (el as HTMLElement).innerText);
  if (!/\d/.test(text)) problems.push(`${route}: no figure on screen`);
  if (/could not be loaded|Retry/.test(text)) problems.push(`${route}: load error shown`);
  return problems;
}

describe('energy and carbon screens (issue 6)', () => {
  // One tab and one sign-in for the whole walk: the light pass checks each screen and runs axe,
  // the dark pass runs axe again (issue 12: every page passes axe in both themes).
  it('each route shows its own screen with data, no placeholder, no error and no error toast, and is axe clean in both themes', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await recordToasts(page);
    await page.goto(consoleUrl('login'));
    await signIn(page, 'operator', 'operator123');
    const problems: string[] = [];
    const violations: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await chooseTheme(page, theme === 'light' ? 'Light' : 'Dark', theme);
      for (const [route, path] of Object.entries(ROUTES)) {
        const settled = await openRoute(page, route, path);
        if (theme === 'light') {
          if (!settled) problems.push(`${route}: still loading after 30 s`);
          problems.push(...(await screenProblems(page, route)));
        }
        violations.push(...(await axeViolations(page, `${route} (${theme})`)));
      }
    }
    expect(problems).toEqual([]);
    expect(violations).toEqual([]);
    expect(await toasts(page)).toEqual([]);
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
    expect(tab.consoleErrors, tab.log.join('\n')).toEqual([]);
  }, 1_200_000);
});
