// Two editors, nothing lost (issue 36 item 2, its "Done means"): two browser windows edit the same
// ticket rule; the one that saves second is told who changed the rules and when (in the store's
// zone), its typed input intact; it keeps its own on purpose; the audit holds both outcomes.
// The seed has one person who may edit the ticket rules (admin), so the two windows are two of its
// sessions, each in its own browser context.
import { describe, expect, it } from 'vitest';
import type { AuditDetail, AuditPage } from '../../src/api/admin/auditTypes';
import type { TicketRuleBook } from '../../src/api/operations/ticketsTypes';
import type { Page } from 'playwright-core';
import { setupBrowser, type Tab } from './support/browser';
import { pickFirstOption, signIn } from './support/console';
import { consoleUrl, standaloneOrigin } from './support/workerServers';

const browser = setupBrowser();
const RULES = 'p-service-ticket-rules';
const AUDIT = 'p-audit-management';

/** A call of the console's API as the admin, outside the browsers. */
async function post<T>(path: string, body: unknown, session?: string): Promise<T> {
  const response = await fetch(`${standaloneOrigin()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(session ? { loginsession: session } : {}) }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { status: number; message?: string; result: T };
  if (envelope.status !== 0) throw new Error(`${path}: ${envelope.status} ${envelope.message ?? ''}`);
  return envelope.result;
}

/** The console's pages show one store: from the no-store view, 华东商业综合体 and its first store (a new parent reloads the console). */
async function chooseStore(page: Page): Promise<void> {
  const choose = () => page.getByTestId('no-project-view').getByRole('button', { name: 'Choose a store', exact: true }).click();
  await choose();
  const parents = page.getByRole('dialog', { name: 'Change parent business' });
  const picker = page.getByRole('dialog', { name: 'Choose a project' });
  await parents.or(picker).waitFor();
  if (await parents.isVisible()) {
    await parents.getByRole('radio', { name: /华东商业综合体/ }).check();
    const reloaded = page.waitForEvent('load');
    await parents.getByRole('button', { name: 'OK', exact: true }).click();
    await reloaded;
    await choose();
  }
  for (const label of ['Province', 'City', 'Store']) await pickFirstOption(page, picker, label);
  await picker.getByRole('button', { name: 'OK', exact: true }).click();
}

/** A window on the rules page, signed in, showing the rules' form. */
async function rulesWindow(): Promise<Tab> {
  const tab = await browser.open();
  await tab.page.goto(consoleUrl('login'));
  await signIn(tab.page, 'admin', 'admin123');
  await tab.page.goto(consoleUrl('index/work-rule'));
  const noStore = tab.page.getByTestId('no-project-view');
  await firstRuleName(tab).or(noStore).waitFor({ timeout: 30_000 });
  if (await noStore.isVisible()) await chooseStore(tab.page);
  await firstRuleName(tab).waitFor({ timeout: 30_000 });
  return tab;
}

const firstRuleName = (tab: Tab) => tab.page.locator('[data-screen="work-rule"]').getByLabel('Rule name').first();
const saveButton = (tab: Tab) => tab.page.locator('[data-screen="work-rule"]').getByRole('button', { name: 'Save rules' });
/** How the console tells an instant in a zone (react-intl's medium date, short time), spaces made plain. */
const told = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

describe('two browser windows edit the same ticket rule', () => {
  it('the second save is told who changed it and when, keeps what was typed, overwrites on purpose; the audit holds both', async () => {
    const session = (await post<{ loginsession: string }>('/sfsaas/api/user/login', { username: 'admin', password: 'admin123' })).loginsession;
    const a = await rulesWindow();
    const b = await rulesWindow();

    await firstRuleName(a).fill('Window A urgent');
    await saveButton(a).click();
    await expect.poll(async () => (await post<TicketRuleBook>('/vtproxy/workorder/rules/get', { pid: RULES }, session)).version, { timeout: 15_000 }).toBe(2);
    const afterA = await post<TicketRuleBook>('/vtproxy/workorder/rules/get', { pid: RULES }, session);
    expect(afterA.rules[0]!.name).toBe('Window A urgent');

    await firstRuleName(b).fill('Window B urgent');
    await saveButton(b).click();
    const conflict = b.page.getByRole('alert').filter({ hasText: 'changed this at' });
    await conflict.waitFor({ timeout: 15_000 });
    expect(plain(await conflict.textContent())).toContain(plain(`${afterA.changedBy} changed this at ${told(afterA.changedAt, afterA.zone)}, after you opened it. What you typed is kept.`));
    expect(afterA.zone).toBe('Asia/Shanghai');
    expect(await firstRuleName(b).inputValue()).toBe('Window B urgent');

    await conflict.getByRole('button', { name: 'Keep mine anyway' }).click();
    await conflict.waitFor({ state: 'detached', timeout: 15_000 });
    const afterB = await post<TicketRuleBook>('/vtproxy/workorder/rules/get', { pid: RULES }, session);
    expect([afterB.version, afterB.rules[0]!.name]).toEqual([3, 'Window B urgent']);
    expect(await firstRuleName(b).inputValue()).toBe('Window B urgent');

    // The audit, newest first: B's overwrite, B's stale refusal, A's save.
    const saves = await post<AuditPage>('/sfsaas/api/audit/list', { pid: AUDIT, resource: 'ticket-rules', action: 'ticket-rules', page: 1, pagesize: 20 }, session);
    expect(saves.data.map((r) => [r.outcome, r.messageKey])).toEqual([['ok', ''], ['refused', 'write.stale'], ['ok', '']]);
    const details = await Promise.all(saves.data.map((r) => post<AuditDetail>('/sfsaas/api/audit/detail', { pid: AUDIT, seq: r.seq }, session)));
    expect(details.map((d) => d.detail)).toEqual([{ overwrote: 2 }, expect.anything(), {}]);

    for (const tab of [a, b]) expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
  }, 240_000);
});
