// The phone walk (issue 39, "Done means"): the operator's and the maintainer's field routes at
// 390 × 844 with touch, in English and Thai. On every route: nothing scrolls sideways, no target
// under 24 × 24 px, no side menu over or beside the content, one <main>, axe clean, no page or
// console error, no control shown only on hover. The forms a field person fills (sign-in, tickets,
// a work order's resolution note, maintenance records, teams) are one column with the right
// keyboard (issue 39 §3). One browser, one signed-in phone per account; screens open inside the app.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { PHONE, setupBrowser, waitUntil } from './support/browser';
import { chooseLanguage, sideMenu, signIn, type Lang } from './support/console';
import { formProblems } from './support/formCheck.mjs';
import { hoverOnlyProblems } from './support/hoverCheck.mjs';
import { phoneProblems } from './support/phoneCheck.mjs';
import { settled, trackRequests } from './support/walk';
import { consoleUrl } from './support/workerServers';

const browser = setupBrowser();

/** Routes both field accounts work on (checked against each one's menu: the maintainer has no stations' pages, stock or bills). */
const SHARED = [
  'network-level-monitoring',
  'station-monitoring?station=cs-0008',
  'judgment-screening',
  'work-overview/work-overview',
  'work-rule',
  'processing-statistics',
  'common-ac/1',
  'common-power-switch/1',
  'config-monitoring/1',
  'gateway-management',
  'hot-water-maintance',
  'operation-maintenance-overview',
  'oper-main-stat-repo',
];
const FIELD_ROUTES = {
  operator: [...SHARED, 'charging-station?station=cs-0008', 'asset-overview', 'asset-total', 'warehousing-slip', 'bill-managemant'],
  maintainer: SHARED,
} as const;
const LANGS: readonly Lang[] = ['en', 'th'];
/** A work order in progress in the maintainer's reach (the seed's first internal order): its moves take the resolution note. */
const WORK_ORDER = { route: 'detail/p-internal-tickets/nb-0001/view', form: '[data-screen="detail"] [data-testid="work-order"] [role="group"]' };
const recordForm = (pid: string) => ({ route: `add/${pid}/new`, form: '[data-screen="add"] form' });
/**
 * The forms each account fills in the field: both add tickets; the operator takes service tickets
 * (a phone field); the maintainer resolves work orders with a note (the operator only reads them)
 * and keeps maintenance records and teams (a phone field too).
 */
const FIELD_FORMS = {
  operator: [recordForm('p-fault-tickets'), recordForm('p-service-ticket-list')],
  maintainer: [recordForm('p-fault-tickets'), recordForm('p-maintenance-records'), recordForm('p-team-management'), WORK_ORDER],
} as const;

/** The screen key of a route path ('work-overview/work-overview' → 'work-overview'). */
const screenOf = (route: string) => route.split(/[/?]/)[0]!;

/** Opens a route inside the app, as a menu link does, and waits until its answers are in. */
async function openInApp(page: Page, route: string, network: ReturnType<typeof trackRequests>): Promise<string[]> {
  const { pathname, search } = new URL(consoleUrl(`index/${route}`));
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, pathname + search);
  const screen = screenOf(route);
  const shown = await page
    .locator(`[data-screen="${screen}"]`)
    .first()
    .waitFor({ timeout: 20_000 })
    .then(() => true, () => false);
  if (!shown) return [`${route}: the screen never showed`];
  if (await page.locator('[data-testid="no-access"]').count()) return [`${route}: no access`];
  return (await settled(page, screen, network)) ? [] : [`${route}: never settled`];
}

/** The menu drawer as a thumb uses it: closed beside the content, open on the menu button, closed again with its close button. */
async function drawerWorks(page: Page): Promise<void> {
  expect(await sideMenu(page).isVisible()).toBe(false);
  await page.getByRole('button', { name: /^(Open the menu|เปิดเมนู)$/ }).tap();
  await sideMenu(page).waitFor();
  await page.getByRole('dialog').getByRole('button', { name: /^(Close|ปิด)$/ }).tap();
  await waitUntil(() => sideMenu(page).isVisible(), (visible) => !visible, 'the menu drawer closed');
}

/** The store picker and the Ctrl+K palette open as sheets over the whole screen, their controls touch-sized; Escape closes them. */
async function sheetsProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const opener of [/^Project: /, /^Search menus$/]) {
    await page.getByRole('button', { name: opener }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForTimeout(400); // antd's opening motion
    const box = await dialog.boundingBox();
    const full = box !== null && box.x === 0 && box.y === 0 && box.width === PHONE.viewport!.width && box.height >= PHONE.viewport!.height;
    if (!full) problems.push(`${label} ${opener}: not a full-screen sheet: ${JSON.stringify(box)}`);
    problems.push(...(await page.evaluate(phoneProblems)).map((p) => `${label} ${opener} sheet: ${p}`));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  return problems;
}

const summary: string[] = [];
const started = Date.now();

describe('the field routes on a phone (issue 39)', () => {
  for (const account of ['operator', 'maintainer'] as const) {
    it(`${account}: every field route at 390 × 844 with touch, in English and Thai, fits the hand and is axe clean`, async () => {
      const tab = await browser.open({ device: PHONE });
      const { page } = tab;
      const network = trackRequests(page);
      await page.goto(consoleUrl('login'));
      await page.locator('form').first().waitFor();
      const problems = (await page.evaluate(formProblems, 'form')).map((p) => `${account} sign-in form: ${p}`);
      await signIn(page, account, `${account}123`);
      await drawerWorks(page);
      await openInApp(page, SHARED[0]!, network);
      problems.push(...(await sheetsProblems(page, account)));
      const routes = FIELD_ROUTES[account];
      for (const lang of LANGS) {
        if (lang !== 'en') await chooseLanguage(page, lang);
        for (const route of routes) {
          const label = `${account} ${lang} ${route}`;
          const opened = await openInApp(page, route, network);
          problems.push(...opened.map((p) => `${label}: ${p}`));
          if (opened.length > 0) continue;
          problems.push(...(await page.evaluate(phoneProblems)).map((p) => `${label}: ${p}`));
          problems.push(...(await page.evaluate(hoverOnlyProblems)).map((p) => `${label}: ${p}`));
          problems.push(...(await axeViolations(page, label)));
        }
        for (const { route, form } of FIELD_FORMS[account]) {
          const label = `${account} ${lang} ${route}`;
          const opened = await openInApp(page, route, network);
          problems.push(...opened.map((p) => `${label}: ${p}`));
          if (opened.length > 0) continue;
          // The form draws once its page's configuration is in, which can be a moment after the route's answers on a loaded machine.
          await page.locator(form).first().waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined);
          problems.push(...(await page.evaluate(formProblems, form)).map((p) => `${label}: ${p}`));
          problems.push(...(await page.evaluate(phoneProblems)).map((p) => `${label}: ${p}`));
          problems.push(...(await page.evaluate(hoverOnlyProblems)).map((p) => `${label}: ${p}`));
        }
      }
      summary.push(`${account}: ${routes.length} routes and ${FIELD_FORMS[account].length} forms × ${LANGS.length} languages`);
      expect(problems).toEqual([]);
      expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
    });
  }

  afterAll(() => {
    console.log(`[phone walk] ${summary.join('; ')} in ${Math.round((Date.now() - started) / 1000)} s`);
  });
});
