// What the suite knows about the console's screens: labels in the four languages (the same ones
// the jsdom tests use), sign-in and sign-out, the mock's control endpoint, a toast recorder.
import type { Locator, Page } from 'playwright-core';
import { waitUntil } from './browser';

export const USERNAME = /^(User name|用户名|用戶名稱|ชื่อผู้ใช้)$/;
export const PASSWORD = /^(Password|密码|密碼|รหัสผ่าน)$/;
/** antd puts a space between two CJK characters of a button: '登 录'. */
export const SIGN_IN = /^(Sign in|登 ?录|登 ?入|เข้าสู่ระบบ)$/;
export const LANGUAGE = /^(Language|语言|語言|ภาษา)$/;
export const USER_MENU = /^(User menu of .+|.+ 的用户菜单|.+ 的用戶選單|เมนูผู้ใช้ของ .+)$/;
export const SIGN_OUT = /^(Sign out|退出登录|登出|ออกจากระบบ)$/;

/** Per language: its name in the switchers, the login heading, the header button, the first module's tab. */
export const LANGUAGES = {
  zh: { name: '简体中文', loginTitle: '登录', languageButton: '语言', energyCarbon: '能碳管理' },
  en: { name: 'English', loginTitle: 'Sign in', languageButton: 'Language', energyCarbon: 'Energy & Carbon' },
  zh_hk: { name: '繁體中文（香港）', loginTitle: '登入', languageButton: '語言', energyCarbon: '能源及碳管理' },
  th: { name: 'ไทย', loginTitle: 'เข้าสู่ระบบ', languageButton: 'ภาษา', energyCarbon: 'พลังงานและคาร์บอน' },
} as const;
export type Lang = keyof typeof LANGUAGES;

/** The header's module links (one per top-level module that has a page to open). */
export const moduleTabs = (page: Page): Locator => page.getByRole('navigation', { name: /^(Modules|模块|模組|โมดูล)$/ }).getByRole('link');
/** The module link of the current module (aria-current: 'page' on its first page, 'true' elsewhere in it). */
export const currentModule = (page: Page): Locator => moduleTabs(page).and(page.locator('[aria-current]'));
export const sideMenu = (page: Page): Locator => page.locator('nav[aria-label="Side menu"], nav[aria-label="侧边菜单"], nav[aria-label="側邊選單"], nav[aria-label="เมนูด้านข้าง"]');
export const userMenuButton = (page: Page): Locator => page.getByRole('button', { name: USER_MENU });
export const loginHeading = (page: Page): Locator => page.locator('#auth-title');

/** Waits for the login form, fills it and submits. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(USERNAME).fill(username);
  await page.getByLabel(PASSWORD).fill(password);
  await page.getByRole('button', { name: SIGN_IN }).click();
}

/** Signs in through the form and waits for the shell (its user menu). */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await submitLogin(page, username, password);
  await userMenuButton(page).waitFor();
}

/**
 * User menu → Sign out; waits for the login form. Once, on a loaded machine (two browser files at a
 * time), the click landed while the menu was still opening and was lost: the menu stayed open
 * with Sign out in it for 45 s. So while the login form is not there and Sign out still shows,
 * it is clicked again, as a person would; a sign-out that never reaches the login form still fails.
 */
export async function signOut(page: Page): Promise<void> {
  await userMenuButton(page).click();
  const item = page.getByRole('menuitem', { name: SIGN_OUT });
  const login = page.getByLabel(USERNAME);
  await item.click();
  let clickedAt = Date.now();
  await waitUntil(
    async () => {
      if (await login.isVisible()) return true;
      // Not while a sign-out that worked is still closing the menu: only a menu left open for seconds.
      if (Date.now() - clickedAt > 3_000 && (await item.isVisible())) {
        await item.click({ timeout: 5_000 }).catch(() => undefined);
        clickedAt = Date.now();
      }
      return false;
    },
    (shown) => shown,
    'the login form after Sign out',
  );
}

/** The path part of the page's URL with its query, e.g. '/cem_platform/index/carbon-home'. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the page's path (and query) is, matches or satisfies `expected`. */
export async function waitForPath(page: Page, expected: string | RegExp | ((path: string) => boolean)): Promise<void> {
  await page.waitForURL((url) => {
    const here = url.pathname + url.search;
    if (typeof expected === 'string') return here === expected;
    return expected instanceof RegExp ? expected.test(here) : expected(here);
  });
}

/** POST /__mock__/control on the server at `origin` (expire-sessions or reset), with the header it requires. */
export async function mockControl(origin: string, action: 'expire-sessions' | 'reset'): Promise<void> {
  const response = await fetch(new URL('/__mock__/control', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-cem-mock-control': '1' },
    body: JSON.stringify({ action }),
  });
  if (!response.ok) throw new Error(`/__mock__/control ${action}: HTTP ${response.status}`);
}

/**
 * Globals the suite sets or reads in the page (kept out of the global Window type, which src shares).
 * Functions passed to page.evaluate run in the browser, so they cast `window` to this.
 */
export type E2EWindow = Window & {
  /** Every antd message toast that appeared (recorded by recordToasts), kept after it is removed. */
  __e2eToasts?: Element[];
  /** Set before an edit: still true afterwards means no full reload happened. */
  __noReload?: boolean;
  /** The host harness's mount counters (mock/host/src/main.tsx). */
  __harness?: { counts: Record<string, { mounted: number; unmounted: number } | undefined> };
};

/**
 * Records every antd message toast (`<prefix>-message-notice`) that appears, from the next page
 * load on: toasts vanish after 3 s, so counting the visible ones at one moment could miss one.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const toasts: Element[] = [];
    (window as E2EWindow).__e2eToasts = toasts;
    const scan = (node: Node) => {
      if (!(node instanceof Element)) return;
      const found = [node, ...node.querySelectorAll('*')].filter((el) => /(^|\s)\S+-message-notice(\s|$)/.test(el.className.toString()));
      for (const el of found) {
        if (seen.has(el)) continue;
        seen.add(el);
        toasts.push(el);
      }
    };
    new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(scan))).observe(document, { childList: true, subtree: true });
  });
}

export async function toasts(page: Page): Promise<string[]> {
  return page.evaluate(() => ((window as E2EWindow).__e2eToasts ?? []).map((el) => el.textContent ?? ''));
}

/** Waits until the page loader has mounted the screen of `route` (placeholder or real): its wrapper carries data-screen. */
export async function waitForScreen(page: Page, route: string): Promise<void> {
  await page.locator(`[data-screen="${route}"]`).first().waitFor({ state: 'attached' });
}

/** Switches the console's language through the header Language menu, as a person does (the header must be on screen). */
export async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  // Already in it (a walk stop by stop): no click, so nothing the last screen left open can swallow it.
  if (await page.getByRole('button', { name: LANGUAGES[lang].languageButton, exact: true }).isVisible()) return;
  const button = page.getByRole('button', { name: LANGUAGE });
  await button.click();
  await page.getByRole('menuitem', { name: LANGUAGES[lang].name, exact: true }).click();
  await page.getByRole('button', { name: LANGUAGES[lang].languageButton, exact: true }).waitFor();
}

/** Words that make a run of text an English sentence (a label of one or two words does not count). */
const ENGLISH_SENTENCE = /\b(the|is|are|no|not|since|with|and)\b/i;

/**
 * The visible English sentences on the screen of `route` (text of 3 or more words with an English
 * function word), for a walk in another language: where a translation is expected, none shows.
 * Data values are not sentences of the console; `allow` names the few the seed writes in English.
 */
export async function englishSentences(page: Page, route: string, allow: readonly RegExp[] = []): Promise<string[]> {
  const found = await page.evaluate(
    ({ name, pattern }) => {
      const re = new RegExp(pattern, 'i');
      const out: string[] = [];
      for (const root of document.querySelectorAll(`[data-screen="${name}"]`)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
          const parent = node.parentElement;
          if (!parent || text.split(' ').length < 3 || !re.test(text)) continue;
          if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
          out.push(text);
        }
      }
      return [...new Set(out)];
    },
    { name: route, pattern: ENGLISH_SENTENCE.source },
  );
  return found.filter((text) => !allow.some((re) => re.test(text))).map((text) => `${route}: “${text}”`);
}

/** The store picker by keyboard: waits for the select (it waits for its list), opens it, Enter takes the first option; its text. */
export async function pickFirstOption(page: Page, picker: Locator, label: string): Promise<string> {
  const select = picker.getByRole('combobox', { name: label });
  await waitUntil(() => select.isEnabled(), Boolean, `the ${label} select to be enabled`);
  await select.click();
  await page.keyboard.press('Enter');
  return select.evaluate((el) => (el.closest('.cem-select') as HTMLElement | null)?.innerText.trim() ?? '');
}
