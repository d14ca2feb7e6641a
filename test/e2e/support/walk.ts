// The walk of a domain's routes (its descriptor's `walk`), as a person clicks through a console:
// one signed-in tab, each stop opened inside the app (the router follows the address, no reload),
// waited for its data, checked, and run through axe in the theme it opened in, then through axe's
// colour rules in the other (a theme changes colours only).
// So every screen is checked in both themes while it is opened once, and the app stays up across a
// whole domain, as it does for its users.
import type { Page } from 'playwright-core';
import type { DomainWalk, WalkStop } from '../../../src/loader/domain';
import { axeViolations, chooseTheme, COLOUR_RULES } from './axe';
import { DATA_SHOWN, EMPTY_STATE } from './dataShown.mjs';
import { chooseLanguage, englishSentences, toasts, userMenuButton, waitForScreen, type Lang } from './console';
import { datesNotThai } from './thaiDates';

type Theme = 'light' | 'dark';
const THEME_NAME = { light: 'Light', dark: 'Dark' } as const;
/** How long the network must stay quiet before a screen counts as settled. */
const QUIET_MS = 300;
const SETTLE_TIMEOUT = 30_000;
/** How many of a stop's wrongly written dates its problem names. */
const SAMPLES = 5;

export interface WalkResult {
  /** What a user would see wrong: placeholders, load errors, screens that never settled. */
  problems: string[];
  /** axe's serious and critical WCAG 2 A/AA violations, per stop and theme. */
  violations: string[];
  /** Every toast shown during the walk (recordToasts must be set on the page). */
  toasts: string[];
  /** In a walk in another language: the English sentences seen where a translation was expected. */
  english: string[];
}

export interface WalkOptions {
  /**
   * Walk in this language (switched through the header first): each stop is visited once and
   * checked for English sentences instead of axe (the English walk runs axe); in Thai, also for
   * days, months and years not written its way (a problem each).
   */
  lang?: Exclude<Lang, 'en'>;
  /** Data the seed writes in English (a record's name), not sentences of the console. */
  allow?: readonly RegExp[];
  /** false: an English walk without axe and the theme switch (each stop visited once). */
  axe?: boolean;
}

/**
 * Stops in an order where the same route rarely follows itself (its kinds spread out): a stop of
 * the route already on screen needs a reload, since the old screen's element may stay in place.
 */
export function spreadByRoute(stops: readonly WalkStop[]): WalkStop[] {
  const byRoute = new Map<string, WalkStop[]>();
  for (const stop of stops) byRoute.set(stop.route, [...(byRoute.get(stop.route) ?? []), stop]);
  const queues = [...byRoute.values()].sort((a, b) => b.length - a.length);
  const order: WalkStop[] = [];
  while (order.length < stops.length) {
    for (const queue of queues) {
      const next = queue[0];
      if (next && order.at(-1)?.route !== next.route) order.push(queue.shift()!);
    }
    // Only one route left with stops: they follow each other.
    const left = queues.filter((q) => q.length > 0);
    if (left.length === 1) order.push(...left[0]!.splice(0));
  }
  return order;
}

/** Counts the page's requests in flight, so a stop can wait until its answers are all in. */
export function trackRequests(page: Page): { quiet: () => Promise<boolean> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async quiet() {
      const deadline = Date.now() + SETTLE_TIMEOUT;
      while (Date.now() < deadline) {
        if (inFlight === 0 && Date.now() - lastChange >= QUIET_MS) return true;
        await page.waitForTimeout(50);
      }
      return false;
    },
  };
}

/** Opens a path: inside the app through its router when the app is up, else by loading it. */
async function open(page: Page, href: string, reload: boolean): Promise<void> {
  if (reload) {
    await page.goto(href);
    return;
  }
  const { pathname, search } = new URL(href);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, pathname + search);
}

/** Waits until a `settled` stop's answers are in and its skeletons gone; false when it never settled. */
export async function settled(page: Page, route: string, network: { quiet: () => Promise<boolean> }): Promise<boolean> {
  const skeletonsGone = await page
    .waitForFunction((name) => !document.querySelector(`[data-screen="${name}"] [class*="skeleton"]`), route, { timeout: SETTLE_TIMEOUT })
    .then(() => true, () => false);
  return (await network.quiet()) && skeletonsGone;
}

/**
 * Waits for the screen's own data (of a kind DATA_SHOWN names, or what the stop names `ready`: a
 * settings form's saved values), or its empty state; which one showed, or 'nothing'.
 */
async function dataOrEmpty(page: Page, { route, ready }: WalkStop): Promise<'data' | 'empty' | 'nothing'> {
  const screen = `[data-screen="${route}"]`;
  const data = `${screen} :is(${DATA_SHOWN}${ready ? `, ${ready}` : ''})`;
  const shown = page.locator(`${data}, ${screen} ${EMPTY_STATE}`).first();
  // Charts draw once ECharts' chunk is in, after the answers: a few seconds at most.
  if (!(await shown.waitFor({ state: 'attached', timeout: 10_000 }).then(() => true, () => false))) return 'nothing';
  return (await page.locator(data).count()) > 0 ? 'data' : 'empty';
}

/** What a new user would see wrong on the open screen of a `settled` stop. */
async function screenProblems(page: Page, stop: WalkStop): Promise<string[]> {
  const { route, empty = false } = stop;
  const problems: string[] = [];
  if (await page.getByTestId('no-project-view').count()) problems.push(`${route}: no-project view`);
  const text = await page.locator(`[data-screen="${route}"]`).first().evaluate((el) => (el as HTMLElement).innerText);
  const data = await dataOrEmpty(page, stop);
  if (data === 'nothing') problems.push(`${route}: neither its data (rows, chart points, KPI figures, list items) nor its empty state`);
  // An empty state is this route's answer only where the seed really has nothing for it.
  if (data === 'empty' && !empty) problems.push(`${route}: empty state where the seed has data`);
  if (/could not be loaded|Retry/.test(text)) problems.push(`${route}: load error shown`);
  return problems;
}

/** Waits until a `ready` stop shows its data (a row by default) and, when live, its "Updated" stamp. */
async function ready(page: Page, { route, ready: selector = 'tbody tr[data-row-key]', live = true }: WalkStop, english = true): Promise<void> {
  await page.locator(`[data-screen="${route}"] ${selector}`).first().waitFor({ timeout: SETTLE_TIMEOUT });
  // The stamp carries the time of the answer in every language.
  if (live) await page.getByTestId('last-updated').filter({ hasText: english ? /Updated/ : /\d/ }).waitFor();
}

/**
 * Switches the theme through the user menu; a screen without the console's header (a full-screen
 * dashboard) is left for the page before it, switched there, and opened again (true).
 */
async function switchTheme(page: Page, theme: Theme): Promise<boolean> {
  if (await userMenuButton(page).count()) {
    await chooseTheme(page, THEME_NAME[theme], theme);
    return false;
  }
  const here = page.url();
  await page.evaluate(() => window.history.back());
  await page.waitForURL((url) => url.href !== here);
  await chooseTheme(page, THEME_NAME[theme], theme);
  await page.evaluate(() => window.history.forward());
  await page.waitForURL(here);
  return true;
}

/** The text a person reads in <main>: visible text nodes, not inside <code> or <pre> (input values are fields, not text). */
async function mainText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return '';
    const out: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('code, pre')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      out.push(node.textContent ?? '');
    }
    return out.join('\n');
  });
}

/** Issue 38 §3: a Thai screen writes days and months day first with the Gregorian year; what it shows otherwise. */
async function thaiDateProblems(page: Page, path: string): Promise<string[]> {
  const wrong = datesNotThai(await mainText(page));
  // A few samples name the cause; a report's every day would bury the other stops.
  const more = wrong.length > SAMPLES ? ` and ${wrong.length - SAMPLES} more` : '';
  return wrong.length ? [`${path}: date not in the Thai convention: ${wrong.slice(0, SAMPLES).join(', ')}${more}`] : [];
}

/** Walks a domain in one signed-in tab: each stop opened once, checked, and axe run in both themes. */
export async function walkDomain(page: Page, walk: DomainWalk, url: (path: string) => string, { lang, allow = [], axe = true }: WalkOptions = {}): Promise<WalkResult> {
  const problems: string[] = [];
  const violations: string[] = [];
  const english: string[] = [];
  const shown: string[] = [];
  // The page keeps its toasts until it reloads: take this walk's before each reload and at the end.
  let toastsBefore = (await toasts(page)).length;
  const takeToasts = async () => {
    shown.push(...(await toasts(page)).slice(toastsBefore));
    toastsBefore = 0;
  };
  const network = trackRequests(page);
  let theme: Theme = 'light';
  if (lang) {
    // A full-screen stop has no header: switch from the console's landing page.
    if (!(await userMenuButton(page).count())) await page.goto(url('index/home'));
    await chooseLanguage(page, lang);
  }
  else if (axe) await chooseTheme(page, THEME_NAME[theme], theme);
  // Waits for the stop's screen and its data; what a user would see wrong there.
  const arrive = async (stop: WalkStop): Promise<string[]> => {
    await waitForScreen(page, stop.route);
    if ((stop.check ?? walk.check) === 'ready') {
      await ready(page, stop, !lang);
      return [];
    }
    const done = await settled(page, stop.route, network);
    return [...(done ? [] : [`${stop.route}: still loading after 30 s`]), ...(await screenProblems(page, stop))];
  };
  let previous: string | undefined;
  for (const stop of spreadByRoute(walk.stops)) {
    const reload = stop.route === previous;
    if (reload) await takeToasts();
    await open(page, url(stop.path), reload);
    previous = stop.route;
    problems.push(...(await arrive(stop)));
    if (await page.getByTestId('placeholder-screen').count()) problems.push(`${stop.path}: placeholder`);
    if (lang) {
      english.push(...(await englishSentences(page, stop.route, allow)));
      if (lang === 'th') problems.push(...(await thaiDateProblems(page, stop.path)));
      continue;
    }
    if (!axe) continue;
    violations.push(...(await axeViolations(page, `${stop.path} (${theme})`)));
    theme = theme === 'light' ? 'dark' : 'light';
    if (await switchTheme(page, theme)) await arrive(stop);
    violations.push(...(await axeViolations(page, `${stop.path} (${theme})`, COLOUR_RULES)));
  }
  await takeToasts();
  return { problems, violations, toasts: shown, english };
}
