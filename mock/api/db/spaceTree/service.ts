import { ROOM_TYPES, SPACE_PIDS, type RoomType, type SpaceBindings, type SpaceCreate, type SpaceNode, type SpaceUpdate } from '../../../../src/api/devices/types.ts';
import type { DevControlResult } from '../../../../src/api/types.ts';
import { BadRequest } from '../../envelope.ts';
import { optionalString, requireString, type Fields } from '../../request.ts';
import type { ResourceRef } from '../core/access/Access.ts';
import type { Writes } from '../core/writes.ts';
import { storeOfDid, type DeviceWorld } from '../devices/DeviceWorld.ts';
import type { ParsedControl } from '../tables/parse.ts';
import type { UserRecord } from '../users.ts';

const NAME_MAX = 60;

function name(fields: Fields, key: string, required: boolean): string | undefined {
  const value = required ? requireString(fields, key) : optionalString(fields, key);
  if (value !== undefined && (value === '' || value.length > NAME_MAX)) throw new BadRequest(`invalid field: cmd.${key} (1 to ${NAME_MAX} characters)`);
  return value;
}

function roomtype(fields: Fields): RoomType | undefined {
  const value = fields.roomtype;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !ROOM_TYPES.includes(value as RoomType)) throw new BadRequest(`invalid field: cmd.roomtype (expected ${ROOM_TYPES.join(', ')})`);
  return value as RoomType;
}

function area(fields: Fields): number | undefined {
  const value = fields.area;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number') throw new BadRequest('invalid field: cmd.area (expected a number, m²)');
  return value;
}

const KNOWN = new Set(['parent', 'name', 'roomtype', 'area']);

function checkKeys(cmd: Fields): void {
  const unknown = Object.keys(cmd).find((key) => !KNOWN.has(key));
  if (unknown) throw new BadRequest(`unknown field: cmd.${unknown}`);
}

function stringList(fields: Fields, key: string): string[] {
  const value = fields[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) throw new BadRequest(`invalid field: ${key} (expected an array of dids)`);
  return value as string[];
}

/**
 * Space management over the device world's trees: children, create/rename/move/delete through
 * devControl, binding meters and devices. Writes need add, edit or delete on the pid and are audited.
 */
export class SpaceService {
  constructor(
    private readonly devices: DeviceWorld,
    private readonly writes: Writes,
  ) {}

  children(user: UserRecord, space: string): SpaceNode[] {
    const world = this.devices.storeOfTarget(user, space);
    return world.tree.children(space).map((node) => this.withFloorArea(world.store, node));
  }

  /** location/path: the space's building, floor and itself, building first. */
  path(user: UserRecord, space: string): SpaceNode[] {
    const world = this.devices.storeOfTarget(user, space);
    world.tree.require(space);
    return world.tree.ancestry(space).reverse().map((row) => this.withFloorArea(world.store, world.tree.view(row.did)));
  }

  /** A metered building carries the floor area the energy world states (energy-config may have edited it). */
  private withFloorArea(store: string, node: SpaceNode): SpaceNode {
    if (node.level !== 'building') return node;
    const building = this.devices.sources.metering().plans.get(store)?.buildings.find((b) => b.did === node.did);
    return building ? { ...node, floorArea: building.floorarea } : node;
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
      const input: SpaceCreate = { parent, name: name(command.cmd, 'name', true) ?? '' };
      const type = roomtype(command.cmd);
      const size = area(command.cmd);
      if (type) input.roomtype = type;
      if (size !== undefined) input.area = size;
      return this.devices.storeOfTarget(user, parent).tree.create(input);
    }
    const tree = this.devices.storeOfTarget(user, command.did).tree;
    if (command.act === 'delete') {
      tree.remove(command.did);
      return command.did;
    }
    checkKeys(command.cmd);
    const change: SpaceUpdate = {};
    const newName = name(command.cmd, 'name', false);
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
    if (meters.length === 0 && devices.length === 0) throw new BadRequest('invalid field: meters (name meters or devices to bind)');
    return this.writes.run(user, { pid, needs: 'edit', area: 'space', op: 'bind', resource: this.ref(space), detail: { meters, devices }, before: () => this.bound(space) }, () => {
      const world = this.devices.storeOfTarget(user, space);
      world.tree.require(space);
      const plan = this.devices.sources.metering().plans.get(world.store);
      for (const did of meters) if (!plan?.meters.some((m) => m.did === did)) throw new BadRequest(`no such meter: ${did} (in store ${world.store})`);
      for (const did of devices) this.devices.device(world, did);
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
    const store = storeOfDid(did);
    const world = store && this.devices.storeInfo(store) ? this.devices.world(store) : undefined;
    return world?.tree.node(did) ?? null;
  }

  private bound(did: string): unknown {
    const store = storeOfDid(did);
    const world = store && this.devices.storeInfo(store) ? this.devices.world(store) : undefined;
    return world?.tree.node(did) ? world.tree.boundTo(did) : null;
  }

  bindings(user: UserRecord, space: string): SpaceBindings {
    const world = this.devices.storeOfTarget(user, space);
    world.tree.require(space);
    return world.tree.boundTo(space);
  }
}
