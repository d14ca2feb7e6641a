import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { setupUser } from '../../support/user';
import { signedInConsole } from '../devices/support';

/** Issue 36 item 2: two people edit GreenGrid's menu; the second is told who and when, and keeps the draft. */
const { db } = setupMockBackend();
const open = signedInConsole();

const treeItem = (text: string) => screen.getAllByRole('treeitem').find((item) => item.textContent?.includes(text));

/** A colleague hides the first module of GreenGrid's menu through the same audited path, on the version both opened. */
function colleagueHidesTheFirstModule() {
  const admin = { ...db.accounts.userById('u-1001')!, ip: '127.0.0.1' };
  const { catalogue, version } = db.menuTemplates.answer(admin, 'p-menu-template', 'c-2001', 'cem');
  const items = catalogue.map((m, i) => (i === 0 ? { ...m, hidden: true } : m));
  db.menuTemplates.save({ ...admin, name: '王芳' }, 'p-menu-template', 'c-2001', 'cem', items, { sent: version });
}

describe('a menu template edited by two people', () => {
  it('says who saved it since and when, keeps my draft, shows their menu beside mine, and keeps mine on purpose', async () => {
    const user = setupUser();
    await open('/index/menu-template?company=c-2001&item=billing-tenants', 'admin', 'admin123');
    const panel = await screen.findByRole('region', { name: 'Item “Billing & Tenants”' });
    colleagueHidesTheFirstModule();
    await user.click(within(panel).getByRole('switch', { name: 'Hidden' }));
    await user.click(screen.getByRole('button', { name: /Save template/ }));

    const alert = await screen.findByText(/changed this at/);
    // The seed's now (2026-11-01 00:00 in Shanghai), or a minute on as simulated time runs, in the browser's zone (no store chosen).
    const changedAt = db.writes.versions.of('menu-template', 'c-2001/cem').changedAt;
    expect(changedAt).toMatch(/^2026-10-31T16:0\d:/);
    const at = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(changedAt));
    expect(alert).toHaveTextContent(`王芳 changed this at ${at}, after you opened it. What you typed is kept.`);
    const conflict = alert.closest<HTMLElement>('[role="alert"]')!;
    expect(within(treeItem('Billing & Tenants')!).getByText('Hidden')).toBeTruthy();

    await user.click(within(conflict).getByRole('button', { name: 'See their version beside mine' }));
    const compared = await within(conflict).findByRole('table', { name: 'Their version beside mine' });
    const billing = within(compared).getByText('Billing & Tenants').closest('tr')!;
    expect(billing.textContent).toContain('Hidden');
    expect(within(compared).getAllByRole('row')).toHaveLength(3);

    await user.click(within(conflict).getByRole('button', { name: 'Keep mine anyway' }));
    await waitFor(() => expect(db.audit.query({ resource: 'menu-template', outcome: 'ok' })).toHaveLength(2));
    const saves = db.audit.query({ resource: 'menu-template' });
    expect(saves.map((e) => [e.outcome, e.messageKey ?? '', e.detail])).toEqual(expect.arrayContaining([['refused', 'write.stale', expect.anything()], ['ok', '', expect.objectContaining({ overwrote: 2 })]]));
    expect(db.menuTemplates.itemsFor('c-2001', 'cem')!.find((m) => m.name === 'billing-tenants')!.hidden).toBe(true);
    expect(db.menuTemplates.itemsFor('c-2001', 'cem')![0]!.hidden).toBeUndefined();
  });
});
