import type { Row } from '../../core/tables/Table.ts';
import { companyField, pileFields, stampFields, stationFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { bool, choice, datetime, num, ref, status, text, type FieldDef } from '../fields.ts';
import { ALARM_CODE, ALARM_LEVEL, ALARM_STATUS, COMPARATOR, DEVICE_STATUS, DEVICE_TYPE, METRIC, NOTIFY, PILE_TYPE } from '../options.ts';
import type { Alarm } from '../world/alarms.ts';
import { seq } from '../world/names.ts';
import { DAILY_DAYS, orderStats, round1, round2 } from '../world/stats.ts';
import { DAY, iso, MINUTE, SEED_NOW } from '../../core/clock/time.ts';
import { pileRef, stationRef } from '../../core/charging/pileRef.ts';

/** Operation monitoring: live piles, alarms (live and history), custom alarms and alert rules. */

export const pileMonitoringPage: PageDefinition = {
  name: 'pile-monitoring',
  prefix: 'mon',
  scope: 'business',
  fields: [
    ...pileFields(),
    choice('type', 'Type', '类型', PILE_TYPE, { filter: 'select' }),
    status('status', 'Status', '状态', DEVICE_STATUS, { filter: 'select', multiple: true }),
    bool('online', 'Online', '在线', { filter: 'boolean' }),
    num('livepower', 'Live power', '实时功率', { unit: 'kW', digits: 1, filter: 'numberRange' }),
    num('voltage', 'Voltage', '电压', { unit: 'V', digits: 1 }),
    num('current', 'Current', '电流', { unit: 'A', digits: 1 }),
    num('temperature', 'Temperature', '温度', { unit: '℃', digits: 1, filter: 'numberRange' }),
    num('vehiclesoc', 'Vehicle SOC', '车辆SOC', { unit: '%' }),
    num('energy24h', 'Energy (24 h)', '近24小时电量', { unit: 'kWh', digits: 2 }),
    num('orders24h', 'Orders (24 h)', '近24小时订单'),
    datetime('heartbeat', 'Last heartbeat', '最近心跳', { filter: 'dateRange' }),
  ],
  sort: ['pilecode', 'asc'],
  actions: ['export'],
  records: (world) => {
    const random = world.ctx.random('pile-monitoring');
    const stats = orderStats(world);
    return world.piles.map((pile, i) => {
      const charging = pile.status === 'charging';
      const online = pile.status !== 'offline';
      const power = charging ? round1(pile.power * random.float(0.4, 0.95)) : 0;
      const voltage = online ? round1(pile.type === 'dc' ? random.float(350, 750) : random.float(215, 235)) : null;
      const totals = stats.pileDay.get(pile.did, DAILY_DAYS - 1);
      return {
        did: `mon-${seq(i + 1, 5)}`,
        ...pileRef(pile),
        type: pile.type,
        status: pile.status,
        online,
        livepower: power,
        voltage,
        current: charging && voltage ? round1((power * 1000) / voltage) : online ? 0 : null,
        temperature: online ? round1(random.float(charging ? 38 : 22, charging ? 62 : 34)) : null,
        vehiclesoc: charging ? random.int(15, 96) : null,
        energy24h: round2(totals?.energy ?? 0),
        orders24h: totals?.orders ?? 0,
        heartbeat: iso(online ? SEED_NOW - random.int(5, 55) * 1000 : SEED_NOW - random.int(30, 600) * MINUTE),
      };
    });
  },
};

function alarmFields(live: boolean): FieldDef[] {
  return [
    text('alarmno', 'Alarm number', '告警编号', { width: 180, filter: 'text' }),
    status('level', 'Level', '级别', ALARM_LEVEL, { filter: 'select', multiple: true }),
    choice('alarmtype', 'Alarm type', '告警类型', ALARM_CODE, { filter: 'select', multiple: true }),
    text('content', 'Content', '内容', { width: 240, filter: 'text' }),
    choice('devicetype', 'Device type', '设备类型', DEVICE_TYPE, { filter: 'select' }),
    text('devicecode', 'Device', '设备', { width: 200, filter: 'text' }),
    ref('devicedid', 'Device ID', '设备ID'),
    ...pileFields(),
    datetime('occurtime', 'Occurred', '发生时间', { filter: 'dateRange' }),
    datetime('recovertime', 'Recovered', '恢复时间', { visible: !live, filter: live ? undefined : 'dateRange' }),
    num('duration', 'Duration', '时长', { unit: 'min', filter: 'numberRange' }),
    status('status', 'Status', '状态', ALARM_STATUS, { filter: 'select', ...(live ? { form: { required: true } } : {}) }),
    text('handler', 'Handled by', '处理人', { width: 100, filter: 'select', ...(live ? { form: { maxLength: 20 } } : {}) }),
    ...stampFields(),
  ];
}

/** Alarms as rows: the live list keeps only what is still open, history the rest. */
const alarmRows = (alarms: readonly Alarm[], live: boolean): Row[] =>
  alarms.filter((a) => (a.recovertime === '') === live) as unknown as Row[];

export const realtimeAlertsPage: PageDefinition = {
  name: 'realtime-alerts',
  prefix: 'al',
  scope: 'business',
  fields: alarmFields(true),
  sort: ['occurtime', 'desc'],
  actions: ['edit', 'export', 'history'],
  records: (world) => alarmRows(world.alarms, true),
};

export const historyAlarmsPage: PageDefinition = {
  name: 'history-alarms',
  prefix: 'al',
  scope: 'business',
  fields: alarmFields(false),
  sort: ['occurtime', 'desc'],
  actions: ['export'],
  records: (world) => alarmRows(world.alarms, false),
};

const METRIC_UNIT: Record<string, [string, number, number]> = {
  temperature: ['℃', 55, 85],
  voltage: ['V', 180, 800],
  current: ['A', 200, 260],
  power: ['kW', 100, 240],
  soc: ['%', 10, 95],
};

export const customAlarmsPage: PageDefinition = {
  name: 'custom-alarms',
  prefix: 'ca',
  scope: 'business',
  fields: [
    text('name', 'Name', '名称', { width: 200, filter: 'text', form: { required: true, maxLength: 40 } }),
    ...stationFields(true),
    choice('metric', 'Metric', '监测指标', METRIC, { filter: 'select', form: { required: true } }),
    choice('comparator', 'Condition', '条件', COMPARATOR, { form: { required: true } }),
    num('threshold', 'Threshold', '阈值', { form: { required: true, min: -50, max: 2000 } }),
    status('level', 'Level', '级别', ALARM_LEVEL, { filter: 'select', form: { required: true, defaultValue: 'minor' } }),
    choice('notify', 'Notify by', '通知方式', NOTIFY, { form: { required: true, defaultValue: 'app' } }),
    bool('enabled', 'Enabled', '启用', { filter: 'boolean', form: { defaultValue: true } }),
    ...stampFields(),
  ],
  sort: ['createtime', 'desc'],
  actions: ['add', 'edit', 'delete', 'export', 'history'],
  records: (world) => {
    const random = world.ctx.random('custom-alarms');
    const rows: Row[] = [];
    for (const station of world.stations) {
      for (let i = 0, count = random.int(0, 3); i < count; i += 1) {
        const metric = random.pick(Object.keys(METRIC_UNIT));
        const [, low, high] = METRIC_UNIT[metric] ?? ['', 0, 100];
        const below = metric === 'soc' || (metric === 'voltage' && random.next() < 0.5);
        const created = SEED_NOW - random.int(10, 400) * DAY;
        rows.push({
          did: `ca-${seq(rows.length + 1, 4)}`,
          name: `${station.name.replace(/充电站$/, '')}${below ? '低' : '高'}${METRIC.find((m) => m.value === metric)?.label.zh ?? ''}告警`,
          ...stationRef(station),
          metric,
          comparator: below ? 'lt' : 'gt',
          threshold: below ? low : high,
          level: random.pick(['major', 'minor', 'warning']),
          notify: random.pick(['sms', 'app', 'email']),
          enabled: random.next() < 0.85,
          createtime: iso(created),
          updatetime: iso(created + random.int(0, 5) * DAY),
        });
      }
    }
    return rows;
  },
};

export const alertRulesPage: PageDefinition = {
  name: 'alert-rules',
  prefix: 'ar',
  scope: 'company',
  fields: [
    choice('alarmtype', 'Alarm type', '告警类型', ALARM_CODE, { filter: 'select', form: { required: true } }),
    text('name', 'Name', '名称', { width: 200, filter: 'text', form: { required: true, maxLength: 40 } }),
    status('level', 'Level', '级别', ALARM_LEVEL, { filter: 'select', form: { required: true } }),
    bool('autoticket', 'Create ticket', '自动派单', { filter: 'boolean', form: { defaultValue: false } }),
    num('suppress', 'Suppress repeats', '重复抑制', { unit: 'min', form: { required: true, integer: true, min: 0, max: 1440, defaultValue: 30 } }),
    choice('notify', 'Notify by', '通知方式', NOTIFY, { form: { required: true, defaultValue: 'app' } }),
    bool('enabled', 'Enabled', '启用', { filter: 'boolean', form: { defaultValue: true } }),
    companyField(),
    ...stampFields(),
  ],
  sort: ['alarmtype', 'asc'],
  actions: ['add', 'edit', 'delete', 'export', 'history'],
  records: (world) =>
    world.ctx.companies().flatMap((companyid, c) =>
      ALARM_CODE.map((option, i) => {
        const level = ['insulation', 'groundFault'].includes(String(option.value)) ? 'critical' : ['overTemp', 'overCurrent', 'gunTemp'].includes(String(option.value)) ? 'major' : 'minor';
        return {
          did: `ar-${seq(c * ALARM_CODE.length + i + 1, 3)}`,
          alarmtype: option.value,
          name: `${option.label.zh}告警规则`,
          level,
          autoticket: level !== 'minor',
          suppress: level === 'critical' ? 0 : 30,
          notify: level === 'critical' ? 'sms' : 'app',
          enabled: true,
          companyid,
          createtime: iso(SEED_NOW - (500 - i) * DAY),
          updatetime: iso(SEED_NOW - (100 - i) * DAY),
        };
      }),
    ),
  history: {},
};

export const monitoringPages: PageDefinition[] = [pileMonitoringPage, realtimeAlertsPage, historyAlarmsPage, customAlarmsPage, alertRulesPage];
