// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DeviceView, SpaceBindings, SpaceNode } from '../../../src/api/devices/types';
import { SPACE_PID } from '../../../src/api/devices/types';
import type { District, Paged } from '../../../src/api/types';
import { generateBuilding } from '../../../mock/api/db/core/spaceTree/generate';
import { call, login, startMockBackend } from '../support';

const backend = startMockBackend({ now: () => 0 });
const children = async (session: string, space: string) => (await call<SpaceNode[]>('/vtspace/api/location/children', { session, body: { space } })).envelope;
const write = async (session: string, body: Record<string, unknown>) => (await call<{ did: string }>('/vtservice/v1/devControl', { session, body: { pid: SPACE_PID, ...body } })).envelope;

describe('space tree', () => {
  it('gives every metered building floors and rooms that add up to the energy world’s area', () => {
    const { db } = backend;
    const plans = [...db.energy.metering.plans.values()];
    expect(plans.length).toBe(35); // 32 stores in China, 3 of GreenGrid Thailand
    for (const plan of plans) {
      for (const b of plan.buildings) {
        const rows = generateBuilding(db.seed, plan.did, { did: b.did, name: b.name, type: b.type, area: b.seededArea, floors: b.floors });
        const rooms = rows.filter((r) => r.level === 'room');
        expect(rows.filter((r) => r.level === 'floor').length, b.did).toBe(b.floors);
        expect(rooms.reduce((sum, r) => sum + r.area, 0), b.did).toBe(b.seededArea);
        expect(rooms.every((r) => Number.isInteger(r.area) && r.area > 0)).toBe(true);
      }
    }
    const tree = db.devices.world('st-1005-01').tree;
    expect(tree.area('sp-st-1005-01-01')).toBe(39540);
    // The store's 4th space has no energy plan: an office of its own seeded size.
    expect(tree.area('sp-st-1005-01-04')).toBe(17580);
  });

  it('serves store → buildings → floors → rooms and keeps districts on adcode', async () => {
    const session = await login('operator', 'operator123');
    const buildings = (await children(session, 'st-1005-01')).result;
    expect(buildings.map((b) => [b.did, b.name, b.area])).toEqual([
      ['sp-st-1005-01-01', 'A座', 39540],
      ['sp-st-1005-01-02', '裙楼', 48380],
      ['sp-st-1005-01-03', '1号楼', 14290],
      ['sp-st-1005-01-04', '2号楼', 17580],
    ]);
    const floors = (await children(session, 'sp-st-1005-01-01')).result;
    expect(floors.map((f) => f.name)).toEqual(['1F', '2F', '3F', '4F']);
    const rooms = (await children(session, floors[0]!.did)).result;
    expect(rooms.length).toBe(16);
    expect(rooms.reduce((sum, r) => sum + r.area, 0)).toBe(floors[0]!.area);
    expect(rooms.map((r) => r.roomtype).slice(0, 3)).toEqual(['corridor', 'lobby', 'plant']);
    expect(rooms[2]).toMatchObject({ meterCount: 14, level: 'room' });
    const provinces = (await call<District[]>('/vtspace/api/location/children', { session, body: { adcode: '100000' } })).envelope.result;
    expect(provinces.length).toBeGreaterThan(30);
    // The viewer reads its one store (issue 21), and no other.
    const viewer = await login('viewer', 'viewer123');
    expect((await children(viewer, 'st-1005-01')).result.map((b) => b.did)).toEqual(buildings.map((b) => b.did));
    expect((await children(viewer, 'st-1001-01')).status).toBe(-45403);
  });

  it('creates, renames, moves and deletes; delete is refused while devices or meters are bound', async () => {
    const admin = await login();
    const floor = 'sp-st-1005-01-03-f02';
    const created = await write(admin, { act: 'create', cmd: { parent: floor, name: '205 新会议室', roomtype: 'meeting', area: 40 } });
    expect(created).toMatchObject({ status: 0, result: { did: `${floor}-n001` } });
    const room = created.result.did;
    expect((await write(admin, { act: 'set', did: room, cmd: { name: '205 会议室', parent: 'sp-st-1005-01-03-f03' } })).status).toBe(0);
    const moved = (await children(admin, 'sp-st-1005-01-03-f03')).result.find((r) => r.did === room);
    expect(moved).toMatchObject({ name: '205 会议室', floor: 3, area: 40 });
    const unit = 'sp-st-1005-01-03-f02-r02-ac1';
    await call('/vtspace/api/setSpaceMeterGroup', { session: admin, body: { pid: SPACE_PID, space: room, devices: [unit] } });
    const listed = await call<Paged<DeviceView>>('/bwp/v1/getgroupdev', { session: admin, body: { store: 'st-1005-01', space: room, page: 1, pagesize: 10 } });
    expect(listed.envelope.result.data.map((d) => [d.did, d.spaceName, d.floor, d.ac?.temperature])).toEqual([[unit, '205 会议室', 'sp-st-1005-01-03-f03', 11.5]]);
    await call('/vtspace/api/setSpaceMeterGroup', { session: admin, body: { pid: SPACE_PID, space: 'sp-st-1005-01-03-f02-r02', devices: [unit] } });
    expect((await write(admin, { act: 'set', did: room, cmd: { parent: 'sp-st-1005-01-03' } })).message).toBe(
      'invalid field: parent (a room cannot move under a building: sp-st-1005-01-03)',
    );

    const plant = 'sp-st-1005-01-01-f01-r03';
    expect((await write(admin, { act: 'delete', did: plant })).message).toBe(
      'cannot delete 103 设备房 (sp-st-1005-01-01-f01-r03): 7 device(s) and 14 meter(s) bound to it; move or unbind them first',
    );
    const bind = await call<SpaceBindings>('/vtspace/api/setSpaceMeterGroup', { session: admin, body: { pid: SPACE_PID, space: room, meters: ['sp-st-1005-01-01-elec'] } });
    expect(bind.envelope.result.meters).toEqual(['sp-st-1005-01-01-elec']);
    expect((await write(admin, { act: 'delete', did: room })).message).toMatch(/: 1 meter\(s\) bound to it/);
    await call('/vtspace/api/setSpaceMeterGroup', { session: admin, body: { pid: SPACE_PID, space: plant, meters: ['sp-st-1005-01-01-elec'] } });
    expect((await write(admin, { act: 'delete', did: room })).status).toBe(0);
    expect(backend.db.audit.query({ area: 'space' }).map((e) => [e.action, e.outcome])).toEqual([
      ['delete', 'ok'], ['bind', 'ok'], ['delete', 'refused'], ['bind', 'ok'], ['delete', 'refused'], ['set', 'refused'], ['bind', 'ok'], ['bind', 'ok'], ['set', 'ok'], ['create', 'ok'],
    ]);
  });

  it('refuses writes without the page permission and bad bodies', async () => {
    const operator = await login('operator', 'operator123');
    expect(await write(operator, { act: 'delete', did: 'sp-st-1005-01-03-f02-r02' })).toMatchObject({ status: -45403 });
    const admin = await login();
    expect((await write(admin, { act: 'create', cmd: { parent: 'sp-st-1005-01-03-f02', name: 'x', roomtype: 'sauna', area: 4 } })).message).toMatch(/^invalid field: cmd.roomtype/);
    // A room's area is checked by the space form's rule book: the refusal names the field and its rule.
    expect(await write(admin, { act: 'create', cmd: { parent: 'sp-st-1005-01-03-f02', name: 'x', roomtype: 'office' } })).toMatchObject({
      status: -1, result: { errors: [{ field: 'cmd.area', rule: 'required', messageKey: 'validation.required' }] },
    });
    expect((await write(admin, { act: 'create', cmd: { parent: 'sp-st-9999-01', name: 'x' } })).message).toBe('no such store: st-9999-01');
  });
});
