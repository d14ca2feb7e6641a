// The walk of screens without a live table (the energy and carbon screens): each stop waits until
// its screen settled (first answers in, skeletons gone) and must show a figure and no load error.
import type { Page } from 'playwright-core';
import type { WalkStop } from '../../../src/loader/domain';
import { axeViolations, chooseTheme } from './axe';
import { waitForScreen } from './console';

/** Opens a path and waits until the screen of `route` has settled; false when it never settled. */
async function openSettled(page: Page, route: string, url: string): Promise<boolean> {
  await page.goto(url);
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

/**
 * The light pass checks each screen and runs axe, the dark pass runs axe again (issue 12: every
 * page passes axe in both themes). Returns the screens' problems and the axe violations apart.
 */
export async function walkSettled(page: Page, stops: readonly WalkStop[], url: (path: string) => string): Promise<{ problems: string[]; violations: string[] }> {
  const problems: string[] = [];
  const violations: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await chooseTheme(page, theme === 'light' ? 'Light' : 'Dark', theme);
    for (const { route, path } of stops) {
      const settled = await openSettled(page, route, url(path));
      if (theme === 'light') {
        if (!settled) problems.push(`${route}: still loading after 30 s`);
        problems.push(...(await screenProblems(page, route)));
      }
      violations.push(...(await axeViolations(page, `${route} (${theme})`)));
    }
  }
  return { problems, violations };
}
