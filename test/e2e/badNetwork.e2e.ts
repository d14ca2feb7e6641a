// A bad network as a person meets it (issue 36 item 4): a save whose request fails keeps its dialog
// open with what was typed and says why, then saves once the network is good; the header says
// when the console is offline and when it is back. (The walk of every route is chaos.e2e.ts.)
import { afterEach, describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { networkFaults, openInApp } from './support/chaos';
import { recordToasts, signIn, toasts, userMenuButton } from './support/console';
import { consoleUrl, standaloneOrigin } from './support/workerServers';

const browser = setupBrowser();

afterEach(() => networkFaults(standaloneOrigin(), []));

describe('a bad network', () => {
  it('a save that fails keeps the dialog open with its value and says why; the next one saves', async () => {
    const { page } = await browser.open();
    await recordToasts(page);
    await page.goto(consoleUrl('login'));
    await signIn(page, 'operator', 'operator123');
    await page.goto(consoleUrl('index/tenant-configuration?tab=types'));
    const rename = page.locator('[data-screen="tenant-configuration"]').getByRole('button', { name: /^Rename type / }).first();
    await rename.waitFor({ timeout: 30_000 });
    await rename.click();
    const dialog = page.getByRole('dialog', { name: 'Rename' });
    const name = dialog.getByLabel('Type name');
    await name.fill('Pop-up shops');

    // Only the save's path fails: every answer a 503.
    await networkFaults(standaloneOrigin(), [{ pattern: '*/tenant/type/set', failRate: 1 }]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toasts(page), { timeout: 15_000 }).toEqual([expect.stringMatching(/unavailable/i)]);
    expect(await dialog.isVisible()).toBe(true);
    expect(await name.inputValue()).toBe('Pop-up shops');

    await networkFaults(standaloneOrigin(), []);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await page.locator('[data-screen="tenant-configuration"] tbody tr', { hasText: 'Pop-up shops' }).waitFor({ timeout: 15_000 });
  }, 120_000);

  it('the header says offline when requests get no answer, and back online once they do', async () => {
    const { page } = await browser.open();
    await page.goto(consoleUrl('login'));
    await signIn(page, 'operator', 'operator123');
    const status = page.getByTestId('connection-status');
    await userMenuButton(page).waitFor();
    expect(await status.textContent()).toBe('');

    await networkFaults(standaloneOrigin(), [{ pattern: '*', failRate: 1 }]);
    await openInApp(page, consoleUrl('index/tenant-configuration'));
    await status.getByText('Offline: the server cannot be reached').waitFor({ timeout: 15_000 });

    await networkFaults(standaloneOrigin(), []);
    await openInApp(page, consoleUrl('index/contract-management'));
    await status.getByText('Back online').waitFor({ timeout: 15_000 });
  }, 120_000);
});
