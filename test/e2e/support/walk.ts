// The walk of a domain's routes (its descriptor's `ready` walk): one signed-in tab visits each
// stop in the light and then the dark theme, waits for its data, and reports what is wrong.
import type { Page } from 'playwright-core';
import type { WalkStop } from '../../../src/loader/domain';
import { axeViolations, chooseTheme } from './axe';
import { waitForScreen } from './console';

/** Visits every stop in both themes: placeholders and axe violations (serious, critical) found. */
export async function walkStops(page: Page, stops: readonly WalkStop[], url: (path: string) => string): Promise<string[]> {
  const problems: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await chooseTheme(page, theme === 'light' ? 'Light' : 'Dark', theme);
    for (const { route, path, ready = 'tbody tr[data-row-key]', live = true } of stops) {
      await page.goto(url(path));
      await waitForScreen(page, route);
      await page.locator(`[data-screen="${route}"] ${ready}`).first().waitFor({ timeout: 30_000 });
      if (await page.getByTestId('placeholder-screen').count()) problems.push(`${path}: placeholder`);
      if (live) await page.getByTestId('last-updated').filter({ hasText: /Updated/ }).waitFor();
      problems.push(...(await axeViolations(page, `${path} (${theme})`)));
    }
  }
  return problems;
}
