// One Chromium per test file, a fresh context (cookies, storage) per page, kept across the file's
// tests when asked; every console message and page error collected; on a failed test each open page leaves a full-page screenshot and its
// console log in test-results/e2e/ (the CI artifact folder).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, type TestContext } from 'vitest';
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
}

export interface BrowserFixture {
  /**
   * Opens a page in a new browser context; closed after the test, or with `keep` after the file's
   * last test. `timezoneId` sets the browser's own zone (an IANA name; default: the machine's).
   */
  open(options?: { keep?: boolean; timezoneId?: string }): Promise<Tab>;
}

/** Registers the file's browser and the per-test pages; call once at the top of a test file. */
export function setupBrowser(): BrowserFixture {
  let browser: Browser | undefined;
  let tabs: Tab[] = [];
  const kept: Tab[] = [];

  beforeAll(async () => {
    const { launchChromium } = await loadChromium();
    browser = await launchChromium([], { flavour: 'shell' });
  });

  afterEach(async (ctx) => {
    const open = tabs;
    tabs = [];
    if (ctx.task.result?.state === 'fail') await saveArtifacts(ctx, [...open, ...kept]);
    for (const tab of open) await tab.context.close().catch(() => undefined);
  });

  afterAll(async () => {
    for (const tab of kept.splice(0)) await tab.context.close().catch(() => undefined);
    await browser?.close();
  });

  return {
    async open({ keep = false, timezoneId }: { keep?: boolean; timezoneId?: string } = {}) {
      if (!browser) throw new Error('setupBrowser(): the browser is not launched yet (call open() inside a test)');
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...(timezoneId ? { timezoneId } : {}) });
      context.setDefaultTimeout(ACTION_TIMEOUT);
      context.setDefaultNavigationTimeout(ACTION_TIMEOUT);
      const page = await context.newPage();
      const tab: Tab = { page, context, log: [], pageErrors: [], consoleErrors: [] };
      page.on('console', (message) => {
        const where = message.location();
        const at = where.url ? ` (${where.url}:${where.lineNumber})` : '';
        tab.log.push(`[${message.type()}] ${message.text()}${at}`);
        if (message.type() === 'error') tab.consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => {
        tab.log.push(`[pageerror] ${error.stack ?? error.message}`);
        tab.pageErrors.push(error.message);
      });
      page.on('requestfailed', (request) => {
        tab.log.push(`[requestfailed] ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
      });
      (keep ? kept : tabs).push(tab);
      return tab;
    },
  };
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

async function saveArtifacts(ctx: TestContext, tabs: Tab[]): Promise<void> {
  mkdirSync(ARTIFACT_DIR, { recursive: true });
  const base = artifactName(ctx);
  for (const [index, tab] of tabs.entries()) {
    const name = index === 0 ? base : `${base}-${index + 1}`;
    const errors = (ctx.task.result?.errors ?? []).map((e) => e.message).join('\n');
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
