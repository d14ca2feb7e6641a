import { pageIdOf } from '../routeDecl.ts';
import { ADMIN_ROUTES } from '../admin/routes.ts';
import type { PageAction } from '../pageConfig';
import type { VersionStamp } from '../types';

/**
 * Roles and staff (administration). Spec §7 names the calls; where it is silent about shapes,
 * these are the shapes, shared with the mock:
 * - POST /sfsaas/api/user/queryroles {pid} → RoleList
 * - POST /sfsaas/api/rolev2/perms {pid, role} → RolePerms (its tree keys: only fully checked ones in `checked`)
 * - POST /sfsaas/api/rolev2/grant {pid, role, checked, halfChecked, version, overwrite?} → RolePerms
 * - POST /sfsaas/api/rolev2/create {pid, title} | clone {pid, role, title} → RoleSummary
 * - POST /sfsaas/api/rolev2/rename {pid, role, title, version, overwrite?} | disable | enable {pid, role} → RoleSummary
 * - POST /sfsaas/api/rolev2/transfer {pid, from, to} | delete {pid, role, replacement?} → RoleMove
 * - POST /sfsaas/api/rolev2/effective {pid, userid} → EffectiveGrant[]
 * - POST /sfsaas/api/rolev2/holders {pid, page, action} → PageHolder[]
 * - POST /sfsaas/api/user/list {pid, search?, role?, state?} → StaffList
 * - POST /sfsaas/api/user/info {pid, userid} → StaffRow
 * - POST /sfsaas/api/user/create {pid, cmd: StaffInput} → StaffCreated (a one-time password)
 * - POST /sfsaas/api/user/update {pid, userid, act, cmd?, version?, overwrite?} → StaffRow, or StaffCreated for resetPassword
 *   (`set` names the version its form was opened on; the other acts move it on)
 *
 * A role (its name, tree and state) and a user are versioned records (issue 36 item 2): a save made
 * on an older version is refused with STATUS_STALE, naming who changed it and when.
 */
export const ACCESS_PIDS = { roles: pageIdOf(ADMIN_ROUTES, 'authority-management'), staff: pageIdOf(ADMIN_ROUTES, 'staff-management') } as const;

/** Tree keys: a module `m:<module>`, a page `p:<pid>`, an action `a:<pid>:<action>`. */
export const moduleKey = (module: string): string => `m:${module}`;
export const pageKey = (pid: string): string => `p:${pid}`;
export const actionKey = (pid: string, action: PageAction): string => `a:${pid}:${action}`;

export interface RoleSummary extends VersionStamp {
  /** The role's key (never changes). */
  name: string;
  title: string;
  disabled: boolean;
  /** How many users hold it. */
  users: number;
}

export interface PermPage {
  pid: string;
  /** Its route name (the menu's message id is `menu.<name>`). */
  name: string;
  /** English title, when the language has no message for it. */
  title: string;
  actions: PageAction[];
}

export interface PermModule {
  module: string;
  title: string;
  pages: PermPage[];
}

export interface RoleList {
  roles: RoleSummary[];
  /** Roles granting what the caller does not hold: they may not clone, enable, disable or delete them. */
  beyond?: string[];
  /** Every module, page and action a role may be granted. */
  catalogue: PermModule[];
  /** Action keys the caller holds: only these may they grant. */
  held: string[];
  /** The company's users, for "what does this user hold". */
  users: Array<{ userid: string; username: string; name: string }>;
}

export interface RolePerms extends VersionStamp {
  role: string;
  /** Fully checked keys only: a half-checked parent loaded as checked would re-grant all its children. */
  checked: string[];
  halfChecked: string[];
}

export interface RoleMove {
  role: string;
  /** Users moved to the other role. */
  moved: number;
}

/** One page action a user holds, and the roles that grant it. */
export interface EffectiveGrant {
  pid: string;
  module: string;
  action: PageAction;
  roles: string[];
}

export interface PageHolder {
  userid: string;
  username: string;
  name: string;
  roles: string[];
}

/** What a user's data reaches: all of the company, chosen parent businesses, chosen stores, or their own store. */
export type StaffScope =
  | { kind: 'all' }
  | { kind: 'parents'; parents: string[] }
  | { kind: 'stores'; stores: string[] }
  | { kind: 'own-store'; store: string };

export const STAFF_STATES = ['enabled', 'disabled'] as const;
export type StaffState = (typeof STAFF_STATES)[number];

export interface StaffRow extends VersionStamp {
  userid: string;
  username: string;
  name: string;
  roles: string[];
  scope: StaffScope;
  organization: string;
  state: StaffState;
}

export interface StaffList {
  rows: StaffRow[];
  /** Users whose grants or data scope reach beyond the caller's: the caller may not change them. */
  beyond?: string[];
  roles: Array<{ name: string; title: string; disabled: boolean }>;
  parents: Array<{ did: string; name: string }>;
  stores: Array<{ did: string; name: string; parent: string }>;
  organizations: Array<{ did: string; name: string }>;
}

export interface StaffInput {
  username: string;
  name: string;
  roles: string[];
  scope: StaffScope;
  /** The organization's did. On an edit '' takes the user out of theirs; left out, it stays as it is. */
  organization?: string;
}

export interface StaffCreated {
  user: StaffRow;
  /** Shown once; the server keeps only that it was issued. */
  password: string;
}

export type StaffAct = 'set' | 'disable' | 'enable' | 'resetPassword';
