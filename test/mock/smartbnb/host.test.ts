// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PagePerms } from '../../../src/api/pageConfig';
import type { BnbHome, Booking, BookingChange } from '../../../src/api/smartbnb/types';
import type { MenuAnswer } from '../../../src/api/types';
import { call, login, startMockBackend } from '../support';
import { bnb, freeRooms, HOME } from './support';

/** The smart-bnb portal's demo account: bnbhost / bnbhost123, a host of the two hotels' short-stay rooms. */

startMockBackend({ now: () => Date.parse('2026-11-27T00:00:00Z') });

describe('the smart-bnb demo account', () => {
  it('sees only the smart-bnb module on either portal and may do all but import on the bnb pages', async () => {
    const host = await login('bnbhost', 'bnbhost123');
    for (const portalcode of ['smart-bnb', 'cem-platform']) {
      const menu = (await call<MenuAnswer>('/vts/api/menu/get', { session: host, body: { portalcode } })).envelope.result;
      expect(menu.list.map((m) => m.name)).toEqual(['smart-bnb-media']);
    }
    const perms = async (pid: string) => (await call<PagePerms>('/sfsaas/api/role/user/perm', { session: host, body: { pid } })).envelope.result.actions;
    expect(await perms('p-smartbnb-calendar')).toEqual(['view', 'add', 'edit', 'delete', 'export', 'history', 'control']);
    expect(await perms('p-screen-summary')).toEqual(['view', 'control']);
    expect(await perms('p-ac-central')).toEqual([]);
  });

  it('books, checks in and reads the home figures of the two hotels it reaches, and no other store', async () => {
    const host = await login('bnbhost', 'bnbhost123');
    const [room] = await freeRooms(host, '2026-12-20', '2026-12-22');
    const stay = await bnb<Booking>('booking/create', host, { room, from: '2026-12-20', to: '2026-12-22', guest: 'Lin Qing', guests: 2 });
    expect([stay.status, stay.result.createdBy]).toEqual([0, 'bnbhost']);
    expect((await bnb<BookingChange>('booking/cancel', host, { did: stay.result.did })).result.booking.status).toBe('cancelled');
    expect((await bnb<BnbHome>('home', host, { store: 'st-1001-02' }, HOME)).result.rooms).toBe(81);
    expect((await bnb<BnbHome>('home', host, { store: 'st-1001-01' }, HOME)).status).toBe(-45403);
  });
});
