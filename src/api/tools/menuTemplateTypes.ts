import { MENU_ITEM_RULES } from './rules.ts';

/**
 * Menu templates: per company and portal, a menu tree that replaces the default catalogue in
 * that company's /vts/api/menu/get (still filtered by each user's role-book modules and the
 * portal). Shared by the client and the mock, so both validate with menuTemplateRules.ts.
 *
 * - /sfsaas/api/tools/menu/get → MenuTemplateAnswer (the catalogue, the company's template if any, what a check needs)
 * - /sfsaas/api/tools/menu/save → MenuTemplate (refused with per-item field errors `items[0].children[2].page`)
 * - /sfsaas/api/tools/menu/reset → MenuTemplateAnswer (the template removed: the company sees the default catalogue)
 * A save sends the version its editor was opened on (the answer's); made on an older one it is refused
 * with who saved since and when (-45409), unless it overwrites on purpose.
 * Every call takes `{ pid }` (p-menu-template or p-menu-tool); writes need its 'edit' (-45403 otherwise).
 */

import type { VersionStamp } from '../types';

/** The portals a template is made for (the console's portal codes). */
export const MENU_PORTALS = ['cem', 'smart-bnb'] as const;
export type MenuPortal = (typeof MENU_PORTALS)[number];

/** The icons an item may carry: the fixed set of names the catalogue and the shell use. */
export const MENU_ICONS = [
  'api', 'appstore', 'bank', 'bolt', 'car', 'chart', 'cloud', 'dashboard', 'file',
  'home', 'leaf', 'safety', 'setting', 'shop', 'solution', 'team', 'tool', 'video',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

/** Limits of a template: a module, a group and a leaf deep; titles and names short; an import file small. */
export const MENU_LIMITS = { depth: 3, items: 600, title: MENU_ITEM_RULES.title.maxLength, name: 60, importBytes: 512 * 1024 } as const;

/** One item of a template: the menu item's fields (spec §3), children under `children`. */
export interface MenuTemplateItem {
  name: string;
  title: string;
  /** Translation key; dropped when the item is renamed, so the new title shows. */
  languagesetting?: string;
  tag?: string;
  icon?: string;
  /** A leaf's route name. */
  page?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  pid?: string;
  historyPid?: string;
  content?: string;
  hidden?: boolean;
  disabled?: boolean;
  children?: MenuTemplateItem[];
}

export interface MenuTemplate {
  companyid: string;
  portal: MenuPortal;
  items: MenuTemplateItem[];
  /** ISO instant and the user's name of the last save. */
  updatedAt: string;
  updatedBy: string;
}

export interface MenuCompany {
  companyid: string;
  name: string;
}

/** What the checks need to know of the world: routes the manifest serves, pids it lists, pids the role book knows. */
export interface MenuCheckContext {
  routes: string[];
  manifestPids: string[];
  bookPids: string[];
}

/** A saved template with the version the company's menu is at now. */
export type SavedMenuTemplate = MenuTemplate & VersionStamp;

/** The stamp is the version of the company's menu on the portal (its template or its use of the default catalogue). */
export interface MenuTemplateAnswer extends VersionStamp {
  /** The companies the user may give a template to (their own; all of them for the platform's company). */
  companies: MenuCompany[];
  /** The default catalogue, as template items. */
  catalogue: MenuTemplateItem[];
  /** The company's template for the portal; null: it sees the default catalogue. */
  template: MenuTemplate | null;
  context: MenuCheckContext;
}

export interface MenuTemplateQuery {
  pid: string;
  companyid: string;
  portal: MenuPortal;
}

export interface MenuTemplateSave extends MenuTemplateQuery {
  items: MenuTemplateItem[];
  /** The version the editor was opened on; `overwrite`: save over a newer one on purpose (audited). */
  version: number;
  overwrite?: boolean;
}
