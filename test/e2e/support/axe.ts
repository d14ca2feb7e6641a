// axe-core (WCAG 2 A and AA rules) on a page of the console: serious and critical violations,
// every one with its selector, so a failure says what to fix and where.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { userMenuButton } from './console';

export async function axeViolations(page: Page, label: string): Promise<string[]> {
  // A pointer left where a menu was clicked may rest on a button of the new page: axe would
  // measure its hover colour half-way through the transition. Move it off and let colours settle.
  await page.mouse.move(0, 0);
  await settleAnimations(page);
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
  const choice = page.getByRole('menuitemradio', { name });
  await choice.waitFor();
  // The menu grows in from its top: on a busy machine a click aimed while it still moves can
  // land on the item above. A person clicks once it stands still.
  await settleAnimations(page);
  await choice.click();
  await page.locator(`[data-cem-app][data-theme="${expected}"]`).waitFor();
}

/** Waits until every running CSS animation and transition that ends (not a spinner) has ended. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
