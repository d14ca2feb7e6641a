// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionKey, moduleKey, pageKey } from '../../../src/api/access/types';
import type { MenuAnswer, MenuItemWire } from '../../../src/api/types';
import { call, leaves, login, startMockBackend } from '../support';
import { post, roleWith, STAFF, userVersion } from '../admin/support';

/** Issue 35 item 4: the menu holds only the pages the role book lets the user view. */

const backend = startMockBackend();

/** The demo viewer (u-1004) given only this role, signed in again, and its menu. */
async function menuWithRole(role: string, portalcode = 'cem-platform'): Promise<MenuItemWire[]> {
  const admin = await login();
  expect((await post('/sfsaas/api/user/update', admin, { userid: 'u-1004', act: 'set', cmd: { roles: [role] }, version: await userVersion(admin, 'u-1004') }, STAFF)).status).toBe(0);
  const session = await login('viewer', 'viewer123');
  const { envelope } = await call<MenuAnswer>('/vts/api/menu/get', { session, body: { portalcode } });
  expect(envelope.status).toBe(0);
  return envelope.result.list;
}

const pidsOf = (list: readonly MenuItemWire[]) => leaves(list).map((item) => item.pid);

describe('the menu is what you may open', () => {
  it('shows a role granted only view on the bills page that one leaf, in its module and group', async () => {
    const role = await roleWith(await login(), 'Bill readers', [['p-bill-managemant', 'view']]);
    const list = await menuWithRole(role.name);
    expect(list.map((module) => module.name)).toEqual(['billing-tenants']);
    expect(pidsOf(list)).toEqual(['p-bill-managemant']);
    expect(leaves(list)[0]).toMatchObject({ title: 'Bills', page: 'bill-managemant' });
  });

  it('shows a role with view on two energy screens exactly those two', async () => {
    const role = await roleWith(await login(), 'Energy readers', [['p-dashboard', 'view'], ['p-carbon-home', 'view']]);
    const list = await menuWithRole(role.name);
    expect(list.map((module) => module.name)).toEqual(['energy-carbon']);
    expect(pidsOf(list)).toEqual(['p-dashboard', 'p-carbon-home']);
  });

  it('grants nothing for a module or page saved checked or half-checked without its action leaves', async () => {
    const admin = await login();
    const role = await roleWith(admin, 'Half checked', [['p-bill-managemant', 'export']]);
    const checked = [actionKey('p-bill-managemant', 'export'), pageKey('p-contract-management'), moduleKey('billing-tenants')];
    const halfChecked = [moduleKey('billing-tenants'), pageKey('p-bill-managemant')];
    expect((await post('/sfsaas/api/rolev2/grant', admin, { role: role.name, checked, halfChecked, version: role.version })).status).toBe(0);
    expect(await menuWithRole(role.name)).toEqual([]);
    expect(backend.db.access.book.menuModules([role.name], 'c-1001')).toEqual([]);
    const viewer = await login('viewer', 'viewer123');
    for (const pid of ['p-contract-management', 'p-bill-managemant']) {
      expect((await post<{ actions: string[] }>('/sfsaas/api/role/user/perm', viewer, { pid })).result.actions).toEqual(pid === 'p-bill-managemant' ? ['export'] : []);
    }
  });

  it('drops the groups and modules left empty, keeping the others of the module', async () => {
    const role = await roleWith(await login(), 'Two groups', [['p-smartbnb-room', 'view'], ['p-playlist', 'view']]);
    const list = await menuWithRole(role.name);
    expect(list.map((module) => module.name)).toEqual(['smart-bnb-media']);
    expect(list[0]?.subList?.map((group) => [group.name, group.subList?.map((leaf) => leaf.pid)])).toEqual([
      ['smart-bnb', ['p-smartbnb-room']],
      ['smart-screens', ['p-playlist']],
    ]);
    expect(pidsOf(await menuWithRole(role.name, 'smart-bnb'))).toEqual(['p-smartbnb-room', 'p-playlist']);
  });
});
