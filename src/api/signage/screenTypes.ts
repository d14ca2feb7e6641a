/**
 * Screens and screen groups (shared by the client and the mock). Calls, each with `{ pid }`:
 * - POST /vtproxy/castscreen/common?ope=getbindscreen { pid, group? } → ScreenRow[]
 * - POST /vtproxy/castscreen/common?ope=transferbind { pid, screen, group: did | null } → ScreenRow (bind, move or unbind)
 * - POST /vtproxy/castscreen/common?ope=transferwithcreate ScreenCreate → ScreenRow (a new screen, bound)
 * - /sfsaas/api/signage/group/list|save|power|remove (ScreenGroup, GroupSave, GroupPower)
 */

export const SCREEN_ORIENTATIONS = ['landscape', 'portrait'] as const;
export type ScreenOrientation = (typeof SCREEN_ORIENTATIONS)[number];
export const GROUP_KINDS = ['static', 'tag'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

/** A screen shows offline only once it has been silent this long (like gateways), and online again after as long. */
export const SCREEN_DEBOUNCE_MS = 3 * 60_000;

export interface GroupRef {
  did: string;
  name: string;
}

export interface ScreenRow {
  did: string;
  name: string;
  store: string;
  storeName: string;
  /** The room of the store's space tree it hangs in, and the path to it (building / floor / room). */
  space: string;
  spacePath: string;
  tags: string[];
  resolution: string;
  orientation: ScreenOrientation;
  /** The static group it is bound to (one at most), and the tag groups that take it by its tags. */
  group: GroupRef | null;
  tagGroups: GroupRef[];
  /** Debounced online state on the world clock. */
  online: boolean;
  lastSeen: string;
  offlineSince: string | null;
  /** Whether its groups' power schedules have it switched on now (no schedule: always on). */
  poweredOn: boolean;
}

/** Screens on from `on` to `off` (local time of the screen's store) on the given ISO weekdays (1 = Monday); off before on runs past midnight. */
export interface PowerWindow {
  days: number[];
  on: string;
  off: string;
}

export interface ScreenGroup {
  did: string;
  name: string;
  kind: GroupKind;
  /** The tag that selects a tag group's screens ('' for a static group). */
  tag: string;
  members: string[];
  power: PowerWindow[];
}

export interface ScreenCreate {
  pid: string;
  name: string;
  store: string;
  space: string;
  tags?: string[];
  resolution?: string;
  orientation?: ScreenOrientation;
  group?: string | null;
}

export interface GroupSave {
  pid: string;
  did?: string;
  name: string;
  kind: GroupKind;
  tag?: string;
}

export interface GroupPower {
  pid: string;
  did: string;
  power: PowerWindow[];
}
