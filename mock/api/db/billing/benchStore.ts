import type { BillingRoom, Contract } from '../../../../src/api/billing/types.ts';
import { BadRequest } from '../../envelope.ts';
import type { BillingWorld } from './BillingWorld.ts';
import { areaParts } from './seedStore.ts';
import { between, invalidField } from '../core/shapeErrors.ts';
import { seedMonthDay, seedMonthEnd } from '../core/clock/seedDates.ts';

/** How many let rooms a bench store may be grown to. */
const MAX_ROOMS = 2000;

/**
 * `npm run bench`'s large store (mock control `billing-bench-store`): grows a store's book to
 * `rooms` let rooms with synthetic offices (`<store>-bench-rNNNN`), each let to a tenant of its
 * own under a signed contract in force all year, measured by an area share of an electricity
 * meter of the store that no room's group uses yet (so the seeded shares still add up to 100 %).
 * The rooms live in the book only (not in the space tree); their energy comes from real readings.
 */
export function growBenchStore(billing: BillingWorld, store: string, rooms: number): { rooms: number; added: number; meter: string } {
  if (!Number.isInteger(rooms) || rooms < 1 || rooms > MAX_ROOMS) throw invalidField('rooms', `expected 1 to ${MAX_ROOMS}`, between(1, MAX_ROOMS));
  const book = billing.book(store);
  const plan = billing.plan(store);
  const shared = new Set(book.allocations.map((a) => a.meter));
  const own = new Set(book.rooms.flatMap((r) => book.group(r.did).own));
  const meter = plan?.meters.find((m) => m.energytype === 'electricity' && m.kind !== 'main' && !shared.has(m.did) && !own.has(m.did)) ?? plan?.meters.find((m) => m.energytype === 'electricity' && !shared.has(m.did));
  if (!meter) throw new BadRequest(`no electricity meter of ${store} is free to share`);
  const template = book.rooms[0];
  const rule = book.rateRules[0];
  if (!template || !rule) throw new BadRequest(`store ${store} has no let room or rate rule to copy`);
  const added: BillingRoom[] = [];
  for (let n = book.rooms.length + 1; n <= rooms; n += 1) {
    const id = String(n).padStart(4, '0');
    const room: BillingRoom = { ...template, did: `sp-${store}-bench-r${id}`, name: `Bench ${id}`, roomtype: 'office', area: 40 + (n % 7) * 10 };
    added.push(room);
    book.tenants.push({ did: `tn-${store}-bench-${id}`, store, name: `Bench tenant ${id}`, contact: 'Bench', phone: '', email: '', type: book.tenantTypes[0]?.did ?? '', key: false, createdAt: `${seedMonthDay(-22, 1)}T00:00:00.000Z` });
    const contract: Contract = {
      did: `ct-${store}-bench-${id}`, code: `HT-${store}-B${id}`, store, tenant: `tn-${store}-bench-${id}`, rooms: [room.did], start: seedMonthDay(-22, 1), end: seedMonthEnd(13),
      rent: 100 * room.area, deposit: 300 * room.area, rateRule: rule.did, fees: [{ name: 'Property management', amount: 8 * room.area }], billDay: 5, dueDays: 15,
      lateFeeRate: 0.0005, currency: book.currency, state: 'active', signedAt: `${seedMonthDay(-23, 15)}T10:00:00.000Z`, terminatedOn: null, terminateReason: null, renewalOf: null, attachments: [],
    };
    book.contracts.push(contract);
  }
  book.rooms.push(...added);
  if (added.length) book.allocations.push({ meter: meter.did, method: 'area', parts: areaParts(added) });
  return { rooms: book.rooms.length, added: added.length, meter: meter.did };
}
