/**
 * A route declared once, in its domain's `src/api/<domain>/routes.ts` (pure data, no React): the
 * client's route table (src/routes.ts) and screen domains, the mock's manifest and role book, the
 * e2e walk and the language check all read these declarations. Here, not in src/screens, because
 * the mock may read src/api but no screen.
 */
import type { PageAction } from './pageConfig';

/** The spec §2 module a route is listed under (its `module.*` message names it). */
export type RouteModule =
  | 'auth'
  | 'shell'
  | 'generic'
  | 'carbon-energy'
  | 'administration'
  | 'devices'
  | 'billing'
  | 'control'
  | 'analysis'
  | 'energy-assets'
  | 'tools'
  | 'media'
  | 'misc'
  | 'operations';

/** The roles the role book seeds for every company (spec §6). */
export type SeedRole = 'admin' | 'operator' | 'maintenance' | 'viewer' | 'host';

/**
 * Where the catalogue lists a route whose menu leaf mock/api/db/menus does not write: the last leaf
 * of the named group or module (its words are the route's title key in the language files).
 */
export interface MenuPlace {
  under: string;
}

/** What a seeded role may do on a route's pages, where it differs from that role's usual share of a screen. */
export type SeedGrants = Partial<Record<SeedRole, readonly PageAction[]>>;

export interface RouteDef {
  /** Unique name; the `page` of menu items and the screen key (`screens/<name>`). */
  name: string;
  /** Path pattern (react-router syntax); top-level absolute, /index children relative. */
  path: string;
  module: RouteModule;
  /** Top-level route, or child of /index (inside the shell). */
  parent: 'root' | 'index';
  /** Reachable without a session (spec §5). */
  open?: boolean;
  /** Excluded from the no-project view (spec §2). */
  noProjectExempt?: boolean;
  /** Allowed on the dashboard host (spec §5). */
  dashboard?: boolean;
  /** The screen domain (folder of src/screens and src/api) that builds it; none for sign-in and the shell. */
  domain?: string;
  /** Message id of its title, in all four language files. */
  title?: string;
  /** The seeded roles' actions on its pages where they differ from a role's usual share of a screen. */
  grants?: SeedGrants;
  /** Where the catalogue lists its own leaf (page id `pid`), when mock/api/db/menus does not write it. */
  menu?: MenuPlace;
  /** Its own page id: the pid of its own menu leaf, through which its writes go. */
  pid?: string | null;
}

/** A domain route as written in its declaration: what is not written takes the usual value. */
export type RouteDraft = Omit<RouteDef, 'parent' | 'path' | 'domain' | 'title' | 'open' | 'pid'> &
  Partial<Pick<RouteDef, 'parent' | 'path' | 'title'>> & {
    /**
     * The name of its own menu leaf (page id `p-<leaf>`, title `menu.<leaf>`), when not its own
     * name; null when no leaf is its own (records, iframes, the fullscreen cockpit).
     */
    leaf?: string | null;
  };

export type DomainRoute = RouteDef & { domain: string; title: string; pid: string | null };

/**
 * A domain's routes: the path is the name, its own menu leaf is named as it is (page id
 * `p-<leaf>`, title `menu.<leaf>`) unless written, and each route is a child of /index unless it
 * says `parent: 'root'`.
 */
export function declareRoutes(domain: string, drafts: readonly RouteDraft[]): readonly DomainRoute[] {
  return drafts.map(({ leaf: written, ...draft }) => {
    const leaf = written === undefined ? draft.name : written;
    const title = draft.title ?? (leaf === null ? undefined : `menu.${leaf}`);
    if (title === undefined) throw new Error(`route ${draft.name} has no menu leaf of its own: write its title`);
    return { ...draft, path: draft.path ?? draft.name, parent: draft.parent ?? 'index', title, pid: leaf === null ? null : `p-${leaf}`, domain };
  });
}

/** The page id a domain declares for one of its routes (what its api section's constants name). */
export function pageIdOf(routes: readonly DomainRoute[], name: string): string {
  const pid = routes.find((route) => route.name === name)?.pid;
  if (!pid) throw new Error(`no page id declared for route ${name}`);
  return pid;
}
