import type { RoomType } from '../../../../src/api/devices/types.ts';
import type { MessageRef } from '../../../../src/api/pageConfig.ts';
import { said, type Said } from '../core/said.ts';

/** What the seeded devices are called and what their critical circuits keep alive. */

export const KIND_ZH = {
  central: '风机盘管',
  split: '分体空调',
  lighting: '照明回路',
  socket: '插座回路',
  gateway: '网关',
  camera: '摄像机',
  hotwater: '热水系统',
  curtain: '电动窗帘',
  speaker: '背景音乐音箱',
} as const;

export const SENSOR_ZH = { temperature: '温度传感器', humidity: '湿度传感器', co2: 'CO₂传感器', pm25: 'PM2.5传感器', power: '电量采集器' } as const;

/** Critical circuits by room type: name and what goes dark when switched off (`devices.critical.<room type>`). */
export const CRITICAL: Partial<Readonly<Record<RoomType, { name: string; note: string }>>> = {
  plant: { name: '生活水泵', note: 'Domestic water pumps: taps and toilets above the 2nd floor run dry' },
  computer: { name: 'UPS 输入', note: 'UPS mains input: the computer room runs on battery (about 15 min), then the servers go down' },
  'cold-store': { name: '冷库机组', note: 'Cold-store compressors: chilled and frozen goods start to warm up' },
  lobby: { name: '应急照明', note: 'Emergency and exit-sign lighting of the lobby and escape routes' },
};

/** The message key of a critical circuit's note, as `criticalNoteKey` of a power state. */
export function criticalNoteKey(note: string): { criticalNoteKey?: MessageRef } {
  const type = Object.entries(CRITICAL).find(([, c]) => c?.note === note)?.[0];
  return type ? { criticalNoteKey: { messageKey: `devices.critical.${type}` } } : {};
}

/** Reasons a device gives when it refuses every command (deterministically chosen), with their keys. */
export const REFUSALS = [
  'mode locked by local panel',
  'local override: key switch in manual',
  'setpoint locked by property management',
  'interlock: fire alarm input active',
] as const;
const REFUSAL_KEYS = ['devices.refusal.panelLock', 'devices.refusal.keySwitch', 'devices.refusal.setpointLock', 'devices.refusal.fireInterlock'] as const;

/** A device's standing refusal with its key (`devices.refusal.*`). */
export function refusalSaid(text: string): Said {
  const index = (REFUSALS as readonly string[]).indexOf(text);
  return said(text, REFUSAL_KEYS[index] ?? 'devices.refusal.other', { reason: text });
}

export const FIRMWARES = ['v2.3.1', 'v2.3.4', 'v2.4.0', 'v3.0.2'] as const;

/** AC limits by unit: fan coils take half degrees, split units whole ones, computer-room units a narrow band. */
export const AC_LIMITS = {
  central: { min: 16, max: 30, step: 0.5 },
  split: { min: 16, max: 30, step: 1 },
  precision: { min: 18, max: 27, step: 1 },
} as const;
