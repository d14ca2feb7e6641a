import { COMMAND_TIMEOUT_MS, type CommandRecord, type DeviceCmd } from '../../../../src/api/devices/types.ts';
import { signed, streamKey } from '../core/noise.ts';
import { iso } from '../core/clock/time.ts';
import type { ChargingPoints } from './loads.ts';
import { keyedRefusal, said, type Said } from '../core/said.ts';
import { refusalSaid } from './catalog.ts';
import type { SpaceTree } from '../core/spaceTree/SpaceTree.ts';
import { CHINA_ZONE, dayIn } from '../core/clock/zones.ts';
import type { CommandBook, Pending } from './commands.ts';
import type { StoreEnvironment } from './environment.ts';
import type { GatewayLink } from './gateways.ts';
import { LoadModel } from './loads.ts';
import { apply, checkFields, invalidSetpoint } from './deviceRules.ts';
import { isControllable, type DeviceRecord } from './model.ts';
import { SERVER_GAIN, stepRoom, stepTank, type RunningUnit } from './thermal.ts';

const MINUTE = 60_000;
/** Room temperatures are kept for the last hour, one sample every 5 minutes. */
export const SAMPLE_MS = 5 * MINUTE;
export const SAMPLES = 12;
/** Above this many minute steps, one read advances in coarser steps (a long idle gap). */
const MAX_STEPS = 2000;
const TANK_TARGET = 55;
const DISINFECT_TARGET = 70;

/** Time-driven work besides commands: the store's enabled policies. */
export interface TimeHook {
  /** The next instant after `after` something must run at (Infinity: none). */
  nextEdge(after: number): number;
  /** Runs what is due at `at` (schedule edges, trigger checks). */
  run(at: number): void;
}

/**
 * One store's simulated devices: rooms warm and cool, tanks heat, commands are answered, and
 * policies run, all computed lazily up to the instant asked for (no timers).
 */
export class StoreWorld {
  readonly byDid = new Map<string, DeviceRecord>();
  readonly loads: LoadModel;
  private readonly temps = new Map<string, number>();
  private readonly samples = new Map<string, number[]>();
  private time: number;
  private readonly units = new Map<string, DeviceRecord[]>();
  private unitsVersion = -1;
  private roomsVersion = -1;
  private readonly linkStates = new Map<string, ReturnType<GatewayLink['state']>>();
  private linkStatesAt = -1;
  hook: TimeHook | undefined;

  constructor(
    readonly store: string,
    readonly tree: SpaceTree,
    readonly devices: DeviceRecord[],
    readonly links: ReadonlyMap<string, GatewayLink>,
    readonly env: StoreEnvironment | undefined,
    private readonly commands: CommandBook,
    seed: number,
    start: number,
    /** The store's zone as its record has it now, for a store the energy world does not plan (created in store-management). */
    private readonly zoneOf: () => string | undefined = () => undefined,
    /** The registry's guns live: a charging point's load after the seed's now, and what its switch does. */
    private readonly charging?: ChargingPoints,
  ) {
    for (const d of devices) this.byDid.set(d.did, d);
    this.loads = new LoadModel(devices, env, charging);
    this.time = start;
    const key = streamKey(seed, `room-temps:${store}`);
    tree.rooms().forEach((room, index) => {
      const settled = this.roomStep(room.did, 40 * 3_600_000, this.drift(room.did, start) + 2 * signed(key, index), start);
      this.temps.set(room.did, Math.round((settled + 0.3 * signed(key, 10_000 + index)) * 100) / 100);
    });
  }

  get now(): number {
    return this.time;
  }

  /** The store's IANA zone: schedules, "today" and the metered hours are its wall clock. */
  get zone(): string {
    // The plan's zone is its record's too (read on the hot path through an index).
    return this.env?.plan.timezone || this.zoneOf() || CHINA_ZONE;
  }

  /** A gateway's shown state now (memoised per instant: every child asks). */
  linkState(gateway: string): ReturnType<GatewayLink['state']> | undefined {
    if (this.linkStatesAt !== this.time) {
      this.linkStates.clear();
      this.linkStatesAt = this.time;
    }
    let state = this.linkStates.get(gateway);
    if (!state) {
      state = this.links.get(gateway)?.state(this.time);
      if (state) this.linkStates.set(gateway, state);
    }
    return state;
  }

  /** Outdoor °C (plus server heat in computer rooms): where a room drifts with no AC running. */
  drift(room: string, at: number): number {
    const outdoor = this.env?.outdoor(at) ?? 18;
    return this.tree.node(room)?.roomtype === 'computer' ? outdoor + SERVER_GAIN : outdoor;
  }

  /** The AC units bound to a room (cached until the tree changes). */
  unitsIn(room: string): DeviceRecord[] {
    if (this.unitsVersion !== this.tree.version) {
      this.units.clear();
      this.unitsVersion = this.tree.version;
    }
    let units = this.units.get(room);
    if (!units) {
      units = this.tree.boundTo(room).devices.map((did) => this.byDid.get(did)).filter((d): d is DeviceRecord => d?.kind === 'ac');
      this.units.set(room, units);
    }
    return units;
  }

  private roomStep(room: string, dt: number, temp: number, at: number): number {
    const units = this.unitsIn(room);
    const running: RunningUnit[] = units.filter((u) => u.on).map((u) => ({ mode: u.mode ?? 'auto', setpoint: u.setpoint ?? 24, fan: u.fan ?? 'auto' }));
    return stepRoom(temp, dt, this.drift(room, at), running, units.length);
  }

  /** Rooms created since (at the drift temperature) join the simulation; deleted ones leave it. */
  private syncRooms(): void {
    if (this.roomsVersion === this.tree.version) return;
    this.roomsVersion = this.tree.version;
    const rooms = new Set(this.tree.rooms().map((r) => r.did));
    for (const room of rooms) if (!this.temps.has(room)) this.temps.set(room, Math.round(this.drift(room, this.time) * 100) / 100);
    for (const room of [...this.temps.keys()]) if (!rooms.has(room)) this.temps.delete(room);
  }

  /** °C of a room, or the mean of the rooms under a floor or building. */
  temperature(space: string): number {
    this.syncRooms();
    const own = this.temps.get(space);
    if (own !== undefined) return own;
    const rooms = this.tree.rooms(space).map((r) => this.temps.get(r.did) ?? 0);
    return rooms.length > 0 ? rooms.reduce((a, b) => a + b, 0) / rooms.length : (this.env?.outdoor(this.time) ?? 18);
  }

  /** The last hour of a space's temperature, every 5 minutes, oldest first. */
  history(space: string): number[] {
    const kept = this.samples.get(space) ?? [];
    const now = Math.round(this.temperature(space) * 10) / 10;
    const out = [...kept.slice(-(SAMPLES - 1)), now];
    while (out.length < SAMPLES) out.unshift(out[0] ?? now);
    return out;
  }

  /** Brings the store up to `to`: answers due commands, runs policies, integrates temperatures. */
  advance(to: number): void {
    if (to <= this.time) return;
    this.syncRooms();
    const step = Math.max(MINUTE, (to - this.time) / MAX_STEPS);
    while (this.time < to) {
      const nextMinute = Math.floor(this.time / MINUTE) * MINUTE + step;
      const next = Math.min(to, nextMinute, this.commands.nextDue(this.store), this.hook?.nextEdge(this.time) ?? Infinity);
      this.integrate(this.time, Math.max(next, this.time + 1) - this.time);
      const before = this.time;
      this.time = Math.max(next, this.time + 1);
      for (const pending of this.commands.takeDue(this.store, this.time)) this.answer(pending);
      this.hook?.run(this.time);
      if (Math.floor(this.time / SAMPLE_MS) > Math.floor(before / SAMPLE_MS)) this.sample();
    }
  }

  private integrate(at: number, dt: number): void {
    for (const [room, temp] of this.temps) this.temps.set(room, this.roomStep(room, dt, temp, at));
    for (const d of this.devices) {
      if (d.kind === 'storage') {
        const kwh = (this.loads.storagePower(d, at) * dt) / 3_600_000;
        d.soc = Math.min(95, Math.max(10, (d.soc ?? 50) + (100 * kwh) / (d.capacityKwh ?? 1)));
      }
      if (d.kind !== 'hotwater') continue;
      const disinfecting = (d.disinfectUntil ?? 0) > at;
      const target = disinfecting ? (d.disinfectTarget ?? DISINFECT_TARGET) : TANK_TARGET;
      const heating = d.on && (d.tankTemp ?? 0) < target - 0.5;
      d.tankTemp = stepTank(d.tankTemp ?? TANK_TARGET, dt, heating, target + 1, this.temperature(d.home));
      const kwh = (this.loads.load(d, at, heating) * dt) / 3_600_000;
      d.energyKwh = (d.energyKwh ?? 0) + kwh;
      // A step that crosses local midnight starts the new day's count.
      d.energyTodayKwh = dayIn(at, this.zone) === dayIn(at + dt, this.zone) ? (d.energyTodayKwh ?? 0) + kwh : kwh;
    }
  }

  private sample(): void {
    for (const [room, temp] of this.temps) {
      const list = this.samples.get(room) ?? [];
      list.push(Math.round(temp * 10) / 10);
      if (list.length > SAMPLES) list.shift();
      this.samples.set(room, list);
    }
  }

  // ---------- commands ----------

  /** Why a device cannot take a command now, or undefined when it can. */
  unreachable(device: DeviceRecord, at: number): Said | undefined {
    if (device.offlineSince !== undefined) {
      const since = iso(device.offlineSince);
      return said(`device offline since ${since}: ${device.name} cannot be commanded`, 'devices.refusal.offline', { since, device: device.name });
    }
    const link = device.gateway ? (at === this.time ? this.linkState(device.gateway) : this.links.get(device.gateway)?.state(at)) : undefined;
    if (link && !link.online) {
      return said(`device state unknown (gateway offline): ${device.name} is behind ${device.gateway}`, 'devices.refusal.gatewayOffline', { device: device.name, gateway: device.gateway ?? '' });
    }
    return undefined;
  }

  /** Sends a command (checked at send); the answer comes with time. */
  send(device: DeviceRecord, cmd: DeviceCmd, by: string): CommandRecord {
    if (!isControllable(device)) throw keyedRefusal(said(`device ${device.did} is a ${device.kind}: it takes no commands`, 'devices.refusal.noCommands', { device: device.name }));
    checkFields(device, cmd);
    const why = this.unreachable(device, this.time);
    if (why) throw keyedRefusal(why);
    return this.commands.issue(device, cmd, by, this.time);
  }

  /** The device's answer: none if its gateway dropped meanwhile (then a time-out), else confirmed or refused. */
  private answer(pending: Pending): void {
    const { record, device, sentAt } = pending;
    if (pending.timeoutAt !== undefined) {
      const seconds = COMMAND_TIMEOUT_MS / 1000;
      const gateway = device.gateway ?? '-';
      this.commands.finish(record, 'timeout', pending.timeoutAt, said(`no answer within ${seconds} s (gateway ${gateway} unreachable)`, 'devices.refusal.timeout', { seconds, gateway }));
      return;
    }
    const link = device.gateway ? this.links.get(device.gateway) : undefined;
    if (link?.downDuring(sentAt, pending.answerAt)) {
      this.commands.wait(pending, sentAt + COMMAND_TIMEOUT_MS);
      return;
    }
    const reason = device.refuses ? refusalSaid(device.refuses) : invalidSetpoint(device, record.cmd);
    if (reason) {
      this.commands.finish(record, 'failed', pending.answerAt, reason);
      return;
    }
    apply(device, record.cmd, pending.answerAt);
    // A charging point's switch powers its station's piles: off, the monitor's guns go offline.
    if (device.kind === 'charger' && device.subtype !== 2 && device.station && record.cmd.on !== undefined) this.charging?.setSwitch(device.station, record.cmd.on, pending.answerAt);
    this.commands.finish(record, 'confirmed', pending.answerAt);
  }
}
