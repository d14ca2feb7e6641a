import { PAGE_ACTIONS, type PageAction } from '../../../../../src/api/pageConfig.ts';
import type { DataScope, ModuleGrant, RoleBookData, RoleRecord } from './roleBook.ts';

/** A page as the catalogue describes it: what the seed needs to grant on it. */
export interface PageFacts {
  pid: string;
  module: string;
  /** A list page (the generic records) or any other screen. */
  kind: 'list' | 'screen';
  /** The actions a list supports (screens support all). */
  supports: readonly PageAction[];
  /** A list's area: 'general', 'orders', 'tickets', 'maintenance'. */
  area: string;
  history?: string;
  /** A screen's own grants for some seeded roles (its route's declaration), instead of their usual share. */
  grants?: Readonly<Record<string, readonly PageAction[] | undefined>>;
}

/** A demo account: its role and the parent businesses it reaches. */
export interface SeedUser {
  userid: string;
  /** The user's company: the role resolves among that company's roles. */
  company: string;
  role: string;
  parents: readonly string[];
  /** A scope of chosen stores instead of parent businesses. */
  stores?: readonly string[];
}

/*
 * The demo roles (spec §6), written once into the book. Admins may do whatever a page supports.
 * Operators view, export and read history on lists, and add and edit orders and tickets; on
 * screens they also control. Maintainers add, edit and read history on maintenance lists, view
 * other lists; on screens they control. Viewers view. Nobody but an admin deletes, imports or
 * controls a list. Where a screen's route declares a role's share (the bills an operator keeps, the
 * hot water a maintainer runs, the audit only admins read), that share is the role's there.
 */
const LIST_GRANTS: Record<string, (area: string) => readonly PageAction[]> = {
  admin: () => PAGE_ACTIONS,
  operator: (area) => (area === 'orders' || area === 'tickets' ? ['view', 'export', 'history', 'add', 'edit'] : ['view', 'export', 'history']),
  maintenance: (area) => (area === 'tickets' || area === 'maintenance' ? ['view', 'add', 'edit', 'history'] : ['view']),
  viewer: () => ['view'],
};

/**
 * A role's usual share of a screen; a route may declare its own for a role (`grants`,
 * src/api/<domain>/routes.ts), which the page carries here: the core names no domain's pages.
 */
const SCREEN_GRANTS: Record<string, (page: PageFacts) => readonly PageAction[]> = {
  admin: () => PAGE_ACTIONS,
  operator: () => ['view', 'export', 'control'],
  maintenance: () => ['view', 'control'],
  viewer: () => ['view'],
  // A smart-bnb host views and controls the module's screens, nothing elsewhere.
  host: (page) => (page.module === 'smart-bnb-media' ? ['view', 'control'] : []),
};

/**
 * The modules whose pages each role is granted (undefined: every module): its menu shows exactly
 * these, since the menu is what the grants let one open (issue 35 item 4). Outside them it is granted nothing.
 */
const MODULES: Record<string, readonly string[] | undefined> = {
  admin: undefined,
  // The charging network's four groups (spec §2 navigation catalogue) are the operator's work.
  operator: ['energy-carbon', 'devices-control', 'energy-assets', 'billing-tenants', 'asset-management', 'operation-monitoring', 'operation-management', 'operation-maintenance', 'tools'],
  maintenance: ['operation-monitoring', 'operation-maintenance', 'devices-control', 'tools'],
  viewer: ['energy-carbon', 'devices-control', 'billing-tenants', 'tools'],
  host: ['smart-bnb-media'],
};

/** Of the tools, the viewer reads only the pages whose route grants a viewer something (its personal centre). */
const REACH: Record<string, ((page: PageFacts) => boolean) | undefined> = {
  viewer: (page) => page.module !== 'tools' || page.grants?.viewer !== undefined,
};

function pageGrant(role: string, page: PageFacts): PageAction[] {
  const modules = MODULES[role];
  if ((modules && !modules.includes(page.module)) || REACH[role]?.(page) === false) return [];
  if (page.kind === 'screen') return [...(page.grants?.[role] ?? SCREEN_GRANTS[role]?.(page) ?? [])];
  const granted = new Set(LIST_GRANTS[role]?.(page.area) ?? []);
  return ['view' as const, ...page.supports.filter((a) => a !== 'view')].filter((a) => granted.has(a));
}

/** What a page supports: every action on a screen, view plus the list's own on a list. */
function supported(page: PageFacts): PageAction[] {
  return page.kind === 'screen' ? [...PAGE_ACTIONS] : ['view', ...page.supports.filter((a) => a !== 'view')];
}

function seedRole(name: string, company: string, modules: readonly string[], pages: readonly PageFacts[]): RoleRecord {
  const grants: Record<string, ModuleGrant> = {};
  for (const module of modules) grants[module] = { pages: {} };
  for (const page of pages) (grants[page.module] ??= { pages: {} }).pages[page.pid] = pageGrant(name, page);
  return { name, company, modules: grants };
}

function scopeOf(user: SeedUser): DataScope {
  return user.stores ? { kind: 'stores', stores: [...user.stores] } : { kind: 'parents', parents: [...user.parents] };
}

/**
 * The seeded role book: each company's own copy of the demo roles over every page of the catalogue
 * (same keys, so a user's grant names `admin` in their own company), and each demo user's role and scope.
 */
export function seedRoleBook(modules: readonly string[], pages: readonly PageFacts[], users: readonly SeedUser[], companies: readonly string[]): RoleBookData {
  return {
    modules: [...modules],
    pages: pages.map((page) => ({ pid: page.pid, module: page.module, ...(page.history ? { history: page.history } : {}), actions: supported(page) })),
    roles: companies.flatMap((company) => Object.keys(MODULES).map((name) => seedRole(name, company, modules, pages))),
    users: users.map((user) => ({ userid: user.userid, company: user.company, roles: [user.role], scope: scopeOf(user) })),
  };
}
