import type { PageAction } from '../../../../../src/api/pageConfig.ts';

/** What a user's data reaches: everything of the company, chosen parent businesses, chosen stores, or one store. */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'parents'; parents: string[] }
  | { kind: 'stores'; stores: string[] }
  | { kind: 'own-store'; store: string };

/** A module of a role: whether its menu shows, and the actions granted on each of its pages. */
export interface ModuleGrant {
  menu: boolean;
  pages: Record<string, PageAction[]>;
}

/** A role: modules → page ids → actions. */
export interface RoleRecord {
  name: string;
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
    for (const name of roles) for (const action of this.roles.get(name)?.modules[page.module]?.pages[pid] ?? []) if (!out.includes(action)) out.push(action);
    return out;
  }

  /** Modules whose menu any of the roles shows, in header-tab order. */
  menuModules(roles: readonly string[]): string[] {
    return this.data.modules.filter((module) => roles.some((name) => this.roles.get(name)?.modules[module]?.menu === true));
  }
}
