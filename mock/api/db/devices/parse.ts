import { AC_MODES, CONFIG_MENU_TYPES, type ConfigMenuType, type ConfigPointQuery, FAN_SPEEDS, ROOM_TYPES, STORAGE_MODES, type RoomType, type BatchDevsSet, type DevControlAll, type DeviceCmd, type DeviceKind, type DeviceQuery, type DevsControlBySpace, type MeterQuery, type OnlineState } from '../../../../src/api/devices/types.ts';
import { METER_KINDS, type MeterKind } from '../../../../src/api/energyTypes.ts';
import { BadRequest } from '../../envelope.ts';
import { optionalString, requireObject, requireString, type Fields } from '../../request.ts';

/** Request bodies of the device calls, checked field by field (a bad body is a -1 with a message). */

const KINDS: readonly DeviceKind[] = ['ac', 'power', 'sensor', 'gateway', 'camera', 'hotwater', 'storage', 'charger'];
const ONLINE: readonly OnlineState[] = ['online', 'offline', 'unknown'];
/** Most devices one batch may address. */
export const MAX_BATCH = 1000;

function oneOf<T extends string>(fields: Fields, key: string, allowed: readonly T[], where = key): T | undefined {
  const value = fields[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value as T)) throw new BadRequest(`invalid field: ${where} (expected ${allowed.join(', ')})`);
  return value as T;
}

export function integerField(fields: Fields, key: string, min: number, max: number, fallback?: number): number {
  const value = fields[key];
  if (value === undefined || value === null) {
    if (fallback !== undefined) return fallback;
    throw new BadRequest(`missing field: ${key}`);
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw new BadRequest(`invalid field: ${key} (expected an integer from ${min} to ${max})`);
  return value;
}

function optionalSubtype(fields: Fields): number | string | undefined {
  const value = fields.subtype;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string') return /^\d+$/.test(value) ? Number(value) : value;
  throw new BadRequest('invalid field: subtype (expected an integer or a sensor metric)');
}

/** `cmd` of a device command: known fields of the right types, at least one. */
export function parseDeviceCmd(fields: Fields): DeviceCmd {
  const raw = requireObject(fields, 'cmd');
  const cmd: DeviceCmd = {};
  for (const key of Object.keys(raw)) {
    if (!['on', 'mode', 'setpoint', 'fan', 'disinfect', 'storageMode', 'powerKw'].includes(key)) throw new BadRequest(`unknown field: cmd.${key}`);
  }
  for (const key of ['on', 'disinfect'] as const) {
    if (raw[key] === undefined) continue;
    if (typeof raw[key] !== 'boolean') throw new BadRequest(`invalid field: cmd.${key} (expected true or false)`);
    cmd[key] = raw[key];
  }
  const mode = oneOf(raw, 'mode', AC_MODES, 'cmd.mode');
  const fan = oneOf(raw, 'fan', FAN_SPEEDS, 'cmd.fan');
  const storageMode = oneOf(raw, 'storageMode', STORAGE_MODES, 'cmd.storageMode');
  if (storageMode) cmd.storageMode = storageMode;
  if (raw.powerKw !== undefined) {
    if (typeof raw.powerKw !== 'number' || !Number.isFinite(raw.powerKw)) throw new BadRequest('invalid field: cmd.powerKw (expected a number, kW)');
    cmd.powerKw = raw.powerKw;
  }
  if (mode) cmd.mode = mode;
  if (fan) cmd.fan = fan;
  if (raw.setpoint !== undefined) {
    if (typeof raw.setpoint !== 'number' || !Number.isFinite(raw.setpoint)) throw new BadRequest('invalid field: cmd.setpoint (expected a number, °C)');
    cmd.setpoint = raw.setpoint;
  }
  if (Object.keys(cmd).length === 0) throw new BadRequest('invalid field: cmd (nothing to set)');
  return cmd;
}

function requireAct(fields: Fields): 'set' {
  if (requireString(fields, 'act') !== 'set') throw new BadRequest('invalid field: act (expected set)');
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
    throw new BadRequest('invalid field: dids (expected a non-empty array of device dids)');
  }
  if (dids.length > MAX_BATCH) throw new BadRequest(`invalid field: dids (at most ${MAX_BATCH} devices per batch)`);
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
  if (!kind) throw new BadRequest('missing field: kind');
  const subtype = optionalSubtype(fields);
  return { pid, store, kind, ...(typeof subtype === 'number' ? { subtype } : {}), act: requireAct(fields), cmd: parseDeviceCmd(fields) };
}

export function parseDeviceQuery(fields: Fields): DeviceQuery {
  const kind = oneOf(fields, 'kind', KINDS);
  const online = oneOf(fields, 'online', ONLINE);
  const subtype = optionalSubtype(fields);
  const space = optionalString(fields, 'space') || undefined;
  const roomtype = oneOf<RoomType>(fields, 'roomtype', ROOM_TYPES);
  if (fields.history !== undefined && typeof fields.history !== 'boolean') throw new BadRequest('invalid field: history (expected true or false)');
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
    throw new BadRequest(`invalid field: kinds (expected some of ${METER_KINDS.join(', ')})`);
  }
  if (fields.history !== undefined && typeof fields.history !== 'boolean') throw new BadRequest('invalid field: history (expected true or false)');
  const space = optionalString(fields, 'space') || undefined;
  return { type: 'meters', store: requireString(fields, 'store'), ...(space ? { space } : {}), ...(kinds ? { kinds: kinds as MeterKind[] } : {}), ...(fields.history === true ? { history: true } : {}) };
}

export function parseCommandIds(fields: Fields): string[] {
  const ids = fields.ids;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) throw new BadRequest('invalid field: ids (expected an array of command ids)');
  if (ids.length > MAX_BATCH) throw new BadRequest(`invalid field: ids (at most ${MAX_BATCH})`);
  return ids as string[];
}

export function parseConfigPointQuery(fields: Fields): ConfigPointQuery {
  const menutype = fields.menutype === undefined ? 1 : Number(fields.menutype);
  if (!CONFIG_MENU_TYPES.includes(menutype as ConfigMenuType)) throw new BadRequest(`invalid field: menutype (expected ${CONFIG_MENU_TYPES.join(', ')})`);
  return { type: 'config-points', store: requireString(fields, 'store'), menutype: menutype as ConfigMenuType };
}
