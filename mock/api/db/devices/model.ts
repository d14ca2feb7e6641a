import type { AcMode, CommandRecord, DeviceKind, FanSpeed, SensorMetric, StorageMode } from '../../../../src/api/devices/types.ts';
import type { BuildingType } from '../../../../src/api/energyTypes.ts';

/** Which sub-meter of the building a device's load is a share of. */
export type LoadSource = 'hvac' | 'lighting' | 'power' | 'special';

/** A device of the simulated world: fixed facts, then the state the simulator owns. */
export interface DeviceRecord {
  did: string;
  name: string;
  kind: DeviceKind;
  /** actype, powercontroltype or sensor metric. */
  subtype?: number | SensorMetric;
  store: string;
  building: string;
  buildingType: BuildingType;
  /** The room (or floor) it serves when first placed; where it is bound now is in the space tree. */
  home: string;
  gateway?: string;
  /** Share of the building's sub-meter (m² served, or a weight) and which sub-meter. */
  weight: number;
  source?: LoadSource;
  /** AC limits. */
  minSetpoint?: number;
  maxSetpoint?: number;
  step?: number;
  /** Power circuits and hot water: rated kW (hot water: heater power). */
  ratedKw?: number;
  critical?: boolean;
  criticalNote?: string;
  /** Gateways. */
  firmware?: string;
  signal?: number;
  children?: string[];
  /** Individually offline (since that instant), independent of its gateway. */
  offlineSince?: number;
  /** Refuses every command with this reason (a local panel lock, a key switch…). */
  refuses?: string;
  // ---- state (changed only by confirmed commands) ----
  on: boolean;
  mode?: AcMode;
  fan?: FanSpeed;
  setpoint?: number;
  /** Hot water: disinfection cycle until this instant, to this tank temperature (°C, 70 by default). */
  disinfectUntil?: number;
  disinfectTarget?: number;
  /** Hot water: tank temperature, energy used since the seed's now and since local midnight. */
  tankTemp?: number;
  energyKwh?: number;
  energyTodayKwh?: number;
  /** Storage and chargers: the energy meter(s) their power shows on (auto mode follows them). */
  meter?: string;
  dischargeMeter?: string;
  capacityKwh?: number;
  storageMode?: StorageMode;
  setKw?: number;
  soc?: number;
  /** Chargers: piles behind this point (its meter's load is shared among them). */
  piles?: number;
  /** Chargers: the registry's station and its guns. */
  station?: string;
  guns?: number;
  /** Curtains: 0 closed … 100 open. Speakers: playing, volume 0–100, playlist id. */
  position?: number;
  playing?: boolean;
  volume?: number;
  playlist?: string;
  /** The pending or last command. */
  command?: CommandRecord;
}

const CONTROLLABLE: ReadonlySet<DeviceKind> = new Set(['ac', 'power', 'hotwater', 'storage', 'charger', 'curtain', 'speaker']);

export const isControllable = (device: DeviceRecord) => CONTROLLABLE.has(device.kind);
