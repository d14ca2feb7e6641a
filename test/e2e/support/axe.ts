// axe-core (WCAG 2 A and AA rules) on a page of the console: serious and critical violations,
// every one with its selector, so a failure says what to fix and where.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { userMenuButton } from './console';

export async function axeViolations(page: Page, label: string): Promise<string[]> {
  // A pointer left where a menu was clicked may rest on a button of the new page: axe would
  // measure its hover colour half-way through the transition. Move it off and let colours settle.
  await page.mouse.move(0, 0);
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))));
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const why = node.any[0]?.message ?? node.failureSummary ?? '';
        return `${label}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${why.slice(0, 200)}`;
      }),
    );
}

/** Sets the theme through the user menu, as a person would, and waits until the console shows it. */
export async function chooseTheme(page: Page, name: 'Light' | 'Dark' | 'Follow the system', expected: 'light' | 'dark'): Promise<void> {
  await userMenuButton(page).click();
  await page.getByRole('menuitemradio', { name }).click();
  await page.locator(`[data-cem-app][data-theme="${expected}"]`).waitFor();
}
