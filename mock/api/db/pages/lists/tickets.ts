import { TICKET_RULES } from '../../../../../src/api/operations/rules.ts';
import type { Row } from '../../core/tables/Table.ts';
import { stampFields, stationFields, storeFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { choice, date, datetime, link, num, ref, status, text, type FieldDef } from '../fields.ts';
import { CHANNEL, FAULT_TYPE, INTERNAL_TYPE, PRIORITY, SERVICE_CATEGORY, SERVICE_STATUS, TICKET_FLOW, TICKET_STATUS } from '../options.ts';
import type { Team, World } from '../world/index.ts';
import { groupBy } from '../world/context.ts';
import { seq, weighted } from '../world/names.ts';
import { compactDay, DAY, day, HOUR, iso, MINUTE, SEED_NOW } from '../../core/clock/time.ts';
import { stationOf, stationRef } from '../../core/charging/pileRef.ts';

/** Tickets: fault tickets (mostly from alarms), internal work orders, customer-service tickets. */

export const TEAM_PID = 'p-team-management';
const CUSTOMER_PID = 'p-user-portrait-list';
const ACTIONS = ['add', 'edit', 'delete', 'export', 'history'] as const;

/** The team a parent business sends to a city: the one based there, else its first. */
function teamFor(teams: Map<string, Team[]>, parent: string, city: string): Team | undefined {
  const own = teams.get(parent) ?? [];
  return own.find((t) => t.city === city) ?? own[0];
}

function teamFields(): FieldDef[] {
  return [
    link('teamname', 'Team', '班组', TEAM_PID, 'teamdid', { width: 130, filter: 'select' }),
    ref('teamdid', 'Team ID', '班组ID', { form: { type: 'link', link: { pid: TEAM_PID, labelField: 'name', copy: { teamname: 'name' } } } }),
    text('assignee', 'Assignee', '处理人', { width: 100, filter: 'select', form: { maxLength: 20 } }),
  ];
}

/** What the person on site adds to a work order: a photo (an uploaded file of the company) and the note it is resolved with. */
const fieldWorkFields = (): FieldDef[] => [
  text('photo', 'Photo', '现场照片', { visible: false, form: { type: 'file' } }),
  text('resolvenote', 'Resolution note', '处理说明', { width: 240, visible: false, form: { type: 'textarea', maxLength: 500 } }),
];

/**
 * The SLA a ticket was stamped with when it opened (by the work-order desk's rule that routed it):
 * later rule edits leave it. Fault and customer-service tickets carry the same fields.
 */
const slaStampFields = () => [
  datetime('responsedue', 'Response due', '响应截止', { visible: false }),
  text('slarule', 'SLA rule', 'SLA规则', { width: 120, visible: false }),
  text('escalateto', 'Escalate to', '升级联系人', { width: 100, visible: false }),
];

export const faultTicketsPage: PageDefinition = {
  name: 'fault-tickets',
  prefix: 'gz',
  scope: 'business',
  area: 'tickets',
  fields: [
    text('ticketno', 'Ticket number', '工单编号', { width: 180, filter: 'text' }),
    // The desk's create call checks the same book (TICKET_RULES).
    text('title', 'Title', '标题', { width: 240, filter: 'text', form: { ...TICKET_RULES.title } }),
    ...stationFields(true),
    text('devicecode', 'Device', '设备', { width: 190, filter: 'text', form: { maxLength: 40 } }),
    text('alarmno', 'Alarm number', '告警编号', { width: 180, visible: false }),
    choice('faulttype', 'Fault type', '故障类型', FAULT_TYPE, { filter: 'select', form: { required: true } }),
    status('priority', 'Priority', '优先级', PRIORITY, { filter: 'select', form: { required: true, defaultValue: 'normal' } }),
    // The state moves by the transition table (src/lib/ticketFlow.ts), never through the form.
    status('status', 'Status', '状态', TICKET_STATUS, { filter: 'select', multiple: true }),
    ...teamFields(),
    text('reporter', 'Reported by', '报修人', { width: 100, form: { maxLength: 20 } }),
    // Stamped by the server (the routing rule, the resolving move): never typed.
    datetime('deadline', 'Due', '截止时间', { filter: 'dateRange' }),
    datetime('resolvetime', 'Resolved', '解决时间'),
    ...slaStampFields(),
    text('description', 'Description', '描述', { width: 240, visible: false, form: { type: 'textarea', ...TICKET_RULES.description } }),
    ...fieldWorkFields(),
    ...stampFields(),
  ],
  sort: ['createtime', 'desc'],
  actions: ACTIONS,
  serial: { field: 'ticketno', prefix: 'GZ' },
  records: (world) => {
    const random = world.ctx.random('fault-tickets');
    const teams = groupBy(world.teams, (t) => t.parentbusinessdid);
    const stations = new Map(world.stations.map((s) => [s.did, s]));
    const rows: Row[] = [];
    for (const alarm of world.alarms) {
      const live = alarm.recovertime === '';
      if ((alarm.level !== 'critical' && alarm.level !== 'major') || (!live && random.next() > 0.3)) continue;
      const station = stations.get(alarm.stationdid);
      const team = station && teamFor(teams, station.parentbusinessdid, station.city);
      const created = Date.parse(alarm.occurtime) + random.int(2, 30) * MINUTE;
      const priority = alarm.level === 'critical' ? 'urgent' : random.pick(['high', 'normal']);
      // Dispatch takes up to a day: a live alarm's ticket waits in pending for its first 24 hours.
      const waiting = SEED_NOW - created < DAY;
      const state = live ? (alarm.status === 'acknowledged' ? 'processing' : waiting ? 'pending' : 'assigned') : alarm.status === 'closed' ? 'closed' : 'resolved';
      const resolved = live ? '' : alarm.recovertime;
      const members = team?.members.split('、') ?? [];
      rows.push({
        did: `gz-${seq(rows.length + 1, 5)}`,
        ticketno: `GZ${compactDay(created)}${seq(rows.length + 1, 5)}`,
        title: `${alarm.stationname} ${alarm.content}`,
        ...stationOf(alarm),
        devicecode: alarm.devicecode,
        alarmno: alarm.alarmno,
        faulttype: alarm.alarmtype,
        priority,
        status: state,
        teamname: state === 'pending' ? '' : (team?.name ?? ''),
        teamdid: state === 'pending' ? '' : (team?.did ?? ''),
        assignee: state === 'pending' ? '' : random.pick(members.length ? members : ['']),
        reporter: '系统告警',
        // The Due, response due and rule are the work-order desk's to stamp (PageSources.finishSeed); its team's leader takes escalations.
        deadline: '',
        responsedue: '',
        slarule: '',
        escalateto: team?.leader ?? '',
        resolvetime: resolved,
        description: `告警${alarm.alarmno}自动生成：${alarm.content}，请尽快到场处理。`,
        photo: '',
        resolvenote: '',
        createtime: iso(created),
        updatetime: resolved || iso(Math.min(SEED_NOW, created + random.int(5, 120) * MINUTE)),
      });
    }
    return rows;
  },
  history: { flow: { field: 'status', steps: TICKET_FLOW } },
};

export const internalTicketsPage: PageDefinition = {
  name: 'internal-tickets',
  prefix: 'nb',
  scope: 'business',
  area: 'tickets',
  fields: [
    text('ticketno', 'Ticket number', '工单编号', { width: 180, filter: 'text' }),
    choice('type', 'Type', '类型', INTERNAL_TYPE, { filter: 'select', form: { required: true } }),
    text('title', 'Title', '标题', { width: 220, filter: 'text', form: { required: true, maxLength: 60 } }),
    ...stationFields(true),
    status('priority', 'Priority', '优先级', PRIORITY, { filter: 'select', form: { required: true, defaultValue: 'normal' } }),
    // The state moves by the transition table (src/lib/ticketFlow.ts), never through the form.
    status('status', 'Status', '状态', TICKET_STATUS, { filter: 'select', multiple: true }),
    ...teamFields(),
    date('planneddate', 'Planned for', '计划日期', { filter: 'dateRange', form: { required: true } }),
    datetime('finishtime', 'Finished', '完成时间'),
    text('description', 'Description', '描述', { width: 240, visible: false, form: { type: 'textarea', maxLength: 500 } }),
    ...fieldWorkFields(),
    ...stampFields(),
  ],
  sort: ['planneddate', 'desc'],
  actions: ACTIONS,
  serial: { field: 'ticketno', prefix: 'NB' },
  records: (world) => internalTickets(world),
  history: { flow: { field: 'status', steps: TICKET_FLOW } },
};

const INTERNAL_TITLES: Record<string, string> = {
  inspection: '月度设备巡检',
  patrol: '夜间安全巡查',
  cleaning: '充电桩清洁保养',
  upgrade: '充电桩固件升级',
  'meter-reading': '电表月度抄表',
};

function internalTickets(world: World): Row[] {
  const random = world.ctx.random('internal-tickets');
  const teams = groupBy(world.teams, (t) => t.parentbusinessdid);
  const rows: Row[] = [];
  for (const station of world.stations.filter((s) => s.status !== 'building')) {
    for (let i = 0, count = random.int(1, 4); i < count; i += 1) {
      const type = weighted(random, Object.keys(INTERNAL_TITLES), [5, 2, 3, 1, 2]);
      const planned = SEED_NOW + random.int(-60, 14) * DAY;
      const team = teamFor(teams, station.parentbusinessdid, station.city);
      const future = planned > SEED_NOW;
      const state = future ? random.pick(['pending', 'assigned']) : random.pick(['processing', 'resolved', 'closed', 'closed']);
      const finished = state === 'resolved' || state === 'closed' ? iso(planned + random.int(2, 10) * HOUR) : '';
      rows.push({
        did: `nb-${seq(rows.length + 1, 4)}`,
        ticketno: `NB${compactDay(planned - 7 * DAY)}${seq(rows.length + 1, 4)}`,
        type,
        title: `${station.name}${INTERNAL_TITLES[type] ?? ''}`,
        ...stationRef(station),
        priority: type === 'upgrade' ? 'high' : random.pick(['normal', 'low']),
        status: state,
        teamname: state === 'pending' ? '' : (team?.name ?? ''),
        teamdid: state === 'pending' ? '' : (team?.did ?? ''),
        assignee: state === 'pending' ? '' : (team?.leader ?? ''),
        planneddate: day(planned),
        finishtime: finished,
        description: `${INTERNAL_TITLES[type] ?? ''}，覆盖全部${station.pilecount}台充电桩。`,
        photo: '',
        resolvenote: '',
        createtime: iso(Math.min(SEED_NOW - DAY, planned - 7 * DAY)),
        updatetime: finished || iso(Math.min(SEED_NOW, planned - 6 * DAY)),
      });
    }
  }
  return rows;
}

const SERVICE_TEXT: Record<string, string> = {
  billing: '本次充电费用与预估不符，请核实计费',
  'charging-failure': '扫码后无法启动充电',
  refund: '充电异常中断，申请退还余额',
  complaint: '充电车位被燃油车占用',
  consultation: '咨询会员充值优惠活动',
};

/** The team of a service ticket's handler: the first of the parent business's teams with them as a member, else its first. */
function serviceTeam(teams: readonly Team[], handler: string): Team | undefined {
  return teams.find((t) => t.members.split('、').includes(handler)) ?? teams[0];
}

export const serviceTicketsPage: PageDefinition = {
  name: 'service-ticket-list',
  prefix: 'kf',
  scope: 'business',
  area: 'tickets',
  fields: [
    text('ticketno', 'Ticket number', '工单编号', { width: 180, filter: 'text' }),
    link('customername', 'Customer', '用户', CUSTOMER_PID, 'customerdid', { width: 100, filter: 'text' }),
    ref('customerdid', 'Customer ID', '用户ID', {
      form: {
        type: 'link',
        required: true,
        editable: false,
        link: { pid: CUSTOMER_PID, labelField: 'name', copy: { customername: 'name', phone: 'phone', businessdid: 'businessdid', businessname: 'businessname', parentbusinessdid: 'parentbusinessdid' } },
      },
    }),
    text('phone', 'Phone', '联系电话', { width: 130 }),
    text('orderno', 'Order number', '订单编号', { width: 190, filter: 'text', form: { maxLength: 30 } }),
    choice('category', 'Category', '分类', SERVICE_CATEGORY, { filter: 'select', form: { required: true } }),
    choice('channel', 'Channel', '渠道', CHANNEL, { filter: 'select', form: { required: true, defaultValue: 'phone' } }),
    text('content', 'Content', '内容', { width: 260, filter: 'text', form: { type: 'textarea', required: true, maxLength: 500 } }),
    status('status', 'Status', '状态', SERVICE_STATUS, { filter: 'select' }),
    num('satisfaction', 'Satisfaction', '满意度', { filter: 'numberRange', form: { integer: true, min: 0, max: 5, defaultValue: 0 } }),
    ...teamFields().slice(0, 2),
    text('handler', 'Handled by', '处理人', { width: 100, filter: 'select', form: { maxLength: 20 } }),
    datetime('replytime', 'Replied', '回复时间'),
    datetime('deadline', 'Due', '截止时间', { visible: false, filter: 'dateRange' }),
    ...slaStampFields(),
    ...storeFields(),
    ...stampFields(),
  ],
  sort: ['createtime', 'desc'],
  actions: ACTIONS,
  serial: { field: 'ticketno', prefix: 'KF' },
  records: (world) => {
    const random = world.ctx.random('service-tickets');
    const teams = groupBy(world.teams, (t) => t.parentbusinessdid);
    const recent = world.orders.filter((o) => o.status !== 'charging');
    const rows: Row[] = [];
    for (let i = 0; i < 320 && recent.length > 0; i += 1) {
      const order = random.pick(recent);
      const category = weighted(random, Object.keys(SERVICE_TEXT), [4, 3, 2, 2, 3]);
      const created = Date.parse(order.endtime || order.starttime) + random.int(10, 600) * MINUTE;
      const state = created > SEED_NOW - DAY ? random.pick(['pending', 'processing']) : random.pick(['replied', 'closed', 'closed']);
      const replied = state === 'replied' || state === 'closed' ? iso(created + random.int(10, 240) * MINUTE) : '';
      const handler = state === 'pending' ? '' : random.pick(world.ctx.parent(order.parentbusinessdid).staff);
      const team = handler ? serviceTeam(teams.get(order.parentbusinessdid) ?? [], handler) : undefined;
      rows.push({
        did: `kf-${seq(i + 1, 4)}`,
        ticketno: `KF${compactDay(created)}${seq(i + 1, 4)}`,
        customername: order.customername,
        customerdid: order.customerdid,
        phone: order.phone,
        orderno: category === 'consultation' || category === 'complaint' ? '' : order.orderno,
        category,
        channel: weighted(random, ['phone', 'app', 'wechat'], [3, 4, 3]),
        content: SERVICE_TEXT[category] ?? '',
        status: state,
        satisfaction: state === 'closed' ? weighted(random, [3, 4, 5], [1, 3, 6]) : 0,
        teamname: team?.name ?? '',
        teamdid: team?.did ?? '',
        handler,
        replytime: replied,
        // Seeded before the desk stamped tickets: the desk reads their targets from its seed rules.
        responsedue: '',
        deadline: '',
        slarule: '',
        escalateto: '',
        businessname: order.businessname,
        businessdid: order.businessdid,
        parentbusinessdid: order.parentbusinessdid,
        createtime: iso(Math.min(created, SEED_NOW - MINUTE)),
        updatetime: replied || iso(Math.min(created, SEED_NOW - MINUTE)),
      });
    }
    return rows;
  },
  history: { flow: { field: 'status', steps: ['pending', 'processing', 'replied', 'closed'] } },
};

export const ticketPages: PageDefinition[] = [faultTicketsPage, internalTicketsPage, serviceTicketsPage];
