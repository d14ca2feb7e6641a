import { asRows, type Row } from '../../core/tables/Table.ts';
import { parentFields, pileFields, stampFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { choice, datetime, link, money, num, ref, status, text } from '../fields.ts';
import { COMMAND, COMMAND_RESULT, MAINTENANCE_RESULT, MAINTENANCE_TYPE, TEAM_SPECIALTY, TEAM_STATUS } from '../options.ts';
import { MOBILE } from '../patterns.ts';
import { groupBy } from '../world/context.ts';
import { seq, weighted } from '../world/names.ts';
import { round1 } from '../world/stats.ts';
import { ACTIVITY_DAYS, compactDay, DAY, HOUR, iso, MINUTE, SEED_NOW } from '../../core/clock/time.ts';
import { TEAM_PID } from './tickets.ts';
import { pileRef } from '../../core/charging/pileRef.ts';

/** Maintenance: records, remote start/stop, teams. */

const WORK: Record<string, string[]> = {
  preventive: ['清洁散热风道、紧固接线端子', '检查绝缘电阻与接地', '更换防尘滤网'],
  corrective: ['更换故障充电模块', '更换损坏充电枪线', '修复通信模块', '更换直流接触器'],
  inspection: ['外观与标识检查', '急停与门禁功能测试', '计量精度核查'],
};

export const maintenanceRecordsPage: PageDefinition = {
  name: 'maintenance-records',
  prefix: 'wb',
  scope: 'business',
  area: 'maintenance',
  fields: [
    text('recordno', 'Record number', '记录编号', { width: 170, filter: 'text' }),
    ...pileFields(true),
    choice('type', 'Type', '类型', MAINTENANCE_TYPE, { filter: 'select', form: { required: true } }),
    text('work', 'Work done', '维保内容', { width: 240, filter: 'text', form: { type: 'textarea', required: true, maxLength: 300 } }),
    link('teamname', 'Team', '班组', TEAM_PID, 'teamdid', { width: 130, filter: 'select' }),
    ref('teamdid', 'Team ID', '班组ID', { form: { type: 'link', required: true, link: { pid: TEAM_PID, labelField: 'name', copy: { teamname: 'name' } } } }),
    text('engineer', 'Engineer', '工程师', { width: 100, filter: 'select', form: { required: true, maxLength: 20 } }),
    datetime('starttime', 'Start', '开始时间', { filter: 'dateRange', form: { required: true } }),
    datetime('endtime', 'End', '结束时间', { form: true }),
    num('hours', 'Hours', '工时', { unit: 'h', digits: 1 }),
    money('cost', 'Cost', '费用', { unit: 'CNY', filter: 'numberRange', form: { min: 0, max: 1_000_000, defaultValue: 0 } }),
    status('result', 'Result', '结果', MAINTENANCE_RESULT, { filter: 'select', form: { required: true } }),
    ...stampFields(),
  ],
  sort: ['starttime', 'desc'],
  actions: ['add', 'edit', 'delete', 'export', 'import', 'history'],
  serial: { field: 'recordno', prefix: 'WB' },
  derive: (row) => {
    const start = Date.parse(String(row.starttime ?? ''));
    const end = Date.parse(String(row.endtime ?? ''));
    return { hours: Number.isNaN(start) || Number.isNaN(end) ? null : round1(Math.max(0, end - start) / HOUR) };
  },
  records: (world) => {
    const random = world.ctx.random('maintenance-records');
    const teams = groupBy(world.teams, (t) => t.parentbusinessdid);
    const rows: Row[] = [];
    for (const pile of world.piles) {
      const own = teams.get(pile.parentbusinessdid) ?? [];
      for (let i = 0, count = random.int(0, pile.status === 'fault' ? 4 : 2); i < count; i += 1) {
        const type = weighted(random, ['preventive', 'corrective', 'inspection'], [3, pile.status === 'fault' ? 4 : 2, 3]);
        const start = SEED_NOW - random.int(1, 180) * DAY + random.int(8, 17) * HOUR;
        const hours = round1(random.float(0.5, type === 'corrective' ? 6 : 2));
        const team = random.pick(own.length ? own : world.teams);
        const members = team.members.split('、');
        rows.push({
          did: `wb-${seq(rows.length + 1, 4)}`,
          recordno: `WB${compactDay(start)}${seq(rows.length + 1, 4)}`,
          ...pileRef(pile),
          type,
          work: random.pick(WORK[type] ?? ['例行维护']),
          teamname: team.name,
          teamdid: team.did,
          engineer: random.pick(members),
          starttime: iso(start),
          endtime: iso(start + hours * HOUR),
          hours,
          cost: type === 'corrective' ? random.int(2, 60) * 100 : 0,
          result: type === 'corrective' ? weighted(random, ['replaced', 'ok', 'follow-up'], [5, 3, 1]) : 'ok',
          createtime: iso(start),
          updatetime: iso(start + hours * HOUR),
        });
      }
    }
    return rows;
  },
  history: {},
};

export const remoteStartStopPage: PageDefinition = {
  name: 'remote-start-stop',
  prefix: 'yk',
  scope: 'business',
  fields: [
    text('commandno', 'Command number', '指令编号', { width: 180, filter: 'text' }),
    ...pileFields(true),
    num('gunno', 'Gun number', '枪号', { width: 80, form: { required: true, integer: true, min: 1, max: 4, defaultValue: 1 } }),
    choice('command', 'Command', '指令', COMMAND, { filter: 'select', form: { required: true } }),
    text('reason', 'Reason', '原因', { width: 200, form: { required: true, maxLength: 100 } }),
    text('sentby', 'Sent by', '发送人', { width: 100, filter: 'select' }),
    status('result', 'Result', '结果', COMMAND_RESULT, { filter: 'select' }),
    num('responsems', 'Response time', '响应时间', { unit: 'ms' }),
    ...stampFields(),
  ],
  sort: ['createtime', 'desc'],
  actions: ['control', 'export', 'history'],
  addAction: 'control',
  creator: 'sentby',
  serial: { field: 'commandno', prefix: 'YK' },
  // The mock's devices always answer at once: a sent command succeeds.
  derive: (row) => (row.result ? {} : { result: 'success', responsems: 350 }),
  records: (world) => {
    const random = world.ctx.random('remote-commands');
    const working = world.piles.filter((p) => p.status !== 'offline');
    const reasons: Record<string, string[]> = {
      start: ['用户无法扫码，客服远程启动', '测试充电'],
      stop: ['用户申请远程停止', '车辆充满未拔枪'],
      reboot: ['通信异常远程重启', '固件升级后重启'],
    };
    return Array.from({ length: 420 }, () => {
      const pile = random.pick(working);
      const command = weighted(random, ['start', 'stop', 'reboot'], [3, 4, 2]);
      const sent = SEED_NOW - random.int(1, ACTIVITY_DAYS * 24 * 60) * MINUTE;
      const result = weighted(random, ['success', 'failed', 'timeout'], [92, 5, 3]);
      return { pile, command, sent, result, reason: random.pick(reasons[command] ?? ['']), gunno: random.int(1, pile.guncount), sentby: random.pick(world.ctx.parent(pile.parentbusinessdid).staff), ms: result === 'timeout' ? 30000 : random.int(180, 2400) };
    })
      .sort((a, b) => a.sent - b.sent)
      .map(({ pile, command, sent, result, reason, gunno, sentby, ms }, i) => ({
        did: `yk-${seq(i + 1, 5)}`,
        commandno: `YK${compactDay(sent)}${seq(i + 1, 5)}`,
        ...pileRef(pile),
        gunno,
        command,
        reason,
        sentby,
        result,
        responsems: ms,
        createtime: iso(sent),
        updatetime: iso(sent + ms),
      }));
  },
};

export const teamsPage: PageDefinition = {
  name: 'team-management',
  prefix: 'tm',
  scope: 'business',
  area: 'maintenance',
  fields: [
    text('name', 'Name', '名称', { width: 150, filter: 'text', form: { required: true, maxLength: 30 } }),
    ...parentFields(true),
    text('city', 'City', '城市', { width: 100, filter: 'select', form: { required: true, maxLength: 20 } }),
    text('leader', 'Leader', '班组长', { width: 100, form: { required: true, maxLength: 20 } }),
    text('phone', 'Phone', '联系电话', { width: 130, form: { required: true, pattern: MOBILE } }),
    num('membercount', 'Members', '人数', { form: { required: true, integer: true, min: 1, max: 50 } }),
    text('members', 'Member names', '成员', { width: 220, form: { maxLength: 200 } }),
    choice('specialty', 'Specialty', '专业', TEAM_SPECIALTY, { filter: 'select', form: { required: true } }),
    status('status', 'Status', '状态', TEAM_STATUS, { filter: 'select', form: { required: true, defaultValue: 'on-duty' } }),
    ...stampFields(),
  ],
  sort: ['name', 'asc'],
  actions: ['add', 'edit', 'delete', 'export', 'history'],
  records: (world) => asRows(world.teams),
  history: {},
};

export const maintenancePages: PageDefinition[] = [maintenanceRecordsPage, remoteStartStopPage, teamsPage];
