import type { Row } from '../../core/tables/Table.ts';
import { parentFields, stampFields, stationFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { date, money, num, optionSet, status, text } from '../fields.ts';
import { MONTH } from '../patterns.ts';
import { seq } from '../world/names.ts';
import { orderStats, round1, round2, type Totals } from '../world/stats.ts';
import { DAY, day, iso, MONTHS, SEED_NOW } from '../../core/clock/time.ts';
import { stationRef } from '../../core/charging/pileRef.ts';

/** Clearing settlement: monthly figures cut from the orders. */

const SETTLEMENT_STATUS = optionSet('settlementStatus', [
  ['pending', 'Pending', '待对账', 'warning'],
  ['confirmed', 'Confirmed', '已确认', 'processing'],
  ['paid', 'Paid', '已结算', 'success'],
]);

/** Average purchase price of grid electricity (CNY/kWh). */
const BUY_PRICE = 0.62;
const monthField = () => text('month', 'Month', '月份', { width: 90, filter: 'select', form: { required: true, editable: false, pattern: MONTH } });
export const totalsOf = (t: Totals | undefined) => ({ orders: t?.orders ?? 0, energy: round2(t?.energy ?? 0), amount: round2(t?.amount ?? 0) });
/** Share of the time the guns were charging, in %. */
export const utilization = (minutes: number, guns: number, days: number) => (guns > 0 ? round1((minutes / (guns * days * 1440)) * 100) : 0);
export const daysIn = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

export const stationCostPage: PageDefinition = {
  name: 'station-monthly-cost',
  prefix: 'smc',
  scope: 'business',
  fields: [
    monthField(),
    ...stationFields(true),
    money('electricitycost', 'Electricity cost', '电费成本', { unit: 'CNY', form: { required: true, min: 0 } }),
    money('rent', 'Rent', '场地租金', { unit: 'CNY', form: { required: true, min: 0 } }),
    money('labor', 'Labour', '人工成本', { unit: 'CNY', form: { required: true, min: 0 } }),
    money('maintenance', 'Maintenance', '运维成本', { unit: 'CNY', form: { required: true, min: 0 } }),
    money('totalcost', 'Total cost', '总成本', { unit: 'CNY', filter: 'numberRange' }),
    money('revenue', 'Revenue', '收入', { unit: 'CNY', form: { min: 0 } }),
    money('profit', 'Profit', '利润', { unit: 'CNY', filter: 'numberRange' }),
    ...stampFields(),
  ],
  sort: ['month', 'desc'],
  actions: ['add', 'edit', 'delete', 'export', 'import', 'history'],
  derive: (row) => {
    const total = round2(['electricitycost', 'rent', 'labor', 'maintenance'].reduce((sum, key) => sum + Number(row[key] ?? 0), 0));
    return { totalcost: total, profit: round2(Number(row.revenue ?? 0) - total) };
  },
  records: (world) => {
    const random = world.ctx.random('station-cost');
    const stats = orderStats(world).stationMonth;
    const rows: Row[] = [];
    for (const station of world.stations.filter((s) => s.status !== 'building')) {
      const rent = random.int(8, 30) * 1000;
      for (const [m, month] of MONTHS.entries()) {
        const t = totalsOf(stats.get(station.did, m));
        const costs = { electricitycost: round2(t.energy * BUY_PRICE), rent, labor: random.int(6, 14) * 1000, maintenance: random.int(5, 40) * 100 };
        const totalcost = round2(costs.electricitycost + costs.rent + costs.labor + costs.maintenance);
        rows.push({
          did: `smc-${seq(rows.length + 1, 4)}`,
          month,
          ...stationRef(station),
          ...costs,
          totalcost,
          revenue: t.amount,
          profit: round2(t.amount - totalcost),
          createtime: iso(Date.parse(`${month}-01T00:00:00+08:00`) + 32 * DAY),
          updatetime: iso(Date.parse(`${month}-01T00:00:00+08:00`) + 33 * DAY),
        });
      }
    }
    return rows;
  },
};

export const orderMonthlyPage: PageDefinition = {
  name: 'order-monthly-data',
  prefix: 'omd',
  scope: 'business',
  fields: [
    monthField(),
    ...stationFields(),
    num('orders', 'Orders', '订单数', { filter: 'numberRange' }),
    num('energy', 'Energy', '充电量', { unit: 'kWh', digits: 2, filter: 'numberRange' }),
    money('amount', 'Amount', '金额', { unit: 'CNY', filter: 'numberRange' }),
    money('servicefee', 'Service fee', '服务费', { unit: 'CNY' }),
    num('avgduration', 'Average session', '平均充电时长', { unit: 'min', digits: 1 }),
    num('customers', 'Customers', '用户数'),
  ],
  sort: ['month', 'desc'],
  actions: ['export'],
  records: (world) => {
    const stats = orderStats(world).stationMonth;
    let n = 0;
    return world.stations.flatMap((station) =>
      MONTHS.map((month, m) => [month, stats.get(station.did, m)] as const)
        .filter(([, t]) => t !== undefined)
        .map(([month, t]) => ({
          did: `omd-${seq((n += 1), 4)}`,
          month,
          ...stationRef(station),
          ...totalsOf(t),
          servicefee: round2(t?.servicefee ?? 0),
          avgduration: t?.orders ? round1(t.minutes / t.orders) : 0,
          customers: t?.customers ?? 0,
        })),
    );
  },
};

export const settlementPage: PageDefinition = {
  name: 'settlement-report',
  prefix: 'stl',
  scope: 'business',
  fields: [
    monthField(),
    ...parentFields(true),
    money('orderamount', 'Order amount', '订单金额', { unit: 'CNY', form: { required: true, min: 0 } }),
    money('refundamount', 'Refunds', '退款金额', { unit: 'CNY', form: { min: 0 } }),
    money('platformfee', 'Platform fee', '平台服务费', { unit: 'CNY' }),
    money('payable', 'Payable', '应结金额', { unit: 'CNY', filter: 'numberRange' }),
    status('status', 'Status', '状态', SETTLEMENT_STATUS, { filter: 'select', form: { required: true, defaultValue: 'pending' } }),
    date('settledate', 'Settled', '结算日期', { form: true }),
    ...stampFields(),
  ],
  sort: ['month', 'desc'],
  actions: ['add', 'edit', 'export', 'history'],
  // A 6 % platform fee on what was not refunded.
  derive: (row) => {
    const net = Number(row.orderamount ?? 0) - Number(row.refundamount ?? 0);
    return { platformfee: round2(net * 0.06), payable: round2(net * 0.94) };
  },
  records: (world) => {
    const random = world.ctx.random('settlement');
    const stats = orderStats(world).parentMonth;
    let n = 0;
    return world.ctx.parents.flatMap((parent) =>
      MONTHS.map((month, i) => {
        n += 1;
        const amount = round2(stats.get(parent.did, i)?.amount ?? 0);
        const refund = round2(amount * random.float(0.005, 0.02));
        const state = i === MONTHS.length - 1 ? 'pending' : i === MONTHS.length - 2 ? 'confirmed' : 'paid';
        const closed = Date.parse(`${month}-01T00:00:00+08:00`) + 35 * DAY;
        return {
          did: `stl-${seq(n, 4)}`,
          month,
          parentbusinessname: parent.name,
          parentbusinessdid: parent.did,
          orderamount: amount,
          refundamount: refund,
          platformfee: round2((amount - refund) * 0.06),
          payable: round2((amount - refund) * 0.94),
          status: state,
          settledate: state === 'paid' ? day(closed) : '',
          createtime: iso(Math.min(SEED_NOW, closed - 5 * DAY)),
          updatetime: iso(Math.min(SEED_NOW, closed)),
        };
      }),
    );
  },
  history: { flow: { field: 'status', steps: ['pending', 'confirmed', 'paid'] } },
};

export const settlementPages: PageDefinition[] = [stationCostPage, orderMonthlyPage, settlementPage];
