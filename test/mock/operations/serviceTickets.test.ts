// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../src/api/types';
import type { ServiceTicketRanking, ServiceTicketSlaList } from '../../../src/api/operations/serviceTicketsTypes';
import type { TicketOverview, TicketRuleBook, TicketStatistics } from '../../../src/api/operations/ticketsTypes';
import { call, CONTROL_HEADERS, keyed, login, startMockBackend } from '../support';
import { ok, query } from '../pageHelpers';

/** The work-order desk's customer-service tickets: service rules route and stamp new ones, their SLA runs on the world clock, figures agree with the service ticket list. */

// A still wall clock: simulated time moves by advance-time alone (the seed's now, Sunday 2026-11-01 00:00 in Shanghai).
startMockBackend({ now: () => Date.parse('2026-11-27T09:00:00Z') });
const RULES = 'p-service-ticket-rules';
const LIST = 'p-service-ticket-list';
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
// Whole days, as the list's filter bar sends them: each ticket's day at its store (all in Shanghai here).
const OCTOBER_CREATED = { gte: '2026-10-01', lte: '2026-10-31' };
const wo = async <T>(path: string, session: string, body: Record<string, unknown>): Promise<Envelope<T>> => (await call<T>(`/vtproxy/workorder/${path}`, { session, body })).envelope;
const advance = async (ms: number) => (await call<{ now: string }>('/__mock__/control', { body: { action: 'advance-time', ms }, headers: CONTROL_HEADERS })).envelope;
const HOUR = 3_600_000;

/** A service ticket added through its list's form, for the operator's first customer. */
async function addThroughList(session: string, fields: Record<string, unknown>): Promise<string> {
  const customer = ok(await query(session, 'p-user-portrait-list', { pagesize: 1 })).data[0]!;
  const cmd = { customerdid: customer.did, customername: customer.name, businessdid: customer.businessdid, businessname: customer.businessname, parentbusinessdid: customer.parentbusinessdid, status: 'pending', ...fields };
  return ok((await call<{ did: string }>('/sfsaas/api/filter/add', { session, body: { pid: LIST, cmd } })).envelope).did;
}

describe('service ticket rules', () => {
  it('seeds three service rules on the fault rules’ calendar; each says it is for service tickets', async () => {
    const admin = await login('admin', 'admin123');
    const book = ok(await wo<TicketRuleBook>('rules/get', admin, { pid: RULES }));
    expect(book.serviceRules.map((r) => [r.kind, r.name, r.category, r.channel, r.store, r.teamdid, r.responseMinutes, r.resolutionMinutes, r.escalateTo])).toEqual([
      ['service', '投诉', 'complaint', '', '', 'tm-0001', 30, 1440, '任涛'],
      ['service', '退款', 'refund', '', '', 'tm-0002', 60, 2700, '雷刚涛'],
      ['service', '其他客服', '', '', '', 'tm-0001', 120, 2700, '任涛'],
    ]);
    expect([book.categories, book.channels, book.stores.length]).toEqual([['billing', 'charging-failure', 'refund', 'complaint', 'consultation'], ['phone', 'app', 'wechat'], 8]);
    // Fault rules saved alone leave the service rules as they were.
    const saved = ok(await wo<TicketRuleBook>('rules/save', admin, { pid: RULES, version: book.version, rules: book.rules, calendar: book.calendar }));
    expect(saved.serviceRules).toEqual(book.serviceRules);
    const badCategory = await wo('rules/save', admin, { pid: RULES, version: saved.version, rules: book.rules, calendar: book.calendar, serviceRules: [{ ...book.serviceRules[0]!, category: 'parking' }] });
    // Rules are checked field by field, all at once (the rule book's way): the refusal names the field.
    expect(badCategory.result).toEqual({ errors: [expect.objectContaining({ field: 'serviceRules[0].category', rule: 'option', messageKey: 'validation.option' })] });
    const badStore = await wo('rules/save', admin, { pid: RULES, version: saved.version, rules: book.rules, calendar: book.calendar, serviceRules: [{ ...book.serviceRules[0]!, store: 'st-9999-01' }] });
    expect(badStore.result).toEqual({ errors: [expect.objectContaining({ field: 'serviceRules[0].store', rule: 'link', messageKey: 'tickets.unknownValue' })] });
  });

  it('routes a service ticket added through its list by the first matching rule, stamped on the world clock; late for its response it is escalated, past its resolution target breached', async () => {
    const operator = await login('operator', 'operator123');
    const did = await addThroughList(operator, { category: 'refund', channel: 'app', content: '充电中断，申请退款' });
    const row = ok(await query(operator, LIST, { filter: { content: { like: '充电中断，申请退款' } } })).data[0]!;
    // Numbered by the world's day. The refund rule: its team and leader; opened Sunday 00:00 in Shanghai, due Monday 10:00 (60 working minutes) and Friday 18:00 (2,700).
    expect([row.did, row.ticketno, row.status, row.teamname, row.handler, row.createtime, row.responsedue, row.deadline, row.slarule]).toEqual([
      did, 'KF202611010001', 'pending', '杭州运维二班', '雷刚涛', '2026-10-31T16:00:00.000Z', '2026-11-02T02:00:00.000Z', '2026-11-06T10:00:00.000Z', '退款',
    ]);
    const day = { pid: 'p-service-ticket-overview', from: '2026-11-01', to: '2026-11-01' };
    const before = ok(await wo<ServiceTicketSlaList>('service/sla', operator, day));
    expect(before.rows.map((r) => [r.did, r.sla, r.rule, r.responseDue])).toEqual([[did, 'running', '退款', '2026-11-02T02:00:00.000Z']]);
    expect(ok(await wo<TicketOverview>('service/overview', operator, day)).kpis.breached).toBe(0);
    // Monday 11:00 in Shanghai: no reply yet, an hour past the response due: escalated to the
    // rule's contact, still within its resolution target (the desk's one SLA definition).
    expect(ok(await advance(35 * HOUR)).now).toBe('2026-11-02T03:00:00.000Z');
    const late = ok(await wo<ServiceTicketSlaList>('service/sla', operator, day));
    expect(late.rows.map((r) => [r.did, r.sla, r.escalatedTo])).toEqual([[did, 'running', '雷刚涛']]);
    expect(ok(await wo<TicketOverview>('service/overview', operator, day)).kpis).toMatchObject({ opened: 1, breached: 0, open: 1 });
    // Friday 19:00: still open an hour past its resolution due (18:00): breached.
    expect(ok(await advance(104 * HOUR)).now).toBe('2026-11-06T11:00:00.000Z');
    const after = ok(await wo<ServiceTicketSlaList>('service/sla', operator, day));
    expect(after.rows.map((r) => [r.did, r.sla, r.escalatedTo])).toEqual([[did, 'breached', '雷刚涛']]);
    expect(ok(await wo<TicketOverview>('service/overview', operator, day)).kpis).toMatchObject({ opened: 1, breached: 1, open: 1 });
    // The fault tickets' figures do not count it.
    expect(ok(await wo<TicketOverview>('overview', operator, day)).kpis.opened).toBe(0);
  });

  it('keeps an opened ticket’s route and targets when the rules change; a new one follows the new rules', async () => {
    const admin = await login('admin', 'admin123');
    const first = await addThroughList(admin, { category: 'complaint', channel: 'wechat', content: '车位被占用-旧规则' });
    const book = ok(await wo<TicketRuleBook>('rules/get', admin, { pid: RULES }));
    const wechat = { ...book.serviceRules[2]!, name: '微信投诉', category: 'complaint', channel: 'wechat', teamdid: 'tm-0004', assignee: '', responseMinutes: 15, resolutionMinutes: 240, escalateTo: '范佳娟' };
    const saved = ok(await wo<TicketRuleBook>('rules/save', admin, { pid: RULES, version: book.version, rules: book.rules, calendar: book.calendar, serviceRules: [wechat, ...book.serviceRules] }));
    expect(saved.serviceRules.map((r) => [r.id, r.name])).toEqual([['service-1', '微信投诉'], ['service-2', '投诉'], ['service-3', '退款'], ['service-4', '其他客服']]);
    const second = await addThroughList(admin, { category: 'complaint', channel: 'wechat', content: '车位被占用-新规则' });
    const rows = ok(await wo<ServiceTicketSlaList>('service/sla', admin, { pid: 'p-service-ticket-overview', from: '2026-11-01', to: '2026-11-01' })).rows;
    const of = (did: string) => rows.find((r) => r.did === did)!;
    expect([of(first).rule, of(first).teamname, of(first).handler, of(first).responseDue]).toEqual(['投诉', '上海运维一班', '任涛', '2026-11-02T01:30:00.000Z']);
    expect([of(second).rule, of(second).teamname, of(second).handler, of(second).responseDue]).toEqual(['微信投诉', '南京运维四班', '范佳娟', '2026-11-02T01:15:00.000Z']);
  });
});

describe('service ticket figures agree with the service ticket list', () => {
  it('counts October as the list filtered by created time over October’s local days', async () => {
    const admin = await login('admin', 'admin123');
    const overview = ok(await wo<TicketOverview>('service/overview', admin, { pid: 'p-service-ticket-overview', ...OCTOBER }));
    const list = ok(await query(admin, LIST, { pagesize: 1000, filter: { createtime: OCTOBER_CREATED } }));
    expect([overview.kpis.opened, list.total]).toEqual([93, 93]);
    expect(overview.kpis).toEqual({ opened: 93, resolved: 61, open: 32, breached: 38, slaRate: 46 / 61, avgResponseMinutes: 26, avgResolutionMinutes: 1572 });
    // Against September (the month before), as the overviews compare.
    expect([overview.previous.opened, overview.previous.breached]).toEqual([77, 33]);
    const listed: Record<string, number> = {};
    for (const row of list.data) listed[String(row.status)] = (listed[String(row.status)] ?? 0) + 1;
    expect(Object.fromEntries(overview.byStatus.map((s) => [s.status, s.count]))).toEqual(listed);
    expect(listed).toEqual({ closed: 61, replied: 27, processing: 3, pending: 2 });

    const ranking = ok(await wo<ServiceTicketRanking>('service/rank', admin, { pid: 'p-service-ticket-ranking', ...OCTOBER, by: 'team' }));
    expect(ranking.rows.slice(0, 3).map((r) => [r.label, r.opened, r.breached])).toEqual([['成都运维一班', 23, 7], ['杭州运维一班', 15, 6], ['佛山运维三班', 9, 6]]);
    expect(ranking.rows.reduce((sum, r) => sum + r.opened, 0)).toBe(93);
    const team = ok(await query(admin, LIST, { pagesize: 1000, filter: { createtime: OCTOBER_CREATED, teamdid: ranking.rows[0]!.key } }));
    expect(team.total).toBe(23);
    const handlers = ok(await wo<ServiceTicketRanking>('service/rank', admin, { pid: 'p-service-ticket-ranking', ...OCTOBER, by: 'handler' }));
    expect(handlers.rows.slice(0, 2).map((r) => [r.label, r.opened, r.breached])).toEqual([['周强', 6, 2], ['薛燕', 5, 0]]);
    const handled = ok(await query(admin, LIST, { pagesize: 1000, filter: { createtime: OCTOBER_CREATED, handler: '周强' } }));
    expect(handled.total).toBe(6);

    const stats = ok(await wo<TicketStatistics>('service/statistics', admin, { pid: 'p-fault-handling-statistics', ...OCTOBER }));
    expect(stats.byType.map((r) => [r.key, r.opened, r.resolved, r.breached, r.avgResponseMinutes, r.avgResolutionMinutes])).toEqual([
      ['billing', 26, 13, 12, 14, 1405],
      ['charging-failure', 23, 15, 6, 38, 1377],
      ['consultation', 20, 14, 8, 0, 1511],
      ['refund', 13, 10, 4, 36, 1959],
      ['complaint', 11, 9, 8, 62, 1804],
    ]);
    const billing = ok(await query(admin, LIST, { pagesize: 1000, filter: { createtime: OCTOBER_CREATED, category: 'billing' } }));
    expect(billing.total).toBe(26);
    expect(stats.total.opened).toBe(93);
  });

  it('answers only through the desk’s pages and the service ticket list', async () => {
    const operator = await login('operator', 'operator123');
    const wrongPage = await wo('service/overview', operator, { pid: 'p-fault-screening', ...OCTOBER });
    expect([wrongPage.status, wrongPage.result]).toEqual([-45403, keyed('access.wrongPage')]);
    const badBy = await wo('service/rank', operator, { pid: 'p-service-ticket-ranking', ...OCTOBER, by: 'assignee' });
    expect(badBy.result).toEqual(keyed('request.oneOf'));
  });
});
