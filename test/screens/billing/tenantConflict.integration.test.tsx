import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveTenant } from '../../../mock/api/db/billing/tenantService';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';

/** Issue 36 item 2: two people edit the same tenant; the second is told who and when, and loses nothing. */
// A still wall clock: simulated time stays at the seed's now, 2026-11-01 00:00 in Shanghai, however slow the run.
const { db } = setupMockBackend({ now: () => Date.parse('2026-11-26T09:00:00Z') });
const open = signedInConsole();
const TENANT = 'tn-st-1005-01-0005';

const click = async (element: HTMLElement) => act(async () => fireEvent.click(element));

/** A colleague saves the tenant's contact through the same audited path, on the version both opened. */
function colleagueSaves(contact: string) {
  const { name, phone, email, type, key } = db.billing.book('st-1005-01').tenant(TENANT)!;
  const colleague = { ...db.accounts.userById('u-1001')!, name: '王芳' };
  saveTenant(db.billing, colleague, { pid: 'p-tenant-configuration', act: 'set', did: TENANT, version: 1, cmd: { name, contact, phone, email, type, key } });
}

describe('a tenant edited by two people', () => {
  it('says who saved it since and when, keeps what was typed, and keeps mine on purpose', async () => {
    const tenant = structuredClone(db.billing.book('st-1005-01').tenant(TENANT)!);
    await open(`/index/tenant-configuration?q=${encodeURIComponent(tenant.email)}`);
    const table = await screen.findByRole('table', { name: 'Tenants' });
    await click(await within(table).findByRole('button', { name: `Edit tenant ${tenant.name}` }));
    const dialog = await waitFor(() => screen.getAllByRole('dialog').find((d) => d.textContent?.startsWith(`Edit tenant ${tenant.name}`))!);
    colleagueSaves('Their contact');
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'mine@aurora.example.cn' } });
    await click(within(dialog).getByRole('button', { name: 'Save' }));

    // The conflict's alert (a field's error list is an alert too, so it is found by its words), in the store's own zone (Asia/Shanghai).
    const alert = (await within(dialog).findByText(/changed this at/)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('王芳 changed this at Nov 1, 2026, 12:00 AM, after you opened it. What you typed is kept.');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('mine@aurora.example.cn');

    await click(within(alert).getByRole('button', { name: 'Keep mine anyway' }));
    await waitFor(() => expect(db.billing.book('st-1005-01').tenant(TENANT)).toMatchObject({ email: 'mine@aurora.example.cn', contact: tenant.contact }));
    const saves = db.audit.query({ resource: 'tenant', action: 'tenant-set' });
    expect(saves.map((e) => [e.outcome, e.messageKey ?? '', e.detail.overwrote])).toEqual([['ok', '', 2], ['refused', 'write.stale', undefined], ['ok', '', undefined]]);
  });
});
