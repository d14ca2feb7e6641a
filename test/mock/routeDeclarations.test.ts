// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedRoleBook } from '../../mock/api/db/core/access/seedRoles';
import { walk } from '../../mock/api/db/menus/build';
import { catalogue } from '../../mock/api/db/menus/index';
import { pageIndex } from '../../mock/api/db/pageIndex';
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
