// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedRoleBook } from '../../mock/api/db/core/access/seedRoles';
import { group, leaf, walk } from '../../mock/api/db/menus/build';
import { withDeclaredLeaves } from '../../mock/api/db/menus/declared';
import { catalogue } from '../../mock/api/db/menus/index';
import { pageIndex } from '../../mock/api/db/pageIndex';
import { declareRoutes } from '../../src/api/routeDecl';
import { DOMAIN_ROUTES } from '../../src/api/routeDeclarations';

/** Each seeded role's grant on each page of the first company, as the seed writes it. */
function seededGrants(): Map<string, Map<string, readonly string[]>> {
  const { modules, pages } = pageIndex();
  const book = seedRoleBook(modules, pages, [], ['c1']);
  return new Map(book.roles.map((role) => [role.name, new Map(Object.values(role.modules).flatMap((m) => Object.entries(m.pages)))]));
}

describe("the mock reads the routes' declarations (src/api/<domain>/routes.ts)", () => {
  it('every leaf of the catalogue opens a declared route', () => {
    const names = new Set(DOMAIN_ROUTES.map((route) => route.name));
    const pages = walk(catalogue()).filter((item) => !item.children && item.page).map((item) => item.page as string);
    expect(pages.filter((page) => !names.has(page))).toEqual([]);
  });

  it('every route with a page of its own is opened by the catalogue leaf of that page id', () => {
    const leaves = walk(catalogue()).filter((item) => !item.children && item.pid);
    const strays = DOMAIN_ROUTES.filter((route) => route.pid && !leaves.some((item) => item.pid === route.pid && item.page === route.name));
    expect(strays.map((route) => `${route.name}: ${route.pid}`)).toEqual([]);
    expect(DOMAIN_ROUTES.filter((route) => route.pid === null).map((route) => route.name).sort()).toEqual(
      ['add', 'carbon-cockpit-fullscreen', 'common-iframe', 'common-page', 'detail', 'history'],
    );
  });

  it('the role book core names no page of a domain: the seed takes them from the declarations', () => {
    const core = readFileSync('mock/api/db/core/access/seedRoles.ts', 'utf8');
    expect(core.match(/'p-[\w-]+'/g) ?? []).toEqual([]);
  });

  it("grants each seeded role a route's declared actions on the pages that open it, else its usual share", () => {
    const grants = seededGrants();
    const of = (role: string, pid: string) => grants.get(role)?.get(pid);
    // Bills: the operator keeps them; the viewer only reads.
    expect(of('operator', 'p-bill-managemant')).toEqual(['view', 'export', 'control', 'add', 'edit']);
    expect(of('viewer', 'p-bill-managemant')).toEqual(['view']);
    // Energy settings: operators and maintainers edit (maintainers do not reach the module, so nothing).
    expect(of('operator', 'p-energy-standard')).toEqual(['view', 'export', 'control', 'edit']);
    expect(of('maintenance', 'p-energy-standard')).toEqual([]);
    // Hot water: the maintainer's own work.
    expect(of('maintenance', 'p-hot-water-maintance')).toEqual(['view', 'control', 'add', 'edit']);
    expect(of('operator', 'p-hot-water-maintance')).toEqual(['view', 'export', 'control']);
    // Audit: only admins.
    expect(of('operator', 'p-audit-management')).toEqual([]);
    expect(of('admin', 'p-audit-management')).toEqual(['view', 'add', 'edit', 'delete', 'export', 'import', 'history', 'control']);
    // Of the tools, the viewer reads only its personal centre.
    expect(of('viewer', 'p-personal-center')).toEqual(['view']);
    expect(of('viewer', 'p-knowledge-base')).toEqual([]);
    // The host runs the bnb pages (all but import) and views and controls the module's screens.
    expect(of('host', 'p-smartbnb-calendar')).toEqual(['view', 'add', 'edit', 'delete', 'export', 'history', 'control']);
    expect(of('host', 'p-playlist')).toEqual(['view', 'control']);
    // Warehousing slips: the charging network's operator posts them.
    expect(of('operator', 'p-warehousing-slip')).toEqual(['view', 'export', 'control', 'add', 'edit']);
  });
});

describe('a route that declares its menu place', () => {
  // Routes whose title keys the language files hold (a new route brings its own with its messages).
  const [placed, written, lost] = declareRoutes('tools', [
    { name: 'news-information', module: 'tools', menu: { under: 'menu-design' } },
    { name: 'menu-tool', module: 'tools', menu: { under: 'menu-design' } },
    { name: 'knowledge-base', module: 'tools', menu: { under: 'no-such-group' } },
  ]);
  const modules = () => [group('menu-design', 'Menu design', '菜单设计', 'appstore', [leaf('menu-tool', 'Menu tool', '菜单工具', 'menu-tool')])];

  it('gets a leaf of its own (pid p-<name>) at the end of the group it names, once, with its title key\'s words', () => {
    const items = withDeclaredLeaves(modules(), [placed!, written!]);
    expect(items[0]!.children!.map((item) => [item.name, item.pid, item.page, item.languagesetting, item.title, item.zh])).toEqual([
      ['menu-tool', 'p-menu-tool', 'menu-tool', 'menu.menu-tool', 'Menu tool', '菜单工具'],
      ['news-information', 'p-news-information', 'news-information', 'menu.news-information', 'News', '资讯信息'],
    ]);
  });

  it('is refused when the catalogue has no such group', () => {
    expect(() => withDeclaredLeaves(modules(), [lost!])).toThrow('no-such-group');
  });
});
