import { act, fireEvent, screen, within } from '@testing-library/react';
import type { StoreInput } from '../../../src/api/admin/storeTypes';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';
import { adminWriter, dialogTitled } from './support';

/** Issue 36 item 2: two people edit the same parent business; the second is told who and when, and loses nothing. */
const { db } = setupMockBackend();
const open = signedInConsole();

const type = (container: HTMLElement, label: string, value: string) => fireEvent.change(within(container).getByLabelText(label), { target: { value } });
const click = async (element: HTMLElement) => act(async () => fireEvent.click(element));

/** A colleague saves the parent business through the same audited path, on the version both opened. */
function colleagueSaves(address: string) {
  const row = db.storeAdmin.list(adminWriter(db), { grade: 0 }).rows.find((r) => r.did === 'pb-1005')!;
  const cmd: StoreInput = { businessgrade: 0, uppergrade: '', name: row.name, countrycode: row.countrycode, provincecode: row.provincecode, citycode: row.citycode, address, longitude: row.longitude, latitude: row.latitude, timezone: row.timezone, area: null, organization: row.organization ?? '' };
  const colleague = { ...adminWriter(db), name: '王芳' };
  db.storeAdmin.update(colleague, 'pb-1005', cmd, { sent: row.version });
}

async function editWhileAColleagueSaves() {
  await open('/index/store-management?grade=0', 'admin');
  const table = await screen.findByRole('table', { name: 'Stores' });
  await click(await within(table).findByRole('button', { name: 'Edit 运维示范园区' }));
  const dialog = await dialogTitled('Edit 运维示范园区');
  colleagueSaves('Their address 2');
  type(dialog, 'Address', 'My address 1');
  await click(within(dialog).getByRole('button', { name: 'Save' }));
  return { dialog, table };
}

describe('a parent business edited by two people', () => {
  it('says who saved it since and when, keeps what was typed, shows theirs beside mine, and keeps mine on purpose', async () => {
    const { dialog, table } = await editWhileAColleagueSaves();
    const alert = await within(dialog).findByRole('alert');
    // The seed's now in the store's own zone (Asia/Shanghai).
    expect(alert).toHaveTextContent('王芳 changed this at Nov 1, 2026, 12:00 AM, after you opened it. What you typed is kept.');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('My address 1');

    await click(within(alert).getByRole('button', { name: 'See their version beside mine' }));
    const compared = await within(alert).findByRole('table', { name: 'Their version beside mine' });
    const row = within(compared).getByText('Address').closest('tr')!;
    expect(within(row).getByText('My address 1')).toBeTruthy();
    expect(within(row).getByText('Their address 2')).toBeTruthy();

    await click(within(alert).getByRole('button', { name: 'Keep mine anyway' }));
    await within(table).findByText('My address 1');
    const saves = db.audit.query({ resource: 'store', action: 'update' });
    expect(saves.map((e) => [e.outcome, e.messageKey ?? '', e.detail])).toEqual(expect.arrayContaining([['refused', 'write.stale', expect.anything()], ['ok', '', { overwrote: 2 }]]));
  });

  it('loads theirs into the form when asked, and saves on their version', async () => {
    const { dialog, table } = await editWhileAColleagueSaves();
    const alert = await within(dialog).findByRole('alert');
    await click(within(alert).getByRole('button', { name: 'Load theirs' }));
    expect(within(dialog).getByLabelText('Address')).toHaveValue('Their address 2');
    type(dialog, 'Address', 'Their address 2, floor 3');
    // The first save's spinner is still leaving in jsdom (no motion end): its label joins the name.
    await click(within(dialog).getByRole('button', { name: /Save$/ }));
    await within(table).findByText('Their address 2, floor 3');
  });
});
