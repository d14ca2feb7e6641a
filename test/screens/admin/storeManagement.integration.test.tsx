import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';
import { adminWriter, dialogTitled } from './support';
import { choose } from '../../support/select';

const { db } = setupMockBackend();
const open = signedInConsole();

const type = (container: HTMLElement, label: string, value: string) => fireEvent.change(within(container).getByLabelText(label), { target: { value } });
const click = async (element: HTMLElement) => act(async () => fireEvent.click(element));

describe('store-management (issue 22)', () => {
  it('lists a parent’s stores from the URL and adds a store after fixing a range and a duplicate name; the picker reads its lists again', async () => {
    const seeded = db.businesses.storesOf('pb-1005')[0]!;
    const mounted = await open('/index/store-management?grade=1&parent=pb-1005', 'admin');
    const table = await screen.findByRole('table', { name: 'Stores' });
    // The store's department carries its name too (organization column): the first is the name cell.
    const row = (await within(table).findAllByText(seeded.name))[0]!.closest('tr')!;
    expect(within(row).getByText('运维示范园区')).toBeTruthy();
    expect(within(row).getByText('中国 / 浙江省 / 杭州市')).toBeTruthy();
    expect(within(row).getByText('Asia/Shanghai')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();

    await click(screen.getByRole('button', { name: /Add parent business or store/ }));
    const dialog = await dialogTitled('Add parent business or store');
    await choose(dialog, 'Belongs to', '运维示范园区');
    type(dialog, 'Name', seeded.name);
    await choose(dialog, 'Province', '浙江省', true);
    await choose(dialog, 'City', '杭州市', true);
    type(dialog, 'Longitude', '120.2119');
    type(dialog, 'Latitude', '95');
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Latitude is between -90 and 90')).toBeTruthy();
    type(dialog, 'Latitude', '30.2084');
    expect(await within(dialog).findByRole('img', { name: 'Position 30.2084° N, 120.2119° E' })).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    // The server knows the sibling's name: its field error lands on the field, what was typed stays.
    expect(await within(dialog).findByText(`${seeded.name} already exists under this parent business`)).toBeTruthy();
    expect((within(dialog).getByLabelText('Latitude') as HTMLInputElement).value).toBe('30.2084');
    type(dialog, 'Name', '零碳园区·滨江二号店');
    // The loading icon's leave motion never ends in jsdom: its label stays in the button's name.
    await click(within(dialog).getByRole('button', { name: /Save$/ }));

    const added = (await within(table).findByText('零碳园区·滨江二号店')).closest('tr')!;
    expect(within(added).getByText('Enabled')).toBeTruthy();
    expect(db.businesses.storesOf('pb-1005').find((s) => s.name === '零碳园区·滨江二号店')).toMatchObject({ did: 'st-1005-02', citycode: '330100', latitude: 30.2084, longitude: 120.2119, timezone: 'Asia/Shanghai' });
    const entry = db.audit.query({ resource: 'store', outcome: 'ok' })[0];
    expect(entry).toMatchObject({ action: 'create', area: 'stores', target: 'st-1005-02', before: null });
    // The project store read the businesses again without a new sign-in.
    await waitFor(() => expect(mounted.app.root.project.revision).toBe(1));
  });

  it('edits a parent business and disables it after a confirmation that counts its stores; it leaves the picker', async () => {
    const mounted = await open('/index/store-management?grade=0', 'admin');
    const table = await screen.findByRole('table', { name: 'Stores' });
    await within(table).findByText('华东商业综合体');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(mounted.app.root.project.parents.map((p) => p.did)).toContain('pb-1001');

    await click(within(table).getByRole('button', { name: 'Edit 运维示范园区' }));
    const dialog = await dialogTitled('Edit 运维示范园区');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('运维示范园区');
    type(dialog, 'Address', '杭州市滨江区江南大道 1 号');
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(table).findByText('杭州市滨江区江南大道 1 号');
    const [update] = db.audit.query({ resource: 'store', action: 'update' });
    expect(update).toMatchObject({ target: 'pb-1005', after: expect.objectContaining({ address: '杭州市滨江区江南大道 1 号' }) });
    expect((update!.before as { address: string }).address).not.toBe('杭州市滨江区江南大道 1 号');

    await click(within(table).getByRole('button', { name: 'Disable 华东商业综合体' }));
    const confirm = await dialogTitled('Disable 华东商业综合体?');
    expect(confirm).toHaveTextContent('华东商业综合体 has 9 stores under it.');
    await click(within(confirm).getByRole('button', { name: 'Disable' }));
    const row = (await within(table).findByRole('button', { name: 'Enable 华东商业综合体' })).closest('tr')!;
    expect(within(row).getByText('Disabled')).toBeTruthy();
    await waitFor(() => expect(mounted.app.root.project.parents.map((p) => p.did)).toEqual(['pb-1002', 'pb-1003', 'pb-1004', 'pb-1005']));
    expect(db.audit.query({ resource: 'store', action: 'disable' })[0]).toMatchObject({ target: 'pb-1001', detail: { stores: 9 } });
  });

  it('shows a user who may only view stores the stores in reach without add, edit, disable or export controls', async () => {
    // Issue 35 item 4: the demo viewer reads only what its menu shows; a role that only views stores, given to it, does.
    const role = db.admin.roles.create(adminWriter(db), 'Store readers');
    db.admin.roles.grant(adminWriter(db), role.name, ['a:p-store-management:view'], [], { sent: role.version });
    db.access.book.assign('u-1004', [role.name]);
    await open('/index/store-management', 'viewer');
    const table = await screen.findByRole('table', { name: 'Stores' });
    await within(table).findAllByText('运维示范园区');
    // Header and the one store: a user scoped to chosen stores sees those, never their parent business (issue 35 item 3).
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Add parent business or store/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^(Edit|Disable|Add store) / })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
