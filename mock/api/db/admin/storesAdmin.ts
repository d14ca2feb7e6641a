import { STORE_PID, type StoreList, type StoreQuery, type StoreRow, type StoreState } from '../../../../src/api/admin/storeTypes.ts';
import type { BusinessInfo, OrganizationRecord } from '../../../../src/api/types.ts';
import type { PageAction } from '../../../../src/api/pageConfig.ts';
import type { Access, ResourceRef } from '../core/access/Access.ts';
import type { StorePlan } from '../core/metering/plan.ts';
import { Refusal } from '../core/access/refusal.ts';
import { notFound } from '../core/notFound.ts';
import type { Writer, Writes } from '../core/writes.ts';
import type { SentVersion } from '../core/versions.ts';
import { COUNTRIES } from '../regions.ts';
import { checkStoreInput, type CheckedStore } from './storesInput.ts';
import { emptyPlan } from './storesPlan.ts';
import { nextDid, seededAddress } from './storesSeed.ts';

/** What store administration reads and writes besides the core. */
export interface StoresSources {
  seed: number;
  access: Access;
  writes: Writes;
  /** The world's businesses, the live list every domain reads (records are changed in place). */
  businesses: () => BusinessInfo[];
  /** The parent businesses of the user's company (whatever their scope). */
  companyParents: (userid: string) => string[];
  organizations: (userid: string) => OrganizationRecord[];
  /** Makes a new parent business its creator's company's, and their scope's when it is a list of parents. */
  adoptParent: (userid: string, did: string) => void;
  /** A seeded store's floor area (its buildings' total), null when it has none. */
  seededArea: (did: string) => number | null;
}

interface Extra {
  address: string;
  area: number | null;
}

const outOfScope = (did: string) => new Refusal(`no access to store ${did}`, 'access.noStore', { store: did });

/**
 * Parent businesses and stores of the one world: the filtered list, create, edit, disable and
 * enable, each through the core's audited path (resource 'store'). A disabled record leaves the
 * project picker (BusinessBook asks `isDisabled`) at its next load; its data stays.
 */
export class StoresAdmin {
  private readonly extras = new Map<string, Extra>();
  private readonly disabled = new Set<string>();
  /** Stores created here: the seed's readings have no plan for them. */
  private readonly created = new Set<string>();
  private edits = 0;

  constructor(private readonly sources: StoresSources) {}

  /** The (empty) metering plan of a store created here; undefined for any other did. */
  unplanned(did: string): StorePlan | undefined {
    const record = this.created.has(did) ? this.sources.businesses().find((b) => b.did === did) : undefined;
    return record ? emptyPlan(record) : undefined;
  }

  /** Moves on every create or edit: readers that copied a name or zone know to ask the records again. */
  get revision(): number {
    return this.edits;
  }

  isDisabled(did: string): boolean {
    return this.disabled.has(did);
  }

  private extra(b: BusinessInfo): Extra {
    let extra = this.extras.get(b.did);
    if (!extra) {
      extra = { address: seededAddress(this.sources.seed, b), area: b.businessgrade === 1 ? this.sources.seededArea(b.did) : null };
      this.extras.set(b.did, extra);
    }
    return extra;
  }

  private state(did: string): StoreState {
    return this.disabled.has(did) ? 'disabled' : 'enabled';
  }

  private childrenOf(parent: string): BusinessInfo[] {
    return this.sources.businesses().filter((b) => b.businessgrade === 1 && b.uppergrade === parent);
  }

  row(b: BusinessInfo): StoreRow {
    const all = this.sources.businesses();
    const children = b.businessgrade === 0 ? this.childrenOf(b.did) : [];
    const areas = children.filter((s) => !this.disabled.has(s.did)).map((s) => this.extra(s).area).filter((a): a is number => a !== null);
    const area = b.businessgrade === 0 ? (areas.length ? Math.round(areas.reduce((sum, a) => sum + a, 0) * 100) / 100 : null) : this.extra(b).area;
    const parentName = b.businessgrade === 1 ? (all.find((p) => p.did === b.uppergrade)?.name ?? '') : '';
    return { ...structuredClone(b), address: this.extra(b).address, area, state: this.state(b.did), parentName, stores: children.length, ...this.sources.writes.versions.of('store', b.did) };
  }

  /**
   * What the caller reaches, in the world's order: each parent it reaches whole, followed by its
   * stores the scope reaches. A scope of chosen stores holds those stores, never their parent
   * (whose edit or disable would reach every sibling).
   */
  private reached(caller: Writer): BusinessInfo[] {
    const scope = this.sources.access.scope(caller);
    const touched = this.sources.access.parentsOf(caller.userid);
    const all = this.sources.businesses();
    return all.filter((b) => b.businessgrade === 0 && touched.has(b.did)).flatMap((p) => [
      ...(scope.wholeParents.has(p.did) ? [p] : []),
      ...all.filter((s) => s.businessgrade === 1 && s.uppergrade === p.did && scope.reaches(s.did)),
    ]);
  }

  list(caller: Writer, query: Omit<StoreQuery, 'pid'>): StoreList {
    this.sources.access.check(caller, STORE_PID, query.export ? 'export' : 'view');
    const search = query.search?.trim().toLowerCase();
    const reached = this.reached(caller);
    const rows = reached.map((b) => this.row(b)).filter((r) =>
      (query.grade === undefined || r.businessgrade === query.grade) &&
      (!query.parent || r.did === query.parent || r.uppergrade === query.parent) &&
      (!query.state || r.state === query.state) &&
      (!search || [r.name, r.city, r.province, r.address].some((text) => text.toLowerCase().includes(search))));
    return {
      rows,
      parents: reached.filter((b) => b.businessgrade === 0).map((p) => ({ did: p.did, name: p.name, state: this.state(p.did) })),
      countries: COUNTRIES.map(({ adcode, name, timeZone }) => ({ adcode, name, timezone: timeZone })),
      organizations: this.sources.organizations(caller.userid).map((o) => ({ did: o.did, name: o.name })),
    };
  }

  /** A record the caller reaches: unknown or another company's → -1, outside their scope → -45403. */
  private require(caller: Writer, did: unknown): BusinessInfo {
    const record = this.sources.businesses().find((b) => b.did === did);
    if (!record || !this.ours(caller, record)) throw notFound('store', String(did));
    if (!this.reached(caller).includes(record)) throw outOfScope(record.did);
    return record;
  }

  private ref(did: string, store = false): ResourceRef {
    return { type: 'store', id: did, pages: [STORE_PID], ...(store ? { store: did } : {}) };
  }

  private write<T>(caller: Writer, op: string, needs: PageAction, resource: () => ResourceRef, work: () => { answer: T; detail?: Record<string, unknown> }, before?: () => unknown): T {
    return this.sources.writes.run(caller, { pid: STORE_PID, needs, area: 'stores', op, resource, before }, work);
  }

  private check(caller: Writer, body: unknown, editing?: BusinessInfo): CheckedStore {
    const companyParents = new Set(this.sources.companyParents(caller.userid));
    const company = this.sources.businesses().filter((b) => companyParents.has(b.businessgrade === 0 ? b.did : b.uppergrade));
    const parents = new Map(this.reached(caller).filter((b) => b.businessgrade === 0).map((p) => [p.did, !this.disabled.has(p.did)] as const));
    const organizations = new Set(this.sources.organizations(caller.userid).map((o) => o.did));
    return checkStoreInput(body, { editing, company, parents, organizations });
  }

  private apply(record: BusinessInfo, input: CheckedStore): void {
    const { address, area, businessgrade: _grade, uppergrade: _parent, ...fields } = input;
    Object.assign(record, fields);
    this.edits += 1;
    this.extras.set(record.did, { address, area: record.businessgrade === 1 ? area : null });
  }

  create(caller: Writer, body: unknown): StoreRow {
    const raw = (body ?? {}) as Partial<BusinessInfo>;
    const grade = raw.businessgrade === 0 ? 0 : 1;
    const parent = typeof raw.uppergrade === 'string' ? raw.uppergrade : '';
    const did = nextDid(this.sources.businesses(), grade, parent);
    return this.write(caller, 'create', 'add', () => this.ref(did), () => {
      // A store under a parent of the caller's company outside their scope is refused as access, not as a field
      // (another company's parent is answered as one that does not exist).
      const known = this.sources.businesses().find((b) => b.did === parent && b.businessgrade === 0);
      if (grade === 1 && known && this.ours(caller, known) && !this.sources.access.scope(caller).wholeParents.has(parent)) throw outOfScope(parent);
      const input = this.check(caller, body);
      const upper = this.sources.businesses().find((b) => b.did === input.uppergrade);
      const record: BusinessInfo = {
        did, name: input.name, uppergrade: input.uppergrade, businessgrade: input.businessgrade, citycode: '', city: '', provincecode: '', province: '',
        countrycode: '', country: '', space: `sp-${did}`, longitude: 0, latitude: 0, timezone: input.timezone, organization: '',
      };
      this.apply(record, { ...input, organization: input.organization || upper?.organization || '' });
      this.sources.businesses().push(record);
      if (record.businessgrade === 1) this.created.add(did);
      if (record.businessgrade === 0) this.sources.adoptParent(caller.userid, did);
      return { answer: this.row(record) };
    });
  }

  /** The record as it is, for the audit's before (null when there is none). */
  private current(caller: Writer, did: string): StoreRow | null {
    const record = this.sources.businesses().find((b) => b.did === did);
    return record && this.ours(caller, record) ? this.row(record) : null;
  }

  /** Is the record one of the caller's company (another company's answers as if it did not exist)? */
  private ours(caller: Writer, record: BusinessInfo): boolean {
    return this.sources.companyParents(caller.userid).includes(record.businessgrade === 0 ? record.did : record.uppergrade);
  }

  /** A write on one record: the page's access check (a store's scope with it), then the caller's reach of it. */
  private refOf(caller: Writer, did: string): ResourceRef {
    const record = this.sources.businesses().find((b) => b.did === did);
    return this.ref(did, record?.businessgrade === 1 && this.ours(caller, record));
  }

  /** An edit made on the form's `version` (issue 36 item 2): refused when someone saved the record since, unless it overwrites. */
  update(caller: Writer, did: unknown, body: unknown, version?: SentVersion): StoreRow {
    const id = String(did);
    return this.write(caller, 'update', 'edit', () => this.refOf(caller, id), () => {
      const target = this.require(caller, id);
      const detail = this.sources.writes.versions.save(caller, 'store', id, version, () => this.apply(target, this.check(caller, body, target)));
      return { answer: this.row(target), detail };
    }, () => this.current(caller, id));
  }

  /** Disables or enables one record; a parent's stores keep their own state but leave the picker with it. */
  setDisabled(caller: Writer, did: unknown, disabled: boolean): StoreRow {
    const id = String(did);
    return this.write(caller, disabled ? 'disable' : 'enable', 'edit', () => this.refOf(caller, id), () => {
      const target = this.require(caller, id);
      if (disabled) this.disabled.add(target.did);
      else this.disabled.delete(target.did);
      this.sources.writes.versions.bump(caller, 'store', target.did);
      return { answer: this.row(target), detail: target.businessgrade === 0 ? { stores: this.childrenOf(target.did).length } : {} };
    }, () => this.current(caller, id));
  }
}
