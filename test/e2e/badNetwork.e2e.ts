// A bad network as a person meets it (issue 36 item 4): a save whose request fails keeps its dialog
// open with what was typed and says why, then saves once the network is good; the header says
// when the console is offline and when it is back; a device command without an answer ends "timed
// out"; a bill run survives its progress asks failing. (The walk of every route is chaos.e2e.ts.)
import { afterEach, describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { INJECTED_FAULTS } from './support/consoleProblems';
import { networkFaults, openInApp } from './support/chaos';
import { recordToasts, signIn, toasts, userMenuButton } from './support/console';
import { consoleUrl, standaloneOrigin } from './support/workerServers';

const browser = setupBrowser({ allowConsole: [INJECTED_FAULTS] });

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

  it('a device command whose results never come back ends "timed out" at 25 s, and the row still follows the device', async () => {
    const { page } = await browser.open();
    await page.goto(consoleUrl('login'));
    await signIn(page, 'operator', 'operator123');
    await page.goto(consoleUrl('index/common-ac/2'));
    const row = page.locator('tbody tr[data-row-key]').filter({ hasText: 'On' }).filter({ has: page.locator('input[type=checkbox]:not([disabled])') }).first();
    await row.waitFor({ timeout: 30_000 });
    const did = await row.getAttribute('data-row-key');
    const same = page.locator(`tbody tr[data-row-key="${did}"]`);

    // The send itself drops: no answer, so not "Not sent" but timed out (the server may have acted).
    await networkFaults(standaloneOrigin(), [{ pattern: '*/vtservice/v1/devControl', dropRate: 1 }]);
    await same.locator('input[type=checkbox]').check();
    await page.getByRole('button', { name: 'Turn off' }).click();
    await same.locator('[data-command-life="timeout"]').waitFor({ timeout: 15_000 });
    expect(await same.innerText()).toContain('No answer from the server');

    // The send goes through, but the results path (and the list's live reading with it) fails.
    await networkFaults(standaloneOrigin(), [{ pattern: '*/bwp/v1/getgroupdev', failRate: 1 }]);
    const sent = Date.now();
    await page.getByRole('button', { name: 'Turn off' }).click();
    await same.locator('[data-command-life="sent"]').waitFor({ timeout: 15_000 });
    // Never stuck at "Sent": the client gives up at the command's 15 s plus its 10 s margin.
    await same.locator('[data-command-life="timeout"]').waitFor({ timeout: 35_000 });
    expect(Date.now() - sent).toBeGreaterThanOrEqual(24_000);
    expect(await same.getByText('No answer (timed out)').count()).toBe(1);

    // Once readings come again, the row shows what the device did: it turned off.
    await networkFaults(standaloneOrigin(), []);
    await same.getByText('Off', { exact: true }).waitFor({ timeout: 20_000 });
  }, 150_000);

  it('a bill run survives its progress asks failing: its last state stays, it says it is reconnecting, and it finishes once they answer', async () => {
    const { page } = await browser.open();
    await recordToasts(page);
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/vtspace/api/bill/run')) starts.push(request.url());
    });
    await page.goto(consoleUrl('login'));
    await signIn(page, 'operator', 'operator123');
    await page.goto(consoleUrl('index/bill-managemant?month=2026-10'));
    await page.locator('[data-screen="bill-managemant"] tbody tr[data-row-key]').first().waitFor({ timeout: 30_000 });

    // Every progress ask fails or drops from the start of the run.
    await networkFaults(standaloneOrigin(), [{ pattern: '*/vtspace/api/bill/run/progress', failRate: 0.5, dropRate: 0.5 }]);
    await page.getByRole('button', { name: 'Run bills' }).click();
    const run = page.getByRole('dialog', { name: 'Run the bills of a month' });
    await run.getByRole('button', { name: 'Start' }).click();
    const progress = run.getByTestId('bill-run');
    await run.getByTestId('job-reconnecting').waitFor({ timeout: 15_000 });
    const before = await progress.innerText();
    await page.waitForTimeout(3000);
    // Still the run's last known state: not an error, not restarted, nothing done twice.
    expect(await progress.getAttribute('data-state')).toBe('running');
    expect(await progress.innerText()).toBe(before);
    expect(await run.locator('.ant-progress-status-exception').count()).toBe(0);
    expect(await run.getByRole('button', { name: 'Start' }).count()).toBe(0);
    expect(await toasts(page)).toEqual([]);

    await networkFaults(standaloneOrigin(), []);
    await run.getByTestId('bill-run-result').filter({ hasText: /^Done: / }).waitFor({ timeout: 30_000 });
    expect(await run.getByTestId('job-reconnecting').count()).toBe(0);
    expect(starts).toHaveLength(1);
  }, 150_000);
});
