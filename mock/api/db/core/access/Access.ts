import type { PageAction, PagePerms } from '../../../../../src/api/pageConfig.ts';
import { Refusal } from './refusal.ts';
import type { RoleBook } from './roleBook.ts';
import { unknownPid } from '../shapeErrors.ts';
import { compileScope, type StoreScope } from './storeScope.ts';
import { notFound } from '../notFound.ts';
import type { BadRequest } from '../../../envelope.ts';
import { foreignNotFound } from './foreign.ts';
import type { ResourceKind } from '../resourceKinds.ts';

/** The user asking: who, with which roles (the book's grant for the userid decides). */
export interface AccessUser {
  userid: string;
  /** Named in refusals, as the console has always shown it. */
  role: string;
}

/** A resource a call touches: what it is, its did, the pages that own it and its store. */
export interface ResourceRef {
  /** '' only while none is known (a refusal before the body named it). */
  type: ResourceKind | '';
  id: string;
  /** The only pages through which it may be reached (the page of its kind, its billing page…). */
  pages?: readonly string[];
  store?: string;
  /** The domain's answer when it does not exist: another company's is answered the same (default: no such store). */
  missing?: () => BadRequest;
}

export interface AccessSources {
  book: RoleBook;
  /** The parent businesses of the user's company (scope 'all'). */
  companyParents: (userid: string) => string[];
  /** The parent business of a store. */
  parentOfStore: (store: string) => string | undefined;
  /** The stores of a parent business (storesOf lists a whole parent's). */
  storesOfParent?: (parent: string) => readonly string[];
  /** The company a store belongs to ('' for none): told when another company's user names it. */
  companyOfStore?: (store: string) => string;
}

/**
 * The one answer to "may this user do action A on page P to resource R (of store S)": the role
 * book grants the action, the page owns the resource, the user's scope reaches the store.
 */
export class Access {
  constructor(private readonly sources: AccessSources) {}

  get book(): RoleBook {
    return this.sources.book;
  }

  /** The user's role keys and the company where they resolve (a user without a grant has none). */
  private roles(user: Pick<AccessUser, 'userid'>): { names: string[]; company: string } {
    const grant = this.book.grant(user.userid);
    return { names: grant?.roles ?? [], company: grant?.company ?? '' };
  }

  /** The user's actions on a page or history pid; undefined for a pid the book does not know. */
  actions(user: AccessUser, pid: string): PageAction[] | undefined {
    const { names, company } = this.roles(user);
    if (this.book.page(pid)) return this.book.actions(names, pid, company);
    const base = this.book.historyBase(pid);
    if (base) return this.book.actions(names, base, company).includes('history') ? ['view'] : [];
    return undefined;
  }

  /** /role/user/perm: the actions, or -1 for an unknown pid. */
  perms(user: AccessUser, pid: string): PagePerms {
    const actions = this.actions(user, pid);
    if (!actions) throw unknownPid(pid);
    return { pid, actions };
  }

  /** Modules where the user may view some page, in header-tab order: the catalogue menu's tabs. */
  menuModules(user: Pick<AccessUser, 'userid'>): string[] {
    const { names, company } = this.roles(user);
    return this.book.menuModules(names, company);
  }

  /** May the user view this page? Undefined for a pid the book does not know (the menu decides). */
  mayView(user: Pick<AccessUser, 'userid'>, pid: string): boolean | undefined {
    if (!this.book.page(pid)) return undefined;
    const { names, company } = this.roles(user);
    return this.book.actions(names, pid, company).includes('view');
  }

  /**
   * Parent business dids the user's data scope touches (a scope of chosen stores names their
   * parents): for parent-level listings only; a record or a store is asked of scope/reachesStore.
   */
  parentsOf(userid: string): Set<string> {
    const scope = this.book.grant(userid)?.scope;
    if (!scope) return new Set();
    if (scope.kind === 'all') return new Set(this.sources.companyParents(userid));
    if (scope.kind === 'parents') return new Set(scope.parents);
    const stores = scope.kind === 'stores' ? scope.stores : [scope.store];
    return new Set(stores.flatMap((store) => this.sources.parentOfStore(store) ?? []));
  }

  /** The user's data scope, compiled once: the one rule every list, detail, export and write asks. */
  scope(user: Pick<AccessUser, 'userid'>): StoreScope {
    return compileScope(this.book.grant(user.userid)?.scope, {
      companyParents: () => this.sources.companyParents(user.userid),
      parentOfStore: (store) => this.sources.parentOfStore(store),
    });
  }

  /** Does the user's scope reach this store? (The one question; everything else derives from it.) */
  reachesStore(user: AccessUser, store: string): boolean {
    return this.scope(user).reaches(store);
  }

  /** Does the user's scope reach every parent business of the company (so every store)? */
  reachesWholeCompany(user: Pick<AccessUser, 'userid'>): boolean {
    const whole = this.scope(user).wholeParents;
    return this.sources.companyParents(user.userid).every((parent) => whole.has(parent));
  }

  /** Is this a store of the user's company, reached or not? (Another company's answers as not found.) */
  ownsStore(user: Pick<AccessUser, 'userid'>, store: string): boolean {
    const parent = this.sources.parentOfStore(store);
    return parent !== undefined && this.sources.companyParents(user.userid).includes(parent);
  }

  /**
   * The one refusal of a store out of reach: another company's answers as a store that does not
   * exist (and its company is told, through the audited path); one of the user's company the scope
   * does not reach is refused -45403 access.noStore. An unknown store is the caller's to answer.
   */
  requireStore(user: AccessUser, store: string, missing = () => notFound('store', store)): void {
    if (this.sources.parentOfStore(store) === undefined) return;
    if (!this.ownsStore(user, store)) throw foreignNotFound(missing(), [this.sources.companyOfStore?.(store) ?? ''].filter(Boolean));
    if (!this.reachesStore(user, store)) throw new Refusal(`no access to store ${store}`, 'access.noStore', { store });
  }

  /** Every store the user reaches, whole parents' stores then chosen ones, in the sources' order. */
  storesOf(user: Pick<AccessUser, 'userid'>): string[] {
    const scope = this.scope(user);
    const grant = this.book.grant(user.userid)?.scope;
    const candidates =
      grant?.kind === 'stores' ? grant.stores : grant?.kind === 'own-store' ? [grant.store] : [...scope.wholeParents].flatMap((parent) => this.sources.storesOfParent?.(parent) ?? []);
    return candidates.filter((store) => scope.reaches(store));
  }

  /** The rows of stores the user reaches (`storeOf` names a row's store). */
  filterByStore<T>(user: Pick<AccessUser, 'userid'>, rows: readonly T[], storeOf: (row: T) => string): T[] {
    const scope = this.scope(user);
    return rows.filter((row) => scope.reaches(storeOf(row)));
  }

  /** Throws (-45403, keyed) unless the user may do `action` on `pid` to `resource`; -1 for an unknown pid. */
  check(user: AccessUser, pid: string, action: PageAction, resource?: ResourceRef): void {
    const actions = this.perms(user, pid).actions;
    if (!actions.includes(action)) {
      throw new Refusal(`no permission: ${action} on ${pid} (role ${user.role})`, 'access.noPermission', { action, pid });
    }
    if (resource?.pages && !resource.pages.includes(pid)) {
      const owner = resource.pages.join(' or ');
      throw new Refusal(`page ${pid} does not own ${resource.type} ${resource.id} (it is reached through ${owner})`, 'access.wrongPage', { pid, resource: resource.type, id: resource.id, owner });
    }
    if (resource?.store) this.requireStore(user, resource.store, resource.missing);
  }
}
