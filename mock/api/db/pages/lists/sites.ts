import type { Row } from '../../core/tables/Table.ts';
import { stampFields, stationFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { choice, date, money, num, optionSet, status, text } from '../fields.ts';
import { seq, weighted } from '../world/names.ts';
import { CONTRACTORS } from '../world/supply.ts';
import { DAY, day, iso, SEED_NOW } from '../../core/clock/time.ts';
import { stationRef } from '../../core/charging/pileRef.ts';

/** Station sites: construction and commissioning, asset status, auxiliary facilities. */

const ALL = ['add', 'edit', 'delete', 'export', 'import', 'history'] as const;

const PHASE = optionSet('constructionPhase', [
  ['civil', 'Civil works', '土建施工'],
  ['electrical', 'Electrical', '电气安装'],
  ['installation', 'Equipment installation', '设备安装'],
  ['commissioning', 'Commissioning', '调试'],
  ['acceptance', 'Acceptance', '竣工验收'],
]);
const PHASES = ['civil', 'electrical', 'installation', 'commissioning', 'acceptance'] as const;
const WORK_STATUS = optionSet('workStatus', [
  ['not-started', 'Not started', '未开始', 'default'],
  ['in-progress', 'In progress', '进行中', 'processing'],
  ['completed', 'Completed', '已完成', 'success'],
  ['delayed', 'Delayed', '延期', 'error'],
]);
const ASSET_CATEGORY = optionSet('assetCategory', [
  ['dc-pile', 'DC pile', '直流桩'],
  ['ac-pile', 'AC pile', '交流桩'],
  ['transformer', 'Transformer', '变压器'],
  ['storage', 'Energy storage', '储能设备'],
]);
const ASSET_STATE = optionSet('assetState', [
  ['in-use', 'In use', '在用', 'success'],
  ['idle', 'Idle', '闲置', 'default'],
  ['repair', 'Under repair', '维修中', 'warning'],
  ['scrapped', 'Scrapped', '已报废', 'error'],
]);
const FACILITY_TYPE = optionSet('facilityType', [
  ['canopy', 'Canopy', '雨棚'],
  ['lighting', 'Lighting', '照明'],
  ['camera', 'Camera', '监控摄像头'],
  ['fire-extinguisher', 'Fire extinguisher', '灭火器'],
  ['parking-lock', 'Parking lock', '地锁'],
  ['restroom', 'Restroom', '休息室'],
]);
const FACILITY_STATUS = optionSet('facilityStatus', [
  ['normal', 'Normal', '正常', 'success'],
  ['damaged', 'Damaged', '损坏', 'error'],
  ['maintenance', 'Under maintenance', '维护中', 'warning'],
]);
const FACILITY_BRANDS: Record<string, string[]> = {
  canopy: ['钢结构雨棚'],
  lighting: ['欧普照明', '雷士照明'],
  camera: ['海康威视', '大华股份'],
  'fire-extinguisher': ['淮海消防', '天广消防'],
  'parking-lock': ['车安达', '捷顺科技'],
  restroom: ['集装箱式休息室'],
};

export const constructionPage: PageDefinition = {
  name: 'construction-commissioning',
  prefix: 'cc',
  scope: 'business',
  fields: [
    ...stationFields(true),
    choice('phase', 'Phase', '阶段', PHASE, { filter: 'select', form: { required: true } }),
    text('contractor', 'Contractor', '施工单位', { width: 140, filter: 'select', form: { required: true, maxLength: 40 } }),
    text('supervisor', 'Supervisor', '监理', { width: 100, form: { maxLength: 20 } }),
    date('startdate', 'Start', '开始日期', { filter: 'dateRange', form: { required: true } }),
    date('enddate', 'End', '结束日期', { form: true }),
    num('progress', 'Progress', '进度', { unit: '%', filter: 'numberRange', form: { required: true, integer: true, min: 0, max: 100, defaultValue: 0 } }),
    status('status', 'Status', '状态', WORK_STATUS, { filter: 'select', form: { required: true, defaultValue: 'not-started' } }),
    num('incidents', 'Safety incidents', '安全事件', { form: { integer: true, min: 0, max: 100, defaultValue: 0 } }),
    ...stampFields(),
  ],
  sort: ['startdate', 'desc'],
  actions: ALL,
  records: (world) => {
    const random = world.ctx.random('construction');
    const rows: Row[] = [];
    for (const station of world.stations) {
      const contractor = random.pick(CONTRACTORS);
      const supervisor = random.pick(world.ctx.parent(station.parentbusinessdid).staff);
      const building = station.status === 'building';
      // A station under construction stops somewhere in its phases; the others are done.
      const reached = building ? random.int(0, 3) : PHASES.length;
      let start = Date.parse(`${station.commissiondate}T08:00:00+08:00`) - (building ? 20 : 110) * DAY;
      PHASES.forEach((phase, index) => {
        const days = random.int(8, 25);
        const done = index < reached;
        const current = index === reached;
        const state = done ? 'completed' : current ? (random.next() < 0.25 ? 'delayed' : 'in-progress') : 'not-started';
        rows.push({
          did: `cc-${seq(rows.length + 1, 4)}`,
          ...stationRef(station),
          phase,
          contractor,
          supervisor,
          startdate: state === 'not-started' ? '' : day(start),
          enddate: done ? day(start + days * DAY) : '',
          progress: done ? 100 : current ? random.int(10, 90) : 0,
          status: state,
          incidents: random.next() < 0.05 ? 1 : 0,
          createtime: iso(start - 10 * DAY),
          updatetime: iso(Math.min(SEED_NOW, start + days * DAY)),
        });
        start += days * DAY;
      });
    }
    return rows;
  },
};

/** Straight-line depreciation over the useful life, 5 % residual, at SEED_NOW. */
function netValue(original: number, purchased: string, years: number): number {
  const age = Math.max(0, (SEED_NOW - Date.parse(`${purchased}T00:00:00+08:00`)) / (365 * DAY));
  return Math.round(Math.max(original * 0.05, original * (1 - (0.95 * age) / years)));
}

export const assetStatusPage: PageDefinition = {
  name: 'asset-status',
  prefix: 'as',
  scope: 'business',
  fields: [
    text('assetno', 'Asset number', '资产编号', { width: 170, filter: 'text', form: { required: true, editable: false, maxLength: 30 } }),
    text('name', 'Name', '名称', { width: 220, filter: 'text', form: { required: true, maxLength: 60 } }),
    choice('category', 'Category', '分类', ASSET_CATEGORY, { filter: 'select', form: { required: true } }),
    ...stationFields(true),
    status('state', 'State', '资产状态', ASSET_STATE, { filter: 'select', form: { required: true, defaultValue: 'in-use' } }),
    money('originalvalue', 'Original value', '原值', { unit: 'CNY', filter: 'numberRange', form: { required: true, min: 0, max: 10_000_000 } }),
    money('netvalue', 'Net value', '净值', { unit: 'CNY' }),
    date('purchasedate', 'Purchased', '购置日期', { filter: 'dateRange', form: { required: true } }),
    num('usefullife', 'Useful life', '使用年限', { unit: 'years', form: { required: true, integer: true, min: 1, max: 30, defaultValue: 8 } }),
    ...stampFields(),
  ],
  sort: ['assetno', 'asc'],
  actions: ALL,
  derive: (row) => ({
    netvalue: typeof row.purchasedate === 'string' && row.purchasedate ? netValue(Number(row.originalvalue ?? 0), row.purchasedate, Number(row.usefullife ?? 8)) : row.originalvalue,
  }),
  records: (world) => {
    const random = world.ctx.random('asset-status');
    const rows: Row[] = [];
    const push = (station: (typeof world.stations)[number], name: string, category: string, value: number, purchased: string, state: string) => {
      rows.push({
        did: `as-${seq(rows.length + 1, 5)}`,
        assetno: `ZC${station.citycode}${seq(rows.length + 1, 5)}`,
        name,
        category,
        ...stationRef(station),
        state,
        originalvalue: value,
        netvalue: netValue(value, purchased, 8),
        purchasedate: purchased,
        usefullife: 8,
        createtime: iso(Date.parse(`${purchased}T09:00:00+08:00`)),
        updatetime: iso(SEED_NOW - random.int(1, 90) * DAY),
      });
    };
    const stations = new Map(world.stations.map((s) => [s.did, s]));
    for (const pile of world.piles) {
      const station = stations.get(pile.stationdid);
      if (!station) continue;
      const value = pile.type === 'dc' ? Math.round(pile.power * random.float(380, 460)) : pile.power * 400;
      const state = pile.status === 'fault' ? 'repair' : station.status === 'building' ? 'idle' : weighted(random, ['in-use', 'idle', 'scrapped'], [96, 3, 1]);
      push(station, `${pile.code} ${pile.model}`, pile.type === 'dc' ? 'dc-pile' : 'ac-pile', value, pile.commissiondate, state);
    }
    for (const station of world.stations) {
      push(station, `${station.name}箱式变压器`, 'transformer', station.ratedpower > 800 ? 245000 : 186000, station.commissiondate, station.status === 'building' ? 'idle' : 'in-use');
    }
    return rows;
  },
};

export const facilitiesPage: PageDefinition = {
  name: 'auxiliary-facilities',
  prefix: 'af',
  scope: 'business',
  fields: [
    ...stationFields(true),
    choice('type', 'Type', '类型', FACILITY_TYPE, { filter: 'select', form: { required: true } }),
    text('brand', 'Brand', '品牌', { width: 120, form: { maxLength: 40 } }),
    num('quantity', 'Quantity', '数量', { form: { required: true, integer: true, min: 1, max: 1000 } }),
    date('installdate', 'Installed', '安装日期', { filter: 'dateRange', form: true }),
    date('lastinspect', 'Last inspection', '最近巡检', { filter: 'dateRange', form: true }),
    status('status', 'Status', '状态', FACILITY_STATUS, { filter: 'select', form: { required: true, defaultValue: 'normal' } }),
    ...stampFields(),
  ],
  sort: ['stationname', 'asc'],
  actions: ALL,
  records: (world) => {
    const random = world.ctx.random('facilities');
    const types = Object.keys(FACILITY_BRANDS);
    const rows: Row[] = [];
    for (const station of world.stations) {
      for (const type of types.filter(() => random.next() < 0.7)) {
        rows.push({
          did: `af-${seq(rows.length + 1, 4)}`,
          ...stationRef(station),
          type,
          brand: random.pick(FACILITY_BRANDS[type] ?? ['-']),
          quantity: type === 'canopy' || type === 'restroom' ? 1 : random.int(2, station.pilecount * 2),
          installdate: station.commissiondate,
          lastinspect: day(SEED_NOW - random.int(1, 60) * DAY),
          status: weighted(random, ['normal', 'damaged', 'maintenance'], [90, 4, 6]),
          createtime: station.createtime,
          updatetime: iso(SEED_NOW - random.int(1, 60) * DAY),
        });
      }
    }
    return rows;
  },
};

export const sitePages: PageDefinition[] = [constructionPage, assetStatusPage, facilitiesPage];
