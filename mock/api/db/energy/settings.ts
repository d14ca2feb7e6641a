import { ENERGY_TYPES, type BudgetPlan, type EnergyType, type RunConfig } from '../../../../src/api/energyTypes.ts';
import type { Fields } from '../../request.ts';
import { DATA_TO, monthRange } from '../core/clock/calendar.ts';
import { DAY, HOUR, iso, SEED_NOW } from '../core/clock/time.ts';
import type { Metering } from '../core/metering/Metering.ts';
import { hashText, unit } from '../core/noise.ts';
import { parseChoice, parseInteger, parseNumber } from './parse.ts';
import { BUDGET_RULES } from '../../../../src/api/energy/rules.ts';
import { FieldErrors } from '../core/fieldErrors.ts';
import { numberBy } from '../core/ruleChecks.ts';
import type { StorePlan } from '../core/metering/plan.ts';
import { expected, invalidField, nonEmpty } from '../core/shapeErrors.ts';
import { keyedRefusal, said } from '../core/said.ts';

/** The year budgets are seeded for: the year of the last data day. */
export const BUDGET_YEAR = Number(DATA_TO.slice(0, 4));
/**
 * Seeded budgets: each month 4 % under to 4 % over its reference month, as a planner sets
 * them (a tight month here, some slack there), so some months are met and others are not.
 */
const BUDGET_FACTOR_MIN = 0.96;
const BUDGET_FACTOR_SPREAD = 0.08;
/** The seeded settings were saved 16 days and 14 hours before the seed's now (10:00 in China). */
const SEEDED_AT = iso(SEED_NOW - 16 * DAY - 14 * HOUR);
const ACTIONS: ReadonlyArray<RunConfig['schedule'][number]> = ['charge', 'discharge', 'idle'];
const MODES: ReadonlyArray<RunConfig['mode']> = ['peak-valley', 'manual', 'off'];

/** The seeded budget's factor for a store's month (0 = January): deterministic, in [0.96, 1.04). */
export function budgetFactor(store: string, monthIndex: number): number {
  return BUDGET_FACTOR_MIN + BUDGET_FACTOR_SPREAD * unit(hashText(`budget:${store}`), monthIndex);
}

/** The seeded strategy (what the generator runs): valley and noon charging, two peak discharges. */
const PEAK_VALLEY: RunConfig['schedule'] = Array.from({ length: 24 }, (_, h) =>
  (h >= 1 && h <= 4) || (h >= 12 && h <= 15) ? 'charge' : (h >= 8 && h <= 10) || (h >= 18 && h <= 20) ? 'discharge' : 'idle',
);

/** Saved yearly budgets and storage run configurations (kept until reset). */
export class EnergySettings {
  private readonly budgets = new Map<string, BudgetPlan>();
  private readonly runConfigs = new Map<string, RunConfig>();

  constructor(
    private readonly metering: Metering,
    private readonly now: () => number,
  ) {
    // Every store with storage has a peak-valley configuration, then others until half the stores do.
    const stores = [...metering.plans.values()];
    const ordered = [...stores.filter((s) => s.assets.storage), ...stores.filter((s) => !s.assets.storage)];
    for (const store of ordered.slice(0, Math.floor(stores.length / 2))) {
      this.runConfigs.set(store.did, { store: store.did, mode: 'peak-valley', socMin: 10, socMax: 95, schedule: [...PEAK_VALLEY], updatedAt: SEEDED_AT });
    }
  }

  budget(store: StorePlan, year: number): BudgetPlan | null {
    const saved = this.budgets.get(`${store.did}:${year}`);
    if (saved) return structuredClone(saved);
    return year === BUDGET_YEAR ? this.seededBudget(store) : null;
  }

  /**
   * Each month's reference consumption times a factor in [0.96, 1.04) fixed per store and month
   * (budgetFactor): the reference is last year's month where the data has it (October to
   * December), this year's same month for the others.
   */
  private seededBudget(store: StorePlan): BudgetPlan {
    const types = ENERGY_TYPES.filter((t) => store.meters.some((m) => m.kind === 'main' && m.energytype === t));
    const items = types.map((energytype) => {
      const mains = store.meters.filter((m) => m.kind === 'main' && m.energytype === energytype);
      const monthly = Array.from({ length: 12 }, (_, index) => {
        const mm = String(index + 1).padStart(2, '0');
        const range = monthRange(`${BUDGET_YEAR - 1}-${mm}`) ?? monthRange(`${BUDGET_YEAR}-${mm}`);
        if (!range) return 0;
        let sum = 0;
        for (const main of mains) {
          const days = this.metering.days(main.did).energy;
          for (let d = range.from; d <= range.to; d += 1) sum += days[d] ?? 0;
        }
        return Math.round(sum * budgetFactor(store.did, index));
      });
      return { energytype, monthly };
    });
    return { store: store.did, year: BUDGET_YEAR, items };
  }

  saveBudget(store: StorePlan, body: Fields): BudgetPlan {
    const year = parseInteger(body, 'year', 2000, 2100);
    if (!Array.isArray(body.items) || body.items.length === 0) throw invalidField('items', 'expected a non-empty list', nonEmpty);
    const seen = new Set<EnergyType>();
    // Each month's cell by the budget editor's book, every refused cell named.
    const cells = new FieldErrors();
    const items = body.items.map((item: unknown, index: number) => {
      if (typeof item !== 'object' || item === null) throw invalidField(`items[${index}]`, 'expected an object', expected('object'));
      const fields = item as Fields;
      const energytype = parseChoice(fields, 'energytype', ENERGY_TYPES);
      if (seen.has(energytype)) throw invalidField(`items[${index}]`, `${energytype} is listed twice`);
      seen.add(energytype);
      const monthly = fields.monthly;
      if (!Array.isArray(monthly) || monthly.length !== 12) throw invalidField(`items[${index}].monthly`, 'expected 12 numbers');
      for (let m = 0; m < 12; m += 1) numberBy(cells, monthly[m], `items[${index}].monthly[${m}]`, { ...BUDGET_RULES.month, required: true });
      return { energytype, monthly: [...(monthly as number[])] };
    });
    cells.check();
    const plan: BudgetPlan = { store: store.did, year, items };
    this.budgets.set(`${store.did}:${year}`, plan);
    return structuredClone(plan);
  }

  runConfig(store: StorePlan): RunConfig | null {
    const config = this.runConfigs.get(store.did);
    return config ? structuredClone(config) : null;
  }

  saveRunConfig(store: StorePlan, body: Fields): RunConfig {
    const mode = parseChoice(body, 'mode', MODES);
    const socMin = parseNumber(body, 'socMin');
    const socMax = parseNumber(body, 'socMax');
    if (socMin < 0 || socMax > 100 || socMin >= socMax) {
      throw keyedRefusal(said(`invalid state of charge limits: need 0 ≤ socMin < socMax ≤ 100 (got ${socMin} and ${socMax})`, 'request.socLimits', { socMin, socMax }));
    }
    const schedule = body.schedule;
    if (!Array.isArray(schedule) || schedule.length !== 24 || !schedule.every((a) => ACTIONS.includes(a as RunConfig['schedule'][number]))) {
      throw invalidField('schedule', `expected 24 entries, one per hour, each ${ACTIONS.join(', ')}`);
    }
    const config: RunConfig = { store: store.did, mode, socMin, socMax, schedule: [...(schedule as RunConfig['schedule'])], updatedAt: new Date(this.now()).toISOString() };
    this.runConfigs.set(store.did, config);
    return structuredClone(config);
  }
}
