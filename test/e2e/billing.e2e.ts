// The billing, contract and tenant screens of issue 14 as an operator meets them: bill runs,
// notices and payments (the walk of every route is walks.e2e.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { signIn, waitForScreen } from './support/console';
import { consoleUrl, standaloneOrigin } from './support/workerServers';

const browser = setupBrowser();

/** Records 100 paid with the bill's number through reconciliation: matched short, the bill partially paid. */
async function payInPart(page: Page, number: string, payer: string): Promise<void> {
  await page.goto(consoleUrl('index/transaction-reconciliation'));
  await page.locator('[data-screen="transaction-reconciliation"] tbody tr[data-row-key]').first().waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Record a payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a payment' });
  await dialog.getByLabel('Amount').fill('100');
  await dialog.getByLabel('Reference').fill(number);
  await dialog.getByLabel('Payer').fill(payer);
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();
  await page.locator('[data-screen="transaction-reconciliation"] tbody tr', { hasText: payer }).getByText('Short').waitFor({ timeout: 30_000 });
  await page.goto(consoleUrl(`index/bill-managemant?q=${number}`));
  await page.locator('[data-screen="bill-managemant"] tbody tr[data-row-key]', { hasText: number }).getByText('Partially paid').waitFor({ timeout: 30_000 });
}

/** Opens the energy data report with `query` and expects `kwh` among the figures of its first row. */
async function expectOnEnergyReport(page: Page, query: string, kwh: number): Promise<void> {
  await page.goto(consoleUrl(`index/energy-data-report?${query}`));
  const row = page.locator('[data-screen="energy-data-report"] tbody tr[data-row-key]').first();
  await row.waitFor({ timeout: 30_000 });
  const figures = ((await row.innerText()).match(/\d[\d,]*\.?\d*/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
  expect(figures.some((n) => Math.abs(n - kwh) < 0.05), `${kwh} in ${figures.join(' ')}`).toBe(true);
}

describe('billing, contract and tenant screens (issue 14)', () => {
  // The walk of every route is walks.e2e.ts, from the billing descriptor.
  it('runs October\'s bills, prints their notices one page per bill, and a partial payment turns a bill partially paid', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await page.goto(consoleUrl('login'));
    await signIn(page, 'operator', 'operator123');
    await page.goto(consoleUrl('index/bill-managemant?month=2026-10'));
    await waitForScreen(page, 'bill-managemant');
    const bills = page.locator('[data-screen="bill-managemant"]');
    await bills.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Run bills' }).click();
    const run = page.getByRole('dialog', { name: 'Run the bills of a month' });
    await run.getByRole('button', { name: 'Start' }).click();
    // A hang guard, not a speed check: with two browser files at a time the run once took over 60 s.
    await expect.poll(async () => (await run.getByTestId('bill-run-result').textContent({ timeout: 180_000 })) ?? '', { timeout: 180_000 }).toMatch(/^Done: [1-9]\d* billed, /);
    // The footer's Close (the title bar's × is named Close too).
    await run.getByRole('button', { name: 'Close' }).last().click();

    // Two bills picked, printed: in print media only their notices show, one page each.
    await page.evaluate(() => {
      window.print = () => {};
    });
    await bills.locator('tbody tr[data-row-key] input[type="checkbox"]').nth(0).check();
    await bills.locator('tbody tr[data-row-key] input[type="checkbox"]').nth(1).check();
    await page.getByRole('button', { name: 'Print selected (2)' }).click();
    await page.emulateMedia({ media: 'print' });
    const notices = page.locator('.bill-notice');
    expect(await notices.count()).toBe(2);
    expect(await notices.nth(0).isVisible()).toBe(true);
    expect(await notices.nth(0).evaluate((el) => getComputedStyle(el).breakAfter)).toBe('page');
    expect(await bills.locator('table').first().isVisible()).toBe(false);
    expect(await page.locator('[role="banner"]').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // An issued bill paid in part through reconciliation turns partially paid.
    await page.goto(consoleUrl('index/bill-managemant?month=2026-10&state=issued'));
    const number = (await bills.locator('tbody tr[data-row-key] button').first().textContent({ timeout: 30_000 }))!.trim();
    await payInPart(page, number, 'E2E payer');
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
    expect(tab.consoleErrors, tab.log.join('\n')).toEqual([]);
  }, 300_000);

  it('a contract signed on a vacant room is drafted by the month\'s run and issued, with the kWh its meter measured on the energy screens, then paid in part', async () => {
    // Room 212 of building A is vacant in the seed; its own meter is bound in it (bill-space-config).
    const meter = 'sp-st-1005-01-01-f02-r12-em';
    const tab = await browser.open();
    const { page } = tab;
    await page.goto(consoleUrl('login'));
    await signIn(page, 'operator', 'operator123');
    await page.goto(consoleUrl('index/bill-space-config?space=sp-st-1005-01-01-f02-r12'));
    await page.locator('[data-screen="bill-space-config"]').getByText(meter).waitFor({ timeout: 30_000 });

    // A new contract from 10 October, as a person fills it in, then signed.
    await page.goto(consoleUrl('index/contract-management'));
    await page.locator('[data-screen="contract-management"] tbody tr[data-row-key]').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'New contract' }).click();
    const form = page.getByRole('dialog', { name: 'New contract' });
    await form.getByLabel('Tenant').click();
    await page.keyboard.press('Enter');
    await form.getByLabel('Rooms').fill('A座 212 ');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await form.getByLabel('Start').fill('2026-10-10');
    await form.getByLabel('Rent a month (CNY)').fill('30000');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const details = page.getByTestId('contract-details');
    await details.getByRole('button', { name: 'Sign' }).click();
    const confirm = page.getByRole('dialog', { name: /^Sign contract HT-/ });
    const code = /HT-\d+-\d+/.exec((await confirm.textContent()) ?? '')![0];
    await confirm.getByRole('button', { name: 'Sign' }).click();
    await details.getByText('Active', { exact: true }).waitFor();

    // October's run bills it from the 10th; its bill reads the meter over those days.
    await page.goto(consoleUrl('index/bill-managemant?month=2026-10'));
    await page.locator('[data-screen="bill-managemant"] tbody tr[data-row-key]').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Run bills' }).click();
    const run = page.getByRole('dialog', { name: 'Run the bills of a month' });
    await run.getByRole('button', { name: 'Start' }).click();
    await run.getByTestId('bill-run-result').filter({ hasText: /^Done: / }).waitFor({ timeout: 60_000 });
    // The run drafts: its link lists the month's drafts to review.
    await run.getByRole('button', { name: /^Show the \d+ drafts?$/ }).click();
    await page.waitForURL(/state=draft/);
    expect(new URL(page.url()).searchParams.get('month')).toBe('2026-10');
    await page.goto(consoleUrl(`index/bill-managemant?month=2026-10&q=${code}`));
    const row = page.locator('[data-screen="bill-managemant"] tbody tr[data-row-key]');
    await row.first().waitFor({ timeout: 30_000 });
    expect(await row.count()).toBe(1);
    const number = (await row.first().getByRole('button').first().textContent())!.trim();
    await row.first().getByRole('button').first().click();
    const detail = page.getByTestId('bill-detail');
    const states = () => detail.locator('.cem-tag').allInnerTexts();
    await expect.poll(states, { timeout: 30_000 }).toEqual(['Draft']);
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    await page.getByRole('dialog', { name: 'Issue 1 draft bill' }).getByRole('button', { name: 'Issue', exact: true }).click();
    await expect.poll(states, { timeout: 30_000 }).toEqual(['Issued']);
    const own = detail.locator('tr[data-line-kind="energy"]');
    await own.first().waitFor({ timeout: 30_000 });
    const kwhOf = (text: string) => Number(/([\d,.]+) kWh ×/.exec(text)![1]!.replace(/,/g, ''));
    const billed = (await own.allInnerTexts()).reduce((sum, text) => sum + kwhOf(text), 0);
    expect(await page.getByTestId('bill-detail').innerText()).toContain('2026-10-10'); // billed from the lease's first day

    await expectOnEnergyReport(page, `period=custom&from=2026-10-10&to=2026-10-31&interval=month&meters=${meter}`, billed);
    // Issued, it is owed: a payment in part turns it partially paid.
    await payInPart(page, number, 'New tenant');
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
    expect(tab.consoleErrors, tab.log.join('\n')).toEqual([]);
  }, 180_000);

  it('a room\'s bill charges the kWh its meter measured on the energy screens, band by band', async () => {
    // Mock seed: room 108 of building A, on one contract with the TOU rule, billed for all of June 2026.
    const bill = 'bl-st-1005-01-202606-0001';
    const meter = 'sp-st-1005-01-01-f01-r08-em';
    const origin = standaloneOrigin();
    const post = async <T>(path: string, body: unknown, session?: string): Promise<T> => {
      const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(session ? { loginsession: session } : {}) }, body: JSON.stringify(body) });
      return ((await response.json()) as { result: T }).result;
    };
    const session = (await post<{ loginsession: string }>('/sfsaas/api/user/login', { username: 'operator', password: 'operator123' })).loginsession;
    const detail = await post<{ bill: { lines: Array<{ kind: string; meter?: string; band?: string; kwh?: number }> } }>('/vtspace/api/bill/detail', { pid: 'p-bill-managemant', did: bill }, session);
    const own = detail.bill.lines.filter((l) => l.kind === 'energy' && l.meter === meter);
    expect(own.map((l) => l.band)).toEqual(['peak', 'flat', 'valley', 'peak', 'flat', 'valley']); // each band before and after the 15 June price change
    const billed = own.reduce((sum, l) => sum + l.kwh!, 0);

    const tab = await browser.open();
    const { page } = tab;
    await page.goto(consoleUrl('login'));
    await signIn(page, 'operator', 'operator123');
    // The bill explains each band's kWh…
    await page.goto(consoleUrl(`index/bill-managemant?month=2026-06&bill=${bill}`));
    const lines = page.getByTestId('bill-detail').locator('tr[data-line-kind="energy"]');
    await lines.first().waitFor({ timeout: 30_000 });
    for (const [index, line] of own.entries()) expect(await lines.nth(index).innerText()).toContain(line.kwh!.toLocaleString('en-US', { maximumFractionDigits: 2 }));
    // …and the energy data report shows the same meter's June as their sum.
    await expectOnEnergyReport(page, `period=month&from=2026-06-01&interval=month&meters=${meter}`, billed);
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
    expect(tab.consoleErrors, tab.log.join('\n')).toEqual([]);
  }, 120_000);
});
