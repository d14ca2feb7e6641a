// Issue 38 §5: the console at a second start. A standalone console of its own whose mock world
// starts on a leap day (CEM_MOCK_START=2028-02-29 09:30 in Shanghai), a browser in New York (where
// it is still 28 February, 20:30), and the energy, billing, devices and operations stops of the
// walk (the descriptors' `walk`, as walks.e2e.ts has them): each shows its data, with no page
// error, console error or error toast. Walked in Thai, so each stop is also checked for days and
// months written the Thai way (issue 38 §3: '29/02/2028', never '2028-02-29' nor the Buddhist year);
// the English walk at the default start, axe and the English-sentence check are walks.e2e.ts's.
// Signed in as the walks' account, the operator: its one store is chosen at sign-in, where the
// admin starts with no store and every store screen asks for one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainWalk } from '../../src/loader/domain';
import { setupBrowser, type Tab } from './support/browser';
import { recordToasts, signIn } from './support/console';
import { startStandaloneWith, type Standalone } from './support/servers';
import { spreadByRoute, walkDomain } from './support/walk';

const START = '2028-02-29T09:30:00+08:00';
const DOMAINS = ['energy', 'billing', 'devices', 'operations'];

const descriptors = import.meta.glob<{ walk?: DomainWalk }>('../../src/screens/*/domain.ts', { eager: true });
const WALKS = Object.entries(descriptors)
  .flatMap(([file, { walk }]) => (walk ? [{ domain: file.split('/').at(-2)!, walk }] : []))
  .filter(({ domain }) => DOMAINS.includes(domain));

const browser = setupBrowser();
let server: Standalone;
let tab: Tab;

const url = (route = '') => `http://127.0.0.1:${server.port}/cem_platform/${route}`;

beforeAll(async () => {
  server = await startStandaloneWith({ CEM_MOCK_START: START }); // the config, and the mock with it, is loaded anew for each server
  tab = await browser.open({ keep: true, timezoneId: 'America/New_York' });
  await recordToasts(tab.page);
  await tab.page.goto(url('login'));
  await signIn(tab.page, 'operator', 'operator123');
});

afterAll(async () => {
  await server?.close();
});

it('serves a world whose now is the leap-day start, and a browser in New York still on 28 February', async () => {
  const answer = await fetch(new URL('/__mock__/control', url()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-cem-mock-control': '1' },
    body: JSON.stringify({ action: 'advance-time', ms: 0 }),
  });
  // The world runs on from its start in real time: seconds since the server started.
  const now = Date.parse(((await answer.json()) as { result: { now: string } }).result.now);
  expect(now).toBeGreaterThanOrEqual(Date.parse('2028-02-29T01:30:00.000Z'));
  expect(now).toBeLessThan(Date.parse('2028-02-29T01:45:00.000Z'));
  const browserDay = await tab.page.evaluate((at) => new Date(at).toLocaleDateString('en-CA'), Date.parse(START));
  expect(browserDay).toBe('2028-02-28');
});

/** One stop walked on its own: what it showed wrong, a screen or its data that never came named by the stop's path. */
async function walkStop(walk: DomainWalk, stop: DomainWalk['stops'][number]): Promise<{ problems: string[]; toasts: string[] }> {
  try {
    // In Thai: the walk switches to it (a no-op after the first stop) and checks the stop's dates.
    const { problems, toasts } = await walkDomain(tab.page, { ...walk, stops: [stop] }, url, { lang: 'th' });
    return { problems, toasts };
  } catch (error) {
    return { problems: [`${stop.path}: ${(error as Error).message.split('\n')[0]}`], toasts: [] };
  }
}

describe.each(WALKS)('the $domain screens on 29 February 2028', ({ walk }) => {
  // Stop by stop, so one stop that never shows its data does not hide how the others fare.
  it('each stop shows its screen with data, no placeholder, no error, no error toast, and its dates the Thai way', async () => {
    expect(walk.stops.length).toBeGreaterThan(0);
    const since = { pageErrors: tab.pageErrors.length, consoleErrors: tab.consoleErrors.length };
    const problems: string[] = [];
    const toasts: string[] = [];
    let previous = '';
    for (const stop of spreadByRoute(walk.stops)) {
      // The route already on screen: loaded anew, as the walk does, so its old rows do not count.
      if (stop.route === previous) await tab.page.goto(url(stop.path));
      previous = stop.route;
      const result = await walkStop(walk, stop);
      problems.push(...result.problems);
      toasts.push(...result.toasts);
    }
    expect(problems).toEqual([]);
    expect(toasts).toEqual([]);
    expect(tab.pageErrors.slice(since.pageErrors), tab.log.join('\n')).toEqual([]);
    expect(tab.consoleErrors.slice(since.consoleErrors), tab.log.join('\n')).toEqual([]);
  }, Math.max(300_000, walk.stops.length * 45_000));
});
