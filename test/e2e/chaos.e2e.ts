// Every route on a bad network (issue 36 item 4): one API call in five fails and every one waits
// 1.5 s. Each stop must end in its data or in its retry state, with no page error, no spinner left
// turning and no request stacked on an identical one still in flight. Three tabs of one signed-in
// context per account walk side by side: the time is the network's waiting, not the machine's work.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { DomainWalk, WalkStop } from '../../src/loader/domain';
import { isApiPath } from '../../mock/api/vitePlugin';
import { setupBrowser } from './support/browser';
import { networkFaults, walkOnBadNetwork, watchRequests } from './support/chaos';
import { signIn, userMenuButton } from './support/console';
import { consoleUrl, standaloneOrigin } from './support/workerServers';

const browser = setupBrowser();
const BAD_NETWORK = [{ pattern: '*', latencyMs: 1500, failRate: 0.2 }];
const TABS = 3;
const PASSWORDS = { operator: 'operator123', admin: 'admin123', bnbhost: 'bnbhost123' } as const;
type Account = keyof typeof PASSWORDS;

const descriptors = import.meta.glob<{ walk?: DomainWalk }>('../../src/screens/*/domain.ts', { eager: true });
/** Each account's routes, once each (a route's first stop), as the plain walk's accounts see them. */
const ROUTES = new Map<Account, WalkStop[]>();
for (const { walk } of Object.values(descriptors)) {
  if (!walk) continue;
  const stops = ROUTES.get(walk.account ?? 'operator') ?? [];
  for (const stop of walk.stops) if (!stops.some((s) => s.route === stop.route)) stops.push(stop);
  ROUTES.set(walk.account ?? 'operator', stops);
}

afterAll(() => networkFaults(standaloneOrigin(), []));

const isApi = (url: string) => isApiPath(new URL(url).pathname);

describe.each([...ROUTES.entries()].map(([account, stops]) => ({ account, stops })))('the $account’s routes on a bad network', ({ account, stops }) => {
  it('each ends in its data or its retry state: no page error, no spinner turning, no stacked request', async () => {
    const tab = await browser.open();
    await tab.page.goto(consoleUrl('login'));
    await signIn(tab.page, account, PASSWORDS[account]);
    // More tabs of the same signed-in context, each on the console's landing page.
    const pages: Page[] = [tab.page];
    for (let i = 1; i < TABS; i++) {
      const page = await tab.context.newPage();
      page.on('pageerror', (error) => tab.pageErrors.push(error.message));
      await page.goto(consoleUrl('index/home'));
      await userMenuButton(page).waitFor();
      pages.push(page);
    }
    const watches = pages.map((page) => watchRequests(page, isApi));
    const started = Date.now();
    await networkFaults(standaloneOrigin(), BAD_NETWORK);
    let problems: string[];
    try {
      const shares = pages.map((_, i) => stops.filter((__, j) => j % TABS === i));
      problems = (await Promise.all(pages.map((page, i) => walkOnBadNetwork(page, shares[i]!, consoleUrl, watches[i]!)))).flat();
    } finally {
      await networkFaults(standaloneOrigin(), []);
    }
    console.log(`chaos walk (${account}): ${stops.length} routes in ${((Date.now() - started) / 1000).toFixed(0)} s on ${TABS} tabs`);
    const found = { problems, stacked: watches.flatMap((w) => w.duplicates), pageErrors: tab.pageErrors };
    expect(found, tab.log.join('\n')).toEqual({ problems: [], stacked: [], pageErrors: [] });
  }, 900_000);
});
