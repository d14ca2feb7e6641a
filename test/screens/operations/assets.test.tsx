import { screen, waitFor, within } from '@testing-library/react';
import { mockDb, setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';
import { choose } from '../../support/select';
import { setupUser } from '../../support/user';
import { giveTestRole } from '../../support/testRole';

setupMockBackend();

async function open(path: string, user = 'admin'): Promise<MountedApp> {
  return mountSignedIn(path, { user });
}

/** The inventory list's records of storeroom sr-001 (上海中心库) as [model, quantity]. */
function stock(models: string[]): Array<[string, number]> {
  // The list's whole record set (a PageTable), whoever reaches it.
  const table = mockDb().tables.require('p-inventory') as unknown as { all: () => ReadonlyArray<Record<string, unknown>> };
  return table
    .all()
    .filter((r) => r.storeroomdid === 'sr-001' && models.includes(String(r.model)))
    .map((r) => [String(r.model), Number(r.quantity)] as [string, number])
    .sort((a, b) => a[0].localeCompare(b[0]));
}

const slipRow = async (number: string) => (await screen.findByRole('cell', { name: number })).closest('tr')!;

describe('warehousing-slip (issue 24)', () => {
  it('posting a warehousing slip raises the inventory; the posted slip can no longer be edited', async () => {
    await open('/index/warehousing-slip');
    const row = await slipRow('WS202611010001');
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText('14')).toBeInTheDocument();
    expect(stock(['ABB-MPET4', 'ACREL-DJSF1352'])).toEqual([['ABB-MPET4', 0], ['ACREL-DJSF1352', 5]]);

    const user = setupUser();
    await user.click(within(row).getByRole('button', { name: 'Post WS202611010001' }));
    expect(await screen.findByText('Slip WS202611010001 posted: 14 items added to the inventory')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Posted')).toBeInTheDocument());
    expect(stock(['ABB-MPET4', 'ACREL-DJSF1352'])).toEqual([['ABB-MPET4', 10], ['ACREL-DJSF1352', 9]]);
    expect(within(row).queryByRole('button', { name: 'Edit WS202611010001' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Post WS202611010001' })).toBeNull();

    // The filter is in the URL.
    await user.click(screen.getByText('Drafts'));
    await waitFor(() => expect(window.location.search).toBe('?state=draft'));
    expect(await screen.findByText('No slips to show')).toBeInTheDocument();
  });

  it('lets the operator draft and post slips (the menu entry included)', async () => {
    await open('/index/warehousing-slip', 'operator');
    const row = await slipRow('WS202611010001');
    expect(within(row).getByRole('button', { name: 'Post WS202611010001' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Edit WS202611010001' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'New slip' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Warehousing slips/ })).toBeInTheDocument();
  });

  it('shows a user without the add and edit rights the slips to read and print, with no button to change them', async () => {
    // The maintainer's menu holds no asset management: a role made for the test views the page.
    giveTestRole(mockDb(), 'u-1003', 'Slip readers', { 'p-warehousing-slip': ['view', 'control'] });
    await open('/index/warehousing-slip', 'maintainer');
    const row = await slipRow('WS202611010001');
    expect(await screen.findByText('You can see and print the slips; creating and posting them needs the add and edit permissions of this page')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Print WS202611010001' })).toBeEnabled();
    expect(within(row).queryByRole('button', { name: 'Post WS202611010001' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Edit WS202611010001' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New slip' })).toBeNull();
  });

  it('checks the fields, puts the server’s field errors at their field and keeps what was typed', async () => {
    await open('/index/warehousing-slip');
    await slipRow('WS202611010001');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'New slip' }));
    const dialog = await screen.findByRole('dialog', { name: 'New warehousing slip' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(3);
    await user.type(within(dialog).getByLabelText('Supplier'), '万马股份');
    await choose(dialog, 'Part of line 1', '32A交流充电枪线 (WANMA-GUN32)', true);
    await choose(dialog, 'Storeroom of line 1', '杭州区域库');
    // The storeroom is taken off the storeroom list before the save: the server names the line's field.
    const rooms = mockDb().tables.require('p-storeroom') as unknown as { all: () => ReadonlyArray<{ did: string }>; remove: (did: string) => void; put: (row: { did: string }) => void };
    const room = rooms.all().find((r) => r.did === 'sr-002')!;
    rooms.remove('sr-002');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('The linked record does not exist')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Supplier')).toHaveValue('万马股份');
    expect(within(dialog).getByText('32A交流充电枪线 (WANMA-GUN32)')).toBeInTheDocument();

    // The storeroom is back: the same form saves.
    rooms.put(room);
    // (antd's spinner leaves by an animation jsdom never ends: its label stays in the name.)
    await user.click(screen.getByRole('button', { name: /Save draft$/ }));
    expect(await screen.findByText('Slip WS202611010002 saved as a draft')).toBeInTheDocument();
    const row = await slipRow('WS202611010002');
    expect(within(row).getByText('万马股份')).toBeInTheDocument();
    expect(within(row).getByText('Draft')).toBeInTheDocument();
  });

  it('shows a slip as a printable document', async () => {
    await open('/index/warehousing-slip?print=ws-0001');
    const doc = await screen.findByRole('region', { name: 'Warehousing slip WS202611010001' });
    const lines = within(doc).getByRole('table', { name: 'Lines of the slip' });
    expect(within(lines).getByText('急停按钮')).toBeInTheDocument();
    expect(within(lines).getByText('10 个')).toBeInTheDocument();
    expect(within(lines).getByText('4 块')).toBeInTheDocument();
    expect(doc.querySelector('style')?.textContent).toContain('@media print');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await setupUser().click(within(doc).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
