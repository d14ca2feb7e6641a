import { companyField, stampFields, storeFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { bool, choice, date, link, money, num, optionSet, ref, status, text } from '../fields.ts';
import { seq } from '../world/names.ts';
import { supplyOf } from '../world/supply.ts';
import { DAY, day, iso, SEED_NOW } from '../../core/clock/time.ts';
import { ALL, PO_PID } from './procurement.ts';

/** Quality: incoming inspection of purchase orders, guarantee types. */

const INSPECTION_RESULT = optionSet('inspectionResult', [
  ['pass', 'Passed', '合格', 'success'],
  ['conditional', 'Conditional', '让步接收', 'warning'],
  ['fail', 'Failed', '不合格', 'error'],
]);
const GUARANTEE_SCOPE = optionSet('guaranteeScope', [
  ['whole', 'Whole unit', '整机'],
  ['parts', 'Parts only', '仅部件'],
  ['labour', 'Labour only', '仅人工'],
  ['onsite', 'On-site service', '上门服务'],
]);


export const inspectionPage: PageDefinition = {
  name: 'inspection-test',
  prefix: 'ins',
  scope: 'business',
  fields: [
    text('batchno', 'Batch number', '批次号', { width: 160, filter: 'text' }),
    link('pono', 'Purchase order', '采购订单', PO_PID, 'podid', { width: 170, filter: 'text' }),
    ref('podid', 'Purchase order ID', '采购订单ID', {
      form: {
        type: 'link',
        required: true,
        editable: false,
        link: {
          pid: PO_PID,
          labelField: 'orderno',
          copy: { pono: 'orderno', itemname: 'itemname', model: 'model', parentbusinessdid: 'parentbusinessdid', businessdid: 'businessdid', businessname: 'businessname' },
        },
      },
    }),
    text('itemname', 'Item', '物料', { width: 200 }),
    text('model', 'Model', '型号', { width: 150 }),
    text('inspector', 'Inspector', '检验员', { width: 100, filter: 'select', form: { required: true, maxLength: 20 } }),
    date('inspectdate', 'Inspected', '检验日期', { filter: 'dateRange', form: { required: true } }),
    num('samplesize', 'Samples', '抽样数', { form: { required: true, integer: true, min: 1, max: 1000 } }),
    num('passed', 'Passed', '合格数', { form: { required: true, integer: true, min: 0, max: 1000 } }),
    num('passrate', 'Pass rate', '合格率', { unit: '%', digits: 1, filter: 'numberRange' }),
    status('conclusion', 'Conclusion', '结论', INSPECTION_RESULT, { filter: 'select', form: { required: true } }),
    text('remark', 'Remark', '备注', { width: 200, form: { type: 'textarea', maxLength: 200 } }),
    ...storeFields(),
    ...stampFields(),
  ],
  sort: ['inspectdate', 'desc'],
  actions: ALL,
  serial: { field: 'batchno', prefix: 'JY' },
  derive: (row) => {
    const samples = Number(row.samplesize ?? 0);
    return { passrate: samples > 0 ? Math.round((Number(row.passed ?? 0) / samples) * 1000) / 10 : null };
  },
  records: (world) => {
    const random = world.ctx.random('inspections');
    return supplyOf(world)
      .purchaseOrders.filter((po) => po.status === 'partial' || po.status === 'received')
      .map((po, i) => {
        const when = Math.min(SEED_NOW - DAY, Date.parse(`${po.deliverydate}T10:00:00+08:00`) + random.int(0, 3) * DAY);
        const samples = po.unit === '米' ? 5 : Math.min(po.quantity, random.int(1, 5));
        const passed = random.next() < 0.9 ? samples : samples - 1;
        return {
          did: `ins-${seq(i + 1, 4)}`,
          batchno: `JY${po.orderno.slice(2)}`,
          pono: po.orderno,
          podid: po.did,
          itemname: po.itemname,
          model: po.model,
          inspector: random.pick(world.ctx.parent(po.parentbusinessdid).staff),
          inspectdate: day(when),
          samplesize: samples,
          passed,
          passrate: Math.round((passed / samples) * 1000) / 10,
          conclusion: passed === samples ? 'pass' : random.next() < 0.5 ? 'conditional' : 'fail',
          remark: passed === samples ? '外观、绝缘、通信测试通过' : '抽检发现1台绝缘测试不达标',
          businessname: po.businessname,
          businessdid: po.businessdid,
          parentbusinessdid: po.parentbusinessdid,
          createtime: iso(when),
          updatetime: iso(when),
        };
      });
  },
};

const GUARANTEES: readonly [string, number, string, string, number][] = [
  ['直流桩整机质保3年', 36, 'whole', '设备厂家', 0],
  ['直流桩整机质保5年', 60, 'whole', '设备厂家', 3800],
  ['交流桩整机质保2年', 24, 'whole', '设备厂家', 0],
  ['充电模块质保3年', 36, 'parts', '设备厂家', 0],
  ['变压器质保2年', 24, 'whole', '设备厂家', 0],
  ['运维人工保障1年', 12, 'labour', '运维服务商', 12000],
  ['7×24小时上门服务', 12, 'onsite', '运维服务商', 26000],
  ['储能柜质保5年', 60, 'whole', '设备厂家', 0],
];

export const guaranteePage: PageDefinition = {
  name: 'guarantee-type',
  prefix: 'gt',
  scope: 'company',
  fields: [
    text('name', 'Name', '名称', { width: 200, filter: 'text', form: { required: true, maxLength: 40 } }),
    num('months', 'Duration', '期限', { unit: 'months', filter: 'numberRange', form: { required: true, integer: true, min: 1, max: 120 } }),
    choice('scope', 'Coverage', '保障范围', GUARANTEE_SCOPE, { filter: 'select', form: { required: true } }),
    text('provider', 'Provider', '责任方', { width: 120, form: { required: true, maxLength: 40 } }),
    money('fee', 'Fee', '费用', { unit: 'CNY', form: { min: 0, max: 1_000_000, defaultValue: 0 } }),
    bool('enabled', 'Enabled', '启用', { filter: 'boolean', form: { defaultValue: true } }),
    text('description', 'Description', '描述', { width: 240, form: { type: 'textarea', maxLength: 200 } }),
    companyField(),
    ...stampFields(),
  ],
  sort: ['months', 'asc'],
  actions: ALL,
  records: (world) =>
    world.ctx.companies().flatMap((companyid, c) =>
      GUARANTEES.map(([name, months, scope, provider, fee], i) => ({
        did: `gt-${seq(c * GUARANTEES.length + i + 1, 3)}`,
        name,
        months,
        scope,
        provider,
        fee,
        enabled: i !== 4 || c !== 0,
        description: `${name}，自投运之日起计算`,
        companyid,
        createtime: iso(SEED_NOW - (400 - i * 10) * DAY),
        updatetime: iso(SEED_NOW - (200 - i * 10) * DAY),
      })),
    ),
  history: {},
};


export const qualityPages: PageDefinition[] = [inspectionPage, guaranteePage];
