import { stampFields, stationFields, storeFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { choice, date, link, money, num, optionSet, ref, status, text } from '../fields.ts';
import { scopeOf } from '../world/context.ts';
import { seq, weighted } from '../world/names.ts';
import { supplyOf } from '../world/supply.ts';
import { compactDay, DAY, day, iso, SEED_NOW } from '../../core/clock/time.ts';
import { ALL, PARTS, STOREROOM_PID, storeroomLink } from './warehouse.ts';
import { stationRef } from '../../core/charging/pileRef.ts';

/** Logistics: shipping from storerooms to stations, returns and exchanges to suppliers. */

const SHIPPING_STATUS = optionSet('shippingStatus', [
  ['pending', 'Pending', '待发货', 'default'],
  ['in-transit', 'In transit', '运输中', 'processing'],
  ['delivered', 'Delivered', '已送达', 'warning'],
  ['signed', 'Signed for', '已签收', 'success'],
]);
const SHIPPING_FLOW = ['pending', 'in-transit', 'delivered', 'signed'];
const RETURN_TYPE = optionSet('returnType', [
  ['return', 'Return', '退货'],
  ['exchange', 'Exchange', '换货'],
]);
const RETURN_REASON = optionSet('returnReason', [
  ['defect', 'Defect', '质量缺陷'],
  ['damage', 'Damaged in transit', '运输损坏'],
  ['wrong-item', 'Wrong item', '发错货'],
  ['spec-change', 'Specification change', '规格变更'],
]);
const RETURN_STATUS = optionSet('returnStatus', [
  ['applied', 'Applied', '已申请', 'default'],
  ['approved', 'Approved', '已审批', 'processing'],
  ['shipped', 'Sent back', '已寄回', 'processing'],
  ['completed', 'Completed', '已完成', 'success'],
  ['rejected', 'Rejected', '已驳回', 'error'],
]);
const RETURN_FLOW = ['applied', 'approved', 'shipped', 'completed'];
const CARRIERS = ['顺丰速运', '德邦物流', '京东物流', '中通快运'];

export const shippingPage: PageDefinition = {
  name: 'shipping',
  prefix: 'fh',
  scope: 'business',
  fields: [
    text('shipno', 'Shipment number', '发货单号', { width: 170, filter: 'text' }),
    text('itemname', 'Item', '物料', { width: 170, filter: 'text', form: { required: true, maxLength: 40 } }),
    num('quantity', 'Quantity', '数量', { form: { required: true, integer: true, min: 1, max: 100_000 } }),
    link('storeroomname', 'Storeroom', '库房', STOREROOM_PID, 'storeroomdid', { width: 140, filter: 'select' }),
    ref('storeroomdid', 'Storeroom ID', '库房ID', { form: storeroomLink({}) }),
    ...stationFields(true),
    text('carrier', 'Carrier', '承运商', { width: 110, filter: 'select', form: { required: true, maxLength: 20 } }),
    text('trackingno', 'Tracking number', '运单号', { width: 160, filter: 'text', form: { maxLength: 30 } }),
    date('shipdate', 'Shipped', '发货日期', { filter: 'dateRange', form: { required: true } }),
    date('arrivedate', 'Arrived', '到货日期', { form: true }),
    text('receiver', 'Receiver', '收货人', { width: 100, form: { required: true, maxLength: 20 } }),
    status('status', 'Status', '状态', SHIPPING_STATUS, { filter: 'select', form: { required: true, defaultValue: 'pending' } }),
    ...stampFields(),
  ],
  sort: ['shipdate', 'desc'],
  actions: ALL,
  serial: { field: 'shipno', prefix: 'FH' },
  records: (world) => {
    const random = world.ctx.random('shipping');
    const rooms = supplyOf(world).storerooms;
    return world.stations.flatMap((station) =>
      Array.from({ length: random.int(1, 3) }, () => station).map((target) => {
        const room = rooms.find((r) => r.parentbusinessdid === target.parentbusinessdid && r.city === target.city) ?? rooms.find((r) => r.parentbusinessdid === target.parentbusinessdid);
        const shipped = SEED_NOW - random.int(1, 150) * DAY;
        const arrived = shipped + random.int(1, 4) * DAY;
        const state = arrived > SEED_NOW ? random.pick(['pending', 'in-transit']) : random.next() < 0.85 ? 'signed' : 'delivered';
        return { target, room, shipped, arrived, state, part: random.pick(PARTS), quantity: random.int(1, 20), carrier: random.pick(CARRIERS), tracking: random.int(100_000_000, 999_999_999) };
      }),
    ).map(({ target, room, shipped, arrived, state, part, quantity, carrier, tracking }, i) => ({
      did: `fh-${seq(i + 1, 4)}`,
      shipno: `FH${compactDay(shipped)}${seq(i + 1, 4)}`,
      itemname: part[0],
      quantity,
      storeroomname: room?.name ?? '',
      storeroomdid: room?.did ?? '',
      ...stationRef(target),
      carrier,
      trackingno: state === 'pending' ? '' : `SF${tracking}`,
      shipdate: day(shipped),
      arrivedate: state === 'signed' || state === 'delivered' ? day(arrived) : '',
      receiver: target.contact,
      status: state,
      createtime: iso(shipped - DAY),
      updatetime: iso(Math.min(SEED_NOW, arrived)),
    }));
  },
  history: { flow: { field: 'status', steps: SHIPPING_FLOW } },
};

export const returnsPage: PageDefinition = {
  name: 'returns-exchanges',
  prefix: 'th',
  scope: 'business',
  fields: [
    text('rmano', 'RMA number', '退换货单号', { width: 170, filter: 'text' }),
    choice('type', 'Type', '类型', RETURN_TYPE, { filter: 'select', form: { required: true } }),
    text('itemname', 'Item', '物料', { width: 170, filter: 'text', form: { required: true, maxLength: 40 } }),
    text('model', 'Model', '型号', { width: 150, form: { required: true, maxLength: 40 } }),
    num('quantity', 'Quantity', '数量', { form: { required: true, integer: true, min: 1, max: 10_000 } }),
    choice('reason', 'Reason', '原因', RETURN_REASON, { filter: 'select', form: { required: true } }),
    text('supplier', 'Supplier', '供应商', { width: 120, filter: 'select', form: { required: true, maxLength: 40 } }),
    money('amount', 'Amount', '金额', { unit: 'CNY', form: { min: 0, max: 10_000_000 } }),
    date('applydate', 'Applied', '申请日期', { filter: 'dateRange', form: { required: true } }),
    status('status', 'Status', '状态', RETURN_STATUS, { filter: 'select', form: { required: true, defaultValue: 'applied' } }),
    ...storeFields(true),
    ...stampFields(),
  ],
  sort: ['applydate', 'desc'],
  actions: ALL,
  serial: { field: 'rmano', prefix: 'TH' },
  records: (world) => {
    const random = world.ctx.random('returns');
    return world.ctx.stores
      .flatMap((store) => Array.from({ length: random.int(0, 3) }, () => store))
      .map((store, i) => {
        const applied = SEED_NOW - random.int(2, 240) * DAY;
        const [itemname, model, , price] = random.pick(PARTS);
        const quantity = random.int(1, 6);
        const state = random.next() < 0.08 ? 'rejected' : random.pick(RETURN_FLOW);
        return {
          did: `th-${seq(i + 1, 4)}`,
          rmano: `TH${compactDay(applied)}${seq(i + 1, 4)}`,
          type: random.next() < 0.6 ? 'exchange' : 'return',
          itemname, model, quantity,
          reason: weighted(random, ['defect', 'damage', 'wrong-item', 'spec-change'], [6, 2, 1, 1]),
          supplier: model.startsWith('INFY') ? '英飞源' : '万马股份',
          amount: quantity * price,
          applydate: day(applied),
          status: state,
          ...scopeOf({ did: store.did, name: store.name, parentdid: store.parentdid }),
          createtime: iso(applied),
          updatetime: iso(Math.min(SEED_NOW, applied + random.int(1, 20) * DAY)),
        };
      });
  },
  history: { flow: { field: 'status', steps: RETURN_FLOW } },
};


export const logisticsPages: PageDefinition[] = [shippingPage, returnsPage];
