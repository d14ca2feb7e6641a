import type { HotWaterPlan, HotWaterPlanInput, HotWaterRecord, PeakingPlan } from '../../../../../src/api/devices/types.ts';
import type { Paged } from '../../../../../src/api/types.ts';
import { requireString, type Fields } from '../../../request.ts';
import type { Writes } from '../../core/writes.ts';
import { hashText, unit } from '../../core/noise.ts';
import { iso, MONTHS, SEED_NOW } from '../../core/clock/time.ts';
import { dayIn, instantIn, nextMidnightIn } from '../../core/clock/zones.ts';
import type { UserRecord } from '../../users.ts';
import type { DeviceWorld } from '../DeviceWorld.ts';
import { integerField } from '../parse.ts';
import type { StoreWorld } from '../StoreWorld.ts';
import { isObject } from '../../core/fieldErrors.ts';
import { HotWaterCycles, nextAt } from './hotWaterCycles.ts';
import { validateHotWaterPlan, validatePeakingPlan } from './validatePlans.ts';
import { notFound } from '../../core/notFound.ts';
import { missingField } from '../../core/shapeErrors.ts';
import { keyedRefusal, said } from '../../core/said.ts';
import { noteOf, planNotes } from './planNotes.ts';
import { seedMonthDay } from '../../core/clock/seedDates.ts';

export type PlanType = 'peaking-plan' | 'hotwater-plan';

/** The page that owns each kind of plan. */
const PLAN_PAGES: Record<PlanType, string> = { 'peaking-plan': 'p-peaking-plan', 'hotwater-plan': 'p-hot-water-maintance' };
const DAY = 86_400_000;
/** When the seeded plans were saved: the middle activity month's first morning ('2026-09-01T02:00:00.000Z'). */
const SEEDED_AT = `${MONTHS[1]}-01T02:00:00.000Z`;

interface StorePlans {
  peaking: PeakingPlan[];
  hotwater: HotWaterPlan[];
  records: HotWaterRecord[];
}

function seedPlans(world: StoreWorld): StorePlans {
  const storage = world.env?.plan.storage.reduce((sum, s) => sum + s.powerKw, 0) ?? 0;
  const peak = (world.env?.plan.buildings ?? []).reduce((sum, b) => sum + (world.env?.meterPeakKw(`${b.did}-elec`) ?? 0), 0);
  const peaking: PeakingPlan[] = peak > 0 ? [{
    did: `pk-${world.store}-01`, name: 'Peak shaving (summer tariff)', store: world.store, targetPeakKw: Math.round(peak * 0.85),
    windows: [
      { start: '10:00', end: '12:00', storageKw: storage, precoolMinutes: 30, precoolSetpoint: 24 },
      { start: '18:00', end: '21:00', storageKw: storage, precoolMinutes: 0 },
      { start: '01:00', end: '05:00', storageKw: -storage, precoolMinutes: 0 },
    ],
    weekdays: [1, 2, 3, 4, 5], dates: [], from: seedMonthDay(-5, 1), to: null, enabled: true, updatedAt: SEEDED_AT, updatedBy: 'system',
  }] : [];
  const systems = world.devices.filter((d) => d.kind === 'hotwater');
  const hotwater: HotWaterPlan[] = systems.flatMap((s, i) => [
    { did: `hwp-${s.did}-1`, store: world.store, system: s.did, task: 'disinfection' as const, everyDays: 7, temperature: 70, holdMinutes: 30, at: '02:00', enabled: true, updatedAt: SEEDED_AT, nextDue: '' },
    { did: `hwp-${s.did}-2`, store: world.store, system: s.did, task: 'descaling' as const, everyDays: 90 + 30 * i, at: '10:00', enabled: true, updatedAt: SEEDED_AT, nextDue: '' },
  ]);
  const records: HotWaterRecord[] = [];
  // Seeded runs are dated on the store's clock: from the first local midnight at or after the seed's now.
  const midnight = nextMidnightIn(SEED_NOW, world.zone);
  for (const s of systems) {
    const key = hashText(`hot-water:${s.did}`);
    for (let week = 1; week <= 13; week += 1) {
      const start = midnight - week * 7 * DAY + 2 * 3_600_000;
      const peakTemperature = Math.round((70.2 + 1.5 * unit(key, week) - (unit(key, 100 + week) < 0.08 ? 5 : 0)) * 10) / 10;
      const passed = peakTemperature >= 70;
      records.push({
        did: `hwr-${s.did}-${week}`, store: world.store, system: s.did, task: 'disinfection', plan: `hwp-${s.did}-1`, start: iso(start), end: iso(start + 75 * 60_000),
        peakTemperature, passed, ...noteOf(passed ? planNotes.held(70, 30) : planNotes.reachedOnly(peakTemperature)),
      });
    }
    const descaled = midnight - (20 + Math.floor(unit(key, 999) * 40)) * DAY + 10 * 3_600_000;
    records.push({ did: `hwr-${s.did}-d`, store: world.store, system: s.did, task: 'descaling', plan: `hwp-${s.did}-2`, start: iso(descaled), end: iso(descaled + 3 * 3_600_000), passed: true, ...noteOf(planNotes.descaled()) });
  }
  records.sort((a, b) => (a.start < b.start ? 1 : -1));
  // Each plan falls due its interval after its last run (records are newest first).
  for (const plan of hotwater) {
    const last = records.find((r) => r.plan === plan.did);
    plan.nextDue = iso(last ? Date.parse(last.start) + plan.everyDays * DAY : nextAt(SEED_NOW, plan.at, world.zone));
  }
  return { peaking, hotwater, records };
}

/** A saved hot-water plan: its next run on the day asked for, else the old day, else the next `at` from now. */
function hotWaterPlan(input: HotWaterPlanInput, current: HotWaterPlan | undefined, did: string, now: number, zone: string): HotWaterPlan {
  const { nextDueDate, ...plan } = input;
  const day = nextDueDate ?? (current ? dayIn(Date.parse(current.nextDue), zone) : undefined);
  const nextDue = day ? instantIn(day, plan.at, zone) : nextAt(now, plan.at, zone);
  return { ...plan, did, updatedAt: iso(now), nextDue: iso(nextDue) };
}

/** Peaking plans and hot-water maintenance per store (seeded with the store's world); writes audited. */
export class PlanBook {
  private readonly byStore = new Map<string, StorePlans>();
  private serial = 0;

  constructor(
    private readonly devices: DeviceWorld,
    private readonly writes: Writes,
  ) {
    devices.onStore((world) => {
      if (!this.byStore.has(world.store)) this.byStore.set(world.store, seedPlans(world));
      const plans = this.plans(world);
      // Beside the policy engine's hook: both run on the world's clock.
      const cycles = new HotWaterCycles(world, () => plans.hotwater, (record) => plans.records.unshift(record));
      const inner = world.hook;
      world.hook = {
        nextEdge: (after) => Math.min(inner?.nextEdge(after) ?? Infinity, cycles.nextEdge(after)),
        run: (at) => {
          inner?.run(at);
          cycles.run(at);
        },
      };
    });
  }

  private plans(world: StoreWorld): StorePlans {
    const plans = this.byStore.get(world.store);
    if (!plans) throw keyedRefusal(said(`no plans for store ${world.store}`, 'request.noPlans', { store: world.store }));
    return plans;
  }

  query(user: UserRecord, type: PlanType | 'hotwater-records', body: Fields): Paged<PeakingPlan | HotWaterPlan | HotWaterRecord> {
    this.devices.authorize(user, requireString(body, 'pid'), 'view');
    const plans = this.plans(this.devices.storeFor(user, requireString(body, 'store')));
    const page = integerField(body, 'page', 1, Number.MAX_SAFE_INTEGER);
    const pagesize = integerField(body, 'pagesize', 1, 1000);
    const system = typeof body.system === 'string' && body.system ? body.system : undefined;
    const task = typeof body.task === 'string' && body.task ? body.task : undefined;
    const result = body.result === 'passed' || body.result === 'failed' ? body.result : undefined;
    const rows =
      type === 'peaking-plan'
        ? plans.peaking
        : type === 'hotwater-plan'
          ? plans.hotwater.filter((p) => !system || p.system === system)
          : plans.records.filter((r) => (!system || r.system === system) && (!task || r.task === task) && (!result || r.passed === (result === 'passed')));
    return { data: structuredClone(rows.slice((page - 1) * pagesize, page * pagesize)), total: rows.length, page, pagesize };
  }

  /** A plan is reached only through its own page. */
  private ref(type: PlanType, id: string): { type: PlanType; id: string; pages: string[] } {
    return { type, id, pages: [PLAN_PAGES[type]] };
  }

  /** create (no did) or update (did) of a plan. */
  save(user: UserRecord, type: PlanType, body: Fields, did?: string): PeakingPlan | HotWaterPlan {
    const pid = requireString(body, 'pid');
    const raw = isObject(body.plan) ? body.plan : undefined;
    const detail = { type, plan: body.plan ?? null };
    let current: PeakingPlan | HotWaterPlan | undefined;
    return this.writes.run(user, { pid, needs: did ? 'edit' : 'add', area: 'plan', op: did ? 'update' : 'create', resource: this.ref(type, did ?? ''), detail, before: () => (did ? this.find(type, did) ?? null : null) }, () => {
      if (!raw) throw missingField('plan');
      const store = did ? /^(?:pk|hwp)-(?:sp-)?(st-\d{4}-\d{2})-/.exec(did)?.[1] : requireString(raw, 'store');
      if (!store) throw notFound('plan', did ?? '');
      const world = this.devices.storeFor(user, store);
      const plans = this.plans(world);
      const list: Array<PeakingPlan | HotWaterPlan> = type === 'peaking-plan' ? plans.peaking : plans.hotwater;
      current = did ? list.find((p) => p.did === did) : undefined;
      if (did && !current) throw notFound('plan', did);
      const input = type === 'peaking-plan' ? validatePeakingPlan(world, raw) : validateHotWaterPlan(world, raw);
      this.serial += 1;
      const stamp = { updatedAt: iso(world.now), ...(type === 'peaking-plan' ? { updatedBy: user.userid } : {}) };
      const newDid = did ?? `${type === 'peaking-plan' ? 'pk' : 'hwp'}-${world.store}-n${String(this.serial).padStart(3, '0')}`;
      const saved = (type === 'peaking-plan' ? { ...input, ...stamp, did: newDid } : hotWaterPlan(input as HotWaterPlanInput, current as HotWaterPlan | undefined, newDid, world.now, world.zone)) as PeakingPlan | HotWaterPlan;
      if (current) list.splice(list.indexOf(current), 1, saved);
      else list.push(saved);
      return { answer: structuredClone(saved), target: saved.did, after: saved, message: 'ok' };
    });
  }

  remove(user: UserRecord, type: PlanType, body: Fields): { did: string } {
    const pid = requireString(body, 'pid');
    const did = requireString(body, 'did');
    return this.writes.run(user, { pid, needs: 'delete', area: 'plan', op: 'delete', resource: this.ref(type, did), detail: { type }, before: () => this.find(type, did) ?? null }, () => {
      const store = /^(?:pk|hwp)-(?:sp-)?(st-\d{4}-\d{2})-/.exec(did)?.[1];
      if (!store) throw notFound('plan', did);
      const plans = this.plans(this.devices.storeFor(user, store));
      const list: Array<PeakingPlan | HotWaterPlan> = type === 'peaking-plan' ? plans.peaking : plans.hotwater;
      const index = list.findIndex((p) => p.did === did);
      if (index < 0) throw notFound('plan', did);
      list.splice(index, 1);
      return { answer: { did }, message: 'ok' };
    });
  }

  /** A plan by did without access checks (the audit's before). */
  private find(type: PlanType, did: string): PeakingPlan | HotWaterPlan | undefined {
    const store = /^(?:pk|hwp)-(?:sp-)?(st-\d{4}-\d{2})-/.exec(did)?.[1];
    const plans = store ? this.byStore.get(store) : undefined;
    return (type === 'peaking-plan' ? plans?.peaking : plans?.hotwater)?.find((p) => p.did === did);
  }
}
