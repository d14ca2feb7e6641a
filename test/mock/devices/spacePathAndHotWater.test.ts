// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SPACE_PID, type HotWaterPlan, type HotWaterRecord, type SpaceNode } from '../../../src/api/devices/types';
import type { Paged } from '../../../src/api/types';
import { Database } from '../../../mock/api/db/Database';
import { deviceView } from '../../../mock/api/db/devices/live';
import { call, login, startMockBackend } from '../support';

startMockBackend({ now: () => 0 });
const HOUR = 3_600_000;
const STORE = 'st-1005-01';
const SYSTEM = 'sp-st-1005-01-01-f01-r03-hw1';
const write = async (session: string, body: Record<string, unknown>) => (await call<{ did: string }>('/vtservice/v1/devControl', { session, body: { pid: SPACE_PID, ...body } })).envelope;

describe('space path and moves', () => {
  it('answers a space’s ancestry, building first, with the energy world’s floor area on the building', async () => {
    const session = await login('operator', 'operator123');
    const path = (await call<SpaceNode[]>('/vtspace/api/location/path', { session, body: { space: 'sp-st-1005-01-01-f02-r03' } })).envelope;
    expect(path.result.map((n) => [n.did, n.level, n.name])).toEqual([
      ['sp-st-1005-01-01', 'building', 'A座'],
      ['sp-st-1005-01-01-f02', 'floor', '2F'],
      ['sp-st-1005-01-01-f02-r03', 'room', path.result[2]!.name],
    ]);
    expect(path.result[0]).toMatchObject({ area: 39540, floorArea: 39540 });
    expect((await call('/vtspace/api/location/path', { session, body: { space: 'sp-st-1005-01-09' } })).envelope.message).toBe('no such space: sp-st-1005-01-09 (in store st-1005-01)');
  });

  it('refuses moves that break the tree or another store, and twin names, each with its reason', async () => {
    const admin = await login();
    const room = 'sp-st-1005-01-03-f02-r02';
    expect((await write(admin, { act: 'set', did: room, cmd: { parent: 'sp-st-1005-01-03-f02-r03' } })).message).toBe(
      'invalid field: parent (a room cannot move under a room: sp-st-1005-01-03-f02-r03)',
    );
    expect((await write(admin, { act: 'set', did: 'sp-st-1005-01-03-f02', cmd: { parent: 'sp-st-1005-01-03-f02' } })).message).toBe(
      'invalid field: parent (a floor cannot move under a floor: sp-st-1005-01-03-f02)',
    );
    expect((await write(admin, { act: 'set', did: room, cmd: { parent: 'sp-st-1005-02-01-f01' } })).message).toBe('no such space: sp-st-1005-02-01-f01 (in store st-1005-01)');
    expect((await write(admin, { act: 'create', cmd: { parent: 'sp-st-1005-01-03', name: '2F' } })).message).toBe('invalid field: name (2F already exists under 1号楼)');
    // A room made bigger: the rooms add up to more than the floor area energy divides by, which stays.
    const before = (await call<SpaceNode[]>('/vtspace/api/location/path', { session: admin, body: { space: room } })).envelope.result[0]!;
    const roomArea = (await call<SpaceNode[]>('/vtspace/api/location/path', { session: admin, body: { space: room } })).envelope.result[2]!.area;
    expect((await write(admin, { act: 'set', did: room, cmd: { area: roomArea + 25 } })).status).toBe(0);
    const after = (await call<SpaceNode[]>('/vtspace/api/location/path', { session: admin, body: { space: room } })).envelope.result[0]!;
    expect([after.area - before.area, after.floorArea]).toEqual([25, 14290]);
  });
});

describe('hot-water maintenance in simulated time', () => {
  it('runs the seeded weekly disinfection at 02:00, records it passed, and moves the next run on a week', () => {
    let clock = 0;
    const db = new Database({ now: () => clock });
    const admin = db.accounts.userById('u-1001')!;
    const plans = () => db.plans.query(admin, 'hotwater-plan', { pid: 'p-hot-water-maintance', store: STORE, system: SYSTEM, page: 1, pagesize: 10 }) as Paged<HotWaterPlan>;
    const records = (body: Record<string, unknown> = {}) => db.plans.query(admin, 'hotwater-records', { pid: 'p-hot-water-maintance', store: STORE, system: SYSTEM, page: 1, pagesize: 50, ...body }) as Paged<HotWaterRecord>;
    expect(plans().data.map((p) => [p.task, p.nextDue])).toEqual([
      ['disinfection', '2026-10-31T18:00:00.000Z'],
      ['descaling', plans().data[1]!.nextDue],
    ]);
    expect(records().total).toBe(14);
    clock += 5 * HOUR; // 05:00 local: heat-up (150 min) and the 30-minute hold are over
    const latest = records().data[0]!;
    expect(latest).toMatchObject({ task: 'disinfection', start: '2026-10-31T18:00:00.000Z', end: '2026-10-31T21:00:00.000Z', passed: true, note: 'Held ≥ 70 °C for 30 min' });
    expect(latest.peakTemperature).toBeGreaterThanOrEqual(69);
    expect(plans().data[0]!.nextDue).toBe('2026-11-07T18:00:00.000Z');
    expect(records({ result: 'failed' }).data.every((r) => !r.passed)).toBe(true);
    expect(records({ task: 'descaling' }).total).toBe(1);
    const view = deviceView(db.devices.world(STORE), db.devices.world(STORE).byDid.get(SYSTEM)!).hotwater!;
    expect(view.energyTodayKwh).toBe(view.energyKwh); // the seed's now is local midnight
    expect(view.energyTodayKwh).toBeGreaterThan(5);
  });

  it('keeps a plan’s next run on the day asked for and refuses a day already past', () => {
    const db = new Database({ now: () => 0 });
    const admin = db.accounts.userById('u-1001')!;
    const plan = { store: STORE, system: SYSTEM, task: 'disinfection', everyDays: 14, temperature: 75, holdMinutes: 20, at: '03:30', enabled: true };
    const saved = db.plans.save(admin, 'hotwater-plan', { pid: 'p-hot-water-maintance', plan: { ...plan, nextDueDate: '2026-11-05' } }) as HotWaterPlan;
    expect(saved.nextDue).toBe('2026-11-04T19:30:00.000Z');
    const edited = db.plans.save(admin, 'hotwater-plan', { pid: 'p-hot-water-maintance', plan: { ...plan, at: '04:00' } }, saved.did) as HotWaterPlan;
    expect(edited.nextDue).toBe('2026-11-04T20:00:00.000Z');
    expect(() => db.plans.save(admin, 'hotwater-plan', { pid: 'p-hot-water-maintance', plan: { ...plan, nextDueDate: '2026-10-30' } })).toThrow(/nextDueDate/);
  });
});
