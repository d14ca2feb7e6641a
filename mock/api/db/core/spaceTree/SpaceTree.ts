import { ROOM_TYPES, type RoomType, type SpaceBindings, type SpaceCreate, type SpaceLevel, type SpaceNode, type SpaceUpdate } from '../../../../../src/api/devices/types.ts';
import type { FieldRule } from '../../../../../src/api/pageConfig.ts';
import { FieldErrors } from '../fieldErrors.ts';
import { numberBy } from '../ruleChecks.ts';
import { SPACE_RULES } from '../../../../../src/api/devices/rules.ts';
import { keyedRefusal, said } from '../said.ts';
import type { SpaceRow } from './generate.ts';
import { notFound } from '../notFound.ts';
import { invalidField, missingField, oneOf } from '../shapeErrors.ts';

export type BoundKind = 'device' | 'meter';

const CHILD_LEVEL: Readonly<Record<SpaceLevel | 'store', SpaceLevel | undefined>> = { store: 'building', building: 'floor', floor: 'room', room: undefined };

/** A space-tree field error with its key (`validation.space.*`) and values. */
function refuseField(field: string, rule: FieldRule, message: string, messageKey: string, values: Record<string, string | number>): never {
  const errors = new FieldErrors();
  errors.add(field, rule, message, messageKey, values);
  errors.check();
  throw new Error('unreachable');
}

/**
 * One store's space tree (building → floor → room) and what is bound where (devices and meters).
 * Rooms carry the areas; floors and buildings are the sums. Writes are validated here; who may
 * write and the audit are the caller's concern.
 */
export class SpaceTree {
  private readonly rows = new Map<string, SpaceRow>();
  private readonly kids = new Map<string, string[]>();
  private readonly bound = new Map<string, { space: string; kind: BoundKind }>();
  private readonly bySpace = new Map<string, Set<string>>();
  private serial = 0;
  /** Bumped on every change of bindings or structure (caches key on it). */
  version = 0;

  constructor(
    readonly store: string,
    rows: readonly SpaceRow[],
  ) {
    this.kids.set(store, []);
    for (const row of rows) this.insert(row);
  }

  private insert(row: SpaceRow): void {
    this.version += 1;
    this.rows.set(row.did, row);
    this.kids.set(row.did, this.kids.get(row.did) ?? []);
    this.kids.get(row.parent)?.push(row.did);
  }

  has(did: string): boolean {
    return this.rows.has(did);
  }

  node(did: string): SpaceRow | undefined {
    return this.rows.get(did);
  }

  require(did: string): SpaceRow {
    const row = this.rows.get(did);
    if (!row) throw notFound('space', did, `in store ${this.store}`);
    return row;
  }

  /** Child dids in layout order (the store did gives its buildings). */
  childDids(did: string): string[] {
    return [...(this.kids.get(did) ?? [])];
  }

  /** The space and everything under it. */
  subtree(did: string): string[] {
    const out: string[] = [];
    const visit = (id: string) => {
      out.push(id);
      for (const child of this.kids.get(id) ?? []) visit(child);
    };
    visit(did);
    return out;
  }

  /** Parents up to the building, the space itself first. */
  ancestry(did: string): SpaceRow[] {
    const out: SpaceRow[] = [];
    for (let row = this.rows.get(did); row; row = this.rows.get(row.parent)) out.push(row);
    return out;
  }

  area(did: string): number {
    const row = this.rows.get(did);
    if (!row) return 0;
    if (row.level === 'room') return row.area;
    return (this.kids.get(did) ?? []).reduce((sum, child) => sum + this.area(child), 0);
  }

  rooms(did: string = this.store): SpaceRow[] {
    const ids = did === this.store ? [...this.rows.keys()] : this.subtree(did);
    return ids.map((id) => this.rows.get(id)).filter((row): row is SpaceRow => row?.level === 'room');
  }

  // ---------- bindings ----------

  bind(did: string, space: string, kind: BoundKind): void {
    this.require(space);
    this.version += 1;
    const before = this.bound.get(did);
    if (before) this.bySpace.get(before.space)?.delete(did);
    this.bound.set(did, { space, kind });
    const set = this.bySpace.get(space) ?? new Set<string>();
    set.add(did);
    this.bySpace.set(space, set);
  }

  /** Binds `did` nowhere (a room's meter taken out of its billing group). */
  unbind(did: string): void {
    const before = this.bound.get(did);
    if (!before) return;
    this.version += 1;
    this.bySpace.get(before.space)?.delete(did);
    this.bound.delete(did);
  }

  spaceOf(did: string): string | undefined {
    return this.bound.get(did)?.space;
  }

  boundTo(space: string): SpaceBindings {
    const out: SpaceBindings = { space, meters: [], devices: [] };
    for (const did of this.bySpace.get(space) ?? []) (this.bound.get(did)?.kind === 'meter' ? out.meters : out.devices).push(did);
    return out;
  }

  /** Devices and meters bound to each space, counted up the tree. */
  private counts(): Map<string, { devices: number; meters: number }> {
    const out = new Map<string, { devices: number; meters: number }>();
    for (const { space, kind } of this.bound.values()) {
      for (const row of this.ancestry(space)) {
        const entry = out.get(row.did) ?? { devices: 0, meters: 0 };
        if (kind === 'device') entry.devices += 1;
        else entry.meters += 1;
        out.set(row.did, entry);
      }
    }
    return out;
  }

  /** Children of the store (buildings), a building (floors) or a floor (rooms). */
  children(did: string): SpaceNode[] {
    if (did !== this.store) this.require(did);
    const counts = this.counts();
    return this.childDids(did).map((id) => this.view(id, counts));
  }

  view(did: string, counts = this.counts()): SpaceNode {
    const row = this.require(did);
    const count = counts.get(did);
    return {
      did: row.did, name: row.name, level: row.level, ...(row.roomtype ? { roomtype: row.roomtype } : {}), area: this.area(did),
      parent: row.parent, store: row.store, ...(row.floor !== undefined ? { floor: row.floor } : {}),
      childCount: this.kids.get(did)?.length ?? 0, deviceCount: count?.devices ?? 0, meterCount: count?.meters ?? 0,
    };
  }

  // ---------- writes ----------

  /** A space's name for a message (the store's id for the store itself). */
  private nameOf(did: string): string {
    return this.rows.get(did)?.name ?? did;
  }

  private levelOf(did: string): SpaceLevel | 'store' {
    return did === this.store ? 'store' : this.require(did).level;
  }

  create(input: SpaceCreate): string {
    const level = CHILD_LEVEL[this.levelOf(input.parent)];
    if (!level) refuseField('parent', 'option', `a room has no children: ${input.parent}`, 'validation.space.roomHasNoChildren', { parent: this.nameOf(input.parent) });
    const parentRow = this.rows.get(input.parent);
    this.requireFreeName(input.parent, input.name);
    this.serial += 1;
    const did = `${input.parent}-n${String(this.serial).padStart(3, '0')}`;
    const row: SpaceRow = { did, name: input.name, level, area: 0, parent: input.parent, store: this.store };
    if (level === 'floor') row.floor = (this.kids.get(input.parent)?.length ?? 0) + 1;
    if (level === 'room') {
      row.roomtype = requireRoomType(input.roomtype);
      row.area = requireArea(input.area);
      if (parentRow?.floor !== undefined) row.floor = parentRow.floor;
    }
    this.insert(row);
    return did;
  }

  update(did: string, change: SpaceUpdate): void {
    const row = this.require(did);
    if (change.roomtype !== undefined || change.area !== undefined) {
      if (row.level !== 'room') refuseField(change.area !== undefined ? 'area' : 'roomtype', 'readonly', `only rooms have one; ${did} is a ${row.level}`, 'validation.space.onlyRooms', { space: row.name, level: row.level });
    }
    const parent = change.parent ?? row.parent;
    if (change.name !== undefined || parent !== row.parent) this.requireFreeName(parent, change.name ?? row.name, did);
    if (change.parent !== undefined && change.parent !== row.parent) this.move(row, change.parent);
    if (change.name !== undefined) row.name = change.name;
    if (change.roomtype !== undefined) row.roomtype = requireRoomType(change.roomtype);
    if (change.area !== undefined) row.area = requireArea(change.area);
  }

  private move(row: SpaceRow, parent: string): void {
    const level = this.levelOf(parent);
    if (CHILD_LEVEL[level] !== row.level) refuseField('parent', 'option', `a ${row.level} cannot move under a ${level}: ${parent}`, 'validation.space.wrongParent', { level: row.level, parentLevel: level, parent: this.nameOf(parent) });
    const siblings = this.kids.get(row.parent) ?? [];
    siblings.splice(siblings.indexOf(row.did), 1);
    row.parent = parent;
    this.version += 1;
    this.kids.get(parent)?.push(row.did);
    const floor = this.rows.get(parent)?.floor;
    if (row.level === 'room' && floor !== undefined) row.floor = floor;
  }

  /** Two siblings with one name could not be told apart in the tree, the exports or a bill. */
  private requireFreeName(parent: string, name: string, self?: string): void {
    const twin = (this.kids.get(parent) ?? []).find((id) => id !== self && this.rows.get(id)?.name === name);
    if (twin) refuseField('name', 'unique', `${name} already exists under ${this.nameOf(parent)}`, 'validation.space.nameTaken', { name, parent: this.nameOf(parent) });
  }

  /** Refused while the space has children or anything bound under it: the reason says which. */
  remove(did: string): void {
    const row = this.require(did);
    const kids = this.kids.get(did) ?? [];
    const counts = this.counts().get(did);
    if (counts && (counts.devices > 0 || counts.meters > 0)) {
      const parts = [counts.devices > 0 ? `${counts.devices} device(s)` : '', counts.meters > 0 ? `${counts.meters} meter(s)` : ''].filter(Boolean);
      const text = `cannot delete ${row.name} (${did}): ${parts.join(' and ')} bound to it; move or unbind them first`;
      throw keyedRefusal(said(text, 'space.refusal.deleteBound', { space: row.name, devices: counts.devices, meters: counts.meters }));
    }
    if (kids.length > 0) {
      const text = `cannot delete ${row.name} (${did}): it has ${kids.length} child space(s); delete or move them first`;
      throw keyedRefusal(said(text, 'space.refusal.deleteChildren', { space: row.name, count: kids.length }));
    }
    const siblings = this.kids.get(row.parent) ?? [];
    siblings.splice(siblings.indexOf(did), 1);
    this.rows.delete(did);
    this.kids.delete(did);
    this.version += 1;
  }
}

function requireRoomType(value: RoomType | undefined): RoomType {
  if (value === undefined) throw missingField('cmd.roomtype');
  if (!ROOM_TYPES.includes(value)) throw invalidField('cmd.roomtype', `expected ${ROOM_TYPES.join(', ')}`, oneOf(ROOM_TYPES));
  return value;
}

/** A room's area by the space form's book: refused naming cmd.area with the broken rule. */
function requireArea(value: number | undefined): number {
  const errors = new FieldErrors();
  const area = numberBy(errors, value, 'cmd.area', SPACE_RULES.area);
  errors.check();
  return area as number;
}
