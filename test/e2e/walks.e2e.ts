// Every built screen domain as an operator meets it, walked from its descriptor
// (src/screens/<domain>/domain.ts, `walk`): each route shows its own screen with data, no
// placeholder, no page or console error, no error toast, and axe finds no serious or critical
// WCAG 2 A/AA violation in the light and the dark theme (issues 6, 12, 13, 14). One signed-in tab
// walks every domain, each stop opened inside the app, as a person clicks through the console.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { DomainWalk } from '../../src/loader/domain';
import { setupBrowser, type Tab } from './support/browser';
import { recordToasts, signIn } from './support/console';
import { walkDomain } from './support/walk';

const browser = setupBrowser();
const consoleUrl = (route = '') => `http://127.0.0.1:${inject('standalonePort')}/cem_platform/${route}`;

const descriptors = import.meta.glob<{ walk?: DomainWalk }>('../../src/screens/*/domain.ts', { eager: true });
const WALKS = Object.entries(descriptors).flatMap(([file, { walk }]) => (walk ? [{ domain: file.split('/').at(-2)!, walk }] : []));

let tab: Tab;
beforeAll(async () => {
  tab = await browser.open({ keep: true });
  await recordToasts(tab.page);
  await tab.page.goto(consoleUrl('login'));
  await signIn(tab.page, 'operator', 'operator123');
});

describe.each(WALKS)('the $domain screens, walked', ({ walk }) => {
  // Half a minute a stop at most (one visit, two axe runs): on a busy 2-core machine a visit took up to 27 s.
  it('each route shows its own screen with data, no placeholder, no error and no error toast, and is axe clean in both themes', async () => {
    // What this domain's stops added to the tab's logs.
    const since = { pageErrors: tab.pageErrors.length, consoleErrors: tab.consoleErrors.length };
    const { problems, violations, toasts } = await walkDomain(tab.page, walk, consoleUrl);
    expect(problems).toEqual([]);
    expect(violations).toEqual([]);
    expect(toasts).toEqual([]);
    expect(tab.pageErrors.slice(since.pageErrors), tab.log.join('\n')).toEqual([]);
    expect(tab.consoleErrors.slice(since.consoleErrors), tab.log.join('\n')).toEqual([]);
  }, Math.max(300_000, walk.stops.length * 30_000));
});
