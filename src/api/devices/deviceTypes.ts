import type { MessageRef } from '../pageConfig.ts';
import type { RoomType } from './spaceTypes.ts';

/**
 * Devices, their live values and commands (spec §7 `/bwp/v1/getgroupdev`, `/vtservice/v1/*`).
 * Shared by the device screens and the mock's simulator.
 */

export type DeviceKind = 'ac' | 'power' | 'sensor' | 'gateway' | 'camera' | 'hotwater' | 'storage' | 'charger' | 'curtain' | 'speaker';

/** Kinds that take commands. */
export const CONTROLLABLE_KINDS: readonly DeviceKind[] = ['ac', 'power', 'hotwater', 'storage', 'charger', 'curtain', 'speaker'];

/** Speakers (guest rooms): play or pause. */
export type Playback = 'play' | 'pause';
export const PLAYBACKS: readonly Playback[] = ['play', 'pause'];

/** Storage: 'auto' follows the store's seeded peak-valley schedule (what the energy meters show). */
export type StorageMode = 'charge' | 'discharge' | 'idle' | 'auto';
export const STORAGE_MODES: readonly StorageMode[] = ['charge', 'discharge', 'idle', 'auto'];
/** Charger subtype: 1 charging piles, 2 discharge (V2G) points. */
export type ChargerType = 1 | 2;

/** AC subtype = the catalogue's actype: 1 central (fan-coil terminal of a central plant), 2 split. */
export type AcType = 1 | 2;
/** Power subtype = the catalogue's powercontroltype: 1 power switch, 2 lighting circuit. */
export type PowerControlType = 1 | 2;
export type SensorMetric = 'temperature' | 'humidity' | 'co2' | 'pm25' | 'power';

export type AcMode = 'cool' | 'heat' | 'fan' | 'dry' | 'auto';
export const AC_MODES: readonly AcMode[] = ['cool', 'heat', 'fan', 'dry', 'auto'];
export type FanSpeed = 'low' | 'mid' | 'high' | 'auto';
export const FAN_SPEEDS: readonly FanSpeed[] = ['low', 'mid', 'high', 'auto'];

/**
 * Online state as shown: a device under an offline gateway is 'unknown' (one alarm for the
 * gateway, not one per child), with `reason` 'gateway offline'.
 */
export type OnlineState = 'online' | 'offline' | 'unknown';

export type CommandState = 'sent' | 'confirmed' | 'failed' | 'timeout';

/** What a command asks; only the fields given change. */
export interface DeviceCmd {
  on?: boolean;
  /** AC only. */
  mode?: AcMode;
  /** AC only, °C; the device refuses values outside its min/max or off its step. */
  setpoint?: number;
  fan?: FanSpeed;
  /** Hot water only: run a high-temperature disinfection cycle now. */
  disinfect?: boolean;
  /** Storage only: mode, and the power of charge/discharge (kW, up to the rated power). */
  storageMode?: StorageMode;
  powerKw?: number;
  /** Curtains only: how far open, 0–100 %. */
  position?: number;
  /** Speakers only: play or pause, volume 0–100, and the playlist to play (its id). */
  playback?: Playback;
  volume?: number;
  playlist?: string;
}

/** A command's life; `doneAt` once confirmed, failed or timed out. Times are ISO 8601. */
export interface CommandRecord {
  id: string;
  did: string;
  act: 'set';
  cmd: DeviceCmd;
  state: CommandState;
  reason?: string;
  /** The reason's message key and values (the user's language). */
  reasonKey?: MessageRef;
  sentAt: string;
  doneAt?: string;
  /** userid, or 'policy:<did>' for a policy run. */
  by: string;
}

export interface AcState {
  actype: AcType;
  on: boolean;
  mode: AcMode;
  fan: FanSpeed;
  setpoint: number;
  /** Room temperature at the unit, °C. */
  temperature: number;
  minSetpoint: number;
  maxSetpoint: number;
  step: number;
}

export interface PowerState {
  powercontroltype: PowerControlType;
  on: boolean;
  ratedKw: number;
  /** 0 when off. */
  loadKw: number;
  critical: boolean;
  /** Critical circuits: what goes dark when switched off. */
  criticalNote?: string;
  criticalNoteKey?: MessageRef;
}

export interface SensorState {
  metric: SensorMetric;
  value: number;
  unit: string;
  /** Limits beyond which the value is an alarm. */
  low?: number;
  high?: number;
  alarm: boolean;
}

export interface GatewayState {
  /** Debounced: changes only after the link has been down (or up) for GATEWAY_DEBOUNCE_MS. */
  online: boolean;
  offlineSince?: string;
  lastSeen: string;
  firmware: string;
  /** dBm. */
  signal: number;
  children: string[];
}

/** A guest room's motorised curtain. */
export interface CurtainState {
  /** 0 closed … 100 fully open. */
  position: number;
}

/** A guest room's speaker (background music). */
export interface SpeakerState {
  on: boolean;
  playing: boolean;
  volume: number;
  /** The playlist it plays ('' none). */
  playlist: string;
}

export interface CameraState {
  online: boolean;
  /** The camera's HLS playlist (same origin); absent while the camera is offline. */
  streamUrl?: string;
}

export interface HotWaterState {
  on: boolean;
  heating: boolean;
  tankTemperature: number;
  targetTemperature: number;
  /** kWh since the seed's now. */
  energyKwh: number;
  /** kWh since local midnight (the store's day). */
  energyTodayKwh: number;
  powerKw: number;
  disinfecting: boolean;
}

export interface StorageState {
  mode: StorageMode;
  /** State of charge, %, kept between 10 and 95. */
  soc: number;
  capacityKwh: number;
  ratedKw: number;
  /** The power asked for in charge/discharge mode. */
  setKw: number;
  /** Now: positive charging, negative discharging. */
  powerKw: number;
}

export interface ChargerState {
  chargertype: ChargerType;
  /** Enabled for sessions. */
  on: boolean;
  ratedKw: number;
  loadKw: number;
  /** The charging station (registry did) whose piles or V2G point this is, with its pile and gun counts. */
  station: string;
  piles: number;
  guns: number;
}

/** One device as getgroupdev lists it, with its live values. */
export interface DeviceView {
  did: string;
  name: string;
  kind: DeviceKind;
  /** actype, powercontroltype, chargertype or sensor metric; absent for gateways, cameras, hot water, storage. */
  subtype?: number | SensorMetric;
  store: string;
  building: string;
  floor: string;
  /** The room (or floor, for floor-level devices) the device is bound to. */
  space: string;
  spaceName: string;
  gateway?: string;
  online: OnlineState;
  /** Why it is offline or unknown ('gateway offline', 'no heartbeat since …'). */
  onlineReason?: string;
  /** The reason's message key and values (the instant as an ISO value, not in the text). */
  onlineReasonKey?: MessageRef;
  /** Current electrical load, kW (0 when off). */
  loadKw: number;
  /** The pending command or the last one. */
  command?: CommandRecord;
  /** When the values were read (simulated time, ISO 8601). */
  readAt: string;
  ac?: AcState;
  power?: PowerState;
  sensor?: SensorState;
  gatewayState?: GatewayState;
  camera?: CameraState;
  hotwater?: HotWaterState;
  storage?: StorageState;
  curtain?: CurtainState;
  speaker?: SpeakerState;
  charger?: ChargerState;
  /** With `history: true`: the main value over the last hour, every 5 minutes, oldest first. */
  history?: number[];
}

/** POST /bwp/v1/getgroupdev: a store's devices, in space and name order. */
export interface DeviceQuery {
  type?: 'devices';
  store: string;
  /** A building, floor or room: devices in it and under it. */
  space?: string;
  kind?: DeviceKind;
  subtype?: number | string;
  online?: OnlineState;
  /** Devices bound in rooms of this type ('computer': the computer rooms of config-monitoring 2). */
  roomtype?: RoomType;
  /** 1-based. */
  page: number;
  /** 1–1000. */
  pagesize: number;
  history?: boolean;
}

/** Gateway state changes only after the link stayed down (or up) this long. */
export const GATEWAY_DEBOUNCE_MS = 3 * 60_000;
