// Issue "shell", done means: what a new user does in the built standalone console in Chromium.
import { describe, expect, it } from 'vitest';
import { setupBrowser, waitUntil } from './support/browser';
import { currentModule, LANGUAGES, moduleTabs, pickFirstOption, sideMenu, signIn, signOut, waitForPath, waitForScreen } from './support/console';
import { standaloneOrigin } from './support/workerServers';

const browser = setupBrowser();
const origin = standaloneOrigin(); // the GreenGrid tenant: English by default
const url = (route = '') => `${origin}/cem_platform/${route}`;

const BOOKMARKS = /^(Bookmarks \(1\)|收藏（1）)$/;

describe('the shell, as a new user finds it', () => {
  it('admin: parent business (reload), store through the picker, module, collapse, bookmark, language; all back after sign-out and in', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await page.goto(url('login'));
    await signIn(page, 'admin', 'admin123');

    // No store yet: a page of one store shows the no-project view, which leads to the choice.
    await page.goto(url('index/carbon-home'));
    await page.getByTestId('no-project-view').waitFor();
    await page.getByRole('button', { name: 'Choose a store', exact: true }).click();
    const parents = page.getByRole('dialog', { name: 'Change parent business' });
    await parents.getByRole('radio', { name: /华东商业综合体/ }).check();
    const reloaded = page.waitForEvent('load');
    await parents.getByRole('button', { name: 'OK', exact: true }).click();
    await reloaded; // a new parent business reloads the console (spec §4)
    await waitForPath(page, '/cem_platform/index/carbon-home');
    await page.getByRole('button', { name: /^Project: 华东商业综合体 \/ no store$/ }).waitFor();

    await page.getByRole('button', { name: 'Choose a store', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a project' });
    // 420 px once its opening animation has ended.
    await waitUntil(() => picker.evaluate((el) => (el.closest('.cem-modal') ?? el).getBoundingClientRect().width), (width) => width === 420, 'the picker at 420 px');
    // By keyboard: open each select, Enter takes its first option.
    await pickFirstOption(page, picker, 'Province');
    await pickFirstOption(page, picker, 'City');
    const storeName = await pickFirstOption(page, picker, 'Store');
    expect(storeName).not.toBe('');
    let loads = 0;
    page.on('load', () => (loads += 1));
    await picker.getByRole('button', { name: 'OK', exact: true }).click();
    await waitForScreen(page, 'carbon-home');
    await page.getByRole('button', { name: `Project: 华东商业综合体 / ${storeName}` }).waitFor();
    expect(loads).toBe(0); // only the store changed: no reload

    // Bookmark this page, go to another module, fold the side menu, switch to Chinese.
    await page.getByRole('button', { name: 'Add to bookmarks' }).click();
    await page.getByRole('button', { name: 'Bookmarks (1)' }).waitFor();
    // A person's pointer moves on: resting on the star, its tooltip stays open over the module tabs.
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip', { name: 'Remove from bookmarks' }).waitFor({ state: 'hidden' });
    await moduleTabs(page).getByText('Administration', { exact: true }).click();
    await waitForPath(page, (path) => path !== '/cem_platform/index/carbon-home');
    await page.getByRole('button', { name: 'Collapse the side menu' }).click();
    await page.getByRole('button', { name: 'Language', exact: true }).click();
    await page.getByRole('menuitem', { name: LANGUAGES.zh.name, exact: true }).click();
    await moduleTabs(page).getByText(LANGUAGES.zh.energyCarbon, { exact: true }).waitFor();
    const module = await currentModule(page).innerText();

    // Straight to sign-out, inside the 2 s habit debounce: signing out sends the pending habit first.
    await signOut(page);
    await page.evaluate(() => window.localStorage.clear()); // as on another machine: only the server remembers
    await page.reload();
    await signIn(page, 'admin', 'admin123');
    await moduleTabs(page).getByText(LANGUAGES.zh.energyCarbon, { exact: true }).waitFor(); // Chinese again
    expect(await currentModule(page).innerText()).toBe(module);
    await page.getByRole('button', { name: '展开侧边菜单' }).waitFor(); // still folded
    await page.getByRole('button', { name: BOOKMARKS }).click();
    await page.getByRole('menuitem').filter({ hasText: /碳总览|Carbon overview/ }).click();
    await waitForPath(page, '/cem_platform/index/carbon-home');
    await waitForScreen(page, 'carbon-home'); // the store is chosen again
    expect(await page.getByRole('button', { name: new RegExp(storeName) }).count()).toBeGreaterThan(0);
    expect(await sideMenu(page).count()).toBe(1);
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
  });

  it('operator never sees the picker: the only parent business and store are chosen by themselves', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await page.goto(url('index/carbon-home'));
    await signIn(page, 'operator', 'operator123');
    await waitForScreen(page, 'carbon-home');
    expect(await page.getByTestId('no-project-view').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
  });
});
