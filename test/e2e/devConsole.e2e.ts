// The console as its developers run it (Vite's dev server, React's development build): React,
// antd and MobX warn there of what the production build the other suites run stays silent about
// (a state update during render, a deprecated prop, a change outside an action). The operations
// and media routes open, each with its data, in English and Thai with no console error or warning:
// setupBrowser fails a test on any (support/consoleProblems.ts) and on any page error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainWalk } from '../../src/loader/domain';
import { setupBrowser } from './support/browser';
import { signIn } from './support/console';
import { startDevStandalone, type DevStandalone } from './support/devServer';
import { walkDomain } from './support/walk';

const browser = setupBrowser();
const PASSWORDS = { operator: 'operator123', admin: 'admin123', bnbhost: 'bnbhost123' } as const;

const descriptors = import.meta.glob<{ walk?: DomainWalk }>('../../src/screens/{operations,signage}/domain.ts', { eager: true });
const WALKS = Object.entries(descriptors).flatMap(([file, { walk }]) => (walk ? [{ domain: file.split('/').at(-2)!, walk }] : []));
const PASSES = WALKS.flatMap((w) => (['en', 'th'] as const).map((lang) => ({ lang, ...w })));

let server: DevStandalone | undefined;
const url = (route: string) => {
  if (!server) throw new Error('the dev server did not start');
  return server.url(route);
};

beforeAll(async () => {
  server = await startDevStandalone();
});
afterAll(async () => {
  await server?.close();
});

describe.each(PASSES)('the $domain routes in development, in $lang', ({ walk, lang }) => {
  it('each opens with its data and no console error or warning', async () => {
    const tab = await browser.open();
    await tab.page.goto(url('login'));
    // A cold dev server pre-bundles the dependencies and may reload once: give the first load time.
    await tab.page.getByRole('textbox').first().waitFor({ timeout: 180_000 });
    await signIn(tab.page, walk.account ?? 'operator', PASSWORDS[walk.account ?? 'operator']);
    const { problems, english } = await walkDomain(tab.page, walk, url, lang === 'en' ? { axe: false } : { lang });
    expect(problems).toEqual([]);
    expect(english).toEqual([]);
  }, 600_000);
});
