import { asRows, type Row } from '../../core/tables/Table.ts';
import { parentFields, stampFields, stationFields, storeFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { choice, date, datetime, link, money, num, optionSet, ref, status, text, type FieldDef } from '../fields.ts';
import { CUSTOMER_LEVEL, OPERATION_TYPE, ORDER_STATUS, PAY_METHOD, PAY_STATUS, STOP_REASON } from '../options.ts';
import { seq } from '../world/names.ts';
import type { World } from '../world/index.ts';
import { orderStats, round1, round2 } from '../world/stats.ts';
import { DAY, day, iso, MINUTE, SEED_NOW } from '../../core/clock/time.ts';
import { PILE_REF_FIELDS, sameNamed, stationRef } from '../../core/charging/pileRef.ts';

/** Operation management: site and user portraits, orders, marketing. */

const CUSTOMER_PID = 'p-user-portrait-list';
const GUN_PID = 'p-ledger-gun';

const CAMPAIGN_TYPE = optionSet('campaignType', [
  ['discount', 'Discount', '折扣'],
  ['coupon', 'Coupon', '优惠券'],
  ['points', 'Points', '积分'],
  ['new-user', 'New users', '拉新'],
]);
const CAMPAIGN_STATUS = optionSet('campaignStatus', [
  ['planned', 'Planned', '未开始', 'default'],
  ['running', 'Running', '进行中', 'processing'],
  ['ended', 'Ended', '已结束', 'success'],
]);

const portraitFields = (): FieldDef[] => [
  ...stationFields(),
  text('city', 'City', '城市', { width: 100, filter: 'select' }),
  text('operator', 'Operator', '运营商', { width: 140, filter: 'select' }),
  choice('operationtype', 'Operation type', '运营类型', OPERATION_TYPE),
  num('pilecount', 'Piles', '桩数'),
  num('orders30', 'Orders (30 days)', '近30天订单', { filter: 'numberRange' }),
  num('energy30', 'Energy (30 days)', '近30天电量', { unit: 'kWh', digits: 2, filter: 'numberRange' }),
  money('revenue30', 'Revenue (30 days)', '近30天收入', { unit: 'CNY', filter: 'numberRange' }),
  num('utilization', 'Utilisation', '时间利用率', { unit: '%', digits: 1, filter: 'numberRange' }),
  num('avgduration', 'Average session', '平均充电时长', { unit: 'min', digits: 1 }),
  num('customers30', 'Customers (30 days)', '近30天用户数'),
  num('rating', 'Rating', '评分', { digits: 1, filter: 'numberRange' }),
];

function portraits(world: World, type: 'self' | 'third'): Row[] {
  const random = world.ctx.random(`portraits:${type}`);
  const stats = orderStats(world).station30;
  return world.stations
    .filter((s) => s.operationtype === type)
    .map((station, i) => {
      const t = stats.get(station.did);
      const minutes = t?.minutes ?? 0;
      return {
        did: `${type === 'self' ? 'sps' : 'spt'}-${seq(i + 1, 4)}`,
        ...stationRef(station),
        city: station.city,
        operator: station.operator,
        operationtype: station.operationtype,
        pilecount: station.pilecount,
        orders30: t?.orders ?? 0,
        energy30: round2(t?.energy ?? 0),
        revenue30: round2(t?.amount ?? 0),
        utilization: station.guncount ? round1((minutes / (station.guncount * 30 * 24 * 60)) * 100) : 0,
        avgduration: t?.orders ? round1(minutes / t.orders) : 0,
        customers30: t?.customers ?? 0,
        rating: station.status === 'building' ? 0 : random.float(3.6, 5, 1),
      };
    });
}

export const selfStationsPage: PageDefinition = {
  name: 'self-operated-stations',
  prefix: 'sps',
  scope: 'business',
  fields: portraitFields(),
  sort: ['revenue30', 'desc'],
  actions: ['export'],
  records: (world) => portraits(world, 'self'),
};

export const thirdStationsPage: PageDefinition = {
  name: 'third-party-stations',
  prefix: 'spt',
  scope: 'business',
  fields: portraitFields(),
  sort: ['revenue30', 'desc'],
  actions: ['export'],
  records: (world) => portraits(world, 'third'),
};

export const customersPage: PageDefinition = {
  name: 'user-portrait-list',
  prefix: 'cu',
  scope: 'business',
  fields: [
    text('name', 'Name', '名称', { width: 100, filter: 'text' }),
    text('phone', 'Phone', '联系电话', { width: 130, filter: 'text' }),
    text('plate', 'Plate', '车牌号', { width: 110, filter: 'text' }),
    text('vehicle', 'Vehicle', '车型', { width: 130, filter: 'select' }),
    status('membership', 'Membership', '会员等级', CUSTOMER_LEVEL, { filter: 'select', form: { required: true } }),
    date('registerdate', 'Registered', '注册日期', { filter: 'dateRange' }),
    num('ordercount', 'Orders', '订单数', { filter: 'numberRange' }),
    num('totalenergy', 'Total energy', '累计电量', { unit: 'kWh', digits: 2, filter: 'numberRange' }),
    money('totalamount', 'Total spent', '累计消费', { unit: 'CNY', filter: 'numberRange' }),
    datetime('lastordertime', 'Last order', '最近订单', { filter: 'dateRange' }),
    ...storeFields(),
    ...stampFields(),
  ],
  sort: ['totalamount', 'desc'],
  actions: ['edit', 'export', 'history'],
  records: (world) => asRows(world.customers),
};

export const ordersPage: PageDefinition = {
  name: 'orders',
  aliases: ['charging-orders'],
  prefix: 'od',
  scope: 'business',
  area: 'orders',
  fields: [
    text('orderno', 'Order number', '订单编号', { width: 190, filter: 'text' }),
    link('customername', 'Customer', '用户', CUSTOMER_PID, 'customerdid', { width: 100, filter: 'text' }),
    ref('customerdid', 'Customer ID', '用户ID', {
      form: { type: 'link', required: true, editable: false, link: { pid: CUSTOMER_PID, labelField: 'name', copy: { customername: 'name', phone: 'phone', plate: 'plate' } } },
    }),
    text('phone', 'Phone', '联系电话', { width: 130, visible: false }),
    text('plate', 'Plate', '车牌号', { width: 110, filter: 'text' }),
    ...stationFields(),
    text('pilecode', 'Pile', '充电桩', { width: 190, visible: false }),
    ref('piledid', 'Pile ID', '充电桩ID'),
    text('guncode', 'Gun', '充电枪', { width: 200 }),
    ref('gundid', 'Gun ID', '充电枪ID', {
      form: {
        type: 'link',
        required: true,
        editable: false,
        link: {
          pid: GUN_PID,
          labelField: 'code',
          copy: { guncode: 'code', ...sameNamed(PILE_REF_FIELDS) },
        },
      },
    }),
    datetime('starttime', 'Start', '开始时间', { filter: 'dateRange', form: { required: true, editable: false } }),
    datetime('endtime', 'End', '结束时间', { form: true }),
    num('duration', 'Duration', '时长', { unit: 'min', filter: 'numberRange' }),
    num('energy', 'Energy', '充电量', { unit: 'kWh', digits: 2, filter: 'numberRange', form: { required: true, min: 0, max: 500 } }),
    money('electricityfee', 'Electricity fee', '电费', { unit: 'CNY', form: { required: true, min: 0, max: 10_000 } }),
    money('servicefee', 'Service fee', '服务费', { unit: 'CNY', form: { required: true, min: 0, max: 10_000 } }),
    money('amount', 'Amount', '金额', { unit: 'CNY', filter: 'numberRange' }),
    status('status', 'Status', '状态', ORDER_STATUS, { filter: 'select', multiple: true, form: { required: true, defaultValue: 'completed' } }),
    status('paystatus', 'Payment', '支付状态', PAY_STATUS, { filter: 'select', form: { required: true, defaultValue: 'unpaid' } }),
    choice('paymethod', 'Paid with', '支付方式', PAY_METHOD, { filter: 'select', form: { required: true, defaultValue: 'wechat' } }),
    choice('stopreason', 'Stop reason', '结束原因', STOP_REASON, { filter: 'select', form: { type: 'enum' } }),
    ...stampFields(),
  ],
  sort: ['starttime', 'desc'],
  actions: ['add', 'edit', 'delete', 'export', 'history'],
  serial: { field: 'orderno', prefix: 'CD' },
  derive: (row) => {
    const start = Date.parse(String(row.starttime ?? ''));
    const end = Date.parse(String(row.endtime ?? ''));
    return {
      duration: Number.isNaN(start) || Number.isNaN(end) ? row.duration : Math.max(0, Math.round((end - start) / MINUTE)),
      amount: round2(Number(row.electricityfee ?? 0) + Number(row.servicefee ?? 0)),
    };
  },
  records: (world) => asRows(world.orders),
};

export const marketingPage: PageDefinition = {
  name: 'marketing-analysis',
  prefix: 'mk',
  scope: 'business',
  fields: [
    text('name', 'Name', '名称', { width: 200, filter: 'text', form: { required: true, maxLength: 40 } }),
    choice('type', 'Type', '类型', CAMPAIGN_TYPE, { filter: 'select', form: { required: true } }),
    ...parentFields(true),
    date('startdate', 'Start', '开始日期', { filter: 'dateRange', form: { required: true } }),
    date('enddate', 'End', '结束日期', { form: { required: true } }),
    money('budget', 'Budget', '预算', { unit: 'CNY', form: { required: true, min: 0, max: 10_000_000 } }),
    money('spent', 'Spent', '已花费', { unit: 'CNY', form: { min: 0, max: 10_000_000 } }),
    num('participants', 'Participants', '参与人数', { form: { integer: true, min: 0 } }),
    num('newusers', 'New users', '新增用户', { form: { integer: true, min: 0 } }),
    num('ordercount', 'Orders', '订单数', { form: { integer: true, min: 0 } }),
    money('gmv', 'GMV', '交易额', { unit: 'CNY', form: { min: 0 } }),
    num('roi', 'ROI', '投入产出比', { digits: 2, filter: 'numberRange' }),
    status('status', 'Status', '状态', CAMPAIGN_STATUS, { filter: 'select', form: { required: true, defaultValue: 'planned' } }),
    ...stampFields(),
  ],
  sort: ['startdate', 'desc'],
  actions: ['add', 'edit', 'delete', 'export', 'history'],
  derive: (row) => ({ roi: Number(row.spent) > 0 ? round2(Number(row.gmv ?? 0) / Number(row.spent)) : null }),
  records: (world) => {
    const random = world.ctx.random('marketing');
    const names: [string, string][] = [
      ['国庆充电满减', 'discount'], ['新用户首单立减', 'new-user'], ['夜间谷电优惠', 'discount'], ['充值送券', 'coupon'],
      ['会员积分翻倍', 'points'], ['中秋出行季', 'coupon'], ['周末快充折扣', 'discount'], ['老带新有礼', 'new-user'],
    ];
    const rows: Row[] = [];
    for (const parent of world.ctx.parents) {
      for (const [name, type] of names.filter(() => random.next() < 0.7)) {
        const start = SEED_NOW - random.int(-20, 150) * DAY;
        const end = start + random.int(7, 45) * DAY;
        const state = start > SEED_NOW ? 'planned' : end > SEED_NOW ? 'running' : 'ended';
        const budget = random.int(5, 80) * 1000;
        const spent = state === 'planned' ? 0 : Math.round(budget * random.float(0.3, state === 'ended' ? 1 : 0.7));
        const orders = state === 'planned' ? 0 : random.int(200, 4000);
        const gmv = round2(orders * random.float(28, 55));
        rows.push({
          did: `mk-${seq(rows.length + 1, 4)}`,
          name, type,
          parentbusinessname: parent.name,
          parentbusinessdid: parent.did,
          startdate: day(start),
          enddate: day(end),
          budget, spent,
          participants: state === 'planned' ? 0 : random.int(orders / 3, orders),
          newusers: state === 'planned' ? 0 : random.int(10, type === 'new-user' ? 900 : 200),
          ordercount: orders,
          gmv,
          roi: spent > 0 ? round2(gmv / spent) : null,
          status: state,
          createtime: iso(start - 14 * DAY),
          updatetime: iso(Math.min(SEED_NOW, end)),
        });
      }
    }
    return rows;
  },
  history: { flow: { field: 'status', steps: ['planned', 'running', 'ended'] } },
};

export const operationPages: PageDefinition[] = [selfStationsPage, thirdStationsPage, customersPage, ordersPage, marketingPage];
