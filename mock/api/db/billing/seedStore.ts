import { EXPIRING_DAYS, type Allocation, type BillingRoom, type Contract, type RateRule, type ServiceFee, type Tenant, type TenantType } from '../../../../src/api/billing/types.ts';
import type { TouBand } from '../../../../src/api/energyTypes.ts';
import type { StorePlan } from '../core/metering/plan.ts';
import { tariffsOf } from '../core/metering/prices.ts';
import { streamKey } from '../core/noise.ts';
import { isLeasable } from '../core/metering/tenantMeters.ts';
import { iso } from '../core/clock/time.ts';
import { Random } from '../core/random.ts';
import type { SpaceTree } from '../core/spaceTree/SpaceTree.ts';
import { addDays, addYears, daysBetween } from '../core/clock/dates.ts';
import { CHINA_ZONE, seedDayIn } from '../core/clock/zones.ts';
import { companyName, personName, phone } from './names.ts';
import { seedMonthDay, seedMonthEnd } from '../core/clock/seedDates.ts';
import { DATA_FROM } from '../core/clock/calendar.ts';

/** The seeded, static part of a store's billing world: rooms, tenants, prices, contracts. */
export interface StoreSeed {
  rooms: BillingRoom[];
  tenantTypes: TenantType[];
  tenants: Tenant[];
  rateRules: RateRule[];
  contracts: Contract[];
  allocations: Allocation[];
}

export const TENANT_TYPES: ReadonlyArray<readonly [string, string]> = [
  ['retail', '零售'], ['catering', '餐饮'], ['office', '办公'], ['logistics', '仓储物流'], ['data', '数据中心'],
];
const TYPE_OF_ROOM: Readonly<Record<string, string>> = { shop: 'retail', restaurant: 'catering', office: 'office', warehouse: 'logistics', 'cold-store': 'logistics', computer: 'data' };

/** Rent per m² per month (CNY) by room type. */
const RENT: Readonly<Record<string, readonly [number, number]>> = {
  office: [90, 160], shop: [180, 350], restaurant: [150, 260], warehouse: [30, 50], 'cold-store': [60, 90], computer: [200, 300],
};
/** Property management fee per m² per month. */
const MANAGEMENT: Readonly<Record<string, readonly [number, number]>> = {
  office: [8, 15], shop: [12, 20], restaurant: [12, 20], warehouse: [3, 5], 'cold-store': [4, 6], computer: [10, 15],
};

/** The day the seeded TOU prices rise 4 %: mid-month five months before the start's (2026-06-15), so that month's bills each half at its price. */
export const TOU_CHANGE = seedMonthDay(-5, 15);
/** The seeded rate rules' first prices, long before the data (2024-01-01). */
const FIRST_PRICES = seedMonthDay(-34, 1);

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The rooms of a store that could be let, in every building, floor by floor, in tree order (seedStore lets those of metered buildings). */
export function leasableRooms(tree: SpaceTree, store: string, plan: StorePlan | undefined): BillingRoom[] {
  const typeOf = new Map((plan?.buildings ?? []).map((b) => [b.did, b.type]));
  const out: BillingRoom[] = [];
  for (const building of tree.childDids(store)) {
    const b = tree.require(building);
    for (const floorDid of tree.childDids(building)) {
      const floor = tree.require(floorDid);
      for (const did of tree.childDids(floorDid)) {
        const room = tree.require(did);
        if (room.level !== 'room' || !isLeasable(room.roomtype, typeOf.get(building) ?? 'office')) continue;
        out.push({ did, name: room.name, store, building, buildingName: b.name, floorDid, floor: floor.floor ?? 0, roomtype: room.roomtype ?? 'office', area: room.area });
      }
    }
  }
  return out;
}

function rateRules(seed: number, store: string, plan: StorePlan | undefined): RateRule[] {
  const grid = tariffsOf(seed, plan?.provincecode || 'none').find((t) => t.energytype === 'electricity')?.bandPrices ?? { peak: 1.2, flat: 0.8, valley: 0.3 };
  // The landlord resells at the grid's band prices plus a service margin of 0.10 per kWh.
  const bands = (scale: number): Record<TouBand, number> => ({
    peak: round((grid.peak + 0.1) * scale, 4), flat: round((grid.flat + 0.1) * scale, 4), valley: round((grid.valley + 0.1) * scale, 4),
  });
  return [
    { did: `rr-${store}-tou`, store, name: '分时电价（标准）', kind: 'tou', currency: 'CNY', versions: [{ from: FIRST_PRICES, bands: bands(1) }, { from: TOU_CHANGE, bands: bands(1.04) }] },
    { did: `rr-${store}-flat`, store, name: '单一电价', kind: 'flat', currency: 'CNY', versions: [{ from: FIRST_PRICES, price: 1.05 }, { from: seedMonthDay(-8, 1), price: 1.1 }] },
    {
      did: `rr-${store}-tier`, store, name: '阶梯电价（仓储）', kind: 'tiered', currency: 'CNY',
      versions: [{ from: FIRST_PRICES, tiers: [{ upTo: 2000, price: 0.82 }, { upTo: 5000, price: 0.95 }, { upTo: null, price: 1.12 }] }],
    },
  ];
}

/** The HVAC sub-meter of each metered building, shared by area among its let rooms. */
function hvacAllocations(rooms: readonly BillingRoom[], plan: StorePlan | undefined): Allocation[] {
  const out: Allocation[] = [];
  for (const b of plan?.buildings ?? []) {
    const meter = `${b.did}-elec-hvac`;
    if (!plan?.meters.some((m) => m.did === meter)) continue;
    const own = rooms.filter((r) => r.building === b.did);
    const area = own.reduce((sum, r) => sum + r.area, 0);
    if (own.length === 0 || area <= 0) continue;
    out.push({ meter, method: 'area', parts: areaParts(own, area) });
  }
  return out;
}

/** Percent shares by area, to 4 decimals, adding up to exactly 100 (the last takes the rest). */
export function areaParts(rooms: ReadonlyArray<Pick<BillingRoom, 'did' | 'area'>>, total = rooms.reduce((s, r) => s + r.area, 0)): Allocation['parts'] {
  const parts = rooms.map((r) => ({ space: r.did, percent: round((100 * r.area) / total, 4) }));
  const rest = round(100 - parts.slice(0, -1).reduce((s, p) => s + p.percent, 0), 4);
  const last = parts[parts.length - 1];
  if (last) last.percent = rest;
  return parts;
}

/** Rooms let together: mostly one, sometimes two or three neighbours on a floor. */
function units(random: Random, rooms: readonly BillingRoom[]): BillingRoom[][] {
  const out: BillingRoom[][] = [];
  let i = 0;
  while (i < rooms.length) {
    const first = rooms[i]!;
    const want = random.next() < 0.72 ? 1 : random.next() < 0.7 ? 2 : 3;
    const unit = [first];
    while (unit.length < want && rooms[i + unit.length]?.floorDid === first.floorDid && rooms[i + unit.length]?.roomtype === first.roomtype) unit.push(rooms[i + unit.length]!);
    out.push(unit);
    i += unit.length;
  }
  return out;
}

type Fate = 'active' | 'expiring' | 'expired' | 'terminated' | 'reserved' | 'draft' | 'vacant';

function fate(random: Random): Fate {
  const r = random.next();
  return r < 0.66 ? 'active' : r < 0.76 ? 'expiring' : r < 0.83 ? 'expired' : r < 0.87 ? 'terminated' : r < 0.9 ? 'reserved' : r < 0.92 ? 'draft' : 'vacant';
}

/** A day in [from, to] (inclusive). */
const drawDay = (random: Random, from: string, to: string) => addDays(from, random.int(0, Math.max(0, daysBetween(from, to))));

/** Start and end of a lease of `years` ending on `end` (inclusive). */
const leaseEnding = (end: string, years: number) => ({ start: addYears(addDays(end, 1), -years), end });

/** A lease of whole years that began by today and runs more than EXPIRING_DAYS after it. */
function leaseInForce(random: Random, seedDay: string): { start: string; end: string } {
  const start = drawDay(random, '2021-06-01', addDays(seedDay, -20));
  let years = random.int(1, 5);
  while (addDays(addYears(start, years), -1) <= addDays(seedDay, EXPIRING_DAYS + 10)) years += 1;
  return { start, end: addDays(addYears(start, years), -1) };
}

export function seedStore(seed: number, store: string, tree: SpaceTree, plan: StorePlan | undefined): StoreSeed {
  const random = new Random(streamKey(seed, `billing:${store}`));
  // Leases are dated from the seed's day where the store is (Bangkok is still on the day before China's).
  const seedDay = seedDayIn(plan?.seededZone ?? CHINA_ZONE);
  // Energy is billed by meter: only the buildings the energy world meters (the first of the
  // store's buildings, the ones the energy screens show) are let. The units are still drawn over
  // every building's rooms, so the draws of the metered ones stay as they were.
  const metered = new Set((plan?.buildings ?? []).map((b) => b.did));
  const layout = leasableRooms(tree, store, plan);
  const rooms = layout.filter((r) => metered.has(r.building));
  const tenantTypes: TenantType[] = TENANT_TYPES.map(([key, name]) => ({ did: `tt-${store}-${key}`, name }));
  const rules = rateRules(seed, store, plan);
  const tenants: Tenant[] = [];
  const contracts: Contract[] = [];
  const short = store.replace(/^st-/, '').replace('-', '');
  const names = new Set<string>();

  const newTenant = (unit: BillingRoom[], createdAt: string): Tenant => {
    const roomtype = unit[0]?.roomtype ?? 'office';
    let name = companyName(random, roomtype);
    for (let n = 2; names.has(name); n += 1) name = `${companyName(random, roomtype)}${n > 4 ? n : ''}`;
    names.add(name);
    const totalArea = unit.reduce((s, r) => s + r.area, 0);
    const tenant: Tenant = {
      did: `tn-${store}-${String(tenants.length + 1).padStart(4, '0')}`, store, name, contact: personName(random), phone: phone(random),
      email: `finance${tenants.length + 1}@tenant-${short}.example.cn`, type: `tt-${store}-${TYPE_OF_ROOM[roomtype] ?? 'office'}`,
      key: totalArea > 600 || (roomtype === 'restaurant' && random.next() < 0.5), createdAt: `${createdAt}T10:00:00.000Z`,
    };
    tenants.push(tenant);
    return tenant;
  };

  const newContract = (tenant: Tenant, unit: BillingRoom[], span: { start: string; end: string }, extra: Partial<Contract> = {}): Contract => {
    const roomtype = unit[0]?.roomtype ?? 'office';
    const area = unit.reduce((s, r) => s + r.area, 0);
    const [rentMin, rentMax] = RENT[roomtype] ?? [100, 150];
    const [feeMin, feeMax] = MANAGEMENT[roomtype] ?? [8, 12];
    const rent = Math.round((area * random.float(rentMin, rentMax)) / 10) * 10;
    const fees: ServiceFee[] = [{ name: '物业管理费', amount: round(area * random.float(feeMin, feeMax, 1)) }];
    if (roomtype === 'restaurant') fees.push({ name: '垃圾清运费', amount: random.pick([200, 300, 500]) });
    const rule = roomtype === 'warehouse' || roomtype === 'cold-store' ? rules[2]! : roomtype === 'office' && random.next() < 0.25 ? rules[1]! : rules[0]!;
    const contract: Contract = {
      did: `ct-${store}-${String(contracts.length + 1).padStart(4, '0')}`, code: `HT-${short}-${String(contracts.length + 1).padStart(4, '0')}`,
      store, tenant: tenant.did, rooms: unit.map((r) => r.did), start: span.start, end: span.end, rent, deposit: rent * (roomtype === 'shop' || roomtype === 'restaurant' ? 3 : 2),
      rateRule: rule.did, fees, billDay: random.pick([1, 1, 1, 5, 10, 15]), dueDays: random.pick([15, 15, 10, 30]), lateFeeRate: 0.0005, currency: 'CNY',
      state: 'active', signedAt: iso(Date.parse(`${addDays(span.start, -random.int(10, 40))}T02:00:00Z`)), terminatedOn: null, terminateReason: null,
      renewalOf: null, attachments: [], ...extra,
    };
    contracts.push(contract);
    return contract;
  };

  for (const unit of units(random, layout)) {
    if (!metered.has(unit[0]!.building)) continue;
    const kind = fate(random);
    if (kind === 'vacant') continue;
    if (kind === 'active' || kind === 'expiring') {
      const span = kind === 'expiring' ? leaseEnding(drawDay(random, addDays(seedDay, 5), addDays(seedDay, 58)), random.int(1, 5)) : leaseInForce(random, seedDay);
      // A lease that began after the data did may renew an earlier one of the same tenant.
      if (span.start > DATA_FROM && random.next() < 0.5) {
        const before = leaseEnding(addDays(span.start, -1), random.int(1, 3));
        const tenant = newTenant(unit, addDays(before.start, -30));
        const old = newContract(tenant, unit, before);
        newContract(tenant, unit, span, { renewalOf: old.did, signedAt: iso(Date.parse(`${addDays(before.end, -45)}T02:00:00Z`)) });
      } else {
        newContract(newTenant(unit, addDays(span.start, -30)), unit, span);
      }
    } else if (kind === 'expired') {
      newContract(newTenant(unit, seedMonthDay(-53, 1)), unit, leaseEnding(drawDay(random, seedMonthEnd(-5), addDays(seedDay, -1)), random.int(2, 3)));
    } else if (kind === 'terminated') {
      const span = leaseEnding(drawDay(random, seedMonthEnd(4), seedMonthEnd(25)), 3);
      const terminatedOn = drawDay(random, seedMonthEnd(-7), addDays(seedDay, -3));
      newContract(newTenant(unit, addDays(span.start, -30)), unit, span, { terminatedOn, terminateReason: random.pick(['租户提前退租', '经营调整，双方协商解除', '租户违约，依约解除']) });
    } else {
      const start = drawDay(random, addDays(seedDay, 14), addDays(seedDay, 75));
      const span = { start, end: addDays(addYears(start, random.int(2, 3)), -1) };
      newContract(newTenant(unit, addDays(seedDay, -10)), unit, span, kind === 'draft' ? { signedAt: null } : {});
    }
  }
  return { rooms, tenantTypes, tenants, rateRules: rules, contracts, allocations: hvacAllocations(rooms, plan) };
}
