import { CONTROLLABLE_KINDS, type BatchItem, type ConfigPoint, type ConfigPointQuery, type BatchResult, type CommandRecord, type DeviceCmd, type DeviceQuery, type DeviceView, type MeterLive, type MeterQuery } from '../../../../src/api/devices/types.ts';
import type { PageAction } from '../../../../src/api/pageConfig.ts';
import type { BusinessInfo, Paged } from '../../../../src/api/types.ts';
import { BadRequest, STATUS_FAIL } from '../../envelope.ts';
import type { Access, ResourceRef } from '../core/access/Access.ts';
import { keyOfRefusal } from '../core/said.ts';
import type { AuditLog } from '../core/audit.ts';
import type { ChargingRegistry } from '../core/charging/ChargingRegistry.ts';
import type { ChargingLive } from '../core/charging/live/ChargingLive.ts';
import type { Writes } from '../core/writes.ts';
import type { Metering } from '../core/metering/Metering.ts';
import { SEED_NOW } from '../core/clock/time.ts';
import type { PlantedTree } from './build.ts';
import type { UserRecord } from '../users.ts';
import { buildStore } from './build.ts';
import { configPoints } from './configPoints.ts';
import type { SimClock } from '../core/clock/SimClock.ts';
import { CommandBook } from './commands.ts';
import { StoreEnvironment } from './environment.ts';
import { deviceRef } from './devicePages.ts';
import { deviceView, onlineOf } from './live.ts';
import { metersLive } from './meters.ts';
import type { DeviceRecord } from './model.ts';
import { StoreWorld } from './StoreWorld.ts';
import { notFound } from '../core/notFound.ts';

export interface DeviceWorldSources {
  seed: number;
  clock: SimClock;
  businesses: readonly BusinessInfo[];
  /** A store's space tree and what it was generated from (the core's trees, a peer of devices). */
  planted: (store: string) => PlantedTree;
  metering: () => Metering;
  /** The charging registry: a store's charger devices are its stations. */
  charging: () => ChargingRegistry;
  /** The registry's guns live (the monitor's state): charging points read their load from it and switch it. */
  chargingLive?: () => ChargingLive;
  access: Access;
  /** Every command goes through the one audited write path. */
  writes: Writes;
  /** Policy runs are the simulator's own writes, recorded directly. */
  audit: AuditLog;
  /** The policy pages of a menutype (the menu catalogue's, passed in): the only pages that reach its policies. */
  policyPages: (menutype: number) => string[];
}

/** The store a device, space or store did belongs to (dids embed it: `sp-st-1005-01-01-f02-…`). */
export function storeOfDid(did: string): string | undefined {
  return /^(?:sp-)?(st-\d{4}-\d{2})(?:-|$)/.exec(did)?.[1];
}

/**
 * The simulated device world of every store: built per store on first use from the seed and the
 * energy world, advanced to the simulated now on every read. Checks reach and page permissions
 * and audits every command.
 */
export class DeviceWorld {
  readonly commands = new CommandBook();
  private readonly stores = new Map<string, StoreWorld>();
  private readonly setups: Array<(world: StoreWorld) => void> = [];

  constructor(readonly sources: DeviceWorldSources) {}

  /** Savings attributed to policies over the last 30 days (the policy engine provides it). */
  savingsOf: (store: string) => { kwh: number; money: number } = () => ({ kwh: 0, money: 0 });

  savings(store: string): { kwh: number; money: number } {
    return this.savingsOf(store);
  }

  /** Runs `setup` on every store world, now and when built (the policy engine attaches this way). */
  onStore(setup: (world: StoreWorld) => void): void {
    this.setups.push(setup);
    for (const world of this.stores.values()) setup(world);
  }

  now(): number {
    return this.sources.clock.now();
  }

  storeInfo(did: string): BusinessInfo | undefined {
    return this.sources.businesses.find((b) => b.did === did && b.businessgrade === 1);
  }

  /** A store's world advanced to now, no access check (the simulator's own use). */
  world(store: string): StoreWorld {
    let world = this.stores.get(store);
    if (!world) {
      if (!this.storeInfo(store)) throw notFound('store', store);
      const metering = this.sources.metering();
      const plan = metering.plans.get(store);
      const env = plan ? new StoreEnvironment(plan, metering) : undefined;
      const built = buildStore(this.sources.seed, store, this.sources.planted(store), plan, env, SEED_NOW, this.sources.charging().stationsOf(store));
      const live = this.sources.chargingLive;
      const charging = live && { stationPower: (station: string, at: number) => live().stationPower(station, at), setSwitch: (station: string, on: boolean, at: number) => live().setSwitch(station, on, at) };
      world = new StoreWorld(store, built.tree, built.devices, built.links, env, this.commands, this.sources.seed, SEED_NOW, () => this.storeInfo(store)?.timezone, charging);
      this.stores.set(store, world);
      for (const setup of this.setups) setup(world);
    }
    world.advance(this.now());
    return world;
  }

  /** Every store world built so far advanced to now: its commands due are answered (a charging point's switch powers the monitor's guns). */
  catchUp(): void {
    for (const world of this.stores.values()) world.advance(this.now());
  }

  /** A store the user reaches (unknown or another company's: -1; not reached: -45403), advanced to now. */
  storeFor(user: UserRecord, store: string): StoreWorld {
    const info = this.storeInfo(store);
    if (!info) throw notFound('store', store);
    this.sources.access.requireStore(user, store);
    return this.world(store);
  }

  /** The stores the user reaches, in the access core's order. */
  storesOf(user: UserRecord): string[] {
    return this.sources.access.storesOf(user);
  }

  /** Whether the user's data scope reaches a store (the access core's one answer: a store scope keeps to its stores). */
  reaches(user: UserRecord, store: string): boolean {
    return this.sources.access.reachesStore(user, store);
  }

  /** The store world of any did of it (device, space or store), checked for reach. */
  storeOfTarget(user: UserRecord, did: string): StoreWorld {
    const store = storeOfDid(did);
    if (!store) throw notFound('deviceOrSpace', did);
    return this.storeFor(user, store);
  }

  /** Throws -45403 unless the user may do `action` on pid (the role book decides). */
  authorize(user: UserRecord, pid: string, action: PageAction): void {
    this.sources.access.check(user, pid, action);
  }

  /** Takes a gateway's link down or up from now on (tests and demos: the debounce still applies). */
  setGatewayLink(gateway: string, up: boolean): void {
    const store = storeOfDid(gateway);
    const world = store ? this.world(store) : undefined;
    const link = world?.links.get(gateway);
    if (!world || !link) throw notFound('gateway', gateway);
    link.set(world.now, up);
  }

  /** Is `did` a device of the world (builds its store)? */
  isDevice(did: string): boolean {
    const store = storeOfDid(did);
    return store !== undefined && this.storeInfo(store) !== undefined && this.world(store).byDid.has(did);
  }

  device(world: StoreWorld, did: string): DeviceRecord {
    const device = world.byDid.get(did);
    if (!device) throw notFound('device', did);
    return device;
  }

  /** getgroupdev: a store's devices with live values, filtered and paged. */
  list(user: UserRecord, query: DeviceQuery): Paged<DeviceView> {
    const world = this.storeFor(user, query.store);
    const within = query.space ? new Set(world.tree.subtree(world.tree.require(query.space).did)) : undefined;
    const rows = world.devices.filter(
      (d) =>
        (!within || within.has(world.tree.spaceOf(d.did) ?? d.home)) &&
        (!query.kind || d.kind === query.kind) &&
        (query.subtype === undefined || d.subtype === query.subtype) &&
        (!query.roomtype || world.tree.node(world.tree.spaceOf(d.did) ?? d.home)?.roomtype === query.roomtype) &&
        (!query.online || onlineOf(world, d, world.now).online === query.online),
    );
    const start = (query.page - 1) * query.pagesize;
    const data = rows.slice(start, start + query.pagesize).map((d) => deviceView(world, d, query.history === true));
    return { data, total: rows.length, page: query.page, pagesize: query.pagesize };
  }

  /** getgroupdev type 'meters': a store's energy meters in a space, live. */
  meters(user: UserRecord, query: MeterQuery): MeterLive[] {
    return metersLive(this.storeFor(user, query.store), query.space, query.kinds, query.history === true);
  }

  /** getgroupdev type 'config-points': the configured points of a system type in a store, live. */
  configPoints(user: UserRecord, query: ConfigPointQuery): ConfigPoint[] {
    return configPoints(this.storeFor(user, query.store), query.menutype);
  }

  /** A device as a resource (its kind's page owns it); unknown ones are found missing after the permission check. */
  private ref(did: string, wholeSpace: boolean, alsoFrom: readonly string[] = []): ResourceRef {
    const store = storeOfDid(did);
    const device = store && this.storeInfo(store) ? this.world(store).byDid.get(did) : undefined;
    if (!device) return { type: 'device', id: did };
    const ref = deviceRef(device, wholeSpace);
    return { ...ref, pages: [...(ref.pages ?? []), ...alsoFrom] };
  }

  /**
   * One command to one device: accepted ('sent') or refused with the reason, audited either way.
   * `wholeSpace`: part of a command to everything in a space (the space pages may send it).
   */
  control(user: UserRecord, pid: string, did: string, cmd: DeviceCmd, by = user.userid, wholeSpace = false, alsoFrom: readonly string[] = []): CommandRecord {
    const spec = { pid, needs: 'control' as const, area: 'command' as const, op: 'set', resource: () => this.ref(did, wholeSpace, alsoFrom), detail: { cmd } };
    return this.sources.writes.run(user, { ...spec, before: () => this.state(did) }, () => {
      const world = this.storeOfTarget(user, did);
      const record = world.send(this.device(world, did), cmd, by);
      return { answer: record, detail: { cmd, command: record.id }, message: record.id, after: { ...this.state(did), command: record.id, state: record.state } };
    });
  }

  /** What a command may change, as the audit's before. */
  private state(did: string): Record<string, unknown> | null {
    const store = storeOfDid(did);
    const device = store && this.storeInfo(store) ? this.world(store).byDid.get(did) : undefined;
    if (!device) return null;
    const { on, mode, fan, setpoint, storageMode, setKw, position, playing, volume, playlist } = device;
    return structuredClone({ on, mode, fan, setpoint, storageMode, setKw, position, playing, volume, playlist });
  }

  /** The page's control permission on a many-device command, audited only when refused. */
  private guardCommand(user: UserRecord, pid: string, target: string, cmd: DeviceCmd): void {
    this.sources.writes.guard(user, { pid, needs: 'control', area: 'command', op: 'set', resource: { type: 'device', id: target }, detail: { cmd } });
  }

  /** A command to many devices of one store: one result per device, refusals included. */
  batch(user: UserRecord, pid: string, dids: readonly string[], cmd: DeviceCmd, wholeSpace = false): BatchResult {
    this.guardCommand(user, pid, dids.join(','), cmd);
    return this.each(user, pid, dids.map((did) => ({ did, cmd })), wholeSpace, []);
  }

  /** Each device its command, each audited; a refusal is that device's result, not the batch's end. */
  private each(user: UserRecord, pid: string, items: ReadonlyArray<{ did: string; cmd: DeviceCmd }>, wholeSpace: boolean, alsoFrom: readonly string[]): BatchResult {
    const results: BatchItem[] = items.map(({ did, cmd }) => {
      try {
        return { did, accepted: true, command: this.control(user, pid, did, cmd, user.userid, wholeSpace, alsoFrom) };
      } catch (error) {
        if (!(error instanceof BadRequest)) throw error;
        return { did, accepted: false, status: error.status === 0 ? STATUS_FAIL : error.status, message: error.message, ...keyOfRefusal(error) };
      }
    });
    const first = results.find((i) => i.accepted)?.command.id ?? 'none';
    return { batch: `batch-${first}-${items.length}`, items: results };
  }

  /**
   * A command of its own to each device (a room scene): one result per device, refusals included.
   * `alsoFrom`: pages that may command these devices besides their kind's (the caller has checked they are the room's).
   */
  commandEach(user: UserRecord, pid: string, items: ReadonlyArray<{ did: string; cmd: DeviceCmd }>, alsoFrom: readonly string[]): BatchResult {
    this.guardCommand(user, pid, items.map((i) => i.did).join(','), items[0]?.cmd ?? {});
    return this.each(user, pid, items, false, alsoFrom);
  }

  /** The controllable devices bound in a space (and under it), optionally of one kind/subtype. */
  devicesIn(world: StoreWorld, space: string, kind?: string, subtype?: number): DeviceRecord[] {
    const within = new Set(world.tree.subtree(world.tree.require(space).did));
    return world.devices.filter(
      (d) => CONTROLLABLE_KINDS.includes(d.kind) && within.has(world.tree.spaceOf(d.did) ?? d.home) && (!kind || d.kind === kind) && (subtype === undefined || d.subtype === subtype),
    );
  }

  bySpace(user: UserRecord, pid: string, space: string, filter: { kind?: string; subtype?: number }, cmd: DeviceCmd): BatchResult {
    this.guardCommand(user, pid, space, cmd);
    const world = this.storeOfTarget(user, space);
    return this.batch(user, pid, this.devicesIn(world, space, filter.kind, filter.subtype).map((d) => d.did), cmd, !filter.kind);
  }

  all(user: UserRecord, pid: string, store: string, kind: string, subtype: number | undefined, cmd: DeviceCmd): BatchResult {
    this.guardCommand(user, pid, store, cmd);
    const world = this.storeFor(user, store);
    return this.batch(user, pid, world.devices.filter((d) => d.kind === kind && (subtype === undefined || d.subtype === subtype)).map((d) => d.did), cmd);
  }

  /** Commands by id, advanced to now; ids of stores the user does not reach are left out. */
  commandResults(user: UserRecord, ids: readonly string[]): CommandRecord[] {
    const out: CommandRecord[] = [];
    for (const id of ids) {
      const record = this.commands.get(id);
      const store = record ? storeOfDid(record.did) : undefined;
      if (!record || !store || !this.reaches(user, store)) continue;
      this.world(store);
      out.push(structuredClone(record));
    }
    return out;
  }
}
