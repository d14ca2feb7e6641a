import type { AcMode, RoomType, SensorMetric } from '../../../../src/api/devices/types.ts';
import type { BuildingType } from '../../../../src/api/energyTypes.ts';
import { streamKey, unit } from '../core/noise.ts';
import { Random } from '../core/random.ts';
import type { SpaceRow } from '../core/spaceTree/generate.ts';
import { AC_LIMITS, CRITICAL, FIRMWARES, KIND_ZH, REFUSALS, SENSOR_ZH } from './catalog.ts';
import type { DeviceRecord } from './model.ts';

/** Shares of devices individually offline and refusing commands (drawn per device, deterministic). */
export const OFFLINE_SHARE = 0.05;
export const REFUSING_SHARE = 0.03;
/** Children per gateway at most; a floor with more devices gets several. */
const GATEWAY_CHILDREN = 64;
/** Buildings on a central chilled-water plant: their rooms get fan coils (actype 1). */
const CENTRAL: ReadonlySet<BuildingType> = new Set(['office', 'mall', 'hotel', 'datacenter']);
/** Rooms that need no air conditioning of their own. */
const NO_AC: ReadonlySet<RoomType> = new Set(['corridor', 'cold-store']);
const SOCKETS: ReadonlySet<RoomType> = new Set(['office', 'meeting', 'shop', 'restaurant', 'guest']);

export interface BuildingContext {
  seed: number;
  store: string;
  building: string;
  type: BuildingType;
  /** Mode the seeded ACs run in (from the season at the seed's now). */
  season: AcMode;
  seedNow: number;
}

type Draft = Omit<DeviceRecord, 'store' | 'building' | 'buildingType' | 'on'> & { on?: boolean };

/** The AC units of a room: one per ~250 m² (warehouses ~500), 1 to 4. */
function acUnits(room: SpaceRow, central: boolean, season: AcMode): Draft[] {
  const type = room.roomtype ?? 'office';
  if (NO_AC.has(type)) return [];
  const count = Math.min(type === 'warehouse' ? 2 : 4, Math.max(1, Math.ceil(room.area / (type === 'warehouse' ? 500 : 250))));
  const precision = type === 'computer';
  const fanCoil = central && !precision && type !== 'plant';
  const limits = precision ? AC_LIMITS.precision : fanCoil ? AC_LIMITS.central : AC_LIMITS.split;
  return Array.from({ length: count }, (_, n) => ({
    did: `${room.did}-ac${n + 1}`,
    name: `${room.name} ${fanCoil ? KIND_ZH.central : KIND_ZH.split}${n + 1}`,
    kind: 'ac',
    subtype: fanCoil ? 1 : 2,
    home: room.did,
    weight: room.area / count,
    source: precision ? 'special' : 'hvac',
    minSetpoint: limits.min,
    maxSetpoint: limits.max,
    step: limits.step,
    mode: precision ? 'cool' : season,
    fan: 'auto',
    setpoint: precision ? 22 : season === 'heat' ? 21 : season === 'cool' ? 26 : 24,
  }));
}

function circuits(room: SpaceRow): Draft[] {
  const type = room.roomtype ?? 'office';
  const out: Draft[] = [];
  const lights = Math.min(3, Math.max(1, Math.ceil(room.area / 300)));
  for (let n = 1; n <= lights; n += 1) {
    out.push({ did: `${room.did}-lt${n}`, name: `${room.name} ${KIND_ZH.lighting}${n}`, kind: 'power', subtype: 2, home: room.did, weight: room.area / lights, source: 'lighting', critical: false });
  }
  if (SOCKETS.has(type)) out.push({ did: `${room.did}-sk1`, name: `${room.name} ${KIND_ZH.socket}`, kind: 'power', subtype: 1, home: room.did, weight: room.area, source: 'power', critical: false });
  const critical = CRITICAL[type];
  if (critical) {
    const lighting = type === 'lobby';
    out.push({
      did: `${room.did}-cr1`, name: `${room.name} ${critical.name}`, kind: 'power', subtype: lighting ? 2 : 1, home: room.did,
      weight: lighting ? room.area * 0.2 : room.area * 2, source: lighting ? 'lighting' : type === 'plant' ? 'power' : 'special', critical: true, criticalNote: critical.note,
    });
  }
  return out;
}

/**
 * A hotel's guest rooms also have a motorised curtain and a Wi-Fi speaker (the smart-bnb rooms
 * command them). They report without a gateway and come last, with their own draws, so the
 * building's other devices keep theirs.
 */
function guestRoomDevices(ctx: BuildingContext, rows: readonly SpaceRow[]): DeviceRecord[] {
  if (ctx.type !== 'hotel') return [];
  const random = new Random(streamKey(ctx.seed, `guest-room-devices:${ctx.building}`));
  const base = { store: ctx.store, building: ctx.building, buildingType: ctx.type, weight: 0 };
  return rows.filter((r) => r.roomtype === 'guest').flatMap((room): DeviceRecord[] => [
    { ...base, did: `${room.did}-ct1`, name: `${room.name} ${KIND_ZH.curtain}`, kind: 'curtain', home: room.did, on: true, position: random.pick([0, 0, 100]) },
    { ...base, did: `${room.did}-spk1`, name: `${room.name} ${KIND_ZH.speaker}`, kind: 'speaker', home: room.did, on: false, playing: false, volume: 30, playlist: '' },
  ]);
}

function floorDevices(floor: SpaceRow, rooms: readonly SpaceRow[], ctx: BuildingContext): Draft[] {
  const out: Draft[] = [];
  const metrics: Array<[SensorMetric, number]> = [['temperature', Math.max(1, Math.ceil(rooms.length / 3))], ['humidity', 1], ['co2', Math.max(1, Math.floor(rooms.length / 4))], ['pm25', 1], ['power', 1]];
  const served = rooms.filter((r) => r.roomtype !== 'corridor');
  for (const [metric, count] of metrics) {
    for (let n = 1; n <= count; n += 1) {
      const room = metric === 'power' ? floor : (served[(n - 1) * 3] ?? served[0] ?? floor);
      out.push({ did: `${floor.did}-${metric}${n}`, name: `${floor.name} ${SENSOR_ZH[metric]}${n}`, kind: 'sensor', subtype: metric, home: room.did, weight: 0 });
    }
  }
  const lobby = rooms.find((r) => r.roomtype === 'lobby');
  out.push({ did: `${floor.did}-cam1`, name: `${floor.name} ${KIND_ZH.camera}1`, kind: 'camera', home: rooms.find((r) => r.roomtype === 'corridor')?.did ?? floor.did, weight: 0 });
  if (lobby) out.push({ did: `${floor.did}-cam2`, name: `${lobby.name} ${KIND_ZH.camera}2`, kind: 'camera', home: lobby.did, weight: 0 });
  const plant = rooms.find((r) => r.roomtype === 'plant');
  const heaters = ctx.type === 'hotel' ? 2 : ctx.type === 'datacenter' || ctx.type === 'supermarket' ? 0 : 1;
  for (let n = 1; plant && n <= heaters; n += 1) {
    out.push({ did: `${plant.did}-hw${n}`, name: `${KIND_ZH.hotwater}${n}#`, kind: 'hotwater', home: plant.did, weight: 0, ratedKw: ctx.type === 'hotel' ? 36 : 18 });
  }
  return out;
}

/** Whether a seeded device is on at the seed's now (local midnight): what runs through the night. */
function initiallyOn(device: Draft, room: SpaceRow | undefined, ctx: BuildingContext, draw: number): boolean {
  const type = room?.roomtype;
  if (device.critical || device.kind === 'hotwater') return true;
  if (device.kind === 'ac') return type === 'computer' || (type === 'guest' && draw < 0.6) || draw < 0.05;
  if (device.subtype === 1) return draw < 0.9; // sockets stay live overnight
  return type === 'corridor' || type === 'lobby' || (ctx.type === 'hotel' && type === 'guest' && draw < 0.3) || draw < 0.05;
}

/**
 * The devices of one building: in each room its AC units, lighting and socket circuits and any
 * critical circuit; on each floor sensors, cameras and gateways (all of the floor's devices but
 * cameras report through them); hot water in the ground-floor plant room. Offline and refusing
 * devices are drawn from the building's own stream.
 */
export function seedBuildingDevices(ctx: BuildingContext, rows: readonly SpaceRow[]): DeviceRecord[] {
  const key = streamKey(ctx.seed, `devices:${ctx.building}`);
  const random = new Random(key);
  const central = CENTRAL.has(ctx.type);
  const byDid = new Map(rows.map((r) => [r.did, r]));
  const out: DeviceRecord[] = [];
  for (const floor of rows.filter((r) => r.level === 'floor')) {
    const rooms = rows.filter((r) => r.parent === floor.did);
    const drafts = [...rooms.flatMap((room) => [...acUnits(room, central, ctx.season), ...circuits(room)]), ...floorDevices(floor, rooms, ctx)];
    const reporting = drafts.filter((d) => d.kind !== 'camera');
    const gateways = Math.max(1, Math.ceil(reporting.length / GATEWAY_CHILDREN));
    for (let g = 1; g <= gateways; g += 1) {
      const children = reporting.filter((_, index) => index % gateways === g - 1);
      const gateway: Draft = {
        did: `${floor.did}-gw${g}`, name: `${floor.name} ${KIND_ZH.gateway}${g}#`, kind: 'gateway', home: floor.did, weight: 0,
        firmware: random.pick(FIRMWARES), signal: random.int(-92, -48), children: children.map((c) => c.did),
      };
      for (const child of children) child.gateway = gateway.did;
      drafts.push(gateway);
    }
    for (const draft of drafts) {
      const index = out.length;
      const device: DeviceRecord = { ...draft, store: ctx.store, building: ctx.building, buildingType: ctx.type, on: initiallyOn(draft, byDid.get(draft.home), ctx, unit(key, 3 * index)) };
      if (device.kind !== 'gateway' && unit(key, 3 * index + 1) < OFFLINE_SHARE) device.offlineSince = ctx.seedNow - Math.round((1 + 47 * unit(key, 3 * index + 2)) * 3_600_000);
      else if (device.kind !== 'gateway' && device.kind !== 'sensor' && device.kind !== 'camera' && unit(key, 3 * index + 2) < REFUSING_SHARE / 0.95) device.refuses = random.pick(REFUSALS);
      if (device.kind === 'hotwater') Object.assign(device, { tankTemp: 55, energyKwh: 0 });
      out.push(device);
    }
  }
  return [...out, ...guestRoomDevices(ctx, rows)];
}
