import type { PageAction } from '../../../../../src/api/pageConfig.ts';

/** What a user's data reaches: everything of the company, chosen parent businesses, chosen stores, or one store. */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'parents'; parents: string[] }
  | { kind: 'stores'; stores: string[] }
  | { kind: 'own-store'; store: string };

/**
 * A module of a role: the actions granted on each of its pages. Only these grant: the menu shows
 * the pages granted `view`, and a module with none is hidden (nothing else says it shows).
 */
export interface ModuleGrant {
  pages: Record<string, PageAction[]>;
}

/** A role of one company: modules → page ids → actions. */
export interface RoleRecord {
  /** Its key, never changed (users' grants name it), so a rename only changes `title`. */
  name: string;
  /** The company that owns it: its users' grants resolve the key there, and nobody else sees it. */
  company: string;
  /** The name shown; default `name`. */
  title?: string;
  /** A disabled role grants nothing: its users lose its pages at their next menu load. */
  disabled?: boolean;
  modules: Record<string, ModuleGrant>;
}

/** A user's roles (keys of roles of the user's company) and data scope. */
export interface UserGrant {
  userid: string;
  /** The user's company, where the role keys resolve. */
  company: string;
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

/** A role's place in the book: its company and key (seeded keys repeat across companies). */
const slot = (company: string, name: string) => `${company}\u0000${name}`;

/** Read access to the role book: what each company's roles grant, by page and by module. */
export class RoleBook {
  private readonly roles = new Map<string, RoleRecord>();
  private readonly users = new Map<string, UserGrant>();
  private readonly pages = new Map<string, PageRecord>();
  private readonly histories = new Map<string, string>();

  constructor(readonly data: RoleBookData) {
    for (const role of data.roles) this.roles.set(slot(role.company, role.name), role);
    for (const user of data.users) this.users.set(user.userid, user);
    for (const page of data.pages) {
      this.pages.set(page.pid, page);
      if (page.history) this.histories.set(page.history, page.pid);
    }
  }

  grant(userid: string): UserGrant | undefined {
    return this.users.get(userid);
  }

  /** The company's role of this key; another company's answers undefined, as an unknown key does. */
  role(name: string, company: string): RoleRecord | undefined {
    return this.roles.get(slot(company, name));
  }

  /** Every role of every company, in the book's order (live records: edit through putRole). */
  allRoles(): readonly RoleRecord[] {
    return this.data.roles;
  }

  /** The company's roles, in the book's order. */
  rolesOf(company: string): RoleRecord[] {
    return this.data.roles.filter((r) => r.company === company);
  }

  /** The companies other than `company` that own a role of this key (whom a probe of it concerns). */
  otherOwners(name: string, company: string): string[] {
    return [...new Set(this.data.roles.filter((r) => r.name === name && r.company !== company).map((r) => r.company))];
  }

  /** Every user's grant, in the book's order. */
  allGrants(): readonly UserGrant[] {
    return this.data.users;
  }

  /** The grants of the company's users. */
  grantsOf(company: string): UserGrant[] {
    return this.data.users.filter((g) => g.company === company);
  }

  /** Adds or replaces a role (administration's one way to write it). */
  putRole(role: RoleRecord): void {
    const at = this.data.roles.findIndex((r) => r.company === role.company && r.name === role.name);
    if (at >= 0) this.data.roles[at] = role;
    else this.data.roles.push(role);
    this.roles.set(slot(role.company, role.name), role);
  }

  /** Drops a company's role; its users must have been moved first (the caller's rule). */
  removeRole(name: string, company: string): void {
    this.data.roles = this.data.roles.filter((r) => !(r.company === company && r.name === name));
    this.roles.delete(slot(company, name));
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

  /** The company's roles of these names that grant anything (known and not disabled). */
  private live(roles: readonly string[], company: string): RoleRecord[] {
    return roles.flatMap((name) => {
      const role = this.roles.get(slot(company, name));
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

  /** Actions the company's roles grant on a page, in the first role's order, then what later roles add. */
  actions(roles: readonly string[], pid: string, company: string): PageAction[] {
    const page = this.pages.get(pid);
    if (!page) return [];
    const out: PageAction[] = [];
    for (const role of this.live(roles, company)) for (const action of role.modules[page.module]?.pages[pid] ?? []) if (!out.includes(action)) out.push(action);
    return out;
  }

  /** Modules in which the company's roles grant `view` on some page, in header-tab order: the menu's modules. */
  menuModules(roles: readonly string[], company: string): string[] {
    const live = this.live(roles, company);
    const viewable = (role: RoleRecord, module: string) => Object.values(role.modules[module]?.pages ?? {}).some((actions) => actions.includes('view'));
    return this.data.modules.filter((module) => live.some((role) => viewable(role, module)));
  }
}
