// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RegisterResult } from '../../../src/api/types';
import type { BnbRoom, BnbRoomList, Booking } from '../../../src/api/smartbnb/types';
import { call, login, startMockBackend } from '../support';
import { bnb, fieldsOf, ROOM_PAGE } from './support';

/** New rooms: createVirtualBusiness adds a let room to the store's space tree; registerApply takes a smart-bnb host's application. */

const backend = startMockBackend({ now: () => Date.parse('2026-11-27T00:00:00Z') });
const FLOOR = 'sp-st-1001-04-02-f02';

describe('smart-bnb new rooms', () => {
  it('creates a let room under a floor of the store: in the space tree, vacant and clean, bookable; audited', async () => {
    const admin = await login('admin', 'admin123');
    const made = await bnb<BnbRoom>('createVirtualBusiness', admin, { floor: FLOOR, name: '2F 湖景套房', type: 'suite', price: 1288 }, ROOM_PAGE);
    expect(made.result).toEqual({
      did: 'sp-st-1001-04-02-f02-n001', store: 'st-1001-04', name: '2F 湖景套房', floor: '2F', building: 'sp-st-1001-04-02', buildingName: 'C座',
      type: 'suite', capacity: 3, price: 1288, currency: 'CNY', cleaning: 'vacant-clean',
    });
    expect(backend.db.devices.world('st-1001-04').tree.node(made.result.did)).toMatchObject({ level: 'room', roomtype: 'guest', area: 30, parent: FLOOR });
    expect((await bnb<BnbRoomList>('room/list', admin, {}, ROOM_PAGE)).result.rows).toHaveLength(76);
    const stay = await bnb<Booking>('booking/create', admin, { room: made.result.did, from: '2026-11-01', to: '2026-11-03', guest: 'Grace', guests: 3 });
    expect([stay.status, stay.result.amount]).toEqual([0, 2576]);
    const audit = backend.db.audit.query({ area: 'records', pid: ROOM_PAGE }).filter((e) => e.action === 'room-create');
    expect(audit.map((e) => [e.outcome, e.target])).toEqual([['ok', 'sp-st-1001-04-02-f02-n001']]);
  });

  it('refuses a name the floor has, a place that is not a floor, bad fields, and a role without add', async () => {
    const admin = await login('admin', 'admin123');
    const taken = await bnb<BnbRoom>('createVirtualBusiness', admin, { floor: FLOOR, name: '202 客房区', type: 'standard' }, ROOM_PAGE);
    expect(fieldsOf(taken).map((f) => f[0])).toEqual(['name']);
    expect((await bnb<BnbRoom>('createVirtualBusiness', admin, { floor: 'sp-st-1001-04-02', name: 'X', type: 'standard' }, ROOM_PAGE)).message).toBe('invalid field: floor (expected a floor of store st-1001-04)');
    expect(fieldsOf(await bnb<BnbRoom>('createVirtualBusiness', admin, { floor: FLOOR, type: 'castle', price: 0 }, ROOM_PAGE)).map((f) => f.slice(0, 2))).toEqual([
      ['name', 'validation.required'], ['type', 'validation.option'], ['price', 'validation.min'],
    ]);
    const maintainer = await login('maintainer', 'maintainer123');
    expect((await bnb<BnbRoom>('createVirtualBusiness', maintainer, { floor: FLOOR, name: 'Y', type: 'standard' }, ROOM_PAGE)).status).toBe(-45403);
  });

  it('takes a smart-bnb host’s application with the rooms they let, and keeps the console’s as it was', async () => {
    const base = { company: '西湖民宿', contact: '周婷', phone: '138 0000 1234', email: 'host@example.com', password: 'longenough1' };
    const host = await call<RegisterResult>('/officemerchant/app/registerApply', { body: { ...base, username: 'westlake', portal: 'smart-bnb', rooms: 12 } });
    expect(host.envelope.status).toBe(0);
    const cem = await call<RegisterResult>('/officemerchant/app/registerApply', { body: { ...base, username: 'westlake2' } });
    expect(cem.envelope.status).toBe(0);
    expect(backend.db.accounts.registerApplications().map((a) => [a.username, a.portal, a.rooms])).toEqual([['westlake', 'smart-bnb', 12], ['westlake2', undefined, undefined]]);
    const refuse = async (extra: Record<string, unknown>) => (await call<RegisterResult>('/officemerchant/app/registerApply', { body: { ...base, username: 'westlake3', ...extra } })).envelope;
    expect((await refuse({ portal: 'smart-bnb' })).message).toBe('invalid field: rooms (expected 1 to 500 rooms)');
    expect((await refuse({ portal: 'smart-bnb', rooms: 501 })).result).toEqual({ messageKey: 'request.range', values: { field: 'rooms', min: 1, max: 500 } });
    expect((await refuse({ portal: 'hotel' })).status).toBe(-1);
    expect((await refuse({ rooms: 3 })).message).toBe('invalid field: rooms (only a smart-bnb application lets rooms)');
  });
});
