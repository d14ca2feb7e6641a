import { asRows } from '../../core/tables/Table.ts';
import { pileFields, stampFields, stationFields, storeFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { choice, date, datetime, money, num, optionSet, status, text } from '../fields.ts';
import { CONNECTOR, DEVICE_STATUS, OPERATION_TYPE, PILE_TYPE, STATION_STATUS } from '../options.ts';
import { CODE, MOBILE, OPEN_HOURS, SERIAL } from '../patterns.ts';
import { personName, seq } from '../world/names.ts';
import { orderStats, round2 } from '../world/stats.ts';
import { DAY, iso, SEED_NOW } from '../../core/clock/time.ts';
import { pileRef } from '../../core/charging/pileRef.ts';

/** Asset ledger (stations, piles, guns) and meters. */

const METER_STATUS = optionSet('meterStatus', [
  ['normal', 'Normal', '正常', 'success'],
  ['offline', 'Offline', '离线', 'default'],
  ['abnormal', 'Abnormal', '异常', 'error'],
]);
const ACCURACY = optionSet('accuracyClass', [
  ['0.5S', 'Class 0.5S', '0.5S级'],
  ['1.0', 'Class 1.0', '1.0级'],
  ['2.0', 'Class 2.0', '2.0级'],
]);
const PHASE = optionSet('meterPhase', [
  ['single', 'Single-phase', '单相'],
  ['three', 'Three-phase', '三相'],
]);

const ALL = ['add', 'edit', 'delete', 'export', 'import', 'history'] as const;

export const stationPage: PageDefinition = {
  name: 'ledger-charging-station',
  prefix: 'cs',
  scope: 'business',
  fields: [
    text('code', 'Code', '编码', { width: 150, filter: 'text', form: { required: true, editable: false, pattern: CODE } }),
    text('name', 'Name', '名称', { width: 200, filter: 'text', form: { required: true, maxLength: 40 } }),
    ...storeFields(true, { province: 'province', city: 'city', citycode: 'citycode' }),
    text('province', 'Province', '省份', { width: 100, visible: false }),
    text('city', 'City', '城市', { width: 100, filter: 'select' }),
    text('citycode', 'City code', '城市编码', { visible: false }),
    text('address', 'Address', '地址', { width: 240, form: { required: true, maxLength: 120 } }),
    num('longitude', 'Longitude', '经度', { digits: 4, visible: false, form: { required: true, min: 73, max: 136 } }),
    num('latitude', 'Latitude', '纬度', { digits: 4, visible: false, form: { required: true, min: 18, max: 54 } }),
    choice('operationtype', 'Operation type', '运营类型', OPERATION_TYPE, { filter: 'select', form: { required: true } }),
    text('operator', 'Operator', '运营商', { width: 160, form: { required: true, maxLength: 40 } }),
    status('status', 'Status', '状态', STATION_STATUS, { filter: 'select', form: { required: true, defaultValue: 'building' } }),
    num('pilecount', 'Piles', '桩数', { filter: 'numberRange' }),
    num('guncount', 'Guns', '枪数'),
    num('ratedpower', 'Rated power', '额定功率', { unit: 'kW', filter: 'numberRange' }),
    text('meter', 'Energy meter', '计量电表', { width: 160, visible: false }),
    text('openhours', 'Opening hours', '营业时间', { width: 130, form: { defaultValue: '00:00-24:00', pattern: OPEN_HOURS } }),
    money('servicefee', 'Service fee', '服务费', { unit: 'CNY/kWh', form: { required: true, min: 0, max: 2 } }),
    money('parkingfee', 'Parking fee', '停车费', { unit: 'CNY/h', form: { min: 0, max: 50 } }),
    text('contact', 'Contact', '联系人', { width: 100, form: { required: true, maxLength: 20 } }),
    text('phone', 'Phone', '联系电话', { width: 130, form: { required: true, pattern: MOBILE } }),
    date('commissiondate', 'Commissioned', '投运日期', { filter: 'dateRange', form: true }),
    ...stampFields(),
  ],
  sort: ['code', 'asc'],
  actions: ALL,
  records: (world) => asRows(world.stations),
  history: { flow: { field: 'status', steps: ['building', 'operating', 'suspended'] } },
};

export const pilePage: PageDefinition = {
  name: 'ledger-pile',
  prefix: 'cp',
  scope: 'business',
  fields: [
    text('code', 'Code', '编码', { width: 190, filter: 'text', form: { required: true, editable: false, pattern: CODE } }),
    text('name', 'Name', '名称', { width: 220, visible: false, form: { required: true, maxLength: 60 } }),
    ...stationFields(true),
    choice('type', 'Type', '类型', PILE_TYPE, { filter: 'select', form: { required: true } }),
    num('power', 'Rated power', '额定功率', { unit: 'kW', filter: 'numberRange', form: { required: true, integer: true, min: 3, max: 480 } }),
    num('guncount', 'Guns', '枪数', { form: { required: true, integer: true, min: 1, max: 4, defaultValue: 1 } }),
    text('manufacturer', 'Manufacturer', '生产厂家', { width: 120, filter: 'select', form: { required: true, maxLength: 40 } }),
    text('model', 'Model', '型号', { width: 150, form: { required: true, maxLength: 40 } }),
    text('serialno', 'Serial number', '出厂编号', { width: 150, filter: 'text', form: { required: true, pattern: SERIAL } }),
    text('firmware', 'Firmware', '固件版本', { width: 100, form: { maxLength: 20 } }),
    status('status', 'Status', '状态', DEVICE_STATUS, { filter: 'select', form: { required: true, defaultValue: 'offline' } }),
    date('commissiondate', 'Commissioned', '投运日期', { filter: 'dateRange', form: true }),
    date('warrantyend', 'Warranty until', '质保到期', { filter: 'dateRange', form: true }),
    ...stampFields(),
  ],
  sort: ['code', 'asc'],
  actions: ALL,
  records: (world) => asRows(world.piles),
  history: {},
};

export const gunPage: PageDefinition = {
  name: 'ledger-gun',
  prefix: 'cg',
  scope: 'business',
  fields: [
    text('code', 'Code', '编码', { width: 200, filter: 'text', form: { required: true, editable: false, pattern: CODE } }),
    num('gunno', 'Gun number', '枪号', { width: 80, form: { required: true, integer: true, min: 1, max: 4 } }),
    ...pileFields(true),
    choice('connector', 'Connector', '接口类型', CONNECTOR, { filter: 'select', form: { required: true } }),
    status('status', 'Status', '状态', DEVICE_STATUS, { filter: 'select', form: { required: true, defaultValue: 'offline' } }),
    num('ratedcurrent', 'Rated current', '额定电流', { unit: 'A', form: { required: true, integer: true, min: 6, max: 600 } }),
    num('ratedvoltage', 'Rated voltage', '额定电压', { unit: 'V', form: { required: true, integer: true, min: 220, max: 1000 } }),
    ...stampFields(),
  ],
  sort: ['code', 'asc'],
  actions: ['add', 'edit', 'delete', 'export', 'history'],
  records: (world) => asRows(world.guns),
};

export const pileMeterPage: PageDefinition = {
  name: 'pile-meter',
  prefix: 'pm',
  scope: 'business',
  fields: [
    text('meterno', 'Meter number', '表号', { width: 200, filter: 'text', form: { required: true, editable: false, pattern: CODE } }),
    ...pileFields(true),
    choice('accuracy', 'Accuracy class', '准确度等级', ACCURACY, { filter: 'select', form: { required: true } }),
    num('ctratio', 'CT ratio', '变比', { width: 80, form: { required: true, integer: true, min: 1, max: 1000, defaultValue: 1 } }),
    num('reading', 'Reading', '读数', { unit: 'kWh', digits: 2, filter: 'numberRange' }),
    datetime('lastreadtime', 'Last read', '最近抄表', { filter: 'dateRange' }),
    status('status', 'Status', '状态', METER_STATUS, { filter: 'select', form: { required: true, defaultValue: 'normal' } }),
    date('installdate', 'Installed', '安装日期', { form: true }),
    ...stampFields(),
  ],
  sort: ['meterno', 'asc'],
  actions: ALL,
  records: (world) => {
    const random = world.ctx.random('pile-meters');
    const stats = orderStats(world);
    return world.piles.map((pile) => ({
      did: `pm-${pile.did.slice(3)}`,
      meterno: `M${pile.code}`,
      ...pileRef(pile),
      accuracy: pile.type === 'dc' ? '0.5S' : random.pick(['1.0', '2.0']),
      ctratio: pile.type === 'dc' ? random.pick([50, 100]) : 1,
      reading: round2(random.float(2000, 40000) + (stats.pile.get(pile.did)?.energy ?? 0)),
      lastreadtime: pile.status === 'offline' ? iso(SEED_NOW - random.int(2, 9) * DAY) : iso(SEED_NOW - random.int(1, 59) * 60_000),
      status: pile.status === 'offline' ? 'offline' : random.next() < 0.03 ? 'abnormal' : 'normal',
      installdate: pile.commissiondate,
      createtime: pile.createtime,
      updatetime: pile.updatetime,
    }));
  },
};

export const householdMeterPage: PageDefinition = {
  name: 'household-meter',
  prefix: 'hm',
  scope: 'business',
  fields: [
    text('meterno', 'Meter number', '表号', { width: 170, filter: 'text', form: { required: true, editable: false, pattern: CODE } }),
    text('household', 'Household', '户号', { width: 140, filter: 'text', form: { required: true, maxLength: 30 } }),
    text('resident', 'Resident', '住户', { width: 100, filter: 'text', form: { required: true, maxLength: 20 } }),
    ...storeFields(true),
    choice('wiring', 'Wiring', '接线方式', PHASE, { filter: 'select', form: { required: true } }),
    money('rate', 'Tariff', '电价', { unit: 'CNY/kWh', digits: 4, form: { required: true, min: 0, max: 5 } }),
    num('reading', 'Reading', '读数', { unit: 'kWh', digits: 2, filter: 'numberRange', form: { min: 0 } }),
    datetime('lastreadtime', 'Last read', '最近抄表', { filter: 'dateRange' }),
    status('status', 'Status', '状态', METER_STATUS, { filter: 'select', form: { required: true, defaultValue: 'normal' } }),
    ...stampFields(),
  ],
  sort: ['meterno', 'asc'],
  actions: ALL,
  records: (world) => {
    const random = world.ctx.random('household-meters');
    let n = 0;
    return world.ctx.stores.flatMap((store) =>
      Array.from({ length: random.int(10, 25) }, () => {
        n += 1;
        const created = SEED_NOW - random.int(100, 1500) * DAY;
        const three = random.next() < 0.15;
        return {
          did: `hm-${seq(n, 5)}`,
          meterno: `HM${store.citycode}${seq(n, 5)}`,
          household: `${random.int(1, 12)}栋${random.int(1, 4)}单元${random.int(1, 32)}${seq(random.int(1, 4), 2)}`,
          resident: personName(random),
          businessname: store.name,
          businessdid: store.did,
          parentbusinessdid: store.parentdid,
          wiring: three ? 'three' : 'single',
          rate: three ? 0.6253 : 0.538,
          reading: random.float(800, 26000),
          lastreadtime: iso(SEED_NOW - random.int(1, 72) * 3_600_000),
          status: random.next() < 0.04 ? 'offline' : 'normal',
          createtime: iso(created),
          updatetime: iso(created),
        };
      }),
    );
  },
};

export const ledgerPages: PageDefinition[] = [stationPage, pilePage, gunPage, pileMeterPage, householdMeterPage];
