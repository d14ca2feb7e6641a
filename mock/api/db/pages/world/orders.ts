import type { Random } from '../../core/random.ts';
import type { Gun, Pile, Station } from './assets.ts';
import { groupBy, scopeOf, type WorldContext } from './context.ts';
import { chooser, maskMobile, mobile, personName, plate, seq, VEHICLES, weighted } from './names.ts';
import { ACTIVITY_DAYS, compactDay, DAY, day, hourOf, iso, MINUTE, SEED_NOW } from '../../core/clock/time.ts';

/** Charging customers and their orders: the busiest lists (10,000+ orders). */

export interface Customer {
  did: string;
  name: string;
  phone: string;
  plate: string;
  vehicle: string;
  membership: 'normal' | 'silver' | 'gold' | 'platinum';
  registerdate: string;
  parentbusinessdid: string;
  businessdid: string;
  businessname: string;
  ordercount: number;
  totalenergy: number;
  totalamount: number;
  lastordertime: string;
  createtime: string;
  updatetime: string;
}

export interface Order {
  did: string;
  orderno: string;
  customerdid: string;
  customername: string;
  phone: string;
  plate: string;
  stationdid: string;
  stationname: string;
  piledid: string;
  pilecode: string;
  gundid: string;
  guncode: string;
  parentbusinessdid: string;
  businessdid: string;
  businessname: string;
  starttime: string;
  endtime: string;
  duration: number;
  energy: number;
  electricityfee: number;
  servicefee: number;
  amount: number;
  status: 'charging' | 'completed' | 'abnormal' | 'cancelled';
  paystatus: 'unpaid' | 'paid' | 'refunded';
  paymethod: 'wechat' | 'alipay' | 'app' | 'card';
  stopreason: 'full' | 'user' | 'balance' | 'fault' | '';
  createtime: string;
  updatetime: string;
}

/** Relative demand per hour of day (China time): commutes, lunch and the cheap night rate. */
const HOURLY = [3, 2, 2, 1, 1, 2, 4, 6, 8, 7, 6, 6, 7, 6, 5, 5, 6, 7, 9, 9, 8, 7, 6, 5];
const hourOfDay = chooser(HOURLY.map((_, hour) => hour), HOURLY);
const OUTCOME = chooser(['completed', 'abnormal', 'cancelled'] as const, [94, 4, 2]);
const STOP = chooser(['full', 'user', 'balance'] as const, [40, 50, 10]);
const PAID = chooser(['paid', 'unpaid', 'refunded'] as const, [97, 2, 1]);
const REFUND = chooser(['refunded', 'paid'] as const, [1, 1]);
const METHOD = chooser(['wechat', 'alipay', 'app', 'card'] as const, [45, 35, 15, 5]);
const CAR_POWER = [60, 90, 120, 150];

/** Time-of-use electricity price (CNY/kWh) by hour. */
export function electricityPrice(hour: number): number {
  if (hour >= 23 || hour < 7) return 0.32;
  if ((hour >= 10 && hour < 12) || (hour >= 18 && hour < 21)) return 1.02;
  return 0.68;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function buildCustomers(ctx: WorldContext): Customer[] {
  const out: Customer[] = [];
  for (const store of ctx.stores) {
    const random = ctx.random(`customers:${store.did}`);
    for (let i = 0, count = random.int(35, 55); i < count; i += 1) {
      const registered = SEED_NOW - random.int(100, 900) * DAY;
      const phone = mobile(random);
      out.push({
        did: `cu-${seq(out.length + 1, 5)}`,
        name: personName(random),
        phone: maskMobile(phone),
        plate: plate(random, store.provincecode),
        vehicle: random.pick(VEHICLES),
        membership: weighted(random, ['normal', 'silver', 'gold', 'platinum'] as const, [60, 25, 12, 3]),
        registerdate: day(registered),
        ...scopeOf(store),
        ordercount: 0,
        totalenergy: 0,
        totalamount: 0,
        lastordertime: '',
        createtime: iso(registered),
        updatetime: iso(registered),
      });
    }
  }
  return out;
}

interface Draft {
  start: number;
  pile: Pile;
  gun: Gun;
  customer: Customer;
  charging: boolean;
}

/** Sessions of one pile over the activity window (plus the running one of a charging pile). */
function draftsOf(random: Random, pile: Pile, guns: Gun[], pool: Customer[]): Draft[] {
  const perDay = pile.type === 'dc' ? (pile.power / 120) * random.float(0.2, 0.5) : random.float(0.1, 0.25);
  const count = Math.round(perDay * ACTIVITY_DAYS);
  const drafts: Draft[] = [];
  const windowStart = SEED_NOW - ACTIVITY_DAYS * DAY;
  for (let i = 0; i < count; i += 1) {
    const hour = hourOfDay(random);
    // Finished sessions start at least 10 hours before "now", so none runs past it.
    const dayIndex = random.int(0, ACTIVITY_DAYS - 2);
    const start = windowStart + dayIndex * DAY + hour * 3_600_000 + random.int(0, 59) * MINUTE;
    drafts.push({ start, pile, gun: random.pick(guns), customer: random.pick(pool), charging: false });
  }
  if (pile.status === 'charging' && guns[0]) {
    drafts.push({ start: SEED_NOW - random.int(5, 90) * MINUTE, pile, gun: guns[0], customer: random.pick(pool), charging: true });
  }
  return drafts;
}

function settle(random: Random, draft: Draft, station: Station, index: number): Order {
  const { pile, gun, customer, start } = draft;
  const effective = pile.type === 'dc' ? Math.min(pile.power, random.pick(CAR_POWER)) * random.float(0.55, 0.9) : Math.min(pile.power, 7) * random.float(0.8, 0.95);
  const need = pile.type === 'dc' ? random.float(12, 65) : random.float(8, 45);
  const status: Order['status'] = draft.charging ? 'charging' : OUTCOME(random);
  let energy = need;
  let duration = Math.round((need / effective) * 60) + random.int(1, 5);
  if (status === 'charging') {
    duration = Math.round((SEED_NOW - start) / MINUTE);
    energy = round2(Math.min(need, (effective * duration) / 60));
  } else if (status === 'abnormal') {
    energy = round2(need * random.float(0.1, 0.7));
    duration = Math.max(1, Math.round(duration * random.float(0.1, 0.7)));
  } else if (status === 'cancelled') {
    energy = 0;
    duration = random.int(0, 2);
  }
  const electricityfee = round2(energy * electricityPrice(hourOf(start)));
  const servicefee = round2(energy * station.servicefee);
  const stopreason: Order['stopreason'] =
    status === 'completed' ? STOP(random) : status === 'abnormal' ? 'fault' : '';
  const paystatus: Order['paystatus'] =
    status === 'charging' ? 'unpaid' : status === 'cancelled' ? 'refunded' : status === 'abnormal' ? REFUND(random) : PAID(random);
  const end = status === 'charging' ? '' : iso(start + duration * MINUTE);
  const begin = iso(start);
  const number = seq(index, 7);
  return {
    did: `od-${number}`,
    orderno: `CD${compactDay(start)}${number}`,
    customerdid: customer.did,
    customername: customer.name,
    phone: customer.phone,
    plate: customer.plate,
    stationdid: pile.stationdid,
    stationname: pile.stationname,
    piledid: pile.did,
    pilecode: pile.code,
    gundid: gun.did,
    guncode: gun.code,
    parentbusinessdid: pile.parentbusinessdid,
    businessdid: pile.businessdid,
    businessname: pile.businessname,
    starttime: begin,
    endtime: end,
    duration,
    energy: round2(energy),
    electricityfee,
    servicefee,
    amount: round2(electricityfee + servicefee),
    status,
    paystatus,
    paymethod: METHOD(random),
    stopreason,
    createtime: begin,
    updatetime: end || begin,
  };
}

export interface OrderBook {
  orders: Order[];
  /** Start of each order in ms (same index), so reports need not parse times back. */
  starts: Float64Array;
}

/** Orders of every pile of a working station, numbered in time order; customers get their totals. */
export function buildOrders(ctx: WorldContext, stations: Station[], piles: Pile[], guns: Gun[], customers: Customer[]): OrderBook {
  const random = ctx.random('orders');
  const stationByDid = new Map(stations.map((s) => [s.did, s]));
  const gunsByPile = groupBy(guns, (gun) => gun.piledid);
  const customersByParent = groupBy(customers, (c) => c.parentbusinessdid);
  const customersByStore = groupBy(customers, (c) => c.businessdid);
  const drafts: Draft[] = [];
  for (const pile of piles) {
    const station = stationByDid.get(pile.stationdid);
    const pool = customersByParent.get(pile.parentbusinessdid);
    if (!station || station.status === 'building' || !pool) continue;
    for (const draft of draftsOf(random, pile, gunsByPile.get(pile.did) ?? [], customersByStore.get(pile.businessdid) ?? pool)) drafts.push(draft);
  }
  drafts.sort((a, b) => a.start - b.start);
  const orders = drafts.map((draft, i) => settle(random, draft, stationByDid.get(draft.pile.stationdid) as Station, i + 1));
  const byCustomer = new Map(customers.map((c) => [c.did, c]));
  for (const order of orders) {
    const customer = byCustomer.get(order.customerdid);
    if (!customer || order.status === 'cancelled') continue;
    customer.ordercount += 1;
    customer.totalenergy = round2(customer.totalenergy + order.energy);
    customer.totalamount = round2(customer.totalamount + order.amount);
    customer.lastordertime = order.starttime;
  }
  return { orders, starts: Float64Array.from(drafts, (draft) => draft.start) };
}
