// Every built screen domain as an operator meets it, walked from its descriptor
// (src/screens/<domain>/domain.ts, `walk`): each route shows its own screen with data, no
// placeholder, no page or console error, no error toast, and axe finds no serious or critical
// WCAG 2 A/AA violation in the light and the dark theme (issues 6, 12, 13, 14).
import { describe, expect, inject, it } from 'vitest';
import type { DomainWalk } from '../../src/loader/domain';
import { setupBrowser } from './support/browser';
import { recordToasts, signIn, toasts } from './support/console';
import { walkSettled } from './support/settled';
import { walkStops } from './support/walk';

const browser = setupBrowser();
const consoleUrl = (route = '') => `http://127.0.0.1:${inject('standalonePort')}/cem_platform/${route}`;

const descriptors = import.meta.glob<{ walk?: DomainWalk }>('../../src/screens/*/domain.ts', { eager: true });
const WALKS = Object.entries(descriptors).flatMap(([file, { walk }]) => (walk ? [{ domain: file.split('/').at(-2)!, walk }] : []));

describe.each(WALKS)('the $domain screens, walked', ({ walk }) => {
  // A minute a stop (two visits, two axe runs): on a busy 2-core machine a visit took up to 27 s.
  it('each route shows its own screen with data, no placeholder, no error and no error toast, and is axe clean in both themes', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await recordToasts(page);
    await page.goto(consoleUrl('login'));
    await signIn(page, 'operator', 'operator123');
    if (walk.check === 'settled') {
      const { problems, violations } = await walkSettled(page, walk.stops, consoleUrl);
      expect(problems).toEqual([]);
      expect(violations).toEqual([]);
    } else {
      expect(await walkStops(page, walk.stops, consoleUrl)).toEqual([]);
    }
    expect(await toasts(page)).toEqual([]);
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
    expect(tab.consoleErrors, tab.log.join('\n')).toEqual([]);
  }, Math.max(300_000, walk.stops.length * 60_000));
});
