// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { walk } from '../../mock/api/db/menus/build';
import { catalogue } from '../../mock/api/db/menus/index';
import type { PagePerms } from '../../src/api/pageConfig';
import { DOMAIN_ROUTES } from '../../src/api/routeDeclarations';
import type { MenuAnswer, MenuItemWire } from '../../src/api/types';
import { call, leaves, login, startMockBackend } from './support';

const backend = startMockBackend();

/** What each demo account saw before access came from the role book (generated from that code, committed). */
interface DemoAccess {
  menus: Record<string, Record<string, MenuItemWire[]>>;
  perms: Record<string, Record<string, string[]>>;
}

const DEMO_ACCOUNTS: Record<string, string> = { admin: 'admin123', operator: 'operator123', maintainer: 'maintainer123', viewer: 'viewer123', ggadmin: 'greengrid123' };
const PORTALS = ['cem-platform', 'smart-bnb'];

/** Every pid the perm call knows: catalogue leaves, list pids (aliases too) and their history pids. */
function allPids(lists: readonly string[]): string[] {
  const leaves = walk(catalogue()).flatMap((item) => [item.pid, item.historyPid]).filter((pid): pid is string => !!pid);
  return [...new Set([...leaves, ...lists, ...lists.map((pid) => `${pid}-history`)])].sort();
}

/**
 * The pages of routes a domain placed in the menu by declaration (`menu: { under }`): added since the
 * fixture was taken, so a new route needs no edit here (test/mock/routeDeclarations.test.ts checks their places).
 */
const PLACED = new Set(DOMAIN_ROUTES.flatMap((route) => (route.menu && route.pid ? [route.pid, `${route.pid}-history`] : [])));

/** The menus without the placed routes' leaves, and the perms without their pages. */
function withoutPlaced(access: DemoAccess): DemoAccess {
  const prune = (items: readonly MenuItemWire[]): MenuItemWire[] =>
    items.flatMap((item) => {
      if (item.pid && PLACED.has(item.pid)) return [];
      if (item.subList) return [{ ...item, subList: prune(item.subList) }];
      if (item.sub_menu) return [{ ...item, sub_menu: prune(item.sub_menu) }];
      return [item];
    });
  const map = <T, U>(record: Record<string, T>, f: (value: T) => U) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]));
  return {
    menus: map(access.menus, (portals) => map(portals, prune)),
    perms: map(access.perms, (pages) => Object.fromEntries(Object.entries(pages).filter(([pid]) => !PLACED.has(pid)))),
  };
}

/** The menus and perms of every demo account, through the wire. */
async function demoAccess(): Promise<DemoAccess> {
  const out: DemoAccess = { menus: {}, perms: {} };
  const pids = allPids(backend.db.pages.listPids());
  for (const [username, password] of Object.entries(DEMO_ACCOUNTS)) {
    const session = await login(username, password);
    out.menus[username] = {};
    for (const portalcode of PORTALS) {
      const { envelope } = await call<MenuAnswer>('/vts/api/menu/get', { session, body: { portalcode } });
      out.menus[username][portalcode] = envelope.result.list;
    }
    out.perms[username] = {};
    for (const pid of pids) {
      const { envelope } = await call<PagePerms>('/sfsaas/api/role/user/perm', { session, body: { pid } });
      out.perms[username][pid] = envelope.status === 0 ? envelope.result.actions : [`status ${envelope.status}`];
    }
  }
  return out;
}

describe('demo accounts', () => {
  it('see exactly the menus and page permissions they saw before the role book (fixture)', async () => {
    const expected = JSON.parse(readFileSync(new URL('./fixtures/demoAccess.json', import.meta.url), 'utf8')) as DemoAccess;
    const seen = withoutPlaced(await demoAccess());
    expect(Object.keys(seen.perms.admin ?? {}).length).toBe(Object.keys(expected.perms.admin ?? {}).length);
    expect(seen.menus).toEqual(expected.menus);
    expect(seen.perms).toEqual(expected.perms);
  });

  it('are granted view on exactly the pages their menus show (issue 35 item 4: nothing opens by address that the menu hides)', async () => {
    const seen = await demoAccess();
    const pages = new Set(backend.db.access.book.allPages().map((page) => page.pid));
    for (const username of Object.keys(DEMO_ACCOUNTS)) {
      const inMenu = new Set(PORTALS.flatMap((portal) => leaves(seen.menus[username]?.[portal] ?? []).flatMap((leaf) => leaf.pid ?? [])));
      const viewable = Object.entries(seen.perms[username] ?? {}).filter(([pid, actions]) => pages.has(pid) && actions.includes('view')).map(([pid]) => pid);
      expect(viewable.filter((pid) => !inMenu.has(pid)), username).toEqual([]);
      expect([...inMenu].filter((pid) => pages.has(pid) && !viewable.includes(pid)), username).toEqual([]);
    }
    const pinned = withoutPlaced(seen);
    expect(Object.values(pinned.perms.operator ?? {}).filter((actions) => actions.includes('view')).length).toBe(201);
    expect(Object.values(pinned.perms.maintainer ?? {}).filter((actions) => actions.includes('view')).length).toBe(64);
    expect(seen.perms.maintainer?.['p-home']).toEqual([]);
    expect(seen.perms.operator?.['p-staff-management']).toEqual([]);
  });
});
