// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Database } from '../../mock/api/db/Database';
import type { UserRecord } from '../../mock/api/db/users';

/**
 * Store reach is one question of the core (issue 37 §1): whether a caller reaches a store is
 * answered from the store records and the role book's data scope, so reading a bill, a hotel's
 * bookings or its guest rooms builds no device simulation; another company's store still answers
 * as one that does not exist.
 */

const BILLING_STORE = 'st-1005-01';
const HOTEL = 'st-1001-04';
const userNamed = (db: Database, username: string): UserRecord => db.core.data.users.find((u) => u.username === username)!;
const notFoundStore = (store: string) => ({ status: -1, message: `no such store: ${store}`, result: { messageKey: 'request.notFound', values: { kind: 'store', id: store } } });

describe('store reach (the core answers, no domain world is built)', () => {
  it('reads a store\'s bills without building the device world', () => {
    const db = new Database();
    const book = db.billing.bookFor(userNamed(db, 'operator'), BILLING_STORE);
    expect(book.bills.length).toBe(1222);
    expect(db.domains.billing.built).toBe(true);
    expect(db.domains.devices.built).toBe(false);
    // Listing the store's devices is what builds it.
    expect(db.devices.list(userNamed(db, 'operator'), { store: BILLING_STORE, page: 1, pagesize: 5 }).data.length).toBe(5);
    expect(db.domains.devices.built).toBe(true);
  });

  it('reads a hotel\'s bookings and guest rooms without building the device world', () => {
    const db = new Database();
    const host = userNamed(db, 'bnbhost');
    expect(db.smartbnb.bookings(host, 'p-smartbnb-calendar', HOTEL, '2026-06-01', '2026-06-08').rows.length).toBeGreaterThan(0);
    expect(db.domains.devices.built).toBe(false);
  });

  it('answers another company\'s store as not found, and a store of the caller\'s own company as reached', () => {
    const db = new Database();
    const foreign = userNamed(db, 'ggadmin');
    const own = userNamed(db, 'operator');
    expect(db.reach.reaches(own, BILLING_STORE)).toBe(true);
    expect(db.reach.require(own, BILLING_STORE).did).toBe(BILLING_STORE);
    expect(() => db.reach.require(foreign, BILLING_STORE)).toThrow(expect.objectContaining(notFoundStore(BILLING_STORE)));
    expect(() => db.billing.bookFor(foreign, BILLING_STORE)).toThrow(expect.objectContaining(notFoundStore(BILLING_STORE)));
    expect(() => db.reach.require(own, 'st-9999-99')).toThrow(expect.objectContaining(notFoundStore('st-9999-99')));
    expect(db.domains.devices.built).toBe(false);
  });
});
