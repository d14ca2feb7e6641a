// Issue 12, "Navigation that behaves like the web": menus are links that open in a new tab, a
// plain click or Enter stays in the app, and Ctrl+K searches the menus — standalone and embedded.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, waitUntil } from './support/browser';
import { currentModule, LANGUAGES, moduleTabs, pathOf, pickFirstOption, sideMenu, signIn, waitForPath, waitForScreen, type E2EWindow } from './support/console';
import { hostNavigate } from './support/host';
import { harnessUrl, standaloneOrigin } from './support/workerServers';

const browser = setupBrowser();
const origin = standaloneOrigin(); // the GreenGrid tenant: English by default
const host = harnessUrl();

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/** Whether the next Ctrl+K the page gets is taken by someone (default prevented), seen last at window. */
async function ctrlKTaken(page: Page): Promise<boolean> {
  await page.evaluate(() => {
    const w = window as E2EWindow & { __ctrlK?: boolean };
    delete w.__ctrlK;
    // The K key's own keydown (Control's comes first).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k') return;
      w.__ctrlK = event.defaultPrevented;
      window.removeEventListener('keydown', onKeyDown);
    };
    window.addEventListener('keydown', onKeyDown);
  });
  await page.keyboard.press('Control+k');
  const taken = await page.evaluate(() => (window as Window & { __ctrlK?: boolean }).__ctrlK);
  if (taken === undefined) throw new Error('the K keydown did not reach window');
  return taken;
}

describe('menus are links', () => {
  it('a side-menu leaf opened in a new tab shows its screen; Ctrl-click opens a tab; a plain click and Enter stay in the app', async () => {
    const tab = await browser.open();
    const { page, context } = tab;
    await page.goto(`${origin}/cem_platform/index/carbon-home`);
    await signIn(page, 'operator', 'operator123');
    await waitForScreen(page, 'carbon-home');

    const link = sideMenu(page).getByRole('link', { name: 'Carbon metering', exact: true });
    expect(await link.getAttribute('href')).toBe('/cem_platform/index/carbon-metering');
    // "Open in new tab": the href alone, in a new page of the same browser (same sign-in).
    const opened = await context.newPage();
    await opened.goto(new URL((await link.getAttribute('href'))!, origin).href);
    await waitForScreen(opened, 'carbon-metering');
    await opened.getByRole('heading', { level: 1, name: 'Carbon metering' }).waitFor();
    await opened.close();

    // Ctrl-click: the browser opens a tab; this one stays where it is.
    const newTab = context.waitForEvent('page');
    await link.click({ modifiers: ['Control'] });
    const background = await newTab;
    await background.waitForURL(`${origin}/cem_platform/index/carbon-metering`);
    await background.close();
    expect(pathOf(page)).toBe('/cem_platform/index/carbon-home');

    // A plain click: the router navigates, no page load, one history entry.
    await page.evaluate(() => ((window as E2EWindow).__noReload = true));
    const before = await historyLength(page);
    await link.click();
    await waitForScreen(page, 'carbon-metering');
    expect(pathOf(page)).toBe('/cem_platform/index/carbon-metering');
    expect(await page.evaluate(() => (window as E2EWindow).__noReload)).toBe(true);
    expect(await historyLength(page)).toBe(before + 1);

    // Keyboard: antd's arrow keys move focus onto an item's link; Enter opens it, once.
    await sideMenu(page).getByRole('menu').first().focus();
    await page.keyboard.press('ArrowDown');
    const focusedHref = await waitUntil(
      () => page.evaluate(() => (document.activeElement instanceof HTMLAnchorElement ? document.activeElement.getAttribute('href') : null)),
      (href) => href !== null,
      'a side-menu link to take focus',
    );
    expect(focusedHref).toMatch(/^\/cem_platform\/index\//);
    expect(focusedHref).not.toBe('/cem_platform/index/carbon-metering');
    const beforeEnter = await historyLength(page);
    await page.keyboard.press('Enter');
    await waitForPath(page, focusedHref!);
    expect(await historyLength(page)).toBe(beforeEnter + 1);
    expect(await page.evaluate(() => (window as E2EWindow).__noReload)).toBe(true);

    // Module links lead to their module's first page; the current one is marked (the helpers other suites use).
    expect(await moduleTabs(page).filter({ hasText: 'Energy assets' }).getAttribute('href')).toBe('/cem_platform/index/cmihome');
    expect(await currentModule(page).innerText()).toBe('Energy & Carbon');
    await moduleTabs(page).getByText('Energy assets', { exact: true }).click();
    await waitForPath(page, '/cem_platform/index/cmihome');
    // The address changes a render before the module links mark the new current one.
    await currentModule(page).filter({ hasText: /^Energy assets$/ }).waitFor();
    expect(await currentModule(page).innerText()).toBe('Energy assets');
    expect(await currentModule(page).getAttribute('aria-current')).toBe('page');
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
  });

  it('embedded: links carry the host base and open in a new tab; Ctrl+K in the host page is the host\'s', async () => {
    const tab = await browser.open();
    const { page, context } = tab;
    await page.goto(`${host}hello`);
    await page.getByTestId('hello-app').waitFor();
    await hostNavigate(page, '/cem-platform');
    await signIn(page, 'operator', 'operator123');
    await waitForPath(page, '/cem-platform/index');

    const href = await sideMenu(page).getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/cem-platform\/index\/[\w-]+/);
    const opened = await context.newPage();
    await opened.goto(new URL(href!, host).href);
    await opened.locator('#subapp-container [data-screen]').first().waitFor({ state: 'attached' });
    expect(pathOf(opened)).toBe(href);
    await opened.close();

    await page.getByTestId('host-button').focus();
    expect(await ctrlKTaken(page)).toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The harness runs on localhost, whose tenant speaks Chinese by default.
    await page.getByRole('button', { name: /^(Search menus|搜索菜单)$/ }).focus();
    expect(await ctrlKTaken(page)).toBe(true);
    await page.getByRole('dialog', { name: /^(Search menus|搜索菜单)$/ }).waitFor();
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
  });
});

describe('menu search (Ctrl+K)', () => {
  it('finds "carbon" in English and 碳 in Chinese, opens with Enter, closes with Escape', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await page.goto(`${origin}/cem_platform/login`);
    await signIn(page, 'operator', 'operator123');
    await waitForPath(page, '/cem_platform/index');

    // Typed as soon as the palette shows, without clicking into it: the field has focus by then.
    // (Not before it shows: on a loaded machine keys typed before that went to the page.)
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search menus' });
    await dialog.waitFor();
    await page.keyboard.type('carbon');
    const field = dialog.getByRole('combobox', { name: 'Menu name or pid' });
    expect(await field.inputValue()).toBe('carbon');
    const first = dialog.getByRole('option').first();
    expect(await first.innerText()).toMatch(/^Carbon overview\n/);
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await page.keyboard.press('Enter');
    await waitForPath(page, '/cem_platform/index/carbon-home');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: LANGUAGES.en.languageButton, exact: true }).click();
    await page.getByRole('menuitem', { name: LANGUAGES.zh.name, exact: true }).click();
    const search = page.getByRole('button', { name: '搜索菜单' });
    await search.click();
    const zh = page.getByRole('dialog', { name: '搜索菜单' });
    await zh.getByRole('combobox', { name: '菜单名称或 pid' }).fill('碳');
    expect(await zh.getByRole('option').first().innerText()).toMatch(/^碳总览\n/);
    expect(await zh.getByRole('option', { name: /^碳驾驶舱/ }).count()).toBe(1);
    await zh.getByRole('combobox').fill('资产折旧'); // disabled: never found
    await zh.getByRole('status').filter({ hasText: '没有与“资产折旧”匹配的菜单' }).waitFor();
    await page.keyboard.press('Escape');
    await zh.waitFor({ state: 'detached' });
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(pathOf(page)).toBe('/cem_platform/index/carbon-home');
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
  });
});

describe('the landing page (portfolio)', () => {
  it('an admin with several parent businesses picks one from the list, then a store in it, and goes to work', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await page.goto(`${origin}/cem_platform/login`);
    await signIn(page, 'admin', 'admin123');
    await page.goto(`${origin}/cem_platform/index`);
    const row = page.getByTestId('portfolio').locator('tr[data-row-key="pb-1002"]');
    const reloaded = page.waitForEvent('load');
    await row.getByRole('button', { name: 'Open 华南连锁商超' }).click();
    await reloaded; // a new parent business reloads the console (spec §4)
    await row.getByText('Current', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Choose a store in 华南连锁商超' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a project' });
    await pickFirstOption(page, picker, 'Province');
    await pickFirstOption(page, picker, 'City');
    const store = await pickFirstOption(page, picker, 'Store');
    await picker.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('button', { name: `Project: 华南连锁商超 / ${store}` }).waitFor();
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor(); // the portfolio gives way to the store's start page
    expect(await page.getByTestId('portfolio').count()).toBe(0);
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
  });
});
