// Stores in other time zones (issue 21 §3): a browser in New York reads a Shanghai store's and a
// Bangkok store's times on the store's clock, as the mock holds them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { signIn, waitForScreen } from './support/console';
import { consoleUrl, standaloneOrigin } from './support/workerServers';

const browser = setupBrowser();

/** The browser's own zone: neither store's, so a time shown in it would differ from the store's. */
const BROWSER_ZONE = 'America/New_York';
/** A day of metered data, shown as the store's local day. */
const DAY = '2026-10-15';

interface StoreCase {
  username: string;
  password: string;
  parent: string;
  store: string;
  zone: string;
}

const SHANGHAI: StoreCase = { username: 'admin', password: 'admin123', parent: 'pb-1005', store: 'st-1005-01', zone: 'Asia/Shanghai' };
const BANGKOK: StoreCase = { username: 'ggadmin', password: 'greengrid123', parent: 'pb-2002', store: 'st-2002-01', zone: 'Asia/Bangkok' };

async function post<T>(path: string, body: unknown, session?: string): Promise<T> {
  const response = await fetch(`${standaloneOrigin()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? { loginsession: session } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: number; message?: string; result: T };
  if (envelope.status !== 0) throw new Error(`${path}: ${envelope.message ?? envelope.status}`);
  return envelope.result;
}

/** What the mock holds for the store: a policy's next run, a down gateway's last seen, the newest payment, a day's kWh. */
async function held(c: StoreCase) {
  const session = (await post<{ loginsession: string; did: string }>('/sfsaas/api/user/login', { username: c.username, password: c.password }));
  const policies = await post<{ data: Array<{ did: string; nextRun: string | null }> }>('/vttrigger/v1/query', { pid: 'p-strategy-air-conditioning', store: c.store, page: 1, pagesize: 50 }, session.loginsession);
  const policy = policies.data.find((p) => p.did === `pol-${c.store}-01`)!; // the office AC schedule, 08:00–18:00
  const gateways = await post<{ data: Array<{ did: string; gatewayState?: { offlineSince?: string; lastSeen: string } }> }>('/bwp/v1/getgroupdev', { store: c.store, kind: 'gateway', page: 1, pagesize: 1000 }, session.loginsession);
  // A gateway that is down: its last seen stays put while the clock runs.
  const gateway = gateways.data.find((g) => g.gatewayState?.offlineSince)!;
  const payments = await post<{ data: Array<{ did: string; receivedAt: string }> }>('/vtspace/api/bill/reconciliation', { pid: 'p-transaction-reconciliation', store: c.store, page: 1, pagesize: 1 }, session.loginsession);
  const meter = `sp-${c.store}-01-elec`;
  const energy = await post<{ data: Array<{ time: string; energy: number }> }>('/sfsaas/api/analysis/aggexportv2', { pid: 'p-energy-data-report', stores: [c.store], start: DAY, end: DAY, interval: 'day', meters: [meter], page: 1, pagesize: 10 }, session.loginsession);
  return { session, policy, gateway, payment: payments.data[0]!, meter, dayKwh: energy.data[0]!.energy };
}

/** Saves the header habit the console restores at sign-in: the store chosen, in English. */
async function rememberStore(c: StoreCase, session: { loginsession: string; did: string }): Promise<void> {
  const habit = { menuTag: '', currentParentbusiness: c.parent, currentStore: c.store, language: 'en', isCollapse: false };
  await post('/vtservice/v1/devControl', {
    pid: 'sys-header-habit', act: 'create',
    cmd: { name: 'header habit', content1: 'header', content2: JSON.stringify(habit), userdid: session.did, parentbusinessdid: c.parent, businessdid: c.store, menupid: '' },
  }, session.loginsession);
}

/** An instant as the console writes it in English in a zone: the day year first and the 24-hour minute ('2026-11-02 08:00'), read by the browser's ICU. */
const formatIn = (page: Page, iso: string, zone: string) =>
  page.evaluate(([at, timeZone]) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
        .formatToParts(new Date(at))
        .map((p) => [p.type, p.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  }, [iso, zone] as const);

/** The text of a table row of a screen, once it is there. */
async function rowText(page: Page, screen: string, rowKey: string): Promise<string> {
  const row = page.locator(`[data-screen="${screen}"] tbody tr[data-row-key="${rowKey}"]`);
  await row.waitFor({ timeout: 30_000 });
  return row.innerText();
}

/** Expects `iso` in the row as the store's zone shows it, which New York's would not. */
async function expectStoreTime(page: Page, text: string, iso: string, zone: string): Promise<void> {
  const expected = await formatIn(page, iso, zone);
  expect(expected).not.toBe(await formatIn(page, iso, BROWSER_ZONE));
  expect(text).toContain(expected);
}

/** Opens a screen by its route and waits for its first table row (the menus' screens work for the store). */
async function expectRows(page: Page, path: string, screen: string): Promise<void> {
  await page.goto(consoleUrl(`index/${path}`));
  await page.locator(`[data-screen="${screen}"] tbody tr[data-row-key]`).first().waitFor({ timeout: 30_000 });
}

async function checkStore(c: StoreCase, alsoOpen: ReadonlyArray<readonly [path: string, screen: string]> = []): Promise<void> {
  const mock = await held(c);
  await rememberStore(c, mock.session);
  const tab = await browser.open({ timezoneId: BROWSER_ZONE });
  const { page } = tab;
  await page.goto(consoleUrl('login'));
  await signIn(page, c.username, c.password);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);

  await page.goto(consoleUrl('index/device-policy-list/6'));
  const policy = await rowText(page, 'device-policy-list', mock.policy.did);
  await expectStoreTime(page, policy, mock.policy.nextRun!, c.zone);
  expect(policy).toMatch(/\d{4}-\d{2}-\d{2} 08:00/); // the window opens at 08:00 on the store's clock

  await page.goto(consoleUrl('index/gateway-management'));
  await expectStoreTime(page, await rowText(page, 'gateway-management', mock.gateway.did), mock.gateway.gatewayState!.lastSeen, c.zone);

  await page.goto(consoleUrl('index/transaction-reconciliation'));
  await expectStoreTime(page, await rowText(page, 'transaction-reconciliation', mock.payment.did), mock.payment.receivedAt, c.zone);

  // The day's total is the store's local day: the label the mock gives, the kWh it metered.
  await page.goto(consoleUrl(`index/energy-data-report?period=day&from=${DAY}&interval=day&meters=${mock.meter}`));
  await waitForScreen(page, 'energy-data-report');
  const row = page.locator('[data-screen="energy-data-report"] tbody tr[data-row-key]').first();
  await row.waitFor({ timeout: 30_000 });
  const text = await row.innerText();
  expect(text).toContain(DAY);
  const figures = (text.replace(DAY, '').match(/\d[\d,]*\.?\d*/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
  expect(figures.some((n) => Math.abs(n - mock.dayKwh) < 0.01), `${mock.dayKwh} in ${figures.join(' ')}`).toBe(true);

  for (const [path, screen] of alsoOpen) await expectRows(page, path, screen);
  expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
  expect(tab.consoleErrors, tab.log.join('\n')).toEqual([]);
}

describe('stores in other time zones (issue 21 §3)', () => {
  it('shows a Shanghai store\'s policy run, gateway, payment and day in Shanghai time to a browser in New York', async () => {
    await checkStore(SHANGHAI);
  }, 120_000);

  it('shows a Bangkok store\'s policy run, gateway, payment and day in Bangkok time to a browser in New York, and its menus\' screens', async () => {
    // GreenGrid's menus for a store of its new parent: energy overview, a device list, the bills.
    await checkStore(BANGKOK, [['energy-overview', 'energy-overview'], ['common-ac/1', 'common-ac'], ['bill-managemant', 'bill-managemant']]);
  }, 120_000);
});
