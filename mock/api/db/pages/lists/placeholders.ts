import type { Row } from '../../core/tables/Table.ts';
import { stampFields, stationFields, storeFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { choice, date, money, num, optionSet, status, text } from '../fields.ts';
import { MONTH } from '../patterns.ts';
import { personName, seq, weighted } from '../world/names.ts';
import { orderStats, round2 } from '../world/stats.ts';
import { DAY, day, iso, SEED_NOW } from '../../core/clock/time.ts';
import { seedMonth } from '../../core/clock/seedDates.ts';
import { stationRef } from '../../core/charging/pileRef.ts';

/**
 * The catalogue's disabled list entries (spec §2: "many entries are disabled placeholders"):
 * small, read-mostly lists, so a page opened by URL still shows sensible records.
 */

const READ = ['export'] as const;
const EDIT = ['add', 'edit', 'delete', 'export', 'history'] as const;

const INVITATION_STATUS = optionSet('invitationStatus', [
  ['registered', 'Registered', '已注册', 'default'],
  ['first-charge', 'First charge', '已首充', 'processing'],
  ['rewarded', 'Rewarded', '已发奖励', 'success'],
]);
const TARIFF_PERIOD = optionSet('tariffPeriod', [
  ['sharp', 'Sharp peak', '尖峰'],
  ['peak', 'Peak', '高峰'],
  ['flat', 'Flat', '平段'],
  ['valley', 'Valley', '低谷'],
]);
const PV_STATUS = optionSet('pvStatus', [
  ['generating', 'Generating', '发电中', 'success'],
  ['maintenance', 'Maintenance', '检修', 'warning'],
]);

export const pvStationsPage: PageDefinition = {
  name: 'pv-stations',
  prefix: 'pv',
  scope: 'business',
  fields: [
    text('name', 'Name', '名称', { width: 200, filter: 'text' }),
    ...storeFields(),
    num('pvcapacity', 'Installed capacity', '装机容量', { unit: 'kWp', filter: 'numberRange' }),
    num('inverters', 'Inverters', '逆变器数'),
    date('griddate', 'Grid connection', '并网日期'),
    num('yeargeneration', 'Generation this year', '年发电量', { unit: 'kWh', filter: 'numberRange' }),
    status('status', 'Status', '状态', PV_STATUS, { filter: 'select' }),
  ],
  sort: ['name', 'asc'],
  actions: READ,
  records: (world) => {
    const random = world.ctx.random('pv-stations');
    return world.ctx.stores.filter(() => random.next() < 0.4).map((store, i) => {
      const capacity = random.int(8, 60) * 10;
      return {
        did: `pv-${seq(i + 1, 3)}`,
        name: `${store.name}屋顶光伏`,
        businessname: store.name,
        businessdid: store.did,
        parentbusinessdid: store.parentdid,
        pvcapacity: capacity,
        inverters: Math.ceil(capacity / 110),
        griddate: day(SEED_NOW - random.int(200, 1500) * DAY),
        yeargeneration: Math.round(capacity * random.float(850, 1150) * (304 / 365)),
        status: random.next() < 0.92 ? 'generating' : 'maintenance',
      };
    });
  },
};

export const depreciationPage: PageDefinition = {
  name: 'asset-depreciation',
  prefix: 'dep',
  scope: 'business',
  fields: [
    ...stationFields(),
    money('originalvalue', 'Original value', '原值', { unit: 'CNY' }),
    money('monthly', 'Monthly depreciation', '月折旧额', { unit: 'CNY' }),
    money('accumulated', 'Accumulated', '累计折旧', { unit: 'CNY' }),
    money('netvalue', 'Net value', '净值', { unit: 'CNY', filter: 'numberRange' }),
  ],
  sort: ['netvalue', 'desc'],
  actions: READ,
  records: (world) =>
    world.stations.map((station, i) => {
      const value = station.ratedpower * 420 + 186000;
      const months = Math.max(0, Math.round((SEED_NOW - Date.parse(`${station.commissiondate}T00:00:00+08:00`)) / (30.4 * DAY)));
      const monthly = round2((value * 0.95) / 96);
      const accumulated = round2(Math.min(value * 0.95, monthly * months));
      return {
        did: `dep-${seq(i + 1, 4)}`,
        ...stationRef(station),
        originalvalue: value,
        monthly,
        accumulated,
        netvalue: round2(value - accumulated),
      };
    }),
};

export const invitationPage: PageDefinition = {
  name: 'user-invitation',
  prefix: 'uiv',
  scope: 'business',
  fields: [
    text('inviter', 'Inviter', '邀请人', { width: 100, filter: 'text' }),
    text('invitee', 'Invitee', '被邀请人', { width: 100, filter: 'text' }),
    text('phone', 'Phone', '联系电话', { width: 130 }),
    date('invitedate', 'Invited', '邀请日期', { filter: 'dateRange' }),
    status('status', 'Status', '状态', INVITATION_STATUS, { filter: 'select' }),
    money('reward', 'Reward', '奖励', { unit: 'CNY' }),
    ...storeFields(),
  ],
  sort: ['invitedate', 'desc'],
  actions: READ,
  records: (world) => {
    const random = world.ctx.random('invitations');
    return world.customers.filter(() => random.next() < 0.06).map((customer, i) => {
      const state = weighted(random, ['registered', 'first-charge', 'rewarded'], [2, 3, 5]);
      return {
        did: `uiv-${seq(i + 1, 4)}`,
        inviter: customer.name,
        invitee: personName(random),
        phone: `1${random.int(30, 99)}****${String(random.int(0, 9999)).padStart(4, '0')}`,
        invitedate: day(SEED_NOW - random.int(1, 120) * DAY),
        status: state,
        reward: state === 'rewarded' ? 20 : 0,
        businessname: customer.businessname,
        businessdid: customer.businessdid,
        parentbusinessdid: customer.parentbusinessdid,
      };
    });
  },
};

export const billingStationsPage: PageDefinition = {
  name: 'billing-stations',
  prefix: 'bst',
  scope: 'business',
  fields: [
    ...stationFields(),
    money('servicefee', 'Service fee', '服务费', { unit: 'CNY/kWh' }),
    money('parkingfee', 'Parking fee', '停车费', { unit: 'CNY/h' }),
    money('revenue30', 'Revenue (30 days)', '近30天收入', { unit: 'CNY', filter: 'numberRange' }),
    date('effectivedate', 'Effective from', '生效日期'),
  ],
  sort: ['stationname', 'asc'],
  actions: READ,
  records: (world) => {
    const stats = orderStats(world).station30;
    return world.stations.filter((s) => s.status === 'operating').map((station, i) => ({
      did: `bst-${seq(i + 1, 4)}`,
      ...stationRef(station),
      servicefee: station.servicefee,
      parkingfee: station.parkingfee,
      revenue30: round2(stats.get(station.did)?.amount ?? 0),
      effectivedate: station.commissiondate,
    }));
  },
};

/** Time-of-use periods and prices (CNY/kWh) of the seeded stations. */
const PERIODS: readonly [string, string, number][] = [
  ['valley', '23:00-07:00', 0.32],
  ['flat', '07:00-10:00', 0.68],
  ['peak', '10:00-12:00', 1.02],
  ['flat', '12:00-18:00', 0.68],
  ['peak', '18:00-21:00', 1.02],
  ['flat', '21:00-23:00', 0.68],
];

export const tariffsPage: PageDefinition = {
  name: 'charging-tariffs',
  prefix: 'ct',
  scope: 'business',
  fields: [
    ...stationFields(true),
    choice('periodtype', 'Period type', '时段类型', TARIFF_PERIOD, { filter: 'select', form: { required: true } }),
    text('timerange', 'Time range', '时间段', { width: 120, form: { required: true, maxLength: 11 } }),
    money('electricityprice', 'Electricity price', '电价', { unit: 'CNY/kWh', digits: 4, form: { required: true, min: 0, max: 5 } }),
    money('serviceprice', 'Service price', '服务费单价', { unit: 'CNY/kWh', digits: 4, form: { required: true, min: 0, max: 5 } }),
    text('effectivemonth', 'Effective from', '生效月份', { width: 100, form: { required: true, pattern: MONTH } }),
    ...stampFields(),
  ],
  sort: ['stationname', 'asc'],
  actions: EDIT,
  records: (world) => {
    const rows: Row[] = [];
    for (const station of world.stations.filter((s) => s.status === 'operating')) {
      for (const [periodtype, timerange, price] of PERIODS) {
        rows.push({
          did: `ct-${seq(rows.length + 1, 4)}`,
          ...stationRef(station),
          periodtype,
          timerange,
          electricityprice: price,
          serviceprice: station.servicefee,
          effectivemonth: seedMonth(-4),
          createtime: iso(SEED_NOW - 120 * DAY),
          updatetime: iso(SEED_NOW - 120 * DAY),
        });
      }
    }
    return rows;
  },
};

export const placeholderPages: PageDefinition[] = [pvStationsPage, depreciationPage, invitationPage, billingStationsPage, tariffsPage];
