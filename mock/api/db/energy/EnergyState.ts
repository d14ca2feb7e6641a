import type { AggAnswer, AggExportAnswer, BudgetPlan, EnergyTree, ReportAnswer, RunConfig, SeriesAnswer, StoreEnergyConfig } from '../../../../src/api/energyTypes.ts';
import type { BusinessInfo } from '../../../../src/api/types.ts';
import { BadRequest } from '../../envelope.ts';
import { requireString, type Fields } from '../../request.ts';
import type { SpaceRecord } from '../spaces.ts';
import type { UserRecord } from '../users.ts';
import { aggregate } from './aggregate.ts';
import { DATA_FROM, DATA_TO } from '../core/clock/calendar.ts';
import { EnergyManage } from './EnergyManage.ts';
import { Metering, type MeterRef } from '../core/metering/Metering.ts';
import { parseChoice, parseInteger } from './parse.ts';
import { buildPlans, type StorePlan } from '../core/metering/plan.ts';
import type { StoreRecordOf } from '../core/metering/storeRecord.ts';
import { EMISSION_FACTORS } from '../core/metering/prices.ts';
import { FX_RATES } from './fxRates.ts';
import { runReport } from './reports/index.ts';
import { parseAggRequest, parseAggRequests, parseExportRequest, parseReportRequest, parseSeriesRequest, parseTreeRequest, type AggRequest } from './requests.ts';
import { exportRows, seriesOf } from './series.ts';
import { EnergySettings } from './settings.ts';
import { StandardsBook } from './standards.ts';
import { Refusal } from '../core/access/refusal.ts';
import type { Writes } from '../core/writes.ts';
import { energyTree } from './tree.ts';
import { notFound } from '../core/notFound.ts';
import { within } from '../core/said.ts';

/** The seeded readings of every store (pure: the same seed always gives the same values); names and zones are the records'. */
export function createMetering(seed: number, businesses: readonly BusinessInfo[], spaces: Readonly<Record<string, readonly SpaceRecord[]>>, recordOf?: StoreRecordOf): Metering {
  return new Metering(seed, buildPlans(seed, businesses, spaces, recordOf));
}

/** The page of each energy setting (its calls carry no pid; the audit names the page). */
const SETTING_PAGES = { budget: 'p-indicator-budget', 'run-config': 'p-run-configuration' } as const;

export interface EnergySources {
  /** Parent business dids a user reaches. */
  reachOf: (userid: string) => ReadonlySet<string>;
  now: () => number;
  /** Saves go through the one audited write path. */
  writes: Writes;
  /** A store created after the seed (store-management): no buildings and no meters yet, so every figure is zero. */
  unplanned?: (did: string) => StorePlan | undefined;
}

/**
 * The energy and carbon service of the mock: metering, aggregations, reports, saved settings and
 * standards, with every store checked against the signed-in user's reach. A new one is made on
 * reset (over the same readings), so edits last until then.
 */
export class EnergyState {
  readonly settings: EnergySettings;
  readonly standards: StandardsBook;
  readonly manage: EnergyManage;

  constructor(
    readonly metering: Metering,
    private readonly sources: EnergySources,
  ) {
    // Floor areas are the one editable fact of the plans: back to the seed.
    for (const store of metering.plans.values()) for (const building of store.buildings) building.floorarea = building.seededArea;
    this.settings = new EnergySettings(this.metering, sources.now);
    this.standards = new StandardsBook(sources.now);
    this.manage = new EnergyManage(this.metering, this.standards, (user, did) => this.store(user, did), sources.writes);
  }

  /** A store the user reaches: unknown → -1, not reached → STATUS_FORBIDDEN. */
  store(user: UserRecord, did: string): StorePlan {
    const plan = this.metering.plans.get(did) ?? this.sources.unplanned?.(did);
    if (!plan) throw notFound('store', did);
    if (!this.sources.reachOf(user.userid).has(plan.parent)) throw new Refusal(`no access to store ${did}`, 'access.noStore', { store: did });
    return plan;
  }

  config(user: UserRecord, body: Fields): StoreEnergyConfig {
    const store = this.store(user, requireString(body, 'store'));
    return {
      store: store.did,
      storeName: store.name,
      timezone: store.timezone,
      dataFrom: DATA_FROM,
      dataTo: DATA_TO,
      buildings: store.buildings.map(({ did, name, type, floorarea, floors, builtYear }) => ({ did, name, type, floorarea, floors, builtYear })),
      meters: structuredClone(store.meters),
      storage: store.storage.map(({ did, name, capacityKwh, powerKw, chargeMeter, dischargeMeter }) => ({ did, name, capacityKwh, powerKw, chargeMeter, dischargeMeter })),
      factors: structuredClone([...EMISSION_FACTORS]),
      tariffs: structuredClone(this.metering.tariffs(store).tariffs),
      fx: structuredClone(FX_RATES),
    };
  }

  series(user: UserRecord, body: Fields): SeriesAnswer {
    const request = parseSeriesRequest(body);
    const store = this.store(user, request.store);
    const meters = request.meters && this.meterRefs([store], request.meters);
    const { period, interval, metric, energytypes } = request;
    return seriesOf(this.metering, store, { period, interval, metric, ...(meters ? { meters } : {}), ...(energytypes ? { energytypes } : {}) });
  }

  private runAggregate(user: UserRecord, request: AggRequest): AggAnswer {
    const stores = request.stores.map((did) => this.store(user, did));
    return aggregate(this.metering, stores, request);
  }

  aggregate(user: UserRecord, body: Fields): AggAnswer {
    return this.runAggregate(user, parseAggRequest(body));
  }

  /** Every query is checked before any is computed. */
  aggregateMany(user: UserRecord, body: Fields): AggAnswer[] {
    const requests = parseAggRequests(body);
    requests.forEach((request, index) => {
      try {
        request.stores.forEach((did) => this.store(user, did));
      } catch (error) {
        if (error instanceof BadRequest) throw within(`queries[${index}]`, error);
        throw error;
      }
    });
    return requests.map((request) => this.runAggregate(user, request));
  }

  exportRows(user: UserRecord, body: Fields): AggExportAnswer {
    const request = parseExportRequest(body);
    const stores = request.stores.map((did) => this.store(user, did));
    const { meters: dids, ...selection } = request;
    const meters = dids && this.meterRefs(stores, dids);
    return exportRows(this.metering, stores, { ...selection, ...(meters ? { meters } : {}) });
  }

  /** The meters of `dids`, each of one of `stores`; an unknown or foreign meter is a bad request. */
  private meterRefs(stores: readonly StorePlan[], dids: readonly string[]): MeterRef[] {
    return dids.map((did) => {
      const ref = this.metering.meter(did);
      if (!ref || !stores.some((s) => s.did === ref.store.did)) throw notFound('meter', did, `in store ${stores.map((s) => s.did).join(', ')}`);
      return ref;
    });
  }

  tree(user: UserRecord, body: Fields): EnergyTree {
    const request = parseTreeRequest(body);
    return energyTree(this.metering, this.store(user, request.store), request.period, request.energytype);
  }

  report(user: UserRecord, body: Fields): ReportAnswer {
    const request = parseReportRequest(body);
    const store = this.store(user, request.store);
    const meters = request.meters && this.meterRefs([store], request.meters);
    const { period, interval, energytypes } = request;
    const context = { metering: this.metering, store, period, interval, ...(meters ? { meters } : {}), ...(energytypes ? { energytypes } : {}) };
    return runReport(request.report, context, request.page, request.pagesize);
  }

  /** analysis/list: a saved budget (seeded for the data's last year) or run configuration; null when none. */
  setting(user: UserRecord, body: Fields): BudgetPlan | RunConfig | null {
    const kind = parseChoice(body, 'kind', ['budget', 'run-config'] as const);
    const store = this.store(user, requireString(body, 'store'));
    return kind === 'budget' ? this.settings.budget(store, parseInteger(body, 'year', 2000, 2100)) : this.settings.runConfig(store);
  }

  /** analysis/update: saves a budget or a run configuration, validated. */
  saveSetting(user: UserRecord, body: Fields): BudgetPlan | RunConfig {
    const kind = parseChoice(body, 'kind', ['budget', 'run-config'] as const);
    const id = typeof body.store === 'string' ? body.store : '';
    // No pid on these calls: the store's reach is the check, as before.
    const before = () => {
      const plan = this.metering.plans.get(id);
      if (!plan) return null;
      return kind === 'budget' ? (typeof body.year === 'number' ? this.settings.budget(plan, body.year) : null) : this.settings.runConfig(plan);
    };
    return this.sources.writes.run(user, { pid: SETTING_PAGES[kind], area: 'energy', op: kind, resource: { type: kind, id }, detail: {}, before }, () => {
      const store = this.store(user, requireString(body, 'store'));
      const saved = kind === 'budget' ? this.settings.saveBudget(store, body) : this.settings.saveRunConfig(store, body);
      return { answer: saved };
    });
  }
}
