import { AC_MODES, CONFIG_MENU_TYPES, type ConfigMenuType, type ConfigPointQuery, FAN_SPEEDS, PLAYBACKS, ROOM_TYPES, STORAGE_MODES, type RoomType, type BatchDevsSet, type DevControlAll, type DeviceCmd, type DeviceKind, type DeviceQuery, type DevsControlBySpace, type MeterQuery, type OnlineState } from '../../../../src/api/devices/types.ts';
import { METER_KINDS, type MeterKind } from '../../../../src/api/energyTypes.ts';
import { optionalString, requireObject, requireString, type Fields } from '../../request.ts';
import { atMost, between, expected, invalidField, missingField, oneOf as oneOfHint, unknownField } from '../core/shapeErrors.ts';

/** Request bodies of the device calls, checked field by field (a bad body is a -1 with a message). */

const KINDS: readonly DeviceKind[] = ['ac', 'power', 'sensor', 'gateway', 'camera', 'hotwater', 'storage', 'charger', 'curtain', 'speaker'];
const ONLINE: readonly OnlineState[] = ['online', 'offline', 'unknown'];
/** Most devices one batch may address. */
export const MAX_BATCH = 1000;

function oneOf<T extends string>(fields: Fields, key: string, allowed: readonly T[], where = key): T | undefined {
  const value = fields[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value as T)) throw invalidField(where, `expected ${allowed.join(', ')}`, oneOfHint(allowed));
  return value as T;
}

export function integerField(fields: Fields, key: string, min: number, max: number, fallback?: number): number {
  const value = fields[key];
  if (value === undefined || value === null) {
    if (fallback !== undefined) return fallback;
    throw missingField(key);
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw invalidField(key, `expected an integer from ${min} to ${max}`, between(min, max));
  return value;
}

function optionalSubtype(fields: Fields): number | string | undefined {
  const value = fields.subtype;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string') return /^\d+$/.test(value) ? Number(value) : value;
  throw invalidField('subtype', 'expected an integer or a sensor metric');
}

/** `cmd` of a device command: known fields of the right types, at least one. */
/** A guest room's curtain and speaker fields (numbers in range are the device's to check: it refuses). */
function parseRoomCmd(raw: Fields): DeviceCmd {
  const cmd: DeviceCmd = {};
  for (const key of ['position', 'volume'] as const) {
    if (raw[key] === undefined) continue;
    if (typeof raw[key] !== 'number' || !Number.isFinite(raw[key])) throw invalidField(`cmd.${key}`, 'expected a number, 0–100', expected('number'));
    cmd[key] = raw[key];
  }
  const playback = oneOf(raw, 'playback', PLAYBACKS, 'cmd.playback');
  if (playback) cmd.playback = playback;
  if (raw.playlist !== undefined) {
    if (typeof raw.playlist !== 'string' || raw.playlist.length > 80) throw invalidField('cmd.playlist', 'expected a playlist id', expected('string'));
    cmd.playlist = raw.playlist;
  }
  return cmd;
}

export function parseDeviceCmd(fields: Fields): DeviceCmd {
  const raw = requireObject(fields, 'cmd');
  const cmd: DeviceCmd = {};
  for (const key of Object.keys(raw)) {
    if (!['on', 'mode', 'setpoint', 'fan', 'disinfect', 'storageMode', 'powerKw', 'position', 'playback', 'volume', 'playlist'].includes(key)) throw unknownField(`cmd.${key}`);
  }
  for (const key of ['on', 'disinfect'] as const) {
    if (raw[key] === undefined) continue;
    if (typeof raw[key] !== 'boolean') throw invalidField(`cmd.${key}`, 'expected true or false', expected('boolean'));
    cmd[key] = raw[key];
  }
  const mode = oneOf(raw, 'mode', AC_MODES, 'cmd.mode');
  const fan = oneOf(raw, 'fan', FAN_SPEEDS, 'cmd.fan');
  const storageMode = oneOf(raw, 'storageMode', STORAGE_MODES, 'cmd.storageMode');
  if (storageMode) cmd.storageMode = storageMode;
  if (raw.powerKw !== undefined) {
    if (typeof raw.powerKw !== 'number' || !Number.isFinite(raw.powerKw)) throw invalidField('cmd.powerKw', 'expected a number, kW', expected('number'));
    cmd.powerKw = raw.powerKw;
  }
  if (mode) cmd.mode = mode;
  if (fan) cmd.fan = fan;
  if (raw.setpoint !== undefined) {
    if (typeof raw.setpoint !== 'number' || !Number.isFinite(raw.setpoint)) throw invalidField('cmd.setpoint', 'expected a number, °C', expected('number'));
    cmd.setpoint = raw.setpoint;
  }
  Object.assign(cmd, parseRoomCmd(raw));
  if (Object.keys(cmd).length === 0) throw invalidField('cmd', 'nothing to set');
  return cmd;
}

function requireAct(fields: Fields): 'set' {
  if (requireString(fields, 'act') !== 'set') throw invalidField('act', 'expected set');
  return 'set';
}

export function parseDeviceControl(fields: Fields): { pid: string; did: string; cmd: DeviceCmd } {
  const pid = requireString(fields, 'pid');
  const did = requireString(fields, 'did');
  requireAct(fields);
  return { pid, did, cmd: parseDeviceCmd(fields) };
}

export function parseBatch(fields: Fields): BatchDevsSet {
  const pid = requireString(fields, 'pid');
  const dids = fields.dids;
  if (!Array.isArray(dids) || dids.length === 0 || !dids.every((d) => typeof d === 'string' && d.trim() !== '')) {
    throw invalidField('dids', 'expected a non-empty array of device dids');
  }
  if (dids.length > MAX_BATCH) throw invalidField('dids', `at most ${MAX_BATCH} devices per batch`, atMost(MAX_BATCH));
  return { pid, dids: [...new Set(dids as string[])], act: requireAct(fields), cmd: parseDeviceCmd(fields) };
}

export function parseBySpace(fields: Fields): DevsControlBySpace {
  const pid = requireString(fields, 'pid');
  const space = requireString(fields, 'space');
  const filter = fields.filter === undefined || fields.filter === null ? {} : requireObject(fields, 'filter');
  const kind = oneOf(filter, 'kind', KINDS, 'filter.kind');
  const subtype = optionalSubtype(filter);
  return { pid, space, filter: { ...(kind ? { kind } : {}), ...(typeof subtype === 'number' ? { subtype } : {}) }, act: requireAct(fields), cmd: parseDeviceCmd(fields) };
}

export function parseControlAll(fields: Fields): DevControlAll {
  const pid = requireString(fields, 'pid');
  const store = requireString(fields, 'store');
  const kind = oneOf(fields, 'kind', KINDS);
  if (!kind) throw missingField('kind');
  const subtype = optionalSubtype(fields);
  return { pid, store, kind, ...(typeof subtype === 'number' ? { subtype } : {}), act: requireAct(fields), cmd: parseDeviceCmd(fields) };
}

export function parseDeviceQuery(fields: Fields): DeviceQuery {
  const kind = oneOf(fields, 'kind', KINDS);
  const online = oneOf(fields, 'online', ONLINE);
  const subtype = optionalSubtype(fields);
  const space = optionalString(fields, 'space') || undefined;
  const roomtype = oneOf<RoomType>(fields, 'roomtype', ROOM_TYPES);
  if (fields.history !== undefined && typeof fields.history !== 'boolean') throw invalidField('history', 'expected true or false', expected('boolean'));
  return {
    store: requireString(fields, 'store'),
    page: integerField(fields, 'page', 1, Number.MAX_SAFE_INTEGER),
    pagesize: integerField(fields, 'pagesize', 1, 1000),
    ...(space ? { space } : {}),
    ...(kind ? { kind } : {}),
    ...(subtype !== undefined ? { subtype } : {}),
    ...(online ? { online } : {}),
    ...(roomtype ? { roomtype } : {}),
    ...(fields.history === true ? { history: true } : {}),
  };
}



export function parseMeterQuery(fields: Fields): MeterQuery {
  const kinds = fields.kinds;
  if (kinds !== undefined && (!Array.isArray(kinds) || !kinds.every((k) => METER_KINDS.includes(k as MeterKind)))) {
    throw invalidField('kinds', `expected some of ${METER_KINDS.join(', ')}`, oneOfHint(METER_KINDS));
  }
  if (fields.history !== undefined && typeof fields.history !== 'boolean') throw invalidField('history', 'expected true or false', expected('boolean'));
  const space = optionalString(fields, 'space') || undefined;
  return { type: 'meters', store: requireString(fields, 'store'), ...(space ? { space } : {}), ...(kinds ? { kinds: kinds as MeterKind[] } : {}), ...(fields.history === true ? { history: true } : {}) };
}

export function parseCommandIds(fields: Fields): string[] {
  const ids = fields.ids;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) throw invalidField('ids', 'expected an array of command ids');
  if (ids.length > MAX_BATCH) throw invalidField('ids', `at most ${MAX_BATCH}`, atMost(MAX_BATCH));
  return ids as string[];
}

export function parseConfigPointQuery(fields: Fields): ConfigPointQuery {
  const menutype = fields.menutype === undefined ? 1 : Number(fields.menutype);
  if (!CONFIG_MENU_TYPES.includes(menutype as ConfigMenuType)) throw invalidField('menutype', `expected ${CONFIG_MENU_TYPES.join(', ')}`, oneOfHint(CONFIG_MENU_TYPES));
  return { type: 'config-points', store: requireString(fields, 'store'), menutype: menutype as ConfigMenuType };
}
