import type { I18nText, PageAction, PageConfig, PagePerms } from '../../../../src/api/pageConfig.ts';
import type { Access } from '../core/access/Access.ts';
import type { Row, Table, TableRegistry } from '../core/tables/Table.ts';
import type { UserRecord } from '../users.ts';
import { PAGE_DEFINITIONS } from './catalogue.ts';
import { toPageConfig, type PageDefinition } from './definition.ts';
import { historyConfig, HistoryLog } from './history.ts';
import { PageTable, type Reach } from './PageTable.ts';
import { seedHistory } from './seedHistory.ts';
import type { LinkResolver } from './validate.ts';
import { buildWorld, type World, type WorldSources } from './world/index.ts';
import type { StoreNames } from './storeNames.ts';
import type { PageStore } from './writes.ts';
import type { ZoneOf } from './zoning.ts';
import { unknownPid } from '../core/shapeErrors.ts';

const READ_ACTIONS: ReadonlySet<PageAction> = new Set(['view', 'export', 'history']);

/** A page of the menu catalogue that has a pid (the menus domain lists them). */
export interface CataloguePage {
  name: string;
  pid?: string;
  title: string;
  zh: string;
}

export interface PageSources extends Omit<WorldSources, 'makesChanges'> {
  /** The menu catalogue's pages with a pid, passed in by the composition root. */
  cataloguePages: readonly CataloguePage[];
  /** Where the page tables are registered (and links are resolved). */
  tables: TableRegistry;
  fileExists: (did: string, user: UserRecord) => boolean;
  /** Permissions come from the role book. */
  access: Access;
  /** Store names as the store records have them now (rows show them, not the seeded copies). */
  storeNames?: StoreNames;
  /** A business's time zone: whole-day filters on datetime columns mean the day at the record's store. */
  zoneOf: ZoneOf;
  /** Seeded records a domain completes (the work-order desk stamps the fault tickets' SLA), passed in by the composition root. */
  finishSeed?: (page: string, rows: readonly Row[]) => readonly Row[];
}

/** A list pid (canonical or alias) and what serves it. */
export interface PageEntry extends PageStore {
  pid: string;
  title: I18nText;
}

/**
 * The list pages of the catalogue: tables and histories registered by pid (read through the
 * filter engine), configurations, permissions by role, and the link resolver of writes.
 * Records are drawn from the seeded world on first use.
 */
export class PageState {
  private readonly entries = new Map<string, PageEntry>();
  private readonly histories = new Map<string, PageEntry>();
  private readonly configs = new Map<string, PageConfig>();
  private world: World | undefined;
  /** Seeded users the role book lets change things, as seeded (later grants never move the seeded world). */
  private readonly changers: ReadonlySet<string>;

  constructor(private readonly sources: PageSources) {
    this.changers = new Set(sources.users.filter((user) => this.makesChanges(user)).map((user) => user.userid));
    const leaves = new Map(sources.cataloguePages.filter((item) => item.pid).map((item) => [item.name, item]));
    for (const def of PAGE_DEFINITIONS) {
      const reach = this.reachFor(def);
      const pid = `p-${def.name}`;
      const table = new PageTable(
        def.fields.map((f) => f.field),
        def.prefix,
        reach,
        () => {
          const rows = def.records(this.seedWorld());
          return sources.finishSeed ? sources.finishSeed(def.name, rows) : rows;
        },
        sources.storeNames,
        { instants: new Set(def.fields.filter((f) => f.type === 'datetime').map((f) => f.field)), zoneOf: sources.zoneOf },
      );
      const history = new HistoryLog(pid, def.prefix, reach, () => seedHistory(def, table.seedRows(), this.seedWorld()), sources.zoneOf);
      const store: PageStore = { def, table, history, serials: { n: 0 } };
      for (const name of [def.name, ...(def.aliases ?? [])]) {
        const leaf = leaves.get(name);
        const entry: PageEntry = { ...store, pid: `p-${name}`, title: { key: `menu.${name}`, en: leaf?.title ?? name, zh: leaf?.zh ?? name } };
        this.entries.set(entry.pid, entry);
        this.histories.set(`${entry.pid}-history`, entry);
        sources.tables.register(entry.pid, table).register(`${entry.pid}-history`, history);
      }
    }
  }

  private seedWorld(): World {
    this.world ??= buildWorld({ ...this.sources, makesChanges: (user) => this.changers.has(user.userid) });
    return this.world;
  }

  /** Whether any of the user's grants is more than reading (view, export, history). */
  private makesChanges(user: UserRecord): boolean {
    return this.sources.access.book.allPages().some((page) => (this.sources.access.actions(user, page.pid) ?? []).some((action) => !READ_ACTIONS.has(action)));
  }

  /** The seeded records the lists are cut from (what the world clock adds to a list is named after them). */
  seededWorld(): World {
    return this.seedWorld();
  }

  private reachFor(def: PageDefinition): Reach {
    if (def.scope === 'company') return (user) => (row) => row.companyid === user.companyid;
    // The core's one scope rule, compiled once per read: a store's record follows its store, a parent's needs the whole parent.
    return (user) => {
      const scope = this.sources.access.scope(user);
      return (row) => scope.reachesRecord(row.parentbusinessdid as string, (row.businessdid as string | undefined) || undefined);
    };
  }

  /** Every list pid, aliases included. */
  listPids(): string[] {
    return [...this.entries.keys()];
  }

  entry(pid: string): PageEntry | undefined {
    return this.entries.get(pid);
  }

  /** The list a history pid belongs to. */
  historyBase(pid: string): PageEntry | undefined {
    return this.histories.get(pid);
  }

  /** Any registered table (lists, histories and the shell's own), or BadRequest. */
  table(pid: string): Table {
    return this.sources.tables.require(pid);
  }

  /** The list entry of a pid, or BadRequest. */
  require(pid: string): PageEntry {
    const entry = this.entries.get(pid);
    if (!entry) throw unknownPid(pid, 'list pid');
    return entry;
  }

  config(pid: string): PageConfig {
    let config = this.configs.get(pid);
    if (!config) {
      const entry = this.entries.get(pid);
      const base = this.histories.get(pid);
      if (entry) config = toPageConfig(entry.def, entry.pid, entry.title);
      else if (base) config = historyConfig(this.config(base.pid));
      else throw unknownPid(pid);
      this.configs.set(pid, config);
    }
    return structuredClone(config);
  }

  /** The user's actions on any catalogue pid, list or history pid (the role book's answer). */
  perms(user: UserRecord, pid: string): PagePerms {
    return this.sources.access.perms(user, pid);
  }

  /** Throws -45403 unless the user may do `action` on the pid. */
  authorize(user: UserRecord, pid: string, action: PageAction): void {
    this.sources.access.check(user, pid, action);
  }

  /** Reads of list pids need view, of history pids the list's history; other pids are not pages. */
  authorizeRead(user: UserRecord, pid: string): void {
    if (this.entries.has(pid)) this.authorize(user, pid, 'view');
    const base = this.histories.get(pid);
    if (base) this.authorize(user, base.pid, 'history');
  }

  /** Resolves link fields against any registered table, within the user's reach. */
  links(user: UserRecord): LinkResolver {
    return {
      record: (pid, did, filter) => {
        const table = this.sources.tables.get(pid);
        const row = table?.rows(user).find((r) => r.did === did);
        if (!row) return undefined;
        return Object.entries(filter ?? {}).every(([key, value]) => row[key] === value) ? (row as Row) : undefined;
      },
      fileExists: (did) => this.sources.fileExists(did, user),
    };
  }

  /** Every table built (world, records, histories): determinism checks and seed timing. */
  materialize(): Record<string, readonly Row[]> {
    const out: Record<string, readonly Row[]> = {};
    for (const entry of new Set(this.entries.values())) {
      out[entry.pid] = entry.table.all();
      out[`${entry.pid}-history`] = entry.history.all();
    }
    return out;
  }
}
