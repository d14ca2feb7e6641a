import type { HotWaterPlan, HotWaterRecord } from '../../../../../src/api/devices/types.ts';
import { DAY, iso, MINUTE } from '../../core/clock/time.ts';
import { dayIn, instantIn } from '../../core/clock/zones.ts';
import type { StoreWorld, TimeHook } from '../StoreWorld.ts';
import { noteOf, planNotes } from './planNotes.ts';
import type { Said } from '../../core/said.ts';

/** Time a tank is given to climb from 55 °C to the plan's temperature (80 °C needs about 130 min). */
export const HEAT_UP_MS = 150 * MINUTE;
/** A hold counts as met within this much of the target (the heater switches half a degree below it, then the tank cools a little). */
const TOLERANCE = 1;

/** The first `at` ('HH:mm' on the store's clock, `zone`) strictly after `after`. */
export function nextAt(after: number, at: string, zone: string): number {
  const today = instantIn(dayIn(after, zone), at, zone);
  return today > after ? today : today + DAY;
}

interface Cycle {
  plan: HotWaterPlan;
  start: number;
  holdFrom: number;
  end: number;
  atHold?: number;
}

/**
 * Runs the store's enabled disinfection plans in simulated time: at each due instant the tank is
 * driven to the plan's temperature, and once heat-up plus hold are over a record says what the
 * tank reached at the start and end of the hold and whether both met the target. A system that is
 * offline or switched off gets a failed record. Other tasks are done by people: they only fall due.
 */
export class HotWaterCycles implements TimeHook {
  private readonly cycles: Cycle[] = [];

  constructor(
    private readonly world: StoreWorld,
    private readonly plans: () => HotWaterPlan[],
    private readonly record: (record: HotWaterRecord) => void,
  ) {}

  private due(): HotWaterPlan[] {
    return this.plans().filter((p) => p.enabled && p.task === 'disinfection');
  }

  nextEdge(after: number): number {
    let next = Infinity;
    for (const plan of this.due()) {
      const at = Date.parse(plan.nextDue);
      if (at > after) next = Math.min(next, at);
    }
    for (const cycle of this.cycles) for (const at of [cycle.holdFrom, cycle.end]) if (at > after) next = Math.min(next, at);
    return next;
  }

  run(at: number): void {
    for (const plan of this.due()) {
      const due = Date.parse(plan.nextDue);
      if (due <= at) this.start(plan, due);
    }
    for (const cycle of [...this.cycles]) {
      const device = this.world.byDid.get(cycle.plan.system);
      if (cycle.atHold === undefined && cycle.holdFrom <= at) cycle.atHold = device?.tankTemp ?? 0;
      if (cycle.end <= at) this.finish(cycle, device?.tankTemp ?? 0);
    }
  }

  private start(plan: HotWaterPlan, due: number): void {
    plan.nextDue = iso(due + plan.everyDays * DAY);
    const device = this.world.byDid.get(plan.system);
    const target = plan.temperature ?? 70;
    if (!device) return this.notStarted(plan, due, planNotes.removed());
    const unreachable = this.world.unreachable(device, due);
    if (unreachable) return this.notStarted(plan, due, planNotes.unreachable(unreachable));
    if (!device.on) return this.notStarted(plan, due, planNotes.switchedOff(device.name));
    const holdFrom = due + HEAT_UP_MS;
    const end = holdFrom + (plan.holdMinutes ?? 30) * MINUTE;
    Object.assign(device, { disinfectUntil: end, disinfectTarget: target });
    this.cycles.push({ plan, start: due, holdFrom, end });
  }

  /** A run that could not start: a failed record saying why. */
  private notStarted(plan: HotWaterPlan, due: number, why: Said): void {
    this.record({ ...this.base(plan, due, due), passed: false, ...noteOf(why) });
  }

  private finish(cycle: Cycle, atEnd: number): void {
    this.cycles.splice(this.cycles.indexOf(cycle), 1);
    const { plan } = cycle;
    const target = plan.temperature ?? 70;
    const low = Math.min(cycle.atHold ?? 0, atEnd);
    const peak = Math.round(Math.max(cycle.atHold ?? 0, atEnd) * 10) / 10;
    const passed = low >= target - TOLERANCE;
    const note = passed ? planNotes.held(target, plan.holdMinutes ?? 30) : planNotes.holdNotMet(Math.round(low * 10) / 10, target);
    this.record({ ...this.base(plan, cycle.start, cycle.end), peakTemperature: peak, passed, ...noteOf(note) });
  }

  private base(plan: HotWaterPlan, start: number, end: number): Omit<HotWaterRecord, 'passed' | 'note' | 'noteKey'> {
    return { did: `hwr-${plan.did}-${start}`, store: this.world.store, system: plan.system, task: plan.task, plan: plan.did, start: iso(start), end: iso(end) };
  }
}
