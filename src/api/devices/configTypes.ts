/**
 * config-monitoring (issue 13): the configured points of a system with live values, limits and
 * alarms. POST /bwp/v1/getgroupdev `{ type: 'config-points', store, menutype }` → ConfigPoint[].
 */
import type { OnlineState } from './deviceTypes.ts';

/** The catalogue's menutypes of config-monitoring: 1 devices, 2 computer rooms, 4 storage, 6 stations. */
export type ConfigMenuType = 1 | 2 | 4 | 6;
export const CONFIG_MENU_TYPES: readonly ConfigMenuType[] = [1, 2, 4, 6];

export type PointMetric = 'temperature' | 'humidity' | 'co2' | 'pm25' | 'power' | 'tank' | 'soc' | 'loadRate';

export interface ConfigPointQuery {
  type: 'config-points';
  store: string;
  menutype: ConfigMenuType;
}

export interface ConfigPoint {
  /** `<device or room did>:<metric>`. */
  id: string;
  /** What the point belongs to (a floor's sensors, a computer room, a storage system, a charging point). */
  system: string;
  systemName: string;
  /** The room (or floor) where it is measured. */
  space: string;
  spaceName: string;
  /** The device that reads it (a computer room's points: the room itself). */
  device: string;
  deviceName: string;
  metric: PointMetric;
  /** Null while its device is offline or unknown. */
  value: number | null;
  unit: string;
  low?: number;
  high?: number;
  /** Beyond a limit now: which one, and since when (ISO 8601, simulated time). */
  alarm?: 'low' | 'high';
  alarmSince?: string;
  online: OnlineState;
  readAt: string;
}
