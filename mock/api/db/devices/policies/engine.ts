import { TRIGGER_REPEAT_MINUTES, type ActionResult, type ConditionResult, type PolicyRecord, type PolicyAction, type PolicyRun } from '../../../../../src/api/devices/types.ts';
import { BadRequest } from '../../../envelope.ts';
import type { AuditLog } from '../../core/audit.ts';
import { iso } from '../../core/clock/time.ts';
import { inWindow, parseClock } from '../../core/clock/SimClock.ts';
import { minuteIn } from '../../core/clock/zones.ts';
import type { StoreWorld } from '../StoreWorld.ts';
import { conditionResult, holds, metricValue } from './metrics.ts';
import type { RunLog } from './runs.ts';
import { edgesBetween, nextEdge } from './schedule.ts';
import { targetDevices } from './targets.ts';
import { keyOfRefusal } from '../../core/said.ts';

const MINUTE = 60_000;
/** A switched-off device saves at most this long (until the next start, or the night). */
const MAX_SAVING_HOURS = 12;
/** Share of a device's running load the run is credited with (not every device would have run flat out). */
const SAVING_SHARE = 0.8;

interface TriggerState {
  since: Array<number | undefined>;
  active: boolean;
  lastFired: number;
}

export interface PolicySource {
  /** The store's policies (enabled or not), live objects. */
  policies(store: string): PolicyRecord[];
}

/**
 * Runs the enabled policies of a store as simulated time passes: schedule edges at their exact
 * instants, triggers once a minute. Each run sends real commands and writes an execution record.
 */
export class PolicyEngine {
  private readonly checked = new Map<string, number>();
  private readonly nextAt = new Map<string, number>();
  private readonly triggers = new Map<string, TriggerState>();

  constructor(
    private readonly source: PolicySource,
    private readonly runs: RunLog,
    private readonly audit: AuditLog,
  ) {}

  /** Starts (or restarts, after an edit) a policy's clock at `at`. */
  reset(did: string, at: number): void {
    this.checked.set(did, at);
    this.nextAt.delete(did);
    this.triggers.delete(did);
  }

  attach(world: StoreWorld): void {
    world.hook = {
      nextEdge: (after) => this.nextEdgeOf(world, after),
      run: (at) => this.run(world, at),
    };
  }

  private nextEdgeOf(world: StoreWorld, after: number): number {
    let next = Infinity;
    for (const policy of this.source.policies(world.store)) {
      if (!policy.enabled || !policy.schedule) continue;
      let at = this.nextAt.get(policy.did);
      if (at === undefined || at <= after) {
        at = nextEdge(policy.schedule, Math.max(after, this.checked.get(policy.did) ?? after), world.zone);
        this.nextAt.set(policy.did, at);
      }
      next = Math.min(next, at);
    }
    return next;
  }

  private run(world: StoreWorld, at: number): void {
    const minuteTick = at % MINUTE === 0;
    for (const policy of this.source.policies(world.store)) {
      if (!policy.enabled) continue;
      const from = this.checked.get(policy.did) ?? at;
      if (policy.schedule) {
        for (const edge of edgesBetween(policy.schedule, from, at, world.zone)) {
          const actions = policy.actions.filter((a) => (a.at ?? 'start') === edge.edge);
          if (actions.length > 0) this.execute(world, policy, edge.at, { kind: 'schedule', edge: edge.edge }, actions, []);
        }
      } else if (policy.trigger && (minuteTick || at - from >= MINUTE)) this.evaluate(world, policy, at);
      this.checked.set(policy.did, at);
    }
  }

  private evaluate(world: StoreWorld, policy: PolicyRecord, at: number): void {
    const trigger = policy.trigger;
    if (!trigger) return;
    const state = this.triggers.get(policy.did) ?? { since: trigger.conditions.map(() => undefined), active: false, lastFired: -Infinity };
    this.triggers.set(policy.did, state);
    const window = trigger.window;
    if (window && !inWindow(minuteIn(at, world.zone), parseClock(window.start) ?? 0, parseClock(window.end) ?? 0)) {
      state.active = false;
      state.since = state.since.map(() => undefined);
      return;
    }
    const results: ConditionResult[] = trigger.conditions.map((condition, index) => {
      const value = metricValue(world, condition, at);
      const beyond = holds(condition, value);
      state.since[index] = beyond ? (state.since[index] ?? at) : undefined;
      const held = beyond && at - (state.since[index] ?? at) >= condition.forMinutes * MINUTE;
      return conditionResult(condition, value, held);
    });
    const active = trigger.match === 'all' ? results.every((r) => r.result) : results.some((r) => r.result);
    const fire = active && (trigger.fires === 'crossing' ? !state.active : at - state.lastFired >= TRIGGER_REPEAT_MINUTES * MINUTE);
    state.active = active;
    if (!fire) return;
    state.lastFired = at;
    this.execute(world, policy, at, { kind: 'trigger', fires: trigger.fires }, policy.actions, results);
  }

  private execute(world: StoreWorld, policy: PolicyRecord, at: number, trigger: PolicyRun['trigger'], actions: readonly PolicyAction[], conditions: ConditionResult[]): void {
    const did = this.runs.nextDid(world.store);
    const hours = policy.schedule ? Math.min(MAX_SAVING_HOURS, (nextEdge(policy.schedule, at, world.zone) - at) / 3_600_000) : 0.5;
    let savedKw = 0;
    const results: ActionResult[] = actions.map((action) => ({
      target: structuredClone(action.target),
      cmd: structuredClone(action.cmd),
      devices: targetDevices(world, action.target).map((device) => {
        const before = world.loads.load(device, at);
        try {
          const command = world.send(device, action.cmd, `policy:${policy.did}`);
          if (action.cmd.on === false) savedKw += before;
          return { did: device.did, name: device.name, outcome: 'sent' as const, command: command.id };
        } catch (error) {
          if (!(error instanceof BadRequest)) throw error;
          const { messageKey, values } = keyOfRefusal(error);
          return { did: device.did, name: device.name, outcome: 'refused' as const, reason: error.message, ...(messageKey ? { reasonKey: { messageKey, ...(values ? { values } : {}) } } : {}) };
        }
      }),
    }));
    const kwh = Math.round(savedKw * hours * SAVING_SHARE * 10) / 10;
    this.runs.add({
      did, policy: policy.did, policyName: policy.name, store: world.store, menutype: policy.menutype, at: iso(at), trigger, conditions, actions: results,
      outcome: 'partial', savingsKwh: kwh, savingsMoney: Math.round(kwh * (world.env?.price() ?? 0.8) * 100) / 100,
    });
    const targets = results.flatMap((r) => r.devices.map((d) => d.did));
    this.audit.record({ userid: `policy:${policy.did}`, username: policy.name }, { pid: `policy:${policy.menutype}`, area: 'command', action: 'set', target: policy.did, detail: { run: did, targets, store: world.store }, outcome: 'ok', message: did }, at);
  }
}
