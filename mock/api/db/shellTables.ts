import { BOOKMARK_TYPE, PIDS, type BookmarkRecord, type BusinessInfo, type HabitRecord, type OrganizationRecord } from '../../../src/api/types.ts';
import { OwnedTable } from './core/tables/OwnedTable.ts';
import type { Schema } from './core/tables/schema.ts';
import { asRows, computedTable, TableRegistry } from './core/tables/Table.ts';
import type { UserRecord } from './users.ts';
import { beforeStart } from './core/clock/seedDates.ts';

/** Writable fields of a habit; did and updatetime are the server's. */
export const HABIT_SCHEMA: Schema = {
  name: { kind: 'string' },
  content1: { kind: 'string', required: true },
  content2: { kind: 'json', required: true },
  userdid: { kind: 'string', required: true },
  parentbusinessdid: { kind: 'string' },
  businessdid: { kind: 'string' },
  menupid: { kind: 'string' },
};

/** Writable fields of a bookmark; did is the server's. */
export const BOOKMARK_SCHEMA: Schema = {
  type: { kind: 'integer', fallback: BOOKMARK_TYPE },
  userdid: { kind: 'string', required: true },
  parentbusinessdid: { kind: 'string' },
  businessdid: { kind: 'string' },
  menuname: { kind: 'string', required: true },
  name: { kind: 'string', required: true },
  content: { kind: 'json', required: true },
};

const BUSINESS_COLUMNS: readonly (keyof BusinessInfo)[] = [
  'did', 'name', 'uppergrade', 'businessgrade', 'citycode', 'city', 'provincecode', 'province',
  'countrycode', 'country', 'space', 'longitude', 'latitude', 'timezone', 'organization',
];

const ORGANIZATION_COLUMNS: readonly (keyof OrganizationRecord)[] = ['did', 'upperlevel', 'orgtype', 'organizationid', 'name'];

/** A user's saved header habit, as the shell writes it. */
function habitRecord(did: string, userdid: string, habit: { menuTag: string; currentParentbusiness: string; currentStore: string; language: string; isCollapse: boolean }, updatetime: string): HabitRecord {
  return {
    did,
    name: 'header habit',
    content1: 'header',
    content2: JSON.stringify(habit),
    userdid,
    parentbusinessdid: habit.currentParentbusiness,
    businessdid: habit.currentStore,
    menupid: habit.menuTag,
    updatetime,
  };
}

/**
 * The maintainer starts with a saved header habit (so a restore can be seen), and the smart-bnb
 * host with its hotel chosen (its two hotels share one parent, so no store is the sole one);
 * everybody else and every bookmark list start empty. Saved a day and three days before the world's start.
 */
export function seedHabits(): HabitRecord[] {
  return [
    habitRecord('hb-000001', 'did-u-1003', { menuTag: 'operation-maintenance', currentParentbusiness: 'pb-1004', currentStore: 'st-1004-02', language: 'en', isCollapse: true }, beforeStart(1, 6, 45)),
    habitRecord('hb-000002', 'did-u-1005', { menuTag: 'bnb-media', currentParentbusiness: 'pb-1001', currentStore: 'st-1001-04', language: '', isCollapse: false }, beforeStart(3, 8)),
  ];
}

/** What the shell tables read from the database. */
export interface ShellSources {
  now: () => number;
  /** Parent businesses and their stores the user reaches. */
  businessesFor: (user: UserRecord) => BusinessInfo[];
  /** The organization tree of the user's company. */
  organizationsFor: (user: UserRecord) => OrganizationRecord[];
  habits: readonly HabitRecord[];
  bookmarks: readonly BookmarkRecord[];
}

/** The filter-service tables of the shell (spec §7, picker and bookmarks; habits). */
export function createShellTables(sources: ShellSources): TableRegistry {
  return new TableRegistry()
    .register(PIDS.business, computedTable(BUSINESS_COLUMNS, sources.businessesFor))
    .register(PIDS.organization, computedTable(ORGANIZATION_COLUMNS, sources.organizationsFor))
    .register(
      PIDS.habit,
      new OwnedTable({
        prefix: 'hb',
        schema: HABIT_SCHEMA,
        owner: 'userdid',
        stamp: { field: 'updatetime', now: sources.now },
        records: asRows(sources.habits),
      }),
    )
    .register(PIDS.bookmark, new OwnedTable({ prefix: 'bm', schema: BOOKMARK_SCHEMA, owner: 'userdid', records: asRows(sources.bookmarks) }));
}
