// Every route on a bad network (issue 36 item 4): one API call in five fails and every one waits
// 1.5 s. Each stop must end in its data or in its retry state, with no page error or console
// error or warning but Chromium's own line for each failed request, no spinner left
// turning and no request stacked on an identical one still in flight. Three tabs of one signed-in
// context per account walk side by side: the time is the network's waiting, not the machine's work.
// (The bench's walk row times the same walk, plain and on this network: test/bench/network.)
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { INJECTED_FAULTS } from './support/consoleProblems';
import { BAD_NETWORK, TABS, networkFaults, walkInTabs } from './support/chaos';
import { signIn, userMenuButton } from './support/console';
import { routesByAccount } from './support/walkRoutes';
import { consoleUrl, standaloneOrigin } from './support/workerServers';

const browser = setupBrowser({ allowConsole: [INJECTED_FAULTS] });
const PASSWORDS = { operator: 'operator123', admin: 'admin123', bnbhost: 'bnbhost123' } as const;

afterAll(() => networkFaults(standaloneOrigin(), []));

describe.each([...routesByAccount().entries()].map(([account, stops]) => ({ account, stops })))('the $account’s routes on a bad network', ({ account, stops }) => {
  it('each ends in its data or its retry state: no page error, no spinner turning, no stacked request', async () => {
    const tab = await browser.open();
    await tab.page.goto(consoleUrl('login'));
    await signIn(tab.page, account, PASSWORDS[account]);
    // More tabs of the same signed-in context, each on the console's landing page.
    const pages: Page[] = [tab.page];
    for (let i = 1; i < TABS; i++) {
      const page = await tab.context.newPage();
      tab.watch(page);
      await page.goto(consoleUrl('index/home'));
      await userMenuButton(page).waitFor();
      pages.push(page);
    }
    const { problems, stacked, ms } = await walkInTabs(pages, stops, { url: consoleUrl, origin: standaloneOrigin(), rules: BAD_NETWORK });
    console.log(`chaos walk (${account}): ${stops.length} routes in ${(ms / 1000).toFixed(0)} s on ${TABS} tabs`);
    expect({ problems, stacked, pageErrors: tab.pageErrors }, tab.log.join('\n')).toEqual({ problems: [], stacked: [], pageErrors: [] });
  }, 900_000);
});
