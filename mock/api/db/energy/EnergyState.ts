import type { AggAnswer, AggExportAnswer, BudgetPlan, EnergyTree, ReportAnswer, RunConfig, SeriesAnswer, StoreEnergyConfig } from '../../../../src/api/energyTypes.ts';
import type { BusinessInfo } from '../../../../src/api/types.ts';
import { BadRequest } from '../../envelope.ts';
import { requireString, type Fields } from '../../request.ts';
import type { SpaceRecord } from '../spaces.ts';
import type { UserRecord } from '../users.ts';
import { aggregate } from './aggregate.ts';
import { DATA_FROM, DATA_TO } from '../core/clock/calendar.ts';
import { lastDayFor } from './dataDays.ts';
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
import type { Writes } from '../core/writes.ts';
import { EnergyAccess, ENERGY_WRITE_PAGES } from './energyAccess.ts';
import { energyTree } from './tree.ts';
import { notFound } from '../core/notFound.ts';
import { within } from '../core/said.ts';

/** The seeded readings of every store (pure: the same seed always gives the same values); names and zones are the records'. */
export function createMetering(seed: number, businesses: readonly BusinessInfo[], spaces: Readonly<Record<string, readonly SpaceRecord[]>>, recordOf?: StoreRecordOf): Metering {
  return new Metering(seed, buildPlans(seed, businesses, spaces, recordOf));
}

export interface EnergySources {
  now: () => number;
  /** Saves go through the one audited write path. */
  writes: Writes;
  /** A store created after the seed (store-management): no buildings and no meters yet, so every figure is zero. */
  unplanned?: (did: string) => StorePlan | undefined;
  /** The pages a read may name: the menu entries that open an energy screen (energyReadPages). */
  readPages: readonly string[];
}

/**
 * The energy and carbon service of the mock: metering, aggregations, reports, saved settings and
 * standards, each call checked on its page (pid) and every store against the user's company and
 * data scope (EnergyAccess). A new one is made on
 * reset (over the same readings), so edits last until then.
 */
export class EnergyState {
  readonly settings: EnergySettings;
  readonly standards: StandardsBook;
  readonly manage: EnergyManage;
  private readonly guard: EnergyAccess;

  constructor(
    readonly metering: Metering,
    private readonly sources: EnergySources,
  ) {
    // Floor areas are the one editable fact of the plans: back to the seed.
    for (const store of metering.plans.values()) for (const building of store.buildings) building.floorarea = building.seededArea;
    this.settings = new EnergySettings(this.metering, sources.now);
    this.standards = new StandardsBook(sources.now);
    this.guard = new EnergyAccess(sources.writes.access, (did) => this.metering.plans.get(did) ?? this.sources.unplanned?.(did), sources.readPages);
    this.manage = new EnergyManage(this.metering, this.standards, this.guard, sources.writes);
  }

  /** The last day a request's stores have readings for (their today once the clock ran past the seed). */
  private lastDay(body: Fields): string {
    return lastDayFor(body, this.metering);
  }

  /** A store the user reaches: unknown or another company's → -1, outside the scope → STATUS_FORBIDDEN. */
  store(user: UserRecord, did: string): StorePlan {
    return this.guard.store(user, did);
  }

  config(user: UserRecord, body: Fields): StoreEnergyConfig {
    this.guard.page(user, body);
    const store = this.store(user, requireString(body, 'store'));
    return {
      store: store.did,
      storeName: store.name,
      timezone: store.timezone,
      dataFrom: DATA_FROM,
      dataTo: this.metering.plans.has(store.did) ? this.metering.lastDayOf(store.did) : DATA_TO,
      buildings: store.buildings.map(({ did, name, type, floorarea, floors, builtYear }) => ({ did, name, type, floorarea, floors, builtYear })),
      meters: structuredClone(store.meters),
      storage: store.storage.map(({ did, name, capacityKwh, powerKw, chargeMeter, dischargeMeter }) => ({ did, name, capacityKwh, powerKw, chargeMeter, dischargeMeter })),
      factors: structuredClone([...EMISSION_FACTORS]),
      tariffs: structuredClone(this.metering.tariffs(store).tariffs),
      fx: structuredClone(FX_RATES),
    };
  }

  series(user: UserRecord, body: Fields): SeriesAnswer {
    this.guard.page(user, body);
    const request = parseSeriesRequest(body, this.lastDay(body));
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
    this.guard.page(user, body);
    return this.runAggregate(user, parseAggRequest(body, this.lastDay(body)));
  }

  /** Every query is checked before any is computed. */
  aggregateMany(user: UserRecord, body: Fields): AggAnswer[] {
    this.guard.page(user, body);
    const requests = parseAggRequests(body, (query) => this.lastDay(query));
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

  /**
   * Detail rows of the screen's figures, for its export: export on the page sent (a viewer without
   * it is refused -45403). Checked, not audited, like the other paged exports (audit, stores): one
   * export is many pages.
   */
  exportRows(user: UserRecord, body: Fields): AggExportAnswer {
    this.guard.page(user, body, 'export');
    const request = parseExportRequest(body, this.lastDay(body));
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
    this.guard.page(user, body);
    const request = parseTreeRequest(body, this.lastDay(body));
    return energyTree(this.metering, this.store(user, request.store), request.period, request.energytype);
  }

  report(user: UserRecord, body: Fields): ReportAnswer {
    this.guard.page(user, body);
    const request = parseReportRequest(body, this.lastDay(body));
    const store = this.store(user, request.store);
    const meters = request.meters && this.meterRefs([store], request.meters);
    const { period, interval, energytypes } = request;
    const context = { metering: this.metering, store, period, interval, ...(meters ? { meters } : {}), ...(energytypes ? { energytypes } : {}) };
    return runReport(request.report, context, request.page, request.pagesize);
  }

  /** analysis/list: a saved budget (seeded for the data's last year) or run configuration; null when none. */
  setting(user: UserRecord, body: Fields): BudgetPlan | RunConfig | null {
    this.guard.page(user, body);
    const kind = parseChoice(body, 'kind', ['budget', 'run-config'] as const);
    const store = this.store(user, requireString(body, 'store'));
    return kind === 'budget' ? this.settings.budget(store, parseInteger(body, 'year', 2000, 2100)) : this.settings.runConfig(store);
  }

  /** analysis/update: saves a budget or a run configuration (edit on its page), validated. */
  saveSetting(user: UserRecord, body: Fields): BudgetPlan | RunConfig {
    const kind = parseChoice(body, 'kind', ['budget', 'run-config'] as const);
    const id = typeof body.store === 'string' ? body.store : '';
    // Before is read only of a store the user reaches: a refused save never copies another's setting into the audit.
    const before = () => {
      const plan = this.reached(user, id);
      if (!plan) return null;
      return kind === 'budget' ? (typeof body.year === 'number' ? this.settings.budget(plan, body.year) : null) : this.settings.runConfig(plan);
    };
    // A save without a pid is refused (keyed) and audited like any other refusal.
    const resource = () => {
      this.guard.pid(body);
      return { type: kind, id, pages: ENERGY_WRITE_PAGES[kind] };
    };
    return this.sources.writes.run(user, { pid: typeof body.pid === 'string' ? body.pid : '', needs: 'edit', area: 'energy', op: kind, resource, detail: {}, before }, () => {
      const store = this.store(user, requireString(body, 'store'));
      const saved = kind === 'budget' ? this.settings.saveBudget(store, body) : this.settings.saveRunConfig(store, body);
      return { answer: saved };
    });
  }

  /** The plan of a store the user reaches, else undefined. */
  private reached(user: UserRecord, did: string): StorePlan | undefined {
    try {
      return this.store(user, did);
    } catch (error) {
      if (error instanceof BadRequest) return undefined;
      throw error;
    }
  }
}
