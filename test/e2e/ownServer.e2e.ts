// Issue 38 item 6: the console against a server of its own. The mock runs as a separate process
// (`npm run mock:server`), the built console's preview proxies the API to it (CEM_API_TARGET), and
// one browser signs in, lists, exports, saves, uploads and sends a command as on the embedded mock.
// Nothing here calls the control endpoint (the proxy does not even forward it).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Standalone } from './support/servers';
import { setupBrowser } from './support/browser';
import { recordToasts, signIn, toasts } from './support/console';
import { startConsoleAgainst, startOwnServer, type OwnServer } from './support/ownServer';

const browser = setupBrowser();
let mock: OwnServer;
let console_: Standalone;

beforeAll(async () => {
  mock = await startOwnServer();
  console_ = await startConsoleAgainst(mock.origin);
});

afterAll(async () => {
  await console_?.close();
  await mock?.stop();
  // The process is gone: nothing of the mock stays behind the console.
  expect(mock.process.exitCode !== null || mock.process.signalCode !== null).toBe(true);
});

const NAME = 'own-server-clip.mp4';

/** Runs in the page: a small file given to the media library's input as a person's choice would. */
function chooseSmallFile(name: string) {
  const input = document.querySelector<HTMLInputElement>('[data-screen="media-manage"] input[type="file"]')!;
  const transfer = new DataTransfer();
  transfer.items.add(new File([new Uint8Array(64 * 1024).fill(7)], name, { type: 'video/mp4' }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('the console against npm run mock:server (CEM_API_TARGET)', () => {
  it('the mock answers on its own port, and the console through its own origin only', async () => {
    const direct = await fetch(`${mock.origin}/sfsaas/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'nope' }) });
    expect(((await direct.json()) as { status: number }).status).not.toBe(0);
    // The control endpoint is the mock's own: the console's server does not forward it.
    const control = await fetch(new URL('/__mock__/control', console_.url('127.0.0.1')).href, { method: 'POST', headers: { 'content-type': 'application/json', 'x-cem-mock-control': '1' }, body: JSON.stringify({ action: 'reset' }) });
    expect(control.status).not.toBe(200);
  });

  it('signs in, lists, exports, saves, uploads and sends a command', async () => {
    const tab = await browser.open();
    const { page } = tab;
    const apiOrigins = new Set<string>();
    page.on('request', (request) => {
      if (/\/(sfsaas|vt|vts|evcharge)\//.test(request.url())) apiOrigins.add(new URL(request.url()).origin);
    });
    await recordToasts(page);
    await page.goto(console_.url('127.0.0.1') + 'login');
    await signIn(page, 'admin', 'admin123');

    // A list, and its export: the file arrives with the listed people in it.
    await page.goto(console_.url('127.0.0.1') + 'index/staff-management');
    const table = page.getByRole('table', { name: 'Staff' });
    await table.getByText('Wang Fang').first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: /Export/ }).click();
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('menuitem', { name: 'CSV file (.csv)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(readFileSync((await download.path())!, 'utf8')).toContain('Wang Fang');

    // A save: the edited name is what the list shows after it.
    await table.getByRole('button', { name: 'Edit Wang Fang' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('Wang Fang Own');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await table.getByText('Wang Fang Own').waitFor({ timeout: 30_000 });

    // An upload (tus, through the proxy and the Location the mock answered): listed as uploaded.
    await page.goto(console_.url('127.0.0.1') + 'index/media-manage');
    await page.locator('[data-screen="media-manage"] tbody tr[data-row-key]').first().waitFor({ timeout: 60_000 });
    await page.evaluate(chooseSmallFile, NAME);
    await page.locator(`[data-upload="${NAME}"]`).getByText('Uploaded').waitFor({ timeout: 60_000 });

    // A device command (the operator's one store): sent, then confirmed by the device, as devices.e2e.ts sees it embedded.
    const operator = await browser.open();
    await operator.page.goto(console_.url('127.0.0.1') + 'login');
    await signIn(operator.page, 'operator', 'operator123');
    await operator.page.goto(console_.url('127.0.0.1') + 'index/common-ac/2');
    const row = operator.page.locator('tbody tr[data-row-key]').filter({ hasText: 'On' }).filter({ has: operator.page.locator('input[type=checkbox]:not([disabled])') }).first();
    await row.locator('input[type=checkbox]').check();
    await operator.page.getByRole('button', { name: 'Turn off' }).click();
    await row.getByText('Confirmed').waitFor({ timeout: 30_000 });
    await row.getByText('Off', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await operator.page.getByTestId('batch-results').innerText()).toContain('1 confirmed');
    expect(operator.pageErrors, operator.log.join('\n')).toEqual([]);

    // The browser only ever spoke to the console's origin.
    expect([...apiOrigins]).toEqual([new URL(console_.url('127.0.0.1')).origin]);
    expect(await toasts(page)).toEqual([]);
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
    expect(tab.consoleErrors, tab.log.join('\n')).toEqual([]);
  }, 300_000);
});
