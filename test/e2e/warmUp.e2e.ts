// Issue 39 §6, the ticket desk sooner on a slow network: while the user signs in, the sign-in form
// asks for the code of the page it returns to (src/loader/warmUp.ts). In the browser: the layout's
// and the desk's chunks are requested before the sign-in answers; and when those early fetches
// fail, the console still opens the desk, fetching the code again (a failed import() is not kept).
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { PASSWORD, SIGN_IN, USERNAME, userMenuButton } from './support/console';
import { INJECTED_FAULTS } from './support/consoleProblems';
import { consoleUrl } from './support/workerServers';

const browser = setupBrowser({ allowConsole: [INJECTED_FAULTS] });

const DESK = 'index/work-overview/work-overview';
/** The chunks the desk needs after sign-in: the signed-in layout and the desk's screen (Vite names a chunk after its module). */
const CHUNKS = { layout: /\/assets\/ShellLayout-[\w-]+\.js$/, desk: /\/assets\/WorkOverviewScreen-[\w-]+\.js$/ };
const LOGIN = '**/sfsaas/api/user/login';
/** How long the sign-in answer is held back: time enough to see what was asked for meanwhile. */
const LOGIN_HELD_MS = 2_000;

const isChunk = (request: Request, name: keyof typeof CHUNKS) => CHUNKS[name].test(new URL(request.url()).pathname);

/** Opens the desk's address signed out (the console sends it to the sign-in form) and signs in as the maintainer. */
async function signInToDesk(page: Page): Promise<void> {
  await page.goto(consoleUrl(DESK));
  await page.getByLabel(USERNAME).fill('maintainer');
  await page.getByLabel(PASSWORD).fill('maintainer123');
  await page.getByRole('button', { name: SIGN_IN }).click();
  await userMenuButton(page).waitFor();
  await page.locator('[data-screen="work-overview"]').first().waitFor();
}

describe('the sign-in form warms the page it returns to (issue 39 §6)', () => {
  it("asks for the layout's and the desk's code while the sign-in is on its way", async () => {
    const { page } = await browser.open();
    const events: string[] = [];
    page.on('request', (request) => {
      for (const name of Object.keys(CHUNKS) as Array<keyof typeof CHUNKS>) if (isChunk(request, name)) events.push(name);
    });
    await page.route(LOGIN, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LOGIN_HELD_MS));
      events.push('signed in');
      await route.continue();
    });
    await signInToDesk(page);
    expect(events.indexOf('layout')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('desk')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('layout')).toBeLessThan(events.indexOf('signed in'));
    expect(events.indexOf('desk')).toBeLessThan(events.indexOf('signed in'));
  });

  it('when the early fetches fail, the desk still opens, its code fetched again', async () => {
    const { page } = await browser.open();
    // A chunk that fails where the screen loads reloads the page (spec §9): here nothing may reload.
    let loads = 0;
    page.on('load', () => (loads += 1));
    const failed = new Set<string>();
    const asked = { layout: 0, desk: 0 };
    for (const name of Object.keys(CHUNKS) as Array<keyof typeof CHUNKS>) {
      await page.route(CHUNKS[name], async (route) => {
        asked[name] += 1;
        if (failed.has(name)) return route.continue();
        failed.add(name);
        return route.abort('failed');
      });
    }
    await signInToDesk(page);
    await expect.poll(() => page.locator('[data-screen="work-overview"] :is(tbody tr[data-row-key], [data-card-list] li)').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('page-load-error').count()).toBe(0);
    expect([...failed].sort()).toEqual(['desk', 'layout']);
    expect(asked).toEqual({ layout: 2, desk: 2 });
    expect(loads).toBe(1);
  });
});
