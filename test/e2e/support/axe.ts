// axe-core (WCAG 2 A and AA rules) on a page of the console: serious and critical violations,
// every one with its selector, so a failure says what to fix and where.
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { userMenuButton } from './console';

/** The rules a change of theme can turn: it changes colours, nothing else. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe's results for the page: run in the page itself, axe loaded once per document (a walk opens
 * its screens inside the app, so one load serves a whole domain). A page with frames goes through
 * AxeBuilder, which loads axe into each frame too.
 */
async function analyze(page: Page, rules?: readonly string[]): Promise<axe.AxeResults> {
  const only: axe.RunOptions['runOnly'] = rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: ['wcag2a', 'wcag2aa'] };
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page });
    return (rules ? builder.withRules([...rules]) : builder.withTags(['wcag2a', 'wcag2aa'])).analyze();
  }
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axe.source);
  return page.evaluate((runOnly) => (window as AxeWindow).axe!.run(document, { runOnly, resultTypes: ['violations'] }), only);
}

/** Serious and critical violations of the WCAG 2 A/AA rules (or only `rules`), each with where and why. */
export async function axeViolations(page: Page, label: string, rules?: readonly string[]): Promise<string[]> {
  // A pointer left where a menu was clicked may rest on a button of the new page: axe would
  // measure its hover colour half-way through the transition. Move it off and let colours settle.
  await page.mouse.move(0, 0);
  await settleAnimations(page);
  const result = await analyze(page, rules);
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

/**
 * Waits until no CSS animation or transition that ends (not a spinner) is running, two frames in a
 * row: a change of route or theme starts its transitions a frame or two after the DOM changed.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const running = () =>
      document.getAnimations().filter((a) => a.playState !== 'finished' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    for (let round = 0; round < 20; round++) {
      await frame();
      await frame();
      const left = running();
      if (left.length === 0) return;
      await Promise.all(left.map((a) => a.finished.catch(() => undefined)));
    }
  });
}
