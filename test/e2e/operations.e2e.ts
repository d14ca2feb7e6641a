// The operations overviews of issue 24 as the operator meets them: a station's figures for a month
// agree with the lists filtered through their filter bars, as a person does (the lists read the
// filter bar's days at each record's store, as the overviews count a station's month).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { signIn, waitForScreen } from './support/console';
import { consoleUrl } from './support/workerServers';

const browser = setupBrowser();
// cs-0008 in the mock seed (mock/api/db/core/charging): the operator's only station.
const STATION = { did: 'cs-0008', name: '杭州公交枢纽充电站' };
const OCTOBER = 'period=month&from=2026-10-01&to=2026-10-31';

/** The texts of the station's row in an overview's station table, once the figures are in. */
async function stationRow(page: Page, screen: string): Promise<string[]> {
  await page.goto(consoleUrl(`index/${screen}?${OCTOBER}`));
  await waitForScreen(page, screen);
  const row = page.locator(`[data-screen="${screen}"] tr[data-row-key="${STATION.did}"]`);
  await row.waitFor({ timeout: 30_000 });
  return (await row.locator('td').allInnerTexts()).map((text) => text.trim());
}

/** Opens a common-page list, filters it by the station and a date field over October through its filter bar, and gives its total. */
async function filteredTotal(page: Page, pid: string, dateLabel: string): Promise<number> {
  await page.goto(consoleUrl(`index/common-page/${pid}`));
  await page.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 30_000 });
  const bar = page.getByRole('search', { name: 'Filters' });
  await bar.getByLabel('Station', { exact: true }).click();
  // antd's listbox of role=option is for screen readers only: a person clicks the visible item.
  await page.locator(`.cem-select-dropdown:visible .cem-select-item-option[title="${STATION.name}"]`).click();
  const from = bar.getByLabel(dateLabel, { exact: true });
  await from.click();
  await from.fill('2026-10-01');
  await from.press('Enter');
  // The end input of the same range picker (a list may have several date ranges).
  const to = from.locator('xpath=ancestor::div[contains(@class, "cem-picker-range")][1]').getByPlaceholder('End date');
  await to.fill('2026-10-31');
  await to.press('Enter');
  const totalText = page.getByText(/^[\d,]+ records$/);
  const before = await totalText.innerText();
  await bar.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => totalText.innerText(), { timeout: 30_000 }).not.toBe(before);
  return Number((await totalText.innerText()).replace(/[^\d]/g, ''));
}

/** Signs the operator in (the operator reaches cs-0008 only). */
async function operatorPage(): Promise<{ page: Page; errors: () => void }> {
  // China time, as the station's own staff see it (the overview's month is the station's month).
  const tab = await browser.open({ timezoneId: 'Asia/Shanghai' });
  await tab.page.goto(consoleUrl('login'));
  await signIn(tab.page, 'operator', 'operator123');
  return {
    page: tab.page,
    errors: () => {
      expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
      expect(tab.consoleErrors, tab.log.join('\n')).toEqual([]);
    },
  };
}

describe('operations overviews: numbers that agree with the lists (issue 24)', () => {
  it("cs-0008's October orders on the business overview equal the orders list filtered by the station and the month", async () => {
    const { page, errors } = await operatorPage();
    // Business overview's station table: name, city, orders, energy, revenue, utilization.
    const business = await stationRow(page, 'operation-overview');
    expect([business[0], ...business.slice(2, 5)]).toEqual([STATION.name, '1,137', '42,279.8 kWh', 'CN¥55,224.51']);
    const orders = Number(business[2]!.replace(/,/g, ''));
    // The list's month must be the station's month (China time), as the overview's is (1,125 when
    // the days were taken in UTC).
    expect(await filteredTotal(page, 'p-orders', 'Start')).toBe(orders);
    errors();
  }, 240_000);

  it("cs-0008's October fault tickets on the maintenance overview equal the fault tickets list filtered by the station and the month", async () => {
    const { page, errors } = await operatorPage();
    // Maintenance overview's station table: name, city, fault tickets, fault rate, …
    const maintenance = await stationRow(page, 'operation-maintenance-overview');
    expect([maintenance[0], maintenance[2]]).toEqual([STATION.name, '3']);
    expect(await filteredTotal(page, 'p-fault-tickets', 'Created')).toBe(Number(maintenance[2]));
    errors();
  }, 240_000);
});
