import { asRows } from '../../core/tables/Table.ts';
import { stampFields, storeFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { choice, date, link, money, num, optionSet, ref, status, text } from '../fields.ts';
import type { World } from '../world/index.ts';
import { seq, weighted } from '../world/names.ts';
import { supplyOf } from '../world/supply.ts';
import { compactDay, DAY, day, iso, SEED_NOW } from '../../core/clock/time.ts';

/** Warehousing: storerooms, inventory, spare-part receipts. */

export const ALL = ['add', 'edit', 'delete', 'export', 'import', 'history'] as const;
export const STOREROOM_PID = 'p-storeroom';

const STOREROOM_TYPE = optionSet('storeroomType', [
  ['central', 'Central', '中心库'],
  ['regional', 'Regional', '区域库'],
]);
const STOCK_STATUS = optionSet('stockStatus', [
  ['normal', 'In stock', '正常', 'success'],
  ['low', 'Low', '低于安全库存', 'warning'],
  ['out', 'Out of stock', '缺货', 'error'],
]);
const RECEIPT_STATUS = optionSet('receiptStatus', [
  ['pending', 'Awaiting inspection', '待检验', 'warning'],
  ['received', 'Received', '已入库', 'success'],
  ['rejected', 'Rejected', '拒收', 'error'],
]);

/** Spare parts kept in storerooms: name, model, unit, price, safety stock. */
export const PARTS: readonly [string, string, string, number, number][] = [
  ['30kW充电模块', 'INFY-REG30', '个', 5200, 6],
  ['40kW充电模块', 'INFY-REG40', '个', 6900, 4],
  ['250A直流充电枪线', 'WANMA-GUN250', '套', 1800, 8],
  ['32A交流充电枪线', 'WANMA-GUN32', '套', 420, 10],
  ['直流接触器', 'SCHNEIDER-LC1D', '个', 860, 10],
  ['急停按钮', 'ABB-MPET4', '个', 95, 20],
  ['绝缘检测板', 'TGOOD-IMD01', '块', 1350, 4],
  ['主控板', 'STAR-MCU3', '块', 2400, 3],
  ['直流电能表', 'ACREL-DJSF1352', '块', 1200, 5],
  ['散热风扇', 'DELTA-FAN120', '个', 160, 20],
  ['刷卡模块', 'STAR-RFID2', '个', 380, 6],
  ['防雷模块', 'PHOENIX-SPD40', '个', 520, 6],
];

export const storeroomLink = (copy: Record<string, string>) => ({
  type: 'link' as const,
  required: true,
  link: { pid: STOREROOM_PID, labelField: 'name', copy: { storeroomname: 'name', ...copy } },
});
const stockScope = { parentbusinessdid: 'parentbusinessdid', businessdid: 'businessdid', businessname: 'businessname' };

export const storeroomPage: PageDefinition = {
  name: 'storeroom',
  prefix: 'sr',
  scope: 'business',
  fields: [
    text('name', 'Name', '名称', { width: 160, filter: 'text', form: { required: true, maxLength: 40 } }),
    choice('type', 'Type', '类型', STOREROOM_TYPE, { filter: 'select', form: { required: true } }),
    text('city', 'City', '城市', { width: 100, filter: 'select', form: { required: true, maxLength: 20 } }),
    text('address', 'Address', '地址', { width: 220, form: { required: true, maxLength: 120 } }),
    text('keeper', 'Keeper', '库管员', { width: 100, form: { required: true, maxLength: 20 } }),
    num('area', 'Area', '面积', { unit: 'm²', form: { required: true, min: 1, max: 100_000 } }),
    num('slots', 'Storage slots', '库位数', { form: { required: true, integer: true, min: 1, max: 100_000 } }),
    num('usage', 'Usage', '使用率', { unit: '%', filter: 'numberRange', form: { min: 0, max: 100 } }),
    ...storeFields(true),
    ...stampFields(),
  ],
  sort: ['name', 'asc'],
  actions: ALL,
  records: (world) => asRows(supplyOf(world).storerooms),
  history: {},
};

function stockStatus(quantity: number, safety: number): string {
  return quantity === 0 ? 'out' : quantity < safety ? 'low' : 'normal';
}

export const inventoryPage: PageDefinition = {
  name: 'inventory',
  prefix: 'inv',
  scope: 'business',
  fields: [
    link('storeroomname', 'Storeroom', '库房', STOREROOM_PID, 'storeroomdid', { width: 140, filter: 'select' }),
    ref('storeroomdid', 'Storeroom ID', '库房ID', { form: { ...storeroomLink(stockScope), editable: false } }),
    text('partname', 'Part', '物料名称', { width: 170, filter: 'text', form: { required: true, maxLength: 40 } }),
    text('model', 'Model', '型号', { width: 150, form: { required: true, maxLength: 40 } }),
    num('quantity', 'Quantity', '数量', { filter: 'numberRange', form: { required: true, integer: true, min: 0, max: 1_000_000 } }),
    text('unit', 'Unit', '单位', { width: 70, form: { required: true, maxLength: 4 } }),
    num('safetystock', 'Safety stock', '安全库存', { form: { required: true, integer: true, min: 0, max: 100_000 } }),
    money('unitprice', 'Unit price', '单价', { unit: 'CNY', form: { required: true, min: 0, max: 1_000_000 } }),
    money('amount', 'Amount', '金额', { unit: 'CNY' }),
    status('status', 'Status', '状态', STOCK_STATUS, { filter: 'select' }),
    ...storeFields(),
    ...stampFields(),
  ],
  sort: ['partname', 'asc'],
  actions: ALL,
  derive: (row) => {
    const quantity = Number(row.quantity ?? 0);
    return { amount: Math.round(quantity * Number(row.unitprice ?? 0) * 100) / 100, status: stockStatus(quantity, Number(row.safetystock ?? 0)) };
  },
  records: (world) => {
    const random = world.ctx.random('inventory');
    let n = 0;
    return supplyOf(world).storerooms.flatMap((room) =>
      PARTS.filter(() => random.next() < 0.75).map(([partname, model, unit, price, safety]) => {
        n += 1;
        const quantity = weighted(random, [0, random.int(1, safety - 1), random.int(safety, safety * 6)], [1, 3, 12]);
        return {
          did: `inv-${seq(n, 4)}`,
          storeroomname: room.name,
          storeroomdid: room.did,
          partname, model, quantity, unit,
          safetystock: safety,
          unitprice: price,
          amount: quantity * price,
          status: stockStatus(quantity, safety),
          businessname: room.businessname,
          businessdid: room.businessdid,
          parentbusinessdid: room.parentbusinessdid,
          createtime: room.createtime,
          updatetime: iso(SEED_NOW - random.int(1, 60) * DAY),
        };
      }),
    );
  },
};

function partsFor(world: World, label: string, count: (room: { did: string }) => number) {
  const random = world.ctx.random(label);
  return supplyOf(world).storerooms.flatMap((room) =>
    Array.from({ length: count(room) }, () => ({ room, part: random.pick(PARTS), random, when: SEED_NOW - random.int(1, 200) * DAY })),
  );
}

export const sparePartsPage: PageDefinition = {
  name: 'spare-parts-warehousing',
  prefix: 'rk',
  scope: 'business',
  fields: [
    text('receiptno', 'Receipt number', '入库单号', { width: 170, filter: 'text' }),
    text('partname', 'Part', '物料名称', { width: 170, filter: 'text', form: { required: true, maxLength: 40 } }),
    text('model', 'Model', '型号', { width: 150, form: { required: true, maxLength: 40 } }),
    num('quantity', 'Quantity', '数量', { filter: 'numberRange', form: { required: true, integer: true, min: 1, max: 100_000 } }),
    text('unit', 'Unit', '单位', { width: 70, form: { required: true, maxLength: 4 } }),
    money('unitprice', 'Unit price', '单价', { unit: 'CNY', form: { required: true, min: 0, max: 1_000_000 } }),
    money('amount', 'Amount', '金额', { unit: 'CNY', filter: 'numberRange' }),
    link('storeroomname', 'Storeroom', '库房', STOREROOM_PID, 'storeroomdid', { width: 140, filter: 'select' }),
    ref('storeroomdid', 'Storeroom ID', '库房ID', { form: storeroomLink(stockScope) }),
    text('supplier', 'Supplier', '供应商', { width: 120, filter: 'select', form: { maxLength: 40 } }),
    date('receivedate', 'Received', '入库日期', { filter: 'dateRange', form: { required: true } }),
    text('inspector', 'Inspector', '检验员', { width: 100, form: { maxLength: 20 } }),
    status('status', 'Status', '状态', RECEIPT_STATUS, { filter: 'select', form: { required: true, defaultValue: 'pending' } }),
    ...storeFields(),
    ...stampFields(),
  ],
  sort: ['receivedate', 'desc'],
  actions: ALL,
  serial: { field: 'receiptno', prefix: 'RK' },
  derive: (row) => ({ amount: Math.round(Number(row.quantity ?? 0) * Number(row.unitprice ?? 0) * 100) / 100 }),
  records: (world) =>
    partsFor(world, 'receipts', () => 8).map(({ room, part: [partname, model, unit, price], random, when }, i) => {
      const quantity = random.int(2, 40);
      return {
        did: `rk-${seq(i + 1, 4)}`,
        receiptno: `RK${compactDay(when)}${seq(i + 1, 4)}`,
        partname, model, quantity, unit,
        unitprice: price,
        amount: quantity * price,
        storeroomname: room.name,
        storeroomdid: room.did,
        supplier: model.split('-')[0] === 'INFY' ? '英飞源' : random.pick(['万马股份', '施耐德电气', '安科瑞', '菲尼克斯']),
        receivedate: day(when),
        inspector: random.pick(world.ctx.parent(room.parentbusinessdid).staff),
        status: when > SEED_NOW - 3 * DAY ? 'pending' : random.next() < 0.96 ? 'received' : 'rejected',
        businessname: room.businessname,
        businessdid: room.businessdid,
        parentbusinessdid: room.parentbusinessdid,
        createtime: iso(when),
        updatetime: iso(when + DAY),
      };
    }),
  history: { flow: { field: 'status', steps: ['pending', 'received'] } },
};

export const warehousePages: PageDefinition[] = [storeroomPage, inventoryPage, sparePartsPage];
