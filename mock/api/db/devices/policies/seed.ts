import type { ActionResult, DeviceResult, PolicyRecord, PolicyInput, PolicyRun } from '../../../../../src/api/devices/types.ts';
import { hashText, unit } from '../../core/noise.ts';
import { iso, MONTHS } from '../../core/clock/time.ts';
import { parseClock } from '../../core/clock/SimClock.ts';
import { midnightIn } from '../../core/clock/zones.ts';
import type { DeviceRecord } from '../model.ts';
import type { StoreWorld } from '../StoreWorld.ts';
import { runOutcome } from './runs.ts';
import { edgesBetween, nextEdge } from './schedule.ts';
import { targetDevices } from './targets.ts';
import { refusalSaid } from '../catalog.ts';
import { seedMonthEnd } from '../../core/clock/seedDates.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Execution records are seeded for this many days before the seed's now. */
export const SEEDED_DAYS = 30;
/** When the seeded policies were saved, and the day their schedules start: the middle activity month's first ('2026-09-01'). */
const FROM = `${MONTHS[1]}-01`;
const SEEDED_AT = `${FROM}T02:00:00.000Z`;

/** The store's seeded policies: AC and lighting schedules, night sockets, hot water, two triggers. */
export function seedPolicyInputs(world: StoreWorld): PolicyInput[] {
  const tree = world.tree;
  const building = tree.childDids(world.store)[0] ?? '';
  const floors = tree.childDids(building);
  const floor1 = floors[0] ?? building;
  const floor2 = floors[1] ?? floor1;
  const last = floors[floors.length - 1] ?? floor1;
  const devices = (pred: (d: DeviceRecord) => boolean) => world.devices.filter(pred).map((d) => d.did);
  const publicLights = devices((d) => d.kind === 'power' && d.subtype === 2 && !d.critical && (d.home.startsWith(`${floor1}-r01`) || d.home.startsWith(`${floor1}-r02`) || d.home.startsWith(`${floor2}-r01`)));
  // A room whose units mostly obey, so the seeded trigger's runs show successes (and the odd failure).
  const obeying = (room: string) => world.devices.some((d) => d.kind === 'ac' && d.home === room && !d.refuses && d.offlineSince === undefined);
  const sensor = world.devices.find((d) => d.kind === 'sensor' && d.subtype === 'temperature' && d.home.startsWith(`${floor2}-`) && obeying(d.home));
  const meeting = tree.rooms(building).find((r) => r.roomtype === 'meeting' && world.devices.some((d) => d.kind === 'sensor' && d.subtype === 'co2' && d.home === r.did));
  const co2 = meeting && world.devices.find((d) => d.kind === 'sensor' && d.subtype === 'co2' && d.home === meeting.did);
  const heaters = devices((d) => d.kind === 'hotwater');
  const base = { store: world.store, enabled: true };
  const out: PolicyInput[] = [
    {
      ...base, name: 'Office AC schedule', menutype: 6, kind: 'schedule',
      schedule: { weekdays: [1, 2, 3, 4, 5], window: { start: '08:00', end: '18:00' }, from: FROM, to: null },
      actions: [{ target: { space: floor2, kind: 'ac' }, cmd: { on: true }, at: 'start' }, { target: { space: floor2, kind: 'ac' }, cmd: { on: false }, at: 'end' }],
    },
    {
      ...base, name: 'Public lighting', menutype: 8, kind: 'schedule',
      schedule: { weekdays: [1, 2, 3, 4, 5, 6, 7], window: { start: '07:00', end: '22:00' }, from: FROM, to: null },
      actions: [{ target: { devices: publicLights }, cmd: { on: true }, at: 'start' }, { target: { devices: publicLights }, cmd: { on: false }, at: 'end' }],
    },
    {
      ...base, name: 'Night socket cut-off', menutype: 1, kind: 'schedule',
      schedule: { weekdays: [1, 2, 3, 4, 5, 6, 7], window: { start: '23:00', end: '06:00' }, from: FROM, to: null },
      actions: [{ target: { space: last, kind: 'power', subtype: 1 }, cmd: { on: false }, at: 'start' }, { target: { space: last, kind: 'power', subtype: 1 }, cmd: { on: true }, at: 'end' }],
    },
    {
      ...base, name: 'Weekend AC off', menutype: 6, kind: 'schedule', enabled: false,
      schedule: { weekdays: [6, 7], window: { start: '09:00', end: '17:00' }, from: `${MONTHS[2]}-01`, to: seedMonthEnd(1) },
      actions: [{ target: { space: floor2, kind: 'ac' }, cmd: { on: false }, at: 'start' }],
    },
  ];
  if (sensor) {
    out.push({
      ...base, name: 'Overheat cooling', menutype: 6, kind: 'trigger',
      trigger: { conditions: [{ metric: 'temperature', source: sensor.did, operator: 'above', high: 27, forMinutes: 10 }], match: 'all', fires: 'crossing', window: { start: '09:00', end: '18:00' } },
      actions: [{ target: { space: sensor.home, kind: 'ac' }, cmd: { on: true, mode: 'cool', setpoint: 25 } }],
    });
  }
  if (co2 && meeting) {
    out.push({
      ...base, name: 'Meeting-room fresh air', menutype: 7, kind: 'trigger',
      trigger: { conditions: [{ metric: 'co2', source: co2.did, operator: 'above', high: 1000, forMinutes: 5 }], match: 'all', fires: 'while' },
      actions: [{ target: { space: meeting.did, kind: 'ac' }, cmd: { fan: 'high' } }],
    });
  }
  if (heaters.length > 0) {
    out.push({
      ...base, name: 'Hot water hours', menutype: 9, kind: 'schedule',
      schedule: { weekdays: [1, 2, 3, 4, 5, 6, 7], window: { start: '05:30', end: '22:30' }, from: FROM, to: null },
      actions: [{ target: { devices: heaters }, cmd: { on: true }, at: 'start' }, { target: { devices: heaters }, cmd: { on: false }, at: 'end' }],
    });
  }
  out.push(...assetPolicies(world));
  return out.filter((p) => p.actions.every((a) => targetDevices(world, a.target).length > 0));
}

/** Storage (menutypes 10, 11) and charging-station (12, 13) schedules, where the store has them. */
function assetPolicies(world: StoreWorld): PolicyInput[] {
  const base = { store: world.store, enabled: true, kind: 'schedule' as const };
  const daily = (start: string, end: string, weekdays = [1, 2, 3, 4, 5, 6, 7]) => ({ weekdays, window: { start, end }, from: FROM, to: null });
  const ids = (pred: (d: DeviceRecord) => boolean) => world.devices.filter(pred).map((d) => d.did);
  const storage = ids((d) => d.kind === 'storage');
  const piles = ids((d) => d.kind === 'charger' && d.subtype === 1);
  const v2g = ids((d) => d.kind === 'charger' && d.subtype === 2);
  const rated = world.devices.find((d) => d.kind === 'storage')?.ratedKw ?? 0;
  const out: PolicyInput[] = [];
  if (storage.length > 0) {
    out.push(
      { ...base, name: 'Valley charging', menutype: 10, schedule: daily('01:00', '05:00'), actions: [
        { target: { devices: storage }, cmd: { storageMode: 'charge', powerKw: Math.round(rated * 0.8) }, at: 'start' },
        { target: { devices: storage }, cmd: { storageMode: 'auto' }, at: 'end' },
      ] },
      { ...base, name: 'Evening peak discharge', menutype: 11, schedule: daily('18:00', '21:00', [1, 2, 3, 4, 5]), actions: [
        { target: { devices: storage }, cmd: { storageMode: 'discharge', powerKw: rated }, at: 'start' },
        { target: { devices: storage }, cmd: { storageMode: 'auto' }, at: 'end' },
      ] },
    );
  }
  if (piles.length > 0) {
    out.push({ ...base, name: 'Pile self-test window', menutype: 12, schedule: daily('03:00', '03:30'), actions: [
      { target: { devices: piles }, cmd: { on: false }, at: 'start' },
      { target: { devices: piles }, cmd: { on: true }, at: 'end' },
    ] });
  }
  if (v2g.length > 0) {
    out.push({ ...base, name: 'V2G in the evening peak', menutype: 13, schedule: daily('18:00', '20:00', [1, 2, 3, 4, 5]), actions: [
      { target: { devices: v2g }, cmd: { on: true }, at: 'start' },
      { target: { devices: v2g }, cmd: { on: false }, at: 'end' },
    ] });
  }
  return out;
}

export function toPolicy(input: PolicyInput, did: string): PolicyRecord {
  return { ...structuredClone(input), did, enabled: input.enabled !== false, createdAt: SEEDED_AT, updatedAt: SEEDED_AT, updatedBy: 'system', conflicts: [] };
}

/** What a device did with a command at `at`, as the simulator would have decided it. */
function seededOutcome(world: StoreWorld, device: DeviceRecord, at: number, salt: string): DeviceResult {
  const base = { did: device.did, name: device.name };
  const unreachable = world.unreachable(device, at);
  if (unreachable) return { ...base, outcome: 'refused', reason: unreachable.text, reasonKey: unreachable.key };
  if (device.refuses) return { ...base, outcome: 'failed', reason: device.refuses, reasonKey: refusalSaid(device.refuses).key };
  if (unit(hashText(`${device.did}:${salt}`), 0) < 0.01) return { ...base, outcome: 'timeout', reason: 'no answer within 15 s', reasonKey: { messageKey: 'devices.refusal.noAnswer', values: { seconds: 15 } } };
  return { ...base, outcome: 'confirmed' };
}

/**
 * The execution records of the 30 days before the seed's now: every schedule edge, and for
 * triggers a crossing on about a third of the days, with outcomes decided as the simulator would.
 */
export function seedRuns(world: StoreWorld, policy: PolicyRecord, now: number, nextDid: () => string): PolicyRun[] {
  const from = now - SEEDED_DAYS * DAY;
  const price = world.env?.price() ?? 0.8;
  const runs: PolicyRun[] = [];
  const make = (at: number, trigger: PolicyRun['trigger'], actions: PolicyRecord['actions'], conditions: PolicyRun['conditions']) => {
    let savedKw = 0;
    const results: ActionResult[] = actions.map((action) => ({
      target: structuredClone(action.target), cmd: structuredClone(action.cmd),
      devices: targetDevices(world, action.target).map((device) => {
        const result = seededOutcome(world, device, at, `${policy.did}:${at}`);
        if (result.outcome === 'confirmed' && action.cmd.on === false) savedKw += world.loads.rated(device) * 0.4;
        return result;
      }),
    }));
    const hours = policy.schedule ? Math.min(12, (nextEdge(policy.schedule, at, world.zone) - at) / 3_600_000) : 0.5;
    const kwh = Math.round(savedKw * hours * 0.8 * 10) / 10;
    const outcome = runOutcome(results.flatMap((r) => r.devices.map((d) => d.outcome)));
    runs.push({ did: nextDid(), policy: policy.did, policyName: policy.name, store: world.store, menutype: policy.menutype, at: iso(at), trigger, conditions, actions: results, outcome, savingsKwh: kwh, savingsMoney: Math.round(kwh * price * 100) / 100 });
  };
  if (policy.schedule) {
    for (const edge of edgesBetween(policy.schedule, from, now - 1, world.zone)) {
      const actions = policy.actions.filter((a) => (a.at ?? 'start') === edge.edge);
      if (actions.length > 0) make(edge.at, { kind: 'schedule', edge: edge.edge }, actions, []);
    }
  }
  const trigger = policy.trigger;
  const condition = trigger?.conditions[0];
  if (trigger && condition) {
    const key = hashText(`seeded-trigger:${policy.did}`);
    const start = parseClock(trigger.window?.start ?? '09:00') ?? 540;
    for (let midnight = midnightIn(from, world.zone) + DAY, day = 0; midnight < now; midnight += DAY, day += 1) {
      if (unit(key, day) > 0.35) continue;
      const at = midnight + (start + 30 + Math.floor(unit(key, 1000 + day) * 240)) * MINUTE;
      const value = Math.round(((condition.high ?? condition.low ?? 0) + 0.5 + 2 * unit(key, 2000 + day)) * 10) / 10;
      make(at, { kind: 'trigger', fires: trigger.fires }, policy.actions, [{ metric: condition.metric, ...(condition.source ? { source: condition.source } : {}), operator: condition.operator, ...(condition.high !== undefined ? { high: condition.high } : {}), ...(condition.low !== undefined ? { low: condition.low } : {}), value, result: true }]);
    }
  }
  return runs;
}
