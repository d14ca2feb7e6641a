import { asRows } from '../../core/tables/Table.ts';
import { companyField, stampFields, stationFields, storeFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { choice, date, link, money, num, optionSet, ref, status, text } from '../fields.ts';
import { CODE } from '../patterns.ts';
import { PO_FLOW, STAGES, supplyOf } from '../world/supply.ts';

/** Procurement: projects, purchase orders, equipment specifications. */

export const ALL = ['add', 'edit', 'delete', 'export', 'import', 'history'] as const;

export const SPEC_CATEGORY = optionSet('specCategory', [
  ['dc-pile', 'DC pile', '直流桩'],
  ['ac-pile', 'AC pile', '交流桩'],
  ['module', 'Charging module', '充电模块'],
  ['transformer', 'Transformer', '变压器'],
  ['meter', 'Meter', '电能表'],
  ['cable', 'Cable', '电缆'],
  ['storage', 'Energy storage', '储能设备'],
  ['part', 'Spare part', '备品备件'],
]);
const SPEC_STATUS = optionSet('specStatus', [
  ['active', 'Active', '在用', 'success'],
  ['discontinued', 'Discontinued', '停产', 'default'],
]);
const PROJECT_STAGE = optionSet('projectStage', [
  ['planning', 'Planning', '立项', 'default'],
  ['bidding', 'Bidding', '招标中', 'processing'],
  ['contracted', 'Contracted', '已签约', 'processing'],
  ['delivering', 'Delivering', '交付中', 'warning'],
  ['accepted', 'Accepted', '已验收', 'success'],
]);
const PROJECT_KIND = optionSet('projectKind', [
  ['construction', 'New station', '新建'],
  ['expansion', 'Expansion', '扩容'],
]);
const PO_STATUS = optionSet('poStatus', [
  ['draft', 'Draft', '草稿', 'default'],
  ['approved', 'Approved', '已审批', 'processing'],
  ['ordered', 'Ordered', '已下单', 'processing'],
  ['partial', 'Partly received', '部分到货', 'warning'],
  ['received', 'Received', '已到货', 'success'],
  ['cancelled', 'Cancelled', '已取消', 'default'],
]);
const PROJECT_PID = 'p-project-procurement';
const SPEC_PID = 'p-equipment-specification';
export const PO_PID = 'p-purchase-order';

export const projectPage: PageDefinition = {
  name: 'project-procurement',
  prefix: 'pp',
  scope: 'business',
  fields: [
    text('projectno', 'Project number', '项目编号', { width: 170, filter: 'text' }),
    text('name', 'Name', '名称', { width: 240, filter: 'text', form: { required: true, maxLength: 60 } }),
    choice('kind', 'Kind', '类别', PROJECT_KIND, { filter: 'select', form: { required: true } }),
    ...stationFields(true),
    money('budget', 'Budget', '预算', { unit: 'CNY', filter: 'numberRange', form: { required: true, min: 0, max: 100_000_000 } }),
    money('contractamount', 'Contract amount', '合同金额', { unit: 'CNY', form: { min: 0, max: 100_000_000 } }),
    text('supplier', 'Supplier', '供应商', { width: 150, filter: 'select', form: { maxLength: 60 } }),
    status('stage', 'Stage', '阶段', PROJECT_STAGE, { filter: 'select', form: { required: true, defaultValue: 'planning' } }),
    date('startdate', 'Start', '开始日期', { filter: 'dateRange', form: { required: true } }),
    date('plannedend', 'Planned end', '计划完成', { form: true }),
    text('manager', 'Manager', '负责人', { width: 100, form: { required: true, maxLength: 20 } }),
    ...stampFields(),
  ],
  sort: ['projectno', 'desc'],
  actions: ALL,
  serial: { field: 'projectno', prefix: 'XM' },
  records: (world) => asRows(supplyOf(world).projects),
  history: { flow: { field: 'stage', steps: STAGES } },
};

export const purchaseOrderPage: PageDefinition = {
  name: 'purchase-order',
  prefix: 'po',
  scope: 'business',
  fields: [
    text('orderno', 'Order number', '订单编号', { width: 170, filter: 'text' }),
    link('projectname', 'Project', '项目', PROJECT_PID, 'projectdid', { width: 220, filter: 'select' }),
    ref('projectdid', 'Project ID', '项目ID', {
      form: {
        type: 'link',
        required: true,
        editable: false,
        link: { pid: PROJECT_PID, labelField: 'name', copy: { projectname: 'name', parentbusinessdid: 'parentbusinessdid', businessdid: 'businessdid', businessname: 'businessname' } },
      },
    }),
    link('itemname', 'Item', '物料', SPEC_PID, 'specdid', { width: 200, filter: 'text' }),
    ref('specdid', 'Specification ID', '规格ID', {
      form: {
        type: 'link',
        required: true,
        link: { pid: SPEC_PID, labelField: 'name', filter: { status: 'active' }, copy: { itemname: 'name', model: 'model', supplier: 'manufacturer', unit: 'unit' } },
      },
    }),
    text('model', 'Model', '型号', { width: 150 }),
    text('supplier', 'Supplier', '供应商', { width: 150, filter: 'select' }),
    num('quantity', 'Quantity', '数量', { filter: 'numberRange', form: { required: true, integer: true, min: 1, max: 100_000 } }),
    text('unit', 'Unit', '单位', { width: 70 }),
    money('unitprice', 'Unit price', '单价', { unit: 'CNY', form: { required: true, min: 0, max: 10_000_000 } }),
    money('amount', 'Amount', '金额', { unit: 'CNY', filter: 'numberRange' }),
    date('orderdate', 'Order date', '下单日期', { filter: 'dateRange', form: { required: true } }),
    date('deliverydate', 'Delivery date', '交货日期', { form: true }),
    status('status', 'Status', '状态', PO_STATUS, { filter: 'select', form: { required: true, defaultValue: 'draft' } }),
    text('buyer', 'Buyer', '采购员', { width: 100, form: { required: true, maxLength: 20 } }),
    ...storeFields(),
    ...stampFields(),
  ],
  sort: ['orderno', 'desc'],
  actions: ALL,
  serial: { field: 'orderno', prefix: 'PO' },
  derive: (row) => ({ amount: Math.round(Number(row.quantity ?? 0) * Number(row.unitprice ?? 0) * 100) / 100 }),
  records: (world) => asRows(supplyOf(world).purchaseOrders),
  history: { flow: { field: 'status', steps: PO_FLOW } },
};

export const specPage: PageDefinition = {
  name: 'equipment-specification',
  prefix: 'es',
  scope: 'company',
  fields: [
    text('code', 'Code', '编码', { width: 190, filter: 'text', form: { required: true, editable: false, pattern: CODE } }),
    text('name', 'Name', '名称', { width: 200, filter: 'text', form: { required: true, maxLength: 60 } }),
    choice('category', 'Category', '分类', SPEC_CATEGORY, { filter: 'select', form: { required: true } }),
    text('manufacturer', 'Manufacturer', '生产厂家', { width: 120, filter: 'select', form: { required: true, maxLength: 40 } }),
    text('model', 'Model', '型号', { width: 150, filter: 'text', form: { required: true, maxLength: 40 } }),
    num('ratedpower', 'Rated power', '额定功率', { unit: 'kW', filter: 'numberRange', form: { min: 0, max: 5000 } }),
    num('voltage', 'Voltage', '电压', { unit: 'V', form: { min: 0, max: 35000 } }),
    text('protection', 'Protection', '防护等级', { width: 90, form: { maxLength: 10 } }),
    money('price', 'Price', '单价', { unit: 'CNY', filter: 'numberRange', form: { required: true, min: 0, max: 10_000_000 } }),
    text('unit', 'Unit', '单位', { width: 70, form: { required: true, maxLength: 4 } }),
    num('warrantymonths', 'Warranty', '质保期', { unit: 'months', form: { required: true, integer: true, min: 0, max: 120 } }),
    text('certification', 'Certification', '认证', { width: 110, form: { maxLength: 30 } }),
    status('status', 'Status', '状态', SPEC_STATUS, { filter: 'select', form: { required: true, defaultValue: 'active' } }),
    companyField(),
    ...stampFields(),
  ],
  sort: ['code', 'asc'],
  actions: ALL,
  records: (world) => asRows(supplyOf(world).specs),
  history: {},
};

export const procurementPages: PageDefinition[] = [projectPage, purchaseOrderPage, specPage];
