import { ROOM_TYPES, SPACE_PIDS, type RoomType, type SpaceBindings, type SpaceCreate, type SpaceNode, type SpaceUpdate } from '../../../../../src/api/devices/types.ts';
import type { DevControlResult } from '../../../../../src/api/types.ts';
import { optionalString, requireString, type Fields } from '../../../request.ts';
import type { ResourceRef } from '../access/Access.ts';
import type { Writes } from '../writes.ts';
import type { ParsedControl } from '../tables/parse.ts';
import type { UserRecord } from '../../users.ts';
import type { SpaceTree } from './SpaceTree.ts';
import { notFound } from '../notFound.ts';
import { invalidField, oneOf, unknownField } from '../shapeErrors.ts';
import { FieldErrors } from '../fieldErrors.ts';
import { numberBy, textBy } from '../ruleChecks.ts';
import { SPACE_RULES } from '../../../../../src/api/devices/rules.ts';

/** A name or an area by the space form's book, refused naming the field (cmd.name, cmd.area). */
function byBook<T>(check: (errors: FieldErrors, value: unknown, field: string) => T | undefined, fields: Fields, key: 'name' | 'area', required: boolean): T | undefined {
  const value = fields[key];
  if (!required && (value === undefined || value === null)) return undefined;
  const errors = new FieldErrors();
  const checked = check(errors, value, `cmd.${key}`);
  errors.check();
  return checked;
}

const name = (fields: Fields, required: boolean) => byBook((errors, value, field) => textBy(errors, value, field, SPACE_RULES.name), fields, 'name', required);
const area = (fields: Fields) => byBook((errors, value, field) => numberBy(errors, value, field, SPACE_RULES.area), fields, 'area', false);

function roomtype(fields: Fields): RoomType | undefined {
  const value = fields.roomtype;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !ROOM_TYPES.includes(value as RoomType)) throw invalidField('cmd.roomtype', `expected ${ROOM_TYPES.join(', ')}`, oneOf(ROOM_TYPES));
  return value as RoomType;
}

const KNOWN = new Set(['parent', 'name', 'roomtype', 'area']);

function checkKeys(cmd: Fields): void {
  const unknown = Object.keys(cmd).find((key) => !KNOWN.has(key));
  if (unknown) throw unknownField(`cmd.${unknown}`);
}

function stringList(fields: Fields, key: string): string[] {
  const value = fields[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) throw invalidField(key, 'expected an array of dids');
  return value as string[];
}

/** What space management needs from the domains, passed in by the composition root. */
export interface SpaceSources {
  /** The store a did (space or store) belongs to and its tree, checked for the user's reach. */
  treeOf(user: UserRecord, did: string): { store: string; tree: SpaceTree };
  /** The tree a space did belongs to, without reach checks (the audit's before and after). */
  peekTree(did: string): SpaceTree | undefined;
  /** A metered building's floor area as the energy world states it (energy-config may edit it). */
  floorArea(store: string, building: string): number | undefined;
  isMeter(store: string, did: string): boolean;
  /** Throws unless did is a device of the store. */
  requireDevice(store: string, did: string): void;
}

/**
 * Space management over the stores' trees: children, create/rename/move/delete through
 * devControl, binding meters and devices. Writes need add, edit or delete on the pid and are audited.
 */
export class SpaceService {
  constructor(
    private readonly sources: SpaceSources,
    private readonly writes: Writes,
  ) {}

  children(user: UserRecord, space: string): SpaceNode[] {
    const world = this.sources.treeOf(user, space);
    return world.tree.children(space).map((node) => this.withFloorArea(world.store, node));
  }

  /** location/path: the space's building, floor and itself, building first. */
  path(user: UserRecord, space: string): SpaceNode[] {
    const world = this.sources.treeOf(user, space);
    world.tree.require(space);
    return world.tree.ancestry(space).reverse().map((row) => this.withFloorArea(world.store, world.tree.view(row.did)));
  }

  /** A metered building carries the floor area the energy world states (energy-config may have edited it). */
  private withFloorArea(store: string, node: SpaceNode): SpaceNode {
    if (node.level !== 'building') return node;
    const floorArea = this.sources.floorArea(store, node.did);
    return floorArea === undefined ? node : { ...node, floorArea };
  }

  control(user: UserRecord, command: ParsedControl): DevControlResult {
    const action = command.act === 'create' ? 'add' : command.act === 'set' ? 'edit' : 'delete';
    const target = command.act === 'create' ? String(command.cmd.parent ?? '') : command.did;
    const spec = { pid: command.pid, needs: action, area: 'space' as const, op: command.act, resource: this.ref(target), detail: { cmd: command.cmd ?? {} } } as const;
    return this.writes.run(user, { ...spec, before: () => (command.act === 'create' ? null : this.node(target)) }, () => {
      const did = this.write(user, command);
      return { answer: { did }, target: did, after: command.act === 'delete' ? null : this.node(did), message: 'ok' };
    });
  }

  private write(user: UserRecord, command: ParsedControl): string {
    if (command.act === 'create') {
      checkKeys(command.cmd);
      const parent = requireString(command.cmd, 'parent');
      const input: SpaceCreate = { parent, name: name(command.cmd, true) ?? '' };
      const type = roomtype(command.cmd);
      const size = area(command.cmd);
      if (type) input.roomtype = type;
      if (size !== undefined) input.area = size;
      return this.sources.treeOf(user, parent).tree.create(input);
    }
    const tree = this.sources.treeOf(user, command.did).tree;
    if (command.act === 'delete') {
      tree.remove(command.did);
      return command.did;
    }
    checkKeys(command.cmd);
    const change: SpaceUpdate = {};
    const newName = name(command.cmd, false);
    const parent = optionalString(command.cmd, 'parent');
    const type = roomtype(command.cmd);
    const size = area(command.cmd);
    if (newName !== undefined) change.name = newName;
    if (parent) change.parent = parent;
    if (type) change.roomtype = type;
    if (size !== undefined) change.area = size;
    tree.update(command.did, change);
    return command.did;
  }

  /** setSpaceMeterGroup: binds meters (of the store) and devices to a space. */
  bind(user: UserRecord, body: Fields): SpaceBindings {
    const pid = requireString(body, 'pid');
    const space = requireString(body, 'space');
    const meters = stringList(body, 'meters');
    const devices = stringList(body, 'devices');
    if (meters.length === 0 && devices.length === 0) throw invalidField('meters', 'name meters or devices to bind');
    return this.writes.run(user, { pid, needs: 'edit', area: 'space', op: 'bind', resource: this.ref(space), detail: { meters, devices }, before: () => this.bound(space) }, () => {
      const world = this.sources.treeOf(user, space);
      world.tree.require(space);
      for (const did of meters) if (!this.sources.isMeter(world.store, did)) throw notFound('meter', did, `in store ${world.store}`);
      for (const did of devices) this.sources.requireDevice(world.store, did);
      for (const did of meters) world.tree.bind(did, space, 'meter');
      for (const did of devices) world.tree.bind(did, space, 'device');
      const bound = world.tree.boundTo(space);
      return { answer: bound, after: bound, message: 'ok' };
    });
  }

  /** A space is reached through the space pages. */
  private ref(did: string): ResourceRef {
    return { type: 'space', id: did, pages: [...SPACE_PIDS] };
  }

  /** A space node, no access check (the audit's before and after). */
  private node(did: string): unknown {
    return this.sources.peekTree(did)?.node(did) ?? null;
  }

  private bound(did: string): unknown {
    const tree = this.sources.peekTree(did);
    return tree?.node(did) ? tree.boundTo(did) : null;
  }

  bindings(user: UserRecord, space: string): SpaceBindings {
    const world = this.sources.treeOf(user, space);
    world.tree.require(space);
    return world.tree.boundTo(space);
  }
}
