import type { ConfigMenuType, ConfigPoint, PointMetric, SensorMetric } from '../../../../src/api/devices/types.ts';
import { iso } from '../core/clock/time.ts';
import { historyOf, onlineOf, sensorLimits, sensorValue, spaceLoad, UNITS } from './live.ts';
import type { DeviceRecord } from './model.ts';
import { SAMPLE_MS, SAMPLES, type StoreWorld } from './StoreWorld.ts';

/** Configured limits of the points that are not sensors. */
export const TANK_LIMITS = { low: 50, high: 75 };
export const SOC_LIMITS = { low: 20, high: 90 };
export const LOAD_RATE_HIGH = 90;

interface Draft {
  id: string;
  system: string;
  systemName: string;
  space: string;
  device: DeviceRecord;
  metric: PointMetric;
  unit: string;
  low?: number;
  high?: number;
  value: number;
  /** The last hour, every 5 minutes, oldest first (the alarm's start is looked for there). */
  history: () => number[];
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
/** When each point went beyond its limit, per store world: kept while it stays beyond. */
const alarmStarts = new WeakMap<StoreWorld, Map<string, number>>();

function beyond(value: number, low?: number, high?: number): 'low' | 'high' | undefined {
  if (low !== undefined && value < low) return 'low';
  if (high !== undefined && value > high) return 'high';
  return undefined;
}

/**
 * Since when a point is beyond its limit: the start of the trailing run of beyond samples in its
 * last hour, remembered while the alarm lasts (so it stays put when the run slides out of the hour).
 */
function alarmSince(world: StoreWorld, draft: Draft, side: 'low' | 'high' | undefined): number | undefined {
  let starts = alarmStarts.get(world);
  if (!starts) alarmStarts.set(world, (starts = new Map()));
  if (!side) {
    starts.delete(draft.id);
    return undefined;
  }
  const known = starts.get(draft.id);
  if (known !== undefined) return known;
  const samples = draft.history();
  let first = samples.length - 1;
  while (first > 0 && beyond(samples[first - 1]!, draft.low, draft.high) === side) first -= 1;
  const since = world.now - (samples.length - 1 - first) * SAMPLE_MS;
  starts.set(draft.id, since);
  return since;
}

function floorOf(world: StoreWorld, space: string): { did: string; name: string } {
  const chain = world.tree.ancestry(space);
  const floor = chain.find((r) => r.level === 'floor');
  const building = chain.find((r) => r.level === 'building');
  return { did: floor?.did ?? space, name: [building?.name, floor?.name].filter(Boolean).join(' ') };
}

const spaceOf = (world: StoreWorld, device: DeviceRecord) => world.tree.spaceOf(device.did) ?? device.home;

/** menutype 1: every sensor of the store and each hot-water tank, by floor. */
function devicePoints(world: StoreWorld): Draft[] {
  const at = world.now;
  return world.devices.flatMap((device): Draft[] => {
    const space = spaceOf(world, device);
    const floor = floorOf(world, space);
    const base = { system: floor.did, systemName: floor.name, space, device };
    if (device.kind === 'sensor') {
      const metric = device.subtype as SensorMetric;
      const limits = sensorLimits(metric, world.tree.node(space)?.roomtype === 'computer');
      return [{ ...base, id: `${device.did}:${metric}`, metric, unit: UNITS[metric], ...limits, value: sensorValue(world, device, metric, space, at), history: () => historyOf(world, device, space, at) }];
    }
    if (device.kind === 'hotwater') {
      return [{ ...base, id: `${device.did}:tank`, metric: 'tank', unit: '°C', ...TANK_LIMITS, value: round(device.tankTemp ?? 55), history: () => historyOf(world, device, space, at) }];
    }
    return [];
  });
}

/** menutype 2: each computer room's temperature and humidity (as its precision ACs read them) and power. */
function computerRoomPoints(world: StoreWorld): Draft[] {
  const at = world.now;
  return world.tree.rooms().filter((room) => room.roomtype === 'computer').flatMap((room): Draft[] => {
    const unit = world.unitsIn(room.did)[0];
    if (!unit) return [];
    const floor = floorOf(world, room.did);
    const base = { system: room.did, systemName: `${floor.name} ${room.name}`, space: room.did, device: unit };
    // The room's air as the units' return-air probe reads it (the sensor model, keyed on the room).
    const probe: DeviceRecord = { ...unit, did: `${room.did}-env`, kind: 'sensor', subtype: 'humidity' };
    const times = Array.from({ length: SAMPLES }, (_, i) => at - (SAMPLES - 1 - i) * SAMPLE_MS);
    return [
      { ...base, id: `${room.did}:temperature`, metric: 'temperature', unit: '°C', ...sensorLimits('temperature', true), value: round(world.temperature(room.did)), history: () => world.history(room.did) },
      { ...base, id: `${room.did}:humidity`, metric: 'humidity', unit: '%', ...sensorLimits('humidity', true), value: sensorValue(world, probe, 'humidity', room.did, at), history: () => historyOf(world, probe, room.did, at) },
      { ...base, id: `${room.did}:power`, metric: 'power', unit: 'kW', value: spaceLoad(world, room.did, at), history: () => times.map((t) => spaceLoad(world, room.did, t)) },
    ];
  });
}

/** menutype 4: each storage system's state of charge and power (charging positive). */
function storagePoints(world: StoreWorld): Draft[] {
  const at = world.now;
  return world.devices.filter((d) => d.kind === 'storage').flatMap((device): Draft[] => {
    const space = spaceOf(world, device);
    const base = { system: device.did, systemName: device.name, space, device };
    const rated = device.ratedKw ?? 0;
    const soc = round(device.soc ?? 50);
    return [
      { ...base, id: `${device.did}:soc`, metric: 'soc', unit: '%', ...SOC_LIMITS, value: soc, history: () => [soc] },
      { ...base, id: `${device.did}:power`, metric: 'power', unit: 'kW', low: -rated, high: rated, value: world.loads.storagePower(device, at), history: () => historyOf(world, device, space, at) },
    ];
  });
}

/** menutype 6: each charging or discharge point's power (up to its rating) and load rate. */
function stationPoints(world: StoreWorld): Draft[] {
  const at = world.now;
  return world.devices.filter((d) => d.kind === 'charger').flatMap((device): Draft[] => {
    const space = spaceOf(world, device);
    const base = { system: device.did, systemName: device.name, space, device };
    const rated = device.ratedKw ?? 0;
    const load = world.loads.load(device, at);
    const rate = (kw: number) => (rated > 0 ? round((100 * kw) / rated) : 0);
    return [
      { ...base, id: `${device.did}:power`, metric: 'power', unit: 'kW', high: rated, value: load, history: () => historyOf(world, device, space, at) },
      { ...base, id: `${device.did}:loadRate`, metric: 'loadRate', unit: '%', high: LOAD_RATE_HIGH, value: rate(load), history: () => historyOf(world, device, space, at).map(rate) },
    ];
  });
}

const BY_MENUTYPE: Readonly<Record<ConfigMenuType, (world: StoreWorld) => Draft[]>> = { 1: devicePoints, 2: computerRoomPoints, 4: storagePoints, 6: stationPoints };

/**
 * The configured points of one system type in a store, read now: value (null while the reading
 * device is offline or unknown), limits, and the alarm with its start when beyond one.
 */
export function configPoints(world: StoreWorld, menutype: ConfigMenuType): ConfigPoint[] {
  const at = world.now;
  return BY_MENUTYPE[menutype](world).map((draft) => {
    const { online } = onlineOf(world, draft.device, at);
    const reading = online === 'online';
    const side = reading ? beyond(draft.value, draft.low, draft.high) : undefined;
    const since = reading ? alarmSince(world, draft, side) : undefined;
    const space = world.tree.node(draft.space);
    return {
      id: draft.id, system: draft.system, systemName: draft.systemName, space: draft.space, spaceName: space?.name ?? '',
      device: draft.device.did, deviceName: draft.device.name, metric: draft.metric,
      value: reading ? draft.value : null, unit: draft.unit,
      ...(draft.low !== undefined ? { low: draft.low } : {}), ...(draft.high !== undefined ? { high: draft.high } : {}),
      ...(side && since !== undefined ? { alarm: side, alarmSince: iso(since) } : {}),
      online, readAt: iso(at),
    };
  });
}
