import type { BusinessInfo, DevControlResult, OrganizationRecord, StoreInfo, StoreInfoQuery } from '../../../src/api/types.ts';
import type { SeedData } from './seed.ts';
import { createShellTables } from './shellTables.ts';
import { controlTable } from './core/tables/control.ts';
import type { ParsedControl } from './core/tables/parse.ts';
import type { TableRegistry } from './core/tables/Table.ts';
import type { UserRecord } from './users.ts';
import { notFound } from './core/notFound.ts';

/** The business queries of the database the shell state builds on. */
export interface BusinessDirectory {
  businessesForUser(userid: string): BusinessInfo[];
  storesOf(parentDid: string): BusinessInfo[];
  storesForUser(userid: string): BusinessInfo[];
}

/**
 * What the shell keeps beyond sign-in: the filter-service tables (businesses, organizations,
 * habits, bookmarks…), devControl on those tables, store info and organizations. Built afresh on every reset.
 */
export class ShellState {
  readonly tables: TableRegistry;

  constructor(
    private readonly data: SeedData,
    private readonly directory: BusinessDirectory,
    now: () => number,
  ) {
    this.tables = createShellTables({
      now,
      businessesFor: (user) => [...directory.businessesForUser(user.userid), ...directory.storesForUser(user.userid)],
      organizationsFor: (user) => this.organizationsOf(user.companyid),
      habits: data.habits,
      bookmarks: data.bookmarks,
    });
  }

  /** setting/detail: a parent the user reaches, one of its stores (or none: '') and the store's spaces. */
  storeInfo(user: UserRecord, query: StoreInfoQuery): StoreInfo {
    const business = this.directory.businessesForUser(user.userid).find((b) => b.did === query.parentbusiness);
    if (!business) throw notFound('parentBusiness', query.parentbusiness);
    if (query.store === '') return { business, store: null, spaces: [] };
    // Only a store the user's scope reaches: a sibling of a stores-scoped user's store is not theirs to open.
    const store = this.directory.storesForUser(user.userid).find((s) => s.did === query.store && s.uppergrade === business.did);
    if (!store) throw notFound('store', query.store, `of ${business.did}`);
    return { business, store, spaces: structuredClone(this.data.spaces[store.did] ?? []) };
  }

  /** The organization tree of a company, root first, parents before children. */
  organizationsOf(companyid: string): OrganizationRecord[] {
    return structuredClone(this.data.organizations.trees[companyid] ?? []);
  }

  /** The user's organization record. */
  organizationOf(user: UserRecord): OrganizationRecord | undefined {
    const did = this.data.organizations.userOrganization[user.userid];
    return did === undefined ? undefined : this.organizationsOf(user.companyid).find((org) => org.did === did);
  }

  /** devControl on a table's pid: create, set or delete one of the user's own records (habits, bookmarks). */
  control(user: UserRecord, command: ParsedControl): DevControlResult {
    return controlTable(this.tables.require(command.pid), user, command);
  }
}
