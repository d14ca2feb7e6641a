import type { DeviceView, OnlineState, SensorMetric, SensorState } from '../../../../src/api/devices/types.ts';
import { hashText, signed, unit } from '../core/noise.ts';
import { iso } from '../core/clock/time.ts';
import { said, type Said } from '../core/said.ts';
import { criticalNoteKey } from './catalog.ts';
import { dataHour } from './environment.ts';
import type { DeviceRecord } from './model.ts';
import { SAMPLE_MS, SAMPLES, type StoreWorld } from './StoreWorld.ts';
import { streamUrlOf } from './video.ts';

export const UNITS: Readonly<Record<SensorMetric, string>> = { temperature: '°C', humidity: '%', co2: 'ppm', pm25: 'µg/m³', power: 'kW' };
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const CO2_PER_OCCUPANCY: Readonly<Record<string, number>> = { meeting: 800, office: 450, shop: 350, restaurant: 500 };

/** Online state as shown: individually offline, unknown behind a down gateway, else online. */
export function onlineOf(world: StoreWorld, device: DeviceRecord, at: number): { online: OnlineState; reason?: Said } {
  const stateAt = (gateway: string) => (at === world.now ? world.linkState(gateway) : world.links.get(gateway)?.state(at));
  if (device.kind === 'gateway') {
    const state = stateAt(device.did);
    if (!state || state.online) return { online: 'online' };
    const since = iso(state.offlineSince ?? at);
    return { online: 'offline', reason: said(`no link since ${since}`, 'devices.reason.noLink', { since }) };
  }
  if (device.offlineSince !== undefined) {
    const since = iso(device.offlineSince);
    return { online: 'offline', reason: said(`no heartbeat since ${since}`, 'devices.reason.noHeartbeat', { since }) };
  }
  const link = device.gateway ? stateAt(device.gateway) : undefined;
  if (link && !link.online) return { online: 'unknown', reason: said('gateway offline', 'devices.reason.gatewayOffline', { gateway: device.gateway ?? '' }) };
  return { online: 'online' };
}

/** kW of everything bound under a space (a floor's power sensor reads this). */
export function spaceLoad(world: StoreWorld, space: string, at: number): number {
  let sum = 0;
  for (const did of world.tree.subtree(space).flatMap((s) => world.tree.boundTo(s).devices)) {
    const device = world.byDid.get(did);
    if (device && device.kind !== 'sensor') sum += world.loads.load(device, at, (device.tankTemp ?? 99) < 54.5);
  }
  return round(sum, 2);
}

/** A sensor's reading at `at` (smooth between hours: noise is interpolated). */
export function sensorValue(world: StoreWorld, device: DeviceRecord, metric: SensorMetric, space: string, at: number): number {
  const key = hashText(device.did);
  const hours = at / 3_600_000;
  const smooth = (offset: number) => {
    const h = Math.floor(hours);
    const f = hours - h;
    return signed(key, offset + h) * (1 - f) + signed(key, offset + h + 1) * f;
  };
  const room = world.tree.node(space);
  const occupancy = world.env?.occupancy(device.buildingType, at) ?? 0.5;
  switch (metric) {
    case 'temperature':
      return round(world.temperature(space) + 0.2 * smooth(0));
    case 'humidity': {
      const cooling = world.unitsIn(space).some((u) => u.on && (u.mode === 'cool' || u.mode === 'dry'));
      return round(Math.min(85, Math.max(25, 55 + 12 * smooth(0) - (cooling ? 9 : 0))));
    }
    case 'co2':
      return Math.round(420 + occupancy * (CO2_PER_OCCUPANCY[room?.roomtype ?? ''] ?? 250) * (1 + 0.15 * smooth(0)));
    case 'pm25':
      return round(8 + 30 * unit(key, dataHour(at, world.zone)) * 0.5 + 6 * (1 + smooth(0)));
    case 'power':
      return spaceLoad(world, space, at);
  }
}

/** The limits beyond which a sensor's value is an alarm (computer rooms run cooler); config-monitoring shows the same. */
export function sensorLimits(metric: SensorMetric, computerRoom: boolean): { low?: number; high?: number } {
  const limits: Record<SensorMetric, { low?: number; high?: number }> = {
    temperature: { low: 10, high: computerRoom ? 27 : 30 },
    humidity: { low: 30, high: 70 },
    co2: { high: 1000 },
    pm25: { high: 75 },
    power: {},
  };
  return limits[metric];
}

function sensorState(world: StoreWorld, device: DeviceRecord, space: string, at: number): SensorState {
  const metric = device.subtype as SensorMetric;
  const value = sensorValue(world, device, metric, space, at);
  const { low, high } = sensorLimits(metric, world.tree.node(space)?.roomtype === 'computer');
  return { metric, value, unit: UNITS[metric], ...(low !== undefined ? { low } : {}), ...(high !== undefined ? { high } : {}), alarm: (low !== undefined && value < low) || (high !== undefined && value > high) };
}

/** The device as getgroupdev answers it, read at the world's current instant. */
export function deviceView(world: StoreWorld, device: DeviceRecord, withHistory = false): DeviceView {
  const at = world.now;
  const space = world.tree.spaceOf(device.did) ?? device.home;
  const chain = world.tree.ancestry(space);
  const { online, reason } = onlineOf(world, device, at);
  const disinfecting = (device.disinfectUntil ?? 0) > at;
  const tankTarget = disinfecting ? (device.disinfectTarget ?? 70) : 55;
  const heating = device.kind === 'hotwater' && device.on && (device.tankTemp ?? 0) < tankTarget - 0.5;
  const view: DeviceView = {
    did: device.did, name: device.name, kind: device.kind, ...(device.subtype !== undefined ? { subtype: device.subtype } : {}),
    store: device.store, building: device.building, floor: chain.find((r) => r.level === 'floor')?.did ?? '', space, spaceName: chain[0]?.name ?? '',
    ...(device.gateway ? { gateway: device.gateway } : {}), online, ...(reason ? { onlineReason: reason.text, onlineReasonKey: reason.key } : {}),
    loadKw: world.loads.load(device, at, heating), ...(device.command ? { command: structuredClone(device.command) } : {}), readAt: iso(at),
  };
  if (device.kind === 'ac') {
    view.ac = {
      actype: device.subtype === 1 ? 1 : 2, on: device.on, mode: device.mode ?? 'auto', fan: device.fan ?? 'auto', setpoint: device.setpoint ?? 24,
      temperature: round(world.temperature(space)), minSetpoint: device.minSetpoint ?? 16, maxSetpoint: device.maxSetpoint ?? 30, step: device.step ?? 1,
    };
  }
  if (device.kind === 'power') {
    view.power = {
      powercontroltype: device.subtype === 2 ? 2 : 1, on: device.on, ratedKw: world.loads.rated(device), loadKw: view.loadKw, critical: device.critical === true,
      ...(device.criticalNote ? { criticalNote: device.criticalNote, ...criticalNoteKey(device.criticalNote) } : {}),
    };
  }
  if (device.kind === 'sensor') view.sensor = sensorState(world, device, space, at);
  if (device.kind === 'curtain') view.curtain = { position: device.position ?? 0 };
  if (device.kind === 'speaker') view.speaker = { on: device.on, playing: device.playing === true, volume: device.volume ?? 30, playlist: device.playlist ?? '' };
  if (device.kind === 'gateway') {
    const state = world.links.get(device.did)?.state(at) ?? { online: true, lastSeen: at };
    view.gatewayState = {
      online: state.online, ...(state.offlineSince !== undefined ? { offlineSince: iso(state.offlineSince) } : {}), lastSeen: iso(state.lastSeen),
      firmware: device.firmware ?? '', signal: device.signal ?? -70, children: [...(device.children ?? [])],
    };
  }
  if (device.kind === 'camera') {
    const stream = streamUrlOf(device.did, online === 'online');
    view.camera = { online: online === 'online', ...(stream ? { streamUrl: stream } : {}) };
  }
  if (device.kind === 'hotwater') {
    view.hotwater = {
      on: device.on, heating, tankTemperature: round(device.tankTemp ?? 55), targetTemperature: tankTarget,
      energyKwh: round(device.energyKwh ?? 0, 2), energyTodayKwh: round(device.energyTodayKwh ?? 0, 2), powerKw: device.ratedKw ?? 0, disinfecting,
    };
  }
  if (device.kind === 'storage') {
    view.storage = {
      mode: device.storageMode ?? 'auto', soc: round(device.soc ?? 50), capacityKwh: device.capacityKwh ?? 0, ratedKw: device.ratedKw ?? 0,
      setKw: device.setKw ?? 0, powerKw: world.loads.storagePower(device, at),
    };
  }
  if (device.kind === 'charger') {
    view.charger = {
      chargertype: device.subtype === 2 ? 2 : 1, on: device.on, ratedKw: device.ratedKw ?? 0, loadKw: view.loadKw,
      station: device.station ?? '', piles: device.piles ?? 0, guns: device.guns ?? 0,
    };
  }
  if (withHistory) view.history = historyOf(world, device, space, at);
  return view;
}

/** The device's main value over the last hour, every 5 minutes (temperatures as the simulator kept them). */
export function historyOf(world: StoreWorld, device: DeviceRecord, space: string, at: number): number[] {
  if (device.kind === 'ac' || (device.kind === 'sensor' && device.subtype === 'temperature')) return world.history(space);
  const times = Array.from({ length: SAMPLES }, (_, i) => at - (SAMPLES - 1 - i) * SAMPLE_MS);
  if (device.kind === 'sensor') return times.map((t) => sensorValue(world, device, device.subtype as SensorMetric, space, t));
  if (device.kind === 'hotwater') return times.map(() => round(device.tankTemp ?? 55));
  if (device.kind === 'storage') return times.map((t) => world.loads.storagePower(device, t));
  return times.map((t) => world.loads.load(device, t));
}
