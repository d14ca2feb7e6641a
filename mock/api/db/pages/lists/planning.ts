import type { Row } from '../../core/tables/Table.ts';
import { stampFields, stationFields, storeFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { choice, date, num, optionSet, status, text } from '../fields.ts';
import type { World } from '../world/index.ts';
import { seq, weighted } from '../world/names.ts';
import { round2 } from '../world/stats.ts';
import { DAY, day, iso, MONTHS, SEED_NOW } from '../../core/clock/time.ts';
import { stationRef } from '../../core/charging/pileRef.ts';

/** Disabled planning entries of the catalogue: maintenance plans and calendar, energy-saving report, dispatch plans. */

const READ = ['export'] as const;
const EDIT = ['add', 'edit', 'delete', 'export', 'history'] as const;

const PLAN_STATUS = optionSet('planStatus', [
  ['active', 'Active', '执行中', 'processing'],
  ['paused', 'Paused', '已暂停', 'default'],
  ['done', 'Done', '已完成', 'success'],
]);
const CYCLE = optionSet('cycle', [
  ['monthly', 'Monthly', '每月'],
  ['quarterly', 'Quarterly', '每季度'],
  ['yearly', 'Yearly', '每年'],
]);
const DISPATCH_MODE = optionSet('dispatchMode', [
  ['peak-shaving', 'Peak shaving', '削峰'],
  ['valley-filling', 'Valley filling', '填谷'],
  ['backup', 'Backup', '备电'],
]);

function plans(world: World, label: string, prefix: string, calendar: boolean): Row[] {
  const random = world.ctx.random(label);
  const rows: Row[] = [];
  for (const station of world.stations.filter((s) => s.status === 'operating')) {
    const next = SEED_NOW + random.int(calendar ? 0 : 1, 30) * DAY;
    rows.push({
      did: `${prefix}-${seq(rows.length + 1, 4)}`,
      name: `${station.name}${calendar ? '月度保养' : '年度维保计划'}`,
      ...stationRef(station),
      cycle: calendar ? 'monthly' : weighted(random, ['monthly', 'quarterly', 'yearly'], [2, 3, 1]),
      nextdate: day(next),
      owner: random.pick(world.ctx.parent(station.parentbusinessdid).staff),
      status: weighted(random, ['active', 'paused', 'done'], [8, 1, 1]),
      createtime: iso(SEED_NOW - random.int(30, 300) * DAY),
      updatetime: iso(SEED_NOW - random.int(1, 29) * DAY),
    });
  }
  return rows;
}

const planFields = () => [
  text('name', 'Name', '名称', { width: 220, filter: 'text', form: { required: true, maxLength: 60 } }),
  ...stationFields(true),
  choice('cycle', 'Cycle', '周期', CYCLE, { filter: 'select', form: { required: true } }),
  date('nextdate', 'Next date', '下次执行', { filter: 'dateRange', form: { required: true } }),
  text('owner', 'Owner', '负责人', { width: 100, form: { required: true, maxLength: 20 } }),
  status('status', 'Status', '状态', PLAN_STATUS, { filter: 'select', form: { required: true, defaultValue: 'active' } }),
  ...stampFields(),
];

export const maintenancePlanPage: PageDefinition = {
  name: 'maintenance-plan',
  prefix: 'mp',
  scope: 'business',
  area: 'maintenance',
  fields: planFields(),
  sort: ['nextdate', 'asc'],
  actions: EDIT,
  records: (world) => plans(world, 'maintenance-plan', 'mp', false),
};

export const maintenanceCalendarPage: PageDefinition = {
  name: 'maintenance-calendar',
  prefix: 'mc',
  scope: 'business',
  area: 'maintenance',
  fields: planFields(),
  sort: ['nextdate', 'asc'],
  actions: EDIT,
  records: (world) => plans(world, 'maintenance-calendar', 'mc', true),
};

/** Read-only figures, for a page opened by URL. */
export const energySavingReportPage: PageDefinition = {
  name: 'energy-saving-report',
  prefix: 'esr',
  scope: 'business',
  fields: [
    text('month', 'Month', '月份', { width: 90, filter: 'select' }),
    ...storeFields(),
    num('baseline', 'Baseline', '基准能耗', { unit: 'kWh' }),
    num('actual', 'Actual', '实际能耗', { unit: 'kWh' }),
    num('saving', 'Saving', '节能量', { unit: 'kWh', filter: 'numberRange' }),
    num('savingrate', 'Saving rate', '节能率', { unit: '%', digits: 1 }),
    num('carbon', 'Carbon avoided', '减碳量', { unit: 'tCO2', digits: 2 }),
  ],
  sort: ['month', 'desc'],
  actions: READ,
  records: (world) => {
    const random = world.ctx.random('energy-saving');
    let n = 0;
    return world.ctx.stores.flatMap((store) =>
      MONTHS.map((month) => {
        const baseline = random.int(40, 260) * 1000;
        const actual = Math.round(baseline * random.float(0.8, 0.97));
        n += 1;
        return {
          did: `esr-${seq(n, 4)}`,
          month,
          businessname: store.name,
          businessdid: store.did,
          parentbusinessdid: store.parentdid,
          baseline,
          actual,
          saving: baseline - actual,
          savingrate: Math.round(((baseline - actual) / baseline) * 1000) / 10,
          // 0.5703 tCO2/MWh: the national grid emission factor for 2022.
          carbon: round2(((baseline - actual) / 1000) * 0.5703),
        };
      }),
    );
  },
};

export const dispatchPage: PageDefinition = {
  name: 'microgrid-dispatch',
  prefix: 'md',
  scope: 'business',
  fields: [
    date('day', 'Day', '日期', { filter: 'dateRange', form: { required: true } }),
    ...storeFields(true),
    text('period', 'Period', '时段', { width: 120, form: { required: true, maxLength: 11 } }),
    choice('mode', 'Mode', '调度模式', DISPATCH_MODE, { filter: 'select', form: { required: true } }),
    num('dispatchpower', 'Dispatch power', '调度功率', { unit: 'kW', form: { required: true, min: -2000, max: 2000 } }),
    num('soctarget', 'Target SOC', '目标SOC', { unit: '%', form: { required: true, integer: true, min: 0, max: 100 } }),
    status('status', 'Status', '状态', PLAN_STATUS, { filter: 'select', form: { required: true, defaultValue: 'active' } }),
    ...stampFields(),
  ],
  sort: ['day', 'desc'],
  actions: EDIT,
  records: (world) => {
    const random = world.ctx.random('dispatch');
    const rows: Row[] = [];
    for (const store of world.ctx.stores.filter(() => random.next() < 0.3)) {
      for (let d = 0; d < 7; d += 1) {
        const when = SEED_NOW + (d - 3) * DAY;
        for (const [period, mode, dispatchpower] of [['00:00-07:00', 'valley-filling', 200], ['10:00-12:00', 'peak-shaving', -180], ['18:00-21:00', 'peak-shaving', -200]] as const) {
          rows.push({
            did: `md-${seq(rows.length + 1, 4)}`,
            day: day(when),
            businessname: store.name,
            businessdid: store.did,
            parentbusinessdid: store.parentdid,
            period, mode, dispatchpower,
            soctarget: dispatchpower > 0 ? 95 : 20,
            status: when < SEED_NOW ? 'done' : 'active',
            createtime: iso(when - 2 * DAY),
            updatetime: iso(Math.min(SEED_NOW, when)),
          });
        }
      }
    }
    return rows;
  },
};


export const planningPages: PageDefinition[] = [maintenancePlanPage, maintenanceCalendarPage, energySavingReportPage, dispatchPage];
