// The built standalone console (dist/cem_platform, `npm run preview`) in Chromium.
import { describe, expect, it } from 'vitest';
import { setupBrowser, waitUntil, type Tab } from './support/browser';
import { consoleUrl as workerConsoleUrl, standaloneOrigin } from './support/workerServers';
import {
  LANGUAGES,
  loginHeading,
  mockControl,
  moduleTabs,
  pathOf,
  recordToasts,
  sideMenu,
  signIn,
  signOut,
  submitLogin,
  toasts,
  userMenuButton,
  USERNAME,
  waitForPath,
  waitForScreen,
  type Lang,
} from './support/console';

const browser = setupBrowser();
/** localhost carries the Chinese tenant (default zh), 127.0.0.1 the GreenGrid one (default en). */
const consoleUrl = (hostname: 'localhost' | '127.0.0.1', route = '') => workerConsoleUrl(route, hostname);

/** The modules (header tabs) the signed-in user has. */
async function moduleNames(tab: Tab): Promise<string[]> {
  await moduleTabs(tab.page).first().waitFor();
  return moduleTabs(tab.page).allInnerTexts();
}

function expectNoPageErrors(tab: Tab): void {
  expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
}

describe('sign-in', () => {
  it('admin sees every module, operator fewer and no Administration', async () => {
    const admin = await browser.open();
    await admin.page.goto(consoleUrl('127.0.0.1'));
    await signIn(admin.page, 'admin', 'admin123');
    await waitForPath(admin.page, '/cem_platform/index');
    const adminModules = await moduleNames(admin);

    const operator = await browser.open();
    await operator.page.goto(consoleUrl('127.0.0.1'));
    await signIn(operator.page, 'operator', 'operator123');
    const operatorModules = await moduleNames(operator);

    expect(adminModules).toContain('Administration');
    expect(operatorModules).toContain('Energy & Carbon');
    expect(operatorModules).not.toContain('Administration');
    expect(operatorModules.length).toBeLessThan(adminModules.length);
    expect(adminModules).toEqual(expect.arrayContaining(operatorModules));
    expectNoPageErrors(admin);
    expectNoPageErrors(operator);
  });

  it('a deep link while signed out goes to login and back after sign-in', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await page.goto(consoleUrl('127.0.0.1', 'index/carbon-home'));
    await waitForPath(page, `/cem_platform/login?redirect=${encodeURIComponent('/index/carbon-home')}`);
    await signIn(page, 'admin', 'admin123');
    await waitForPath(page, '/cem_platform/index/carbon-home');
    // Admin has five parent businesses and no store yet, so the content may be the no-project view;
    // the page's title is the menu entry's either way.
    await page.getByRole('heading', { name: 'Carbon overview', exact: true }).waitFor();
    expectNoPageErrors(tab);
  });
});

describe('navigation', () => {
  it('module tabs and the side menu: the URL and the content follow', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await page.goto(consoleUrl('127.0.0.1'));
    await signIn(page, 'admin', 'admin123');
    const menu = sideMenu(page);
    // These routes are exempt from the no-project view, so their screens show without a store.
    await moduleTabs(page).getByText('Tools', { exact: true }).click();
    await waitForPath(page, '/cem_platform/index/menu-template');
    await waitForScreen(page, 'menu-template');
    // The new module's group opens with antd's collapse animation; a click on one of its items
    // while the group is still growing can land on nothing (seen in 2 of 6 CI runs).
    await page.waitForFunction(() => !document.querySelector('[class*="-motion-collapse-"]'));

    await menu.getByRole('menuitem', { name: 'Menu tool', exact: true }).click();
    await waitForPath(page, '/cem_platform/index/menu-tool');
    await waitForScreen(page, 'menu-tool');
    expect(await page.locator('[data-screen="menu-template"]').count()).toBe(0);

    await moduleTabs(page).getByText('Energy & Carbon', { exact: true }).click();
    await waitForPath(page, '/cem_platform/index/home');
    await waitForScreen(page, 'home');
    await menu.getByRole('menuitem', { name: 'Carbon', exact: true }).click();
    await menu.getByRole('menuitem', { name: 'Carbon overview', exact: true }).click();
    await waitForPath(page, '/cem_platform/index/carbon-home');
    await page.getByRole('heading', { name: 'Carbon overview', exact: true }).waitFor();
    expectNoPageErrors(tab);
  });
});

describe('languages', () => {
  const ORDER: Lang[] = ['en', 'zh_hk', 'th', 'zh', 'en'];

  it('switch on the login page: zh → en → zh_hk → th → zh → en', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await page.goto(consoleUrl('localhost', 'login'));
    await waitUntil(() => loginHeading(page).innerText(), (text) => text === LANGUAGES.zh.loginTitle, 'the Chinese login heading');
    let previous = await page.getByLabel(USERNAME).evaluate((el) => el.closest('form')?.innerText ?? '');
    for (const lang of ORDER) {
      await page.getByRole('button', { name: LANGUAGES[lang].name, exact: true }).click();
      await waitUntil(() => loginHeading(page).innerText(), (text) => text === LANGUAGES[lang].loginTitle, `the ${lang} login heading`);
      const form = await page.getByLabel(USERNAME).evaluate((el) => el.closest('form')?.innerText ?? '');
      expect(form, `the form's text changes when switching to ${lang}`).not.toBe(previous);
      previous = form;
    }
    expectNoPageErrors(tab);
  });

  it('switch in the shell through the header Language menu: en → zh_hk → th → zh → en', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await page.goto(consoleUrl('127.0.0.1'));
    await signIn(page, 'admin', 'admin123');
    let current: Lang = 'en';
    await moduleTabs(page).getByText(LANGUAGES.en.energyCarbon, { exact: true }).waitFor();
    for (const lang of ORDER.slice(1)) {
      await page.getByRole('button', { name: LANGUAGES[current].languageButton, exact: true }).click();
      await page.getByRole('menuitem', { name: LANGUAGES[lang].name, exact: true }).click();
      await moduleTabs(page).getByText(LANGUAGES[lang].energyCarbon, { exact: true }).waitFor();
      await page.getByRole('button', { name: LANGUAGES[lang].languageButton, exact: true }).waitFor();
      expect(await moduleTabs(page).getByText(LANGUAGES[current].energyCarbon, { exact: true }).count()).toBe(0);
      current = lang;
    }
    expectNoPageErrors(tab);
  });
});

describe('branding by host name', () => {
  it('localhost and 127.0.0.1 show different tenants (brand name and document title)', async () => {
    const seen: Array<{ brand: string; title: string }> = [];
    for (const hostname of ['localhost', '127.0.0.1'] as const) {
      const tab = await browser.open();
      await tab.page.goto(consoleUrl(hostname, 'login'));
      const brand = (await tab.page.getByTestId('brand-name').innerText()).trim();
      // The title follows the tenant once its info has loaded (before that it is index.html's).
      await tab.page.getByTestId('copyright').waitFor();
      seen.push({ brand, title: await tab.page.title() });
      expectNoPageErrors(tab);
    }
    const [cn, gg] = seen as [{ brand: string; title: string }, { brand: string; title: string }];
    expect(cn.brand).toBe('能碳云管理平台');
    expect(gg.brand).toBe('GreenGrid Energy Cloud');
    expect(cn.title).not.toBe('');
    expect(gg.title).toMatch(/GreenGrid/);
    expect(cn.title).not.toBe(gg.title);
  });
});

describe('session end', () => {
  it('expired sessions: a reload shows exactly one "Login expired" message and the login page', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await recordToasts(page);
    await page.goto(consoleUrl('127.0.0.1'));
    await signIn(page, 'admin', 'admin123');
    await moduleTabs(page).first().waitFor();
    // The home screen's own calls must have answered first: one answering -45592 in this page
    // would end the session before the reload, and the reload would then start signed out.
    await page.waitForLoadState('networkidle');
    // Still signed in up to the reload: the session ends in the reloaded page, not before it.
    await userMenuButton(page).waitFor();
    // The page is left first: a live poll of it answered -45592 would end the session before the
    // reload (on a loaded machine the reload takes seconds), and the reload would start signed out.
    const here = page.url();
    await page.goto('about:blank');
    await mockControl(consoleUrl('127.0.0.1'), 'expire-sessions');
    await page.goto(here);
    await page.getByLabel(USERNAME).waitFor();
    await waitForPath(page, /^\/cem_platform\/login/);
    // Recorded toasts, not the visible ones: a failure then names whatever did show, even gone.
    await waitUntil(() => toasts(page), (seen) => seen.length > 0, 'a toast after the reload');
    // Every call of the reload has answered by now; none may add a second toast or redirect.
    await page.waitForLoadState('networkidle');
    // Every toast since the reload: this one, once (spec §8), and nothing else.
    expect(await toasts(page)).toEqual(['Login expired, please sign in again']);
    expect(pathOf(page)).toMatch(/^\/cem_platform\/login/);
    expect(await userMenuButton(page).count()).toBe(0);
    expectNoPageErrors(tab);
  });

  it('expired sessions: when every call at start answers -45592, the server message shows once and stays', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await recordToasts(page);
    await page.goto(consoleUrl('127.0.0.1'));
    await signIn(page, 'admin', 'admin123');
    await userMenuButton(page).waitFor();
    await page.waitForLoadState('networkidle');
    // The tenant branding calls too: the very first answers of the reload end the session,
    // before the language file and antd's locale have arrived.
    const message = 'Session ended by the server';
    // Left first, as above: the old page's polls must not meet the ending answers before the reload.
    const here = page.url();
    await page.goto('about:blank');
    await page.route(/\/(sfsaas|sfadapter|vts|vtspace|vtservice|vttrigger|vtproxy)\//, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: -45592, message, result: null }) }));
    await page.goto(here);
    await page.getByLabel(USERNAME).waitFor();
    await waitForPath(page, /^\/cem_platform\/login/);
    await waitUntil(() => toasts(page), (seen) => seen.length > 0, 'a toast after the reload');
    await page.waitForLoadState('networkidle');
    expect(await toasts(page)).toEqual([message]);
    // Not wiped by a later render: it is still on screen once everything has loaded.
    await page.getByText(message, { exact: true }).waitFor();
    expectNoPageErrors(tab);
  });

  it('sign out leads to the login page with "You have signed out"', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await page.goto(consoleUrl('127.0.0.1'));
    await signIn(page, 'admin', 'admin123');
    await signOut(page);
    await waitForPath(page, /^\/cem_platform\/login/);
    await page.getByText('You have signed out', { exact: true }).waitFor();
    // Signed out for real: a reload stays on the login page.
    await page.reload();
    await page.getByLabel(USERNAME).waitFor();
    expect(await userMenuButton(page).count()).toBe(0);
    expectNoPageErrors(tab);
  });

  it('the login form rejects a wrong password and stays on the login page', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await page.goto(consoleUrl('127.0.0.1', 'login'));
    await submitLogin(page, 'admin', 'wrong-password');
    await page.getByRole('alert').getByText(/Sign-in failed/).waitFor();
    expect(pathOf(page)).toBe('/cem_platform/login');
    expectNoPageErrors(tab);
  });
});

describe('hardening, as an attacker would try it', () => {
  it('a serviceUrl planted in storage is ignored by the built console: every call stays on its origin', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await page.addInitScript(() => window.localStorage.setItem('serviceUrl', 'https://collector.evil.example'));
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.goto(consoleUrl('127.0.0.1'));
    await signIn(page, 'admin', 'admin123');
    await userMenuButton(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect([...origins]).toEqual([standaloneOrigin()]);
    expectNoPageErrors(tab);
  });

  it('a /transition?token=… link opened while signed in asks first and leaves no token in the address bar', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await page.goto(consoleUrl('127.0.0.1'));
    await signIn(page, 'operator', 'operator123');
    await userMenuButton(page).waitFor();
    const signInCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/(thirdlogin|tokenlogin)/.test(request.url())) signInCalls.push(request.url());
    });
    await page.goto(consoleUrl('127.0.0.1', 'transition?token=enc-token-1'));
    await page.getByRole('alertdialog').waitFor();
    await waitForPath(page, '/cem_platform/transition');
    expect(page.url()).not.toContain('token');
    expect(signInCalls).toEqual([]); // nothing sent before the answer
    // Back in history does not bring the token back either: it was replaced, not pushed.
    expect(await page.evaluate(() => window.location.search)).toBe('');
    await page.getByRole('button', { name: /^Stay signed in as / }).click();
    await waitForPath(page, /^\/cem_platform\/index/);
    await userMenuButton(page).waitFor();
    expect(signInCalls).toEqual([]);
    expectNoPageErrors(tab);
  });
});
