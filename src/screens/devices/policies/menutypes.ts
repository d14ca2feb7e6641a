import { POLICY_MENUTYPES, type DeviceCmd, type DeviceKind, type PolicyMenutype } from '../../../api/devices/types';

/** A kind of device a policy page commands: the kind, optionally one subtype, and the message id naming it. */
export interface TargetKind {
  key: string;
  kind: DeviceKind;
  subtype?: number;
}

const AC: TargetKind = { key: 'ac', kind: 'ac' };
const SOCKETS: TargetKind = { key: 'sockets', kind: 'power', subtype: 1 };
const LIGHTING: TargetKind = { key: 'lighting', kind: 'power', subtype: 2 };
const HOT_WATER: TargetKind = { key: 'hotwater', kind: 'hotwater' };
const STORAGE: TargetKind = { key: 'storage', kind: 'storage' };
const PILES: TargetKind = { key: 'piles', kind: 'charger', subtype: 1 };
const V2G: TargetKind = { key: 'v2g', kind: 'charger', subtype: 2 };

/**
 * The device kinds of each policy page of the catalogue (spec §2): 1 every controllable device,
 * 6 AC, 7 system (AC fans and fresh air, power circuits), 8 lighting, 9 hot water, 10 and 11
 * storage charging and discharge, 12 charging piles, 13 discharge (V2G) points.
 */
export const MENUTYPE_KINDS: Readonly<Record<PolicyMenutype, readonly TargetKind[]>> = {
  1: [AC, SOCKETS, LIGHTING, HOT_WATER, STORAGE, PILES, V2G],
  6: [AC],
  7: [AC, SOCKETS, LIGHTING],
  8: [LIGHTING],
  9: [HOT_WATER],
  10: [STORAGE],
  11: [STORAGE],
  12: [PILES],
  13: [V2G],
};

/** The route's `:menutype`, or undefined when it is not one the catalogue uses. */
export function parseMenutype(raw: string | undefined): PolicyMenutype | undefined {
  const n = Number(raw);
  return POLICY_MENUTYPES.includes(n as PolicyMenutype) ? (n as PolicyMenutype) : undefined;
}

/** What a command may set on each kind (the devices refuse anything else). */
export const CMD_FIELDS: Readonly<Record<DeviceKind, ReadonlyArray<keyof DeviceCmd>>> = {
  ac: ['on', 'mode', 'setpoint', 'fan'],
  power: ['on'],
  hotwater: ['on', 'disinfect'],
  storage: ['storageMode', 'powerKw'],
  charger: ['on'],
  sensor: [],
  gateway: [],
  camera: [],
  curtain: ['position'],
  speaker: ['on', 'playback', 'volume', 'playlist'],
};

/** The target kind of a policy target: the one it names, else the first of the page's. */
export function targetKindOf(menutype: PolicyMenutype, kind?: DeviceKind, subtype?: number): TargetKind {
  const kinds = MENUTYPE_KINDS[menutype];
  return kinds.find((k) => k.kind === kind && k.subtype === subtype) ?? kinds.find((k) => k.kind === kind) ?? kinds[0]!;
}
