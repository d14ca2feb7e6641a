// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AllocationResult, RoomStateList, RoomStateRow, SpaceFlow, SpaceMeterGroup, SpacesSetup } from '../../../src/api/billing/spacesTypes';
import type { ValidationFailure } from '../../../src/api/pageConfig';
import { dayIndex } from '../../../mock/api/db/core/clock/calendar';
import { call, login, startMockBackend } from '../support';

const backend = startMockBackend({ now: () => 0 });
const SPACES = 'p-bill-space-config';
const STATES = 'p-space-room-state';
const STORE = 'st-1005-01';
const A = 'sp-st-1005-01-01';
/** 104 办公室 (829 m²) and 108 办公室 (978 m²) on A座's ground floor; 104 is vacant. */
const R104 = `${A}-f01-r04`;
const R108 = `${A}-f01-r08`;
/** 110 仓库: let under HT-100501-0003 until 2027-07-19. */
const R110 = `${A}-f01-r10`;
const HVAC = `${A}-elec-hvac`;
const LIGHTING = `${A}-elec-lighting`;

const post = <T>(session: string, path: string, body: Record<string, unknown>) => call<T>(path, { session, body }).then((r) => r.envelope);
const keysOf = (result: unknown) => ((result as ValidationFailure | null)?.errors ?? []).map((e) => e.messageKey);

describe('billing spaces: meter groups (bill-space-config)', () => {
  it('lists the let rooms with their groups; the HVAC meter is shared by area adding up to 100 %', async () => {
    const op = await login('operator', 'operator123');
    const setup = (await post<SpacesSetup>(op, '/vts/api/allocation/getSpaceMeterGroup', { pid: SPACES, store: STORE })).result;
    expect(setup.rooms.length).toBe(134);
    expect(setup.rooms[0]).toMatchObject({ did: R104, area: 829, group: { own: [`${R104}-em`], shares: [{ meter: HVAC, method: 'area', percent: 2.6136 }] } });
    const hvac = setup.allocations.find((a) => a.meter === HVAC)!;
    expect(hvac.parts.length).toBe(40);
    expect(hvac.parts.reduce((s, p) => s + p.percent, 0)).toBeCloseTo(100, 6);
    expect(setup.meters.find((m) => m.did === `${R104}-em`)).toMatchObject({ kind: 'tenant', parent: LIGHTING, space: R104 });
  });

  it('splits by area on the server from the rooms’ areas, and refuses ratio shares that do not add up to 100 % (nothing saved)', async () => {
    const op = await login('operator', 'operator123');
    const area = await post<AllocationResult>(op, '/vts/api/allocation/set', { pid: SPACES, method: 'area', meter: HVAC, spaces: [R104, R108], version: 1 });
    expect(area.status).toBe(0);
    // 829 / (829 + 978) and the rest.
    expect(area.result.allocations.find((a) => a.meter === HVAC)).toEqual({ meter: HVAC, method: 'area', parts: [{ space: R104, percent: 45.8771 }, { space: R108, percent: 54.1229 }] });

    const refused = await post<ValidationFailure>(op, '/vts/api/allocation/set', { pid: SPACES, method: 'ratio', meter: HVAC, parts: [{ space: R104, percent: 60 }, { space: R108, percent: 30 }], version: 2 });
    expect(refused.status).toBe(-1);
    expect(refused.message).toBe('invalid field: parts (the shares add up to 90 %, not 100 %)');
    expect(refused.result.errors[0]).toMatchObject({ field: 'parts', messageKey: 'validation.billing.sharesNot100', values: { sum: 90 } });
    const group = (await post<SpaceMeterGroup>(op, '/vts/api/allocation/getSpaceMeterGroup', { pid: SPACES, space: R104 })).result;
    expect(group.group?.shares).toEqual([{ meter: HVAC, method: 'area', percent: 45.8771 }]);
    const audit = backend.db.audit.query({ area: 'billing', target: HVAC });
    // Newest first.
    expect(audit.map((e) => [e.action, e.outcome])).toEqual([['allocation.set', 'refused'], ['allocation.set', 'ok']]);

    const ratio = await post<AllocationResult>(op, '/vts/api/allocation/set', { pid: SPACES, method: 'ratio', meter: HVAC, parts: [{ space: R104, percent: 66.67 }, { space: R108, percent: 33.33 }], version: 2 });
    expect(ratio.result.allocations.find((a) => a.meter === HVAC)?.parts).toEqual([{ space: R104, percent: 66.67 }, { space: R108, percent: 33.33 }]);
    expect((await post<AllocationResult>(op, '/vts/api/allocation/delete', { pid: SPACES, meter: HVAC })).result.allocations.some((a) => a.meter === HVAC)).toBe(false);
    backend.db.reset();
  });

  it('refuses own-and-shared, unknown rooms and meters, another store’s meter and a difference of meters not downstream', async () => {
    const op = await login('operator', 'operator123');
    const set = (body: Record<string, unknown>) => post<ValidationFailure>(op, '/vts/api/allocation/set', { pid: SPACES, ...body });
    expect(keysOf((await set({ method: 'area', meter: `${R104}-em`, spaces: [R104, R108] })).result)).toEqual(['validation.billing.ownAndShared']);
    expect(keysOf((await set({ method: 'area', meter: HVAC, spaces: [R104, `${A}-f01-r99`] })).result)).toEqual(['validation.billing.unknownRoom']);
    expect(keysOf((await set({ method: 'area', meter: `${A}-elec-nothing`, spaces: [R104] })).result)).toEqual(['validation.billing.unknownMeter']);
    expect(keysOf((await set({ method: 'area', meter: 'sp-st-1001-01-01-elec-hvac', spaces: [R104] })).result)).toEqual(['validation.billing.otherStore']);
    expect(keysOf((await set({ method: 'difference', meter: `${A}-elec-power`, space: R104, minus: [`${R108}-em`] })).result)).toEqual(['validation.billing.notDownstream']);
    // R104 already shares the HVAC meter, and a room meter is not under it.
    expect(keysOf((await set({ method: 'difference', meter: HVAC, space: R104, minus: [`${R108}-em`] })).result)).toEqual(['validation.billing.notDownstream', 'validation.billing.ownAndShared']);
    const bind = await post<ValidationFailure>(op, '/vtspace/api/setSpaceMeterGroup', { pid: SPACES, space: R104, meters: [HVAC] });
    expect(keysOf(bind.result)).toEqual(['validation.billing.ownAndShared']);
    expect(backend.db.billing.book(STORE).differences).toEqual([]);
    expect(backend.db.billing.book(STORE).group(R104).own).toEqual([`${R104}-em`]);
  });

  it('binds and unbinds own meters and keeps the device screens’ answer; a difference counts meter minus its sub-meters', async () => {
    const op = await login('operator', 'operator123');
    const unbound = await post<SpaceMeterGroup>(op, '/vtspace/api/setSpaceMeterGroup', { pid: SPACES, space: R104, unbind: [`${R104}-em`] });
    expect(unbound.result).toMatchObject({ space: R104, meters: [], group: { own: [] } });
    expect(unbound.result.devices.length).toBe(8);
    const diff = await post<AllocationResult>(op, '/vts/api/allocation/set', { pid: SPACES, method: 'difference', meter: `${R104}-em`, space: R104, minus: [], version: 2 });
    expect(keysOf(diff.result)).toEqual(['validation.billing.noSubMeters']);
    const ok = await post<AllocationResult>(op, '/vts/api/allocation/set', { pid: SPACES, method: 'difference', meter: LIGHTING, space: R104, minus: [`${R108}-em`], version: 2 });
    expect(ok.result.differences).toEqual([{ space: R104, meter: LIGHTING, minus: [`${R108}-em`] }]);
    const plain = (await post<SpaceMeterGroup>(op, '/vts/api/allocation/getSpaceMeterGroup', { space: R104 })).result;
    expect(Object.keys(plain)).toEqual(['space', 'meters', 'devices']);
    expect(backend.db.audit.query({ area: 'billing', target: R104 }).map((e) => e.action)).toEqual(['bind']);
    backend.db.reset();
  });

  it('refuses every write to a viewer with -45403, for the page before the store', async () => {
    const viewer = await login('viewer', 'viewer123');
    expect((await post(viewer, '/vts/api/allocation/set', { pid: SPACES, method: 'area', meter: HVAC, spaces: [R104] })).status).toBe(-45403);
    expect((await post(viewer, '/vts/api/allocation/delete', { pid: SPACES, meter: HVAC })).status).toBe(-45403);
    expect((await post(viewer, '/vtspace/api/setSpaceMeterGroup', { pid: SPACES, space: R104, unbind: [`${R104}-em`] })).status).toBe(-45403);
    expect((await post(viewer, '/vtspace/api/roomstate/set', { pid: STATES, space: R104, occupancy: 'maintenance' })).status).toBe(-45403);
    expect((await post(viewer, '/vtspace/api/roomstate/set', { pid: STATES, space: R104, note: 'x' })).message).toBe('no permission: edit on p-space-room-state (role viewer)');
    expect(backend.db.audit.query({ area: 'billing', outcome: 'refused' }).length).toBe(5);
  });

  it('a room’s flow for a month is its meter’s energy plus its share of the HVAC meter, as the energy world measured and the bills count', async () => {
    const op = await login('operator', 'operator123');
    const flow = (await post<SpaceFlow>(op, '/vtspace/api/energy/heat/flow', { pid: SPACES, space: R104, month: '2026-10' })).result;
    const energy = backend.db.energy.metering.days(`${R104}-em`).energy;
    let october = 0;
    for (let d = dayIndex('2026-10-01'); d <= dayIndex('2026-10-31'); d += 1) october += energy[d] ?? 0;
    expect(flow.links.find((l) => l.source === `${R104}-em`)?.kwh).toBeCloseTo(october, 1);
    expect(flow.links.find((l) => l.source === `${R104}-em`)?.kwh).toBe(2250.88);
    expect(flow.nodes.find((n) => n.key === `share:${HVAC}`)).toMatchObject({ kwh: 850.97, percent: 2.6136, method: 'area' });
    expect(flow.total).toBe(3101.84);
    expect(flow.total).toBe(backend.db.billing.book(STORE).roomKwh(R104, '2026-10-01', '2026-10-31'));
    expect((await post(op, '/vtspace/api/energy/heat/flow', { pid: SPACES, space: R104, month: '2026-11' })).message).toBe('invalid field: month (meter data runs from 2025-10 to 2026-10)');
  });
});

describe('room states (space-room-state)', () => {
  it('derives states from contracts, counts them and the occupancy rate by area and by count', async () => {
    const op = await login('operator', 'operator123');
    const list = (await post<RoomStateList>(op, '/vtspace/api/roomstate/list', { pid: STATES, store: STORE })).result;
    expect(list.counts).toEqual({ vacant: 33, reserved: 7, occupied: 94, maintenance: 0, dirty: 4, total: 134 });
    expect(list.occupancy).toEqual({ byArea: { occupied: 53560, of: 75851, rate: 0.7061 }, byCount: { occupied: 94, of: 134, rate: 0.7015 } });
    expect(list.dataMonth).toBe('2026-10');
    expect(list.rooms.find((r) => r.space === R110)).toMatchObject({ occupancy: 'occupied', contractCode: 'HT-100501-0003', contractEnd: '2027-07-19', daysLeft: 260 });
    // 1105 办公室: its contract ended on 2026-10-21, within 30 days: vacant and dirty.
    expect(list.rooms.find((r) => !r.clean)).toMatchObject({ space: 'sp-st-1005-01-02-f11-r05', occupancy: 'vacant', manual: false });
  });

  it('sets maintenance, clean and a note by hand; refuses vacant for a room let under a contract in force', async () => {
    const op = await login('operator', 'operator123');
    const set = (body: Record<string, unknown>) => post<RoomStateRow & ValidationFailure>(op, '/vtspace/api/roomstate/set', { pid: STATES, ...body });
    const refused = await set({ space: R110, occupancy: 'vacant' });
    expect(refused.message).toBe('invalid field: occupancy (the room is let under contract HT-100501-0003 until 2027-07-19)');
    expect(keysOf(refused.result)).toEqual(['validation.billing.roomLet']);
    expect((await set({ space: R104, occupancy: 'maintenance', note: 'AC repair' })).result).toMatchObject({ occupancy: 'maintenance', manual: true, note: 'AC repair' });
    expect((await set({ space: 'sp-st-1005-01-02-f11-r05', clean: true })).result).toMatchObject({ occupancy: 'vacant', clean: true });
    const list = (await post<RoomStateList>(op, '/vtspace/api/roomstate/list', { pid: STATES, store: STORE })).result;
    expect(list.counts).toMatchObject({ vacant: 32, maintenance: 1, dirty: 3 });
    expect((await set({ space: R104, occupancy: null })).result).toMatchObject({ occupancy: 'vacant', note: 'AC repair' });
    expect(backend.db.audit.query({ area: 'billing', pid: STATES }).map((e) => e.outcome)).toEqual(['ok', 'ok', 'ok', 'refused']);
    backend.db.reset();
  });
});
