/**
 * The space tree of a store (spec §7 `/vtspace/api/*`): building → floor → room. Shared by the
 * device screens and billing, and by the mock backend that serves it.
 */

export type SpaceLevel = 'building' | 'floor' | 'room';

export type RoomType =
  | 'office'
  | 'meeting'
  | 'shop'
  | 'lobby'
  | 'corridor'
  | 'plant'
  | 'computer'
  | 'guest'
  | 'restaurant'
  | 'warehouse'
  | 'cold-store';

export const ROOM_TYPES: readonly RoomType[] = ['office', 'meeting', 'shop', 'lobby', 'corridor', 'plant', 'computer', 'guest', 'restaurant', 'warehouse', 'cold-store'];

/** A node of the space tree. Areas are whole m²; a floor's and a building's are the sums of their rooms. */
export interface SpaceNode {
  did: string;
  name: string;
  level: SpaceLevel;
  /** Rooms only. */
  roomtype?: RoomType;
  /** m²: a room's own area, a floor's or building's the sum of its rooms. */
  area: number;
  /** The building's or floor's did; a building's parent is the store did. */
  parent: string;
  store: string;
  /** Floors: 1-based floor number (display order). */
  floor?: number;
  childCount: number;
  /** Devices and meters bound to this space and everything under it. */
  deviceCount: number;
  meterCount: number;
  /**
   * Buildings the energy world meters: the floor area the energy screens divide by (energy-config
   * owns it). Room edits do not change it; a space screen shows when the rooms no longer add up to it.
   */
  floorArea?: number;
}

/**
 * POST /vtspace/api/location/path `{ space }` → SpaceNode[]: the space's building, floor and the
 * space itself, building first (a URL that names a space opens the tree there).
 */
export interface SpacePathQuery {
  space: string;
}

/**
 * POST /vtspace/api/location/children. `{ adcode }` keeps its old meaning (districts: answers
 * District[]); `{ space }` answers SpaceNode[]: a store did → its buildings, a building → its
 * floors, a floor → its rooms, a room → [].
 */
export interface SpaceChildrenQuery {
  space: string;
}

/**
 * Space writes go through POST /vtservice/v1/devControl on pid SPACE_PID (needs add, edit or
 * delete on it; every write is audited):
 * - create: `{ pid, act: 'create', cmd: SpaceCreate }` → `{ did }`
 * - rename / retype / resize / move: `{ pid, act: 'set', did, cmd: SpaceUpdate }` → `{ did }`
 * - delete: `{ pid, act: 'delete', did }` → `{ did }`, refused (status -1) while the space or
 *   anything under it has devices or meters bound, or has children.
 */
export const SPACE_PID = 'p-space-management';
/** The space screens' pids: devControl on either writes the tree (audited under that pid). */
export const SPACE_PIDS: ReadonlySet<string> = new Set([SPACE_PID, 'p-space-configuration']);

export interface SpaceCreate {
  /** A store did (new building), a building (new floor) or a floor (new room). */
  parent: string;
  name: string;
  /** Rooms: required. */
  roomtype?: RoomType;
  /** Rooms: required, 1–100000 m². */
  area?: number;
}

export interface SpaceUpdate {
  name?: string;
  roomtype?: RoomType;
  area?: number;
  /** Move: a new parent of the right level (room → another floor, floor → another building) of the same store. */
  parent?: string;
}

/**
 * POST /vtspace/api/setSpaceMeterGroup (pid SPACE_PID, needs edit): binds meters and devices
 * to a room, floor or building (moving them from where they were). Audited.
 */
export interface SpaceBind {
  pid: string;
  space: string;
  meters?: string[];
  devices?: string[];
}

/** POST /vts/api/allocation/getSpaceMeterGroup `{ space }`: what is bound directly to a space. */
export interface SpaceBindings {
  space: string;
  meters: string[];
  devices: string[];
}
