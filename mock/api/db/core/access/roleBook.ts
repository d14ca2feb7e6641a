import type { PageAction } from '../../../../../src/api/pageConfig.ts';

/** What a user's data reaches: everything of the company, chosen parent businesses, chosen stores, or one store. */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'parents'; parents: string[] }
  | { kind: 'stores'; stores: string[] }
  | { kind: 'own-store'; store: string };

/**
 * A module of a role: whether its menu shows, and the actions granted on each of its pages. The
 * flag grants nothing: the menu shows only the pages granted `view` (a module with none is hidden).
 */
export interface ModuleGrant {
  menu: boolean;
  pages: Record<string, PageAction[]>;
}

/** A role: modules → page ids → actions. */
export interface RoleRecord {
  /** Its key, never changed (users' grants name it), so a rename only changes `title`. */
  name: string;
  /** The name shown; default `name`. */
  title?: string;
  /** A disabled role grants nothing: its users lose its pages at their next menu load. */
  disabled?: boolean;
  modules: Record<string, ModuleGrant>;
}

/** A user's roles and data scope. */
export interface UserGrant {
  userid: string;
  roles: string[];
  scope: DataScope;
}

/** A page the book knows: its module, and for a list its history pid (whose view needs the list's history). */
export interface PageRecord {
  pid: string;
  module: string;
  history?: string;
  /** The actions the page supports (what a role may be granted on it). */
  actions?: PageAction[];
}

/** The seeded role book, plain data (administration will edit it). */
export interface RoleBookData {
  /** Modules in header-tab order. */
  modules: string[];
  pages: PageRecord[];
  roles: RoleRecord[];
  users: UserGrant[];
}

/** Read access to the role book: what roles grant, by page and by module. */
export class RoleBook {
  private readonly roles = new Map<string, RoleRecord>();
  private readonly users = new Map<string, UserGrant>();
  private readonly pages = new Map<string, PageRecord>();
  private readonly histories = new Map<string, string>();

  constructor(readonly data: RoleBookData) {
    for (const role of data.roles) this.roles.set(role.name, role);
    for (const user of data.users) this.users.set(user.userid, user);
    for (const page of data.pages) {
      this.pages.set(page.pid, page);
      if (page.history) this.histories.set(page.history, page.pid);
    }
  }

  grant(userid: string): UserGrant | undefined {
    return this.users.get(userid);
  }

  role(name: string): RoleRecord | undefined {
    return this.roles.get(name);
  }

  /** Every role, in the book's order (live records: edit through putRole). */
  allRoles(): readonly RoleRecord[] {
    return this.data.roles;
  }

  /** Every user's grant, in the book's order. */
  allGrants(): readonly UserGrant[] {
    return this.data.users;
  }

  /** Adds or replaces a role (administration's one way to write it). */
  putRole(role: RoleRecord): void {
    const at = this.data.roles.findIndex((r) => r.name === role.name);
    if (at >= 0) this.data.roles[at] = role;
    else this.data.roles.push(role);
    this.roles.set(role.name, role);
  }

  /** Drops a role; its users must have been moved first (the caller's rule). */
  removeRole(name: string): void {
    this.data.roles = this.data.roles.filter((r) => r.name !== name);
    this.roles.delete(name);
  }

  /** Adds or replaces a user's grant. */
  putGrant(grant: UserGrant): void {
    const at = this.data.users.findIndex((u) => u.userid === grant.userid);
    if (at >= 0) this.data.users[at] = grant;
    else this.data.users.push(grant);
    this.users.set(grant.userid, grant);
  }

  /** Pages in the book's order. */
  allPages(): readonly PageRecord[] {
    return this.data.pages;
  }

  /** The roles of these names that grant anything (known and not disabled). */
  private live(roles: readonly string[]): RoleRecord[] {
    return roles.flatMap((name) => {
      const role = this.roles.get(name);
      return role && !role.disabled ? [role] : [];
    });
  }

  /** Gives a user these roles (administration will; tests do now). */
  assign(userid: string, roles: readonly string[]): void {
    const grant = this.users.get(userid);
    if (grant) grant.roles = [...roles];
  }

  page(pid: string): PageRecord | undefined {
    return this.pages.get(pid);
  }

  /** The list a history pid belongs to. */
  historyBase(pid: string): string | undefined {
    return this.histories.get(pid);
  }

  /** Actions the roles grant on a page, in the first role's order, then what later roles add. */
  actions(roles: readonly string[], pid: string): PageAction[] {
    const page = this.pages.get(pid);
    if (!page) return [];
    const out: PageAction[] = [];
    for (const role of this.live(roles)) for (const action of role.modules[page.module]?.pages[pid] ?? []) if (!out.includes(action)) out.push(action);
    return out;
  }

  /** Modules whose menu any of the roles shows, in header-tab order (only their viewable pages show). */
  menuModules(roles: readonly string[]): string[] {
    const live = this.live(roles);
    return this.data.modules.filter((module) => live.some((role) => role.modules[module]?.menu === true));
  }
}
