// One Chromium per test file, a fresh context (cookies, storage) per page, kept across the file's
// tests when asked; every console message and page error collected, and a test fails on a page
// error or a console error or warning its pages showed (consoleProblems.ts: what a suite may allow);
// on a failed test each open page leaves a full-page screenshot and its console log in
// test-results/e2e/ (the CI artifact folder).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, type TestContext } from 'vitest';
import { consoleProblem, type ConsoleAllowance } from './consoleProblems';
import { ARTIFACT_DIR, loadChromium } from './servers';

/** Generous: two cores, and another job may be running beside the suite. */
const ACTION_TIMEOUT = 45_000;

export interface Tab {
  page: Page;
  context: BrowserContext;
  /** Every console message and page error, in order, as `[type] text`. */
  log: string[];
  /** Page errors (uncaught exceptions, unhandled rejections). */
  pageErrors: string[];
  /** Console messages of type error. */
  consoleErrors: string[];
  /** Console errors and warnings the suite did not allow: the test fails on any. */
  consoleProblems: string[];
  /** Collects another page of the tab's context (a second tab) into this tab's logs. */
  watch(page: Page): void;
}

export interface BrowserFixture {
  /**
   * Opens a page in a new browser context; closed after the test, or with `keep` after the file's
   * last test. `timezoneId` sets the browser's own zone (an IANA name; default: the machine's).
   * `serviceWorkers: 'allow'` lets the built app install its service worker (installable.e2e.ts);
   * by default it is blocked, so no context precaches the app's shell (load on a shared machine)
   * and every request of the page reaches the network (and `page.route`). `device`: a phone's
   * screen and touch instead of the 1280 × 800 desktop.
   */
  open(options?: { keep?: boolean; timezoneId?: string; serviceWorkers?: 'allow' | 'block'; device?: Device }): Promise<Tab>;
}

/** A device's screen and input, as playwright's device descriptors give them. */
export type Device = Pick<BrowserContextOptions, 'viewport' | 'hasTouch' | 'isMobile' | 'deviceScaleFactor'>;

/** A 390 × 844 phone with touch (issue 39's field staff). */
export const PHONE: Device = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

export interface BrowserOptions {
  /** Console messages this suite causes on purpose, each with its reason (see consoleProblems.ts). */
  allowConsole?: readonly ConsoleAllowance[];
  /** Chromium flags of this file's (or describe block's) browser, e.g. a fake camera. */
  launchArgs?: readonly string[];
}

/** What Playwright itself writes in a page whose context blocks service workers (the default here). */
const SERVICE_WORKER_BLOCKED: ConsoleAllowance = {
  text: /^Service Worker registration blocked by Playwright$/,
  reason: 'the suite blocks the installable app’s service worker outside installable.e2e.ts',
};

/** Registers the file's browser and the per-test pages; call once at the top of a test file. */
export function setupBrowser({ allowConsole: allowed = [], launchArgs = [] }: BrowserOptions = {}): BrowserFixture {
  const allowConsole = [...allowed, SERVICE_WORKER_BLOCKED];
  let browser: Browser | undefined;
  let tabs: Tab[] = [];
  const kept: Tab[] = [];
  /** Per tab, how much of its problems and page errors earlier tests already answered for (kept tabs). */
  const checked = new Map<Tab, { problems: number; pageErrors: number }>();
  const newProblems = (tab: Tab): string[] => {
    const seen = checked.get(tab) ?? { problems: 0, pageErrors: 0 };
    checked.set(tab, { problems: tab.consoleProblems.length, pageErrors: tab.pageErrors.length });
    return [...tab.pageErrors.slice(seen.pageErrors).map((e) => `[pageerror] ${e}`), ...tab.consoleProblems.slice(seen.problems)];
  };

  beforeAll(async () => {
    const { launchChromium } = await loadChromium();
    browser = await launchChromium([...launchArgs], { flavour: 'shell' });
  });

  afterEach(async (ctx) => {
    const open = tabs;
    tabs = [];
    const problems = [...open, ...kept].flatMap(newProblems);
    if (ctx.task.result?.state === 'fail' || problems.length > 0) await saveArtifacts(ctx, [...open, ...kept], problems);
    for (const tab of open) await tab.context.close().catch(() => undefined);
    if (problems.length > 0) throw new Error(`The page's console was not clean:\n${problems.join('\n')}`);
  });

  afterAll(async () => {
    for (const tab of kept.splice(0)) await tab.context.close().catch(() => undefined);
    await browser?.close();
  });

  return {
    async open({ keep = false, timezoneId, serviceWorkers = 'block', device }: { keep?: boolean; timezoneId?: string; serviceWorkers?: 'allow' | 'block'; device?: Device } = {}) {
      if (!browser) throw new Error('setupBrowser(): the browser is not launched yet (call open() inside a test)');
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...device, serviceWorkers, ...(timezoneId ? { timezoneId } : {}) });
      context.setDefaultTimeout(ACTION_TIMEOUT);
      context.setDefaultNavigationTimeout(ACTION_TIMEOUT);
      const page = await context.newPage();
      const tab: Tab = { page, context, log: [], pageErrors: [], consoleErrors: [], consoleProblems: [], watch: (other) => watchPage(other, tab, allowConsole) };
      tab.watch(page);
      (keep ? kept : tabs).push(tab);
      return tab;
    },
  };
}

/** Collects a page's console messages, page errors and failed requests into the tab's logs. */
function watchPage(page: Page, tab: Tab, allow: readonly ConsoleAllowance[]): void {
  page.on('console', (message) => {
    const where = message.location();
    const at = where.url ? ` (${where.url}:${where.lineNumber})` : '';
    tab.log.push(`[${message.type()}] ${message.text()}${at}`);
    if (message.type() === 'error') tab.consoleErrors.push(message.text());
    const problem = consoleProblem(message, allow);
    if (problem) tab.consoleProblems.push(problem);
  });
  page.on('pageerror', (error) => {
    tab.log.push(`[pageerror] ${error.stack ?? error.message}`);
    tab.pageErrors.push(error.message);
  });
  page.on('requestfailed', (request) => {
    tab.log.push(`[requestfailed] ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
}

/** `<file>--<test-name>`, safe as a file name. */
export function artifactName(ctx: TestContext): string {
  const file = path.basename(ctx.task.file.name).replace(/\.e2e\.ts$/, '');
  const test = ctx.task.name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
  return `${file}--${test}`;
}

async function saveArtifacts(ctx: TestContext, tabs: Tab[], problems: readonly string[]): Promise<void> {
  mkdirSync(ARTIFACT_DIR, { recursive: true });
  const base = artifactName(ctx);
  for (const [index, tab] of tabs.entries()) {
    const name = index === 0 ? base : `${base}-${index + 1}`;
    const errors = [...(ctx.task.result?.errors ?? []).map((e) => e.message), ...problems].join('\n');
    const header = `${ctx.task.file.name} › ${ctx.task.name}\nURL: ${tab.page.url()}\nFailure: ${errors}\n\nConsole:\n`;
    writeFileSync(path.join(ARTIFACT_DIR, `${name}.log`), header + tab.log.join('\n') + '\n');
    await tab.page
      .screenshot({ path: path.join(ARTIFACT_DIR, `${name}.png`), fullPage: true, timeout: 30_000 })
      .catch((error: unknown) => writeFileSync(path.join(ARTIFACT_DIR, `${name}.png.txt`), `screenshot failed: ${String(error)}\n`));
  }
}

/** Polls a condition until it holds (playwright-core has no retrying expect). */
export async function waitUntil<T>(probe: () => Promise<T> | T, ok: (value: T) => boolean, what: string, timeout = ACTION_TIMEOUT): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T = await probe();
  while (!ok(last)) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}; last value: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await probe();
  }
  return last;
}
