// Field work on a phone (issue 39 item 4) at 390 × 844 with touch: the maintainer takes a fault
// ticket, photographs it and resolves it with a note on its one screen, and the API shows the
// state, the photo and the audit; a fake camera showing a pile's QR label opens that pile's
// station monitor, and another company's pile (a second camera, its own browser) is refused; a
// device's and a gateway's typed codes open their own pages showing them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/api/admin/auditTypes';
import type { Paged } from '../../src/api/types';
import { PHONE, setupBrowser, waitUntil, type BrowserFixture } from './support/browser';
import { signIn, waitForPath, waitForScreen } from './support/console';
import { fakeCameraArgs } from './support/fakeCamera';
import { consoleUrl, standaloneOrigin } from './support/workerServers';

const TICKETS = 'p-fault-tickets';
const AUDIT = 'p-audit-management';
/** cp-00001 of the charging registry stands at cs-0001 (st-1001-01), in the maintainer's reach; cp-00055 is GreenGrid's. */
const OWN_PILE = { code: 'cem:pile:cp-00001', station: 'cs-0001' };
const FOREIGN_PILE = 'cem:pile:cp-00055';
/** The smallest PNG: one pixel, as a phone's camera would hand over a photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

type Rec = Record<string, unknown> & { did: string };

async function post<T>(path: string, body: unknown, session?: string): Promise<T> {
  const response = await fetch(`${standaloneOrigin()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(session ? { loginsession: session } : {}) }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { status: number; message?: string; result: T };
  if (envelope.status !== 0) throw new Error(`${path}: ${envelope.status} ${envelope.message ?? ''}`);
  return envelope.result;
}
const sessionOf = async (username: string, password: string) => (await post<{ loginsession: string }>('/sfsaas/api/user/login', { username, password })).loginsession;

async function phoneSignIn(browser: BrowserFixture): Promise<Page> {
  const { page } = await browser.open({ device: PHONE, timezoneId: 'Asia/Shanghai' });
  await page.goto(consoleUrl('login'));
  await signIn(page, 'maintainer', 'maintainer123');
  return page;
}

describe('a work order on the phone', () => {
  const browser = setupBrowser();

  it('is taken, photographed and resolved with a note on one screen; the API shows the state, the photo and the audit', async () => {
    const maintainer = await sessionOf('maintainer', 'maintainer123');
    const pending = (await post<Paged<Rec>>('/sfsaas/api/filter/query', { pid: TICKETS, page: 1, pagesize: 1, filter: { status: 'pending' } }, maintainer)).data[0]!;
    const page = await phoneSignIn(browser);
    await page.goto(consoleUrl(`index/detail/${TICKETS}/${pending.did}/view`));
    const order = page.getByTestId('work-order');
    await order.waitFor();
    const moves = order.getByRole('group', { name: 'Ticket state' });

    await moves.getByRole('button', { name: 'Take it' }).tap();
    await moves.getByRole('button', { name: 'Start work' }).tap();
    await moves.getByRole('button', { name: 'Resolve' }).waitFor();
    // The phone's camera hands over its picture through the capture input.
    const input = order.locator('input[type="file"][capture="environment"]');
    expect(await input.getAttribute('accept')).toBe('image/*');
    await input.setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: PNG });
    await order.getByRole('img', { name: 'Photo from the site of this order' }).waitFor();
    await order.getByLabel('Resolution note').fill('Fuse replaced, the pile charges again');
    await moves.getByRole('button', { name: 'Resolve' }).tap();
    await moves.getByRole('button', { name: 'Close' }).waitFor();

    const ticket = await post<Rec>('/sfsaas/api/filter/vtinfo', { pid: TICKETS, did: pending.did }, maintainer);
    expect(ticket).toMatchObject({ status: 'resolved', resolvenote: 'Fuse replaced, the pile charges again' });
    expect(ticket.assignee).not.toBe('');
    expect(String(ticket.photo)).toMatch(/^file-/);
    const admin = await sessionOf('admin', 'admin123');
    const audit = await post<AuditPage>('/sfsaas/api/audit/list', { pid: AUDIT, resource: 'record', page: 1, pagesize: 50 }, admin);
    const mine = audit.data.filter((row) => row.target === pending.did).map((row) => [row.action, row.outcome]);
    expect(mine).toEqual([['ticket-resolve', 'ok'], ['ticket-photo', 'ok'], ['ticket-start', 'ok'], ['ticket-assign', 'ok']]);
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.querySelector('[data-testid="work-order"]')!.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
  }, 180_000);
});

/** Opens the header's scanner with a tap, as on the phone (a code in view may be read before the dialog is awaited). */
async function openScanner(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Scan a label' }).tap();
}

/** A fan-coil unit and the gateway of its floor in st-1001-01 (pb-1001): the maintainer last chose pb-1004, so the console reloads into the store. */
const UNIT = { did: 'sp-st-1001-01-01-f01-r02-ac1', name: '102 大堂 风机盘管1' };
const GATEWAY = { did: 'sp-st-1001-01-01-f01-gw1', name: '1F 网关1#' };

/** Types a label's code into the scanner (the fallback when there is no camera) and opens it. */
async function typeCode(page: Page, code: string): Promise<void> {
  await openScanner(page);
  const dialog = page.getByRole('dialog', { name: 'Scan a label' });
  await dialog.getByLabel('Code on the label').fill(code);
  await dialog.getByRole('button', { name: /Open$/ }).tap();
}

/** Waits for the one row of a device table, holding `name`, and the note that only it is shown. */
async function onlyRow(page: Page, table: string, name: string): Promise<void> {
  const rows = page.getByRole('table', { name: table }).locator('tbody tr[data-row-key]');
  await rows.filter({ hasText: name }).waitFor();
  expect(await rows.count()).toBe(1);
  await page.getByRole('alert').filter({ hasText: `Showing only ${name}` }).waitFor();
}

describe('scan to open a device or a gateway, by its typed code', () => {
  const browser = setupBrowser();

  it("opens a device's control screen showing that device, in its store, and a gateway's list showing that gateway", async () => {
    const page = await phoneSignIn(browser);
    await page.goto(consoleUrl(`index/common-page/${TICKETS}`));
    await waitForScreen(page, 'common-page');
    await typeCode(page, `cem:device:${UNIT.did}`);
    await waitForPath(page, `/cem_platform/index/common-ac/1?device=${UNIT.did}`);
    await waitForScreen(page, 'common-ac');
    await onlyRow(page, 'AC units, their state and settings', UNIT.name);
    // Selected, so the controls go to it alone.
    expect(await page.getByRole('checkbox', { name: `Select ${UNIT.name}` }).isChecked()).toBe(true);

    await typeCode(page, `cem:gateway:${GATEWAY.did}`);
    await waitForPath(page, `/cem_platform/index/gateway-management?device=${GATEWAY.did}`);
    await waitForScreen(page, 'gateway-management');
    await onlyRow(page, 'Gateways, their link and the devices behind them', GATEWAY.name);
  }, 120_000);
});

describe('scan to open, with a camera showing our own pile', () => {
  const browser = setupBrowser({ launchArgs: fakeCameraArgs(OWN_PILE.code) });

  it("opens the pile's station monitor, and stops the camera", async () => {
    const page = await phoneSignIn(browser);
    await page.goto(consoleUrl(`index/common-page/${TICKETS}`));
    await openScanner(page);
    await waitForPath(page, /\/index\/station-monitoring\?station=/);
    expect(new URL(page.url()).searchParams.get('station')).toBe(OWN_PILE.station);
    await waitForScreen(page, 'station-monitoring');
    await waitUntil(() => page.evaluate(() => document.querySelectorAll('video').length), (n) => n === 0, 'the scanner to close');
    // Linux Chromium has no Barcode Detection API: the ZXing polyfill read the code, its .wasm from this build, no CDN.
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loaded.filter((url) => url.endsWith('.wasm')).map((url) => new URL(url).origin)).toEqual([new URL(page.url()).origin]);
    expect(loaded.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
  }, 120_000);
});

describe("scan to open, with a camera showing another company's pile", () => {
  const browser = setupBrowser({ launchArgs: fakeCameraArgs(FOREIGN_PILE) });

  it('refuses it with the keyed message and stays where it was', async () => {
    const page = await phoneSignIn(browser);
    await page.goto(consoleUrl(`index/common-page/${TICKETS}`));
    await waitForScreen(page, 'common-page');
    const before = page.url();
    await openScanner(page);
    const alert = page.getByRole('dialog', { name: 'Scan a label' }).getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe(`${FOREIGN_PILE} was not found in your scope`);
    expect(page.url()).toBe(before);
  }, 120_000);
});
