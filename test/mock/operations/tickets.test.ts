// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../src/api/types';
import type { ScreeningList, TicketOverview, TicketRanking, TicketRuleBook, TicketSla, TicketSlaList, TicketStatistics } from '../../../src/api/operations/ticketsTypes';
import { call, CONTROL_HEADERS, keyed, login, startMockBackend } from '../support';
import { ok, query } from '../pageHelpers';

/** The work-order desk: rules route new fault tickets, their SLA runs on the world clock, figures agree with the tickets list, screening opens tickets. */

// A still wall clock: simulated time moves by advance-time alone (the seed's now, Sunday 2026-11-01 00:00 in Shanghai).
const backend = startMockBackend({ now: () => Date.parse('2026-11-27T09:00:00Z') });
const RULES = 'p-service-ticket-rules';
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const wo = async <T>(path: string, session: string, body: Record<string, unknown>): Promise<Envelope<T>> => (await call<T>(`/vtproxy/workorder/${path}`, { session, body })).envelope;
const advance = async (ms: number) => (await call<{ now: string }>('/__mock__/control', { body: { action: 'advance-time', ms }, headers: CONTROL_HEADERS })).envelope;
const HOUR = 3_600_000;

describe('ticket rules and SLA', () => {
  it('seeds three rules over Monday to Friday, 09:00 to 18:00', async () => {
    const admin = await login('admin', 'admin123');
    const book = ok(await wo<TicketRuleBook>('rules/get', admin, { pid: RULES }));
    expect(book.calendar).toEqual({ days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' });
    expect(book.rules.map((r) => [r.name, r.priority, r.faulttype, r.teamdid, r.responseMinutes, r.resolutionMinutes, r.escalateTo])).toEqual([
      ['紧急故障', 'urgent', '', 'tm-0001', 30, 240, '任涛'],
      ['绝缘故障', '', 'insulation', 'tm-0002', 60, 480, '雷刚涛'],
      ['其他故障', '', '', 'tm-0001', 120, 1440, '任涛'],
    ]);
  });

  it('routes a new ticket by the first matching rule, and its SLA breaches after advance-time', async () => {
    const operator = await login('operator', 'operator123');
    const created = ok(await wo<TicketSla>('ticket/create', operator, { pid: 'p-fault-tickets', title: '绝缘检测报警', stationdid: 'cs-0008', faulttype: 'insulation', priority: 'normal' }));
    expect(created).toMatchObject({ teamdid: 'tm-0002', teamname: '杭州运维二班', assignee: '雷刚涛', status: 'assigned', rule: '绝缘故障', sla: 'running', escalatedTo: '' });
    // Opened on Sunday: the clocks start Monday 09:00 in Shanghai (01:00 Z): response within 60, resolution within 480 working minutes.
    expect([created.createtime, created.responseDue, created.resolutionDue]).toEqual(['2026-10-31T16:00:00.000Z', '2026-11-02T02:00:00.000Z', '2026-11-02T09:00:00.000Z']);
    // The same record in the fault tickets list, with its team and Due.
    const listed = ok(await query(operator, 'p-fault-tickets', { filter: { ticketno: { like: created.ticketno } } })).data;
    expect(listed.map((r) => [r.did, r.teamname, r.assignee, r.status, r.deadline])).toEqual([[created.did, '杭州运维二班', '雷刚涛', 'assigned', '2026-11-02T09:00:00.000Z']]);
    // Monday 11:00 in Shanghai: no response yet, an hour past its response due: escalated to the rule's contact, the SLA still running.
    const slaNow = async () => ok(await wo<TicketSlaList>('ticket/sla', operator, { pid: 'p-service-ticket-overview', from: '2026-11-01', to: '2026-11-01', station: 'cs-0008' })).rows.map((r) => [r.ticketno, r.sla, r.escalatedTo]);
    expect(ok(await advance(35 * HOUR)).now).toBe('2026-11-02T03:00:00.000Z');
    expect(await slaNow()).toEqual([[created.ticketno, 'running', '雷刚涛']]);
    // Monday 18:00: past its resolution due (17:00) and not resolved: breached.
    expect(ok(await advance(7 * HOUR)).now).toBe('2026-11-02T10:00:00.000Z');
    expect(await slaNow()).toEqual([[created.ticketno, 'breached', '雷刚涛']]);
    // Audited: who opened it, through the tickets list's page.
    const entry = backend.db.audit.query({ area: 'records' }).find((e) => e.action === 'ticket-create');
    expect(entry).toMatchObject({ pid: 'p-fault-tickets', outcome: 'ok', target: created.did });
  });

  it('routes a fault ticket added through its list like one the desk opens, on the world clock', async () => {
    const operator = await login('operator', 'operator123');
    const added = await call<{ did: string }>('/sfsaas/api/filter/add', {
      session: operator,
      body: { pid: 'p-fault-tickets', cmd: { title: '枪头温度告警', stationdid: 'cs-0008', faulttype: 'gunTemp', priority: 'urgent', status: 'pending' } },
    });
    const did = ok(added.envelope).did;
    const row = ok(await query(operator, 'p-fault-tickets', { filter: { title: { like: '枪头温度告警' } } })).data[0]!;
    // The urgent rule: its team and leader; due 240 working minutes from Monday 09:00 in Shanghai.
    expect([row.did, row.status, row.teamname, row.assignee, row.createtime, row.deadline]).toEqual([did, 'assigned', '上海运维一班', '任涛', '2026-10-31T16:00:00.000Z', '2026-11-02T05:00:00.000Z']);
  });

  it('lets an admin put a station rule first; the operator may not edit rules', async () => {
    const admin = await login('admin', 'admin123');
    const book = ok(await wo<TicketRuleBook>('rules/get', admin, { pid: RULES }));
    const stationRule = { ...book.rules[2]!, name: '南京湖畔', station: 'cs-0002', teamdid: 'tm-0004', responseMinutes: 15, resolutionMinutes: 60 };
    const saved = ok(await wo<TicketRuleBook>('rules/save', admin, { pid: RULES, version: book.version, rules: [stationRule, ...book.rules], calendar: { days: [1, 2, 3, 4, 5, 6], start: '08:00', end: '20:00' } }));
    expect(saved.rules.map((r) => r.id)).toEqual(['rule-1', 'rule-2', 'rule-3', 'rule-4']);
    const created = ok(await wo<TicketSla>('ticket/create', admin, { pid: 'p-fault-tickets', title: '绝缘检测报警', stationdid: 'cs-0002', faulttype: 'insulation', priority: 'urgent' }));
    expect([created.teamname, created.assignee, created.rule, created.responseDue]).toEqual(['南京运维四班', '范佳娟', '南京湖畔', '2026-11-02T00:15:00.000Z']);

    const operator = await login('operator', 'operator123');
    const refused = await wo('rules/save', operator, { pid: RULES, version: saved.version, rules: book.rules, calendar: book.calendar });
    expect([refused.status, refused.result]).toEqual([-45403, keyed('access.noPermission')]);
    const badHours = await wo('rules/save', admin, { pid: RULES, version: saved.version, rules: book.rules, calendar: { days: [1], start: '18:00', end: '09:00' } });
    expect(badHours.result).toEqual(keyed('tickets.hoursOrder'));
    const badTeam = await wo('rules/save', admin, { pid: RULES, version: saved.version, rules: [{ ...stationRule, teamdid: 'tm-9999' }], calendar: book.calendar });
    expect(badTeam.result).toEqual({ errors: [expect.objectContaining({ field: 'rules[0].teamdid', rule: 'link', messageKey: 'tickets.unknownValue' })] });
  });
});

describe('a ticket keeps the SLA and team it opened with', () => {
  it('editing a rule changes only the tickets opened after the edit', async () => {
    const admin = await login('admin', 'admin123');
    const ticket = { title: '绝缘检测报警', stationdid: 'cs-0008', faulttype: 'insulation', priority: 'normal' };
    const insulation = { pid: 'p-fault-tickets', ...ticket };
    const old = ok(await wo<TicketSla>('ticket/create', admin, insulation));
    const octoberBefore = ok(await wo<TicketOverview>('overview', admin, { pid: 'p-service-ticket-overview', ...OCTOBER })).kpis;
    // The insulation rule now goes to the first team, with 15 and 120 working minutes, escalating to its leader.
    const book = ok(await wo<TicketRuleBook>('rules/get', admin, { pid: RULES }));
    const rules = book.rules.map((r) => (r.name === '绝缘故障' ? { ...r, teamdid: 'tm-0001', responseMinutes: 15, resolutionMinutes: 120, escalateTo: '任涛' } : r));
    ok(await wo<TicketRuleBook>('rules/save', admin, { pid: RULES, version: book.version, rules, calendar: book.calendar }));
    const fresh = ok(await wo<TicketSla>('ticket/create', admin, insulation));
    const added = ok((await call<{ did: string }>('/sfsaas/api/filter/add', { session: admin, body: { pid: 'p-fault-tickets', cmd: { ...ticket, status: 'pending' } } })).envelope);

    const slaRows = async () => ok(await wo<TicketSlaList>('ticket/sla', admin, { pid: 'p-service-ticket-overview', from: '2026-11-01', to: '2026-11-01', station: 'cs-0008' })).rows;
    const view = (r: TicketSla) => [r.did, r.teamname, r.rule, r.responseDue, r.resolutionDue, r.sla];
    const rows = new Map((await slaRows()).map((r) => [r.did, view(r)]));
    // Opened before the edit: its team and targets as they were (Monday 10:00 and 17:00 in Shanghai).
    expect(rows.get(old.did)).toEqual([old.did, '杭州运维二班', '绝缘故障', '2026-11-02T02:00:00.000Z', '2026-11-02T09:00:00.000Z', 'running']);
    // Opened after it, by the desk or through the list: the new team and targets (Monday 09:15 and 11:00).
    expect(rows.get(fresh.did)).toEqual([fresh.did, '上海运维一班', '绝缘故障', '2026-11-02T01:15:00.000Z', '2026-11-02T03:00:00.000Z', 'running']);
    expect(rows.get(added.did)).toEqual([added.did, '上海运维一班', '绝缘故障', '2026-11-02T01:15:00.000Z', '2026-11-02T03:00:00.000Z', 'running']);
    // The seeded October tickets keep their SLA too.
    expect(ok(await wo<TicketOverview>('overview', admin, { pid: 'p-service-ticket-overview', ...OCTOBER })).kpis).toEqual(octoberBefore);

    // Monday 12:00 in Shanghai: the new tickets are past their resolution due, the old one is not.
    expect(ok(await advance(36 * HOUR)).now).toBe('2026-11-02T04:00:00.000Z');
    const later = new Map((await slaRows()).map((r) => [r.did, [r.sla, r.escalatedTo]]));
    expect([later.get(old.did), later.get(fresh.did), later.get(added.did)]).toEqual([['running', '雷刚涛'], ['breached', '任涛'], ['breached', '任涛']]);
  });
});

describe('ticket figures agree with the tickets list', () => {
  it('counts October as the fault tickets list filtered by created date', async () => {
    const admin = await login('admin', 'admin123');
    const overview = ok(await wo<TicketOverview>('overview', admin, { pid: 'p-service-ticket-overview', ...OCTOBER }));
    const list = ok(await query(admin, 'p-fault-tickets', { pagesize: 1000, filter: { createtime: { gte: OCTOBER.from, lte: OCTOBER.to } } }));
    expect(overview.kpis.opened).toBe(list.total);
    expect(overview.kpis).toEqual({ opened: 57, resolved: 49, open: 8, breached: 2, slaRate: 47 / 49, avgResponseMinutes: 57, avgResolutionMinutes: 50 });
    // Against September (the month before), as the overviews compare.
    expect([overview.previous.opened, overview.previous.breached]).toEqual([46, 2]);
    const byStatus = Object.fromEntries(overview.byStatus.map((s) => [s.status, s.count]));
    const listed: Record<string, number> = {};
    for (const row of list.data) listed[String(row.status)] = (listed[String(row.status)] ?? 0) + 1;
    expect(byStatus).toEqual(listed);
    expect(overview.trend.reduce((sum, d) => sum + d.opened, 0)).toBe(overview.kpis.opened);

    const ranking = ok(await wo<TicketRanking>('rank', admin, { pid: 'p-service-ticket-ranking', ...OCTOBER, by: 'team' }));
    expect(ranking.rows.slice(0, 3).map((r) => [r.label, r.opened, r.breached])).toEqual([['广州运维一班', 24, 1], ['', 7, 0], ['武汉运维二班', 7, 1]]);
    expect(ranking.rows.reduce((sum, r) => sum + r.opened, 0)).toBe(overview.kpis.opened);
    const first = ranking.rows[0]!;
    const team = ok(await query(admin, 'p-fault-tickets', { pagesize: 1000, filter: { createtime: { gte: OCTOBER.from, lte: OCTOBER.to }, teamdid: first.key } }));
    expect(first.opened).toBe(team.total);

    const stats = ok(await wo<TicketStatistics>('statistics', admin, { pid: 'p-fault-handling-statistics', ...OCTOBER }));
    expect(stats.byType.slice(0, 2).map((r) => [r.key, r.opened, r.resolved, r.breached, r.slaRate, r.avgResponseMinutes, r.avgResolutionMinutes])).toEqual([
      ['overTemp', 21, 17, 0, 1, 65, 46],
      ['gunTemp', 18, 18, 0, 1, 34, 34],
    ]);
    expect(stats.total.opened).toBe(overview.kpis.opened);
    // Without days: the 30 days to the world's today.
    const recent = ok(await wo<TicketStatistics>('statistics', admin, { pid: 'p-fault-handling-statistics' }));
    expect([recent.from, recent.to, recent.today]).toEqual(['2026-10-03', '2026-11-01', '2026-11-01']);
  });
});

describe('ticket access', () => {
  it('answers only through the pages that show the figures, to users granted them', async () => {
    const operator = await login('operator', 'operator123');
    const wrongPage = await wo('overview', operator, { pid: 'p-fault-screening', ...OCTOBER });
    expect([wrongPage.status, wrongPage.result]).toEqual([-45403, keyed('access.wrongPage')]);
    const host = await login('bnbhost', 'bnbhost123');
    const refused = await wo('screening/list', host, { pid: 'p-fault-screening', ...OCTOBER });
    expect([refused.status, refused.result]).toEqual([-45403, keyed('access.noPermission')]);
    const badPeriod = await wo('overview', operator, { pid: 'p-service-ticket-overview', from: '2026-10-31', to: '2026-10-01' });
    expect(badPeriod.result).toEqual(keyed('request.range'));
  });
});

describe('fault screening', () => {
  it('finds candidates with their evidence; a confirmed one is a fault ticket of the list, once', async () => {
    const operator = await login('operator', 'operator123');
    const week = { pid: 'p-fault-screening', from: '2026-10-25', to: '2026-10-31' };
    const found = ok(await wo<ScreeningList>('screening/list', operator, week));
    expect(found.counts).toEqual({ 'repeat-fault': 0, 'low-energy': 3, 'over-power': 0, idle: 0, short: 3 });
    const candidate = found.rows[0]!;
    const ticket = ok(await wo<TicketSla>('screening/confirm', operator, { pid: 'p-fault-screening', id: candidate.id }));
    expect(candidate).toMatchObject({ rule: 'short', stationname: '杭州公交枢纽充电站', guncode: 'CS330100008-02-2', time: '2026-10-31T06:27:00.000Z', evidence: { energy: 0, minutes: 0 } });
    // Routed like any new ticket: the catch-all rule's team.
    expect(ticket).toMatchObject({ title: '杭州公交枢纽充电站 CS330100008-02-2 充电不足1分钟', faulttype: 'screening', teamname: '上海运维一班', status: 'assigned', sla: 'running' });
    const listed = ok(await query(operator, 'p-fault-tickets', { filter: { faulttype: 'screening' } })).data;
    expect(listed.map((r) => r.ticketno)).toEqual([ticket.ticketno]);
    const again = ok(await wo<ScreeningList>('screening/list', operator, week));
    expect(again.rows.find((r) => r.id === candidate.id)?.ticketno).toBe(ticket.ticketno);
    const twice = await wo('screening/confirm', operator, { pid: 'p-fault-screening', id: candidate.id });
    expect(twice.result).toEqual(keyed('tickets.alreadyConfirmed'));
    const unknown = await wo('screening/confirm', operator, { pid: 'p-fault-screening', id: 'short:cg-000001:1' });
    expect(unknown.result).toEqual(keyed('tickets.noSuchCandidate'));
  });

  it('finds the same gun faulting three times in seven days', async () => {
    const admin = await login('admin', 'admin123');
    const quarter = ok(await wo<ScreeningList>('screening/list', admin, { pid: 'p-fault-screening', from: '2026-08-01', to: '2026-10-31' }));
    expect(quarter.rows.filter((r) => r.rule === 'repeat-fault').map((r) => [r.guncode, r.evidence.alarms])).toEqual([
      ['CS330100008-01-2', ['AL20260903000428', 'AL20260906000461', 'AL20260908000510']],
    ]);
  });
});
