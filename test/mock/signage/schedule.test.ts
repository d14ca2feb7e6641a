// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Agenda, ScheduleEvent } from '../../../src/api/signage/scheduleTypes';
import { call, keyed, login, startMockBackend } from '../support';

const backend = startMockBackend();
const GRID = 'p-playgrid';
const LOBBY = 'group-c-1001-01';
let admin = '';
beforeEach(async () => {
  admin = await login();
});

const post = async <T>(what: string, body: Record<string, unknown>) => (await call<T>(`/sfsaas/api/signage/${what}`, { session: admin, body })).envelope;
const agenda = async (group: string, at: string, pid = GRID) => (await post<Agenda>('schedule/agenda', { pid, group, at })).result;
const why = (result: Agenda) => result.entries.map((entry) => `${entry.name}|${entry.plays ? 'plays' : 'hidden'}|${entry.rule}|${entry.inherited ? 'inherited' : 'own'}|${entry.reason.text}`);
const weekly = (fields: Record<string, unknown>) => ({ pid: GRID, channel: 'channel-c-1001-01', target: LOBBY, repeat: 'weekly', from: '2026-11-01', to: '2026-11-30', weekdays: [1, 2, 3, 4, 5], ...fields });

describe('the play grid', () => {
  it('answers what plays on a group at a time, with what it inherits and why', async () => {
    // Monday 09:00: the lobby's weekday mornings (priority 1) replace the inherited all-day announcements (0).
    const monday = await agenda(LOBBY, '2026-11-02T09:00');
    expect(monday).toMatchObject({ group: { did: LOBBY, name: 'Lobby screens' }, weekday: 1, poweredOn: true, playing: ['Lobby channel'] });
    expect(monday.rule.messageKey).toBe('signage.rule');
    expect(why(monday)).toEqual([
      'Weekday mornings|plays|only|own|plays: the highest priority (1) at this time',
      'Store announcements|hidden|priority|inherited|hidden: Weekday mornings has priority 1, higher than 0',
    ]);
    expect(monday.entries[1]?.reason).toEqual({ text: 'hidden: Weekday mornings has priority 1, higher than 0', messageKey: 'signage.why.priority', values: { by: 'Weekday mornings', byPriority: 1, priority: 0 } });
    // Monday 11:00: the morning daypart is over; the inherited event plays.
    expect(why(await agenda(LOBBY, '2026-11-02T11:00'))).toEqual(['Store announcements|plays|only|inherited|plays: the highest priority (0) at this time']);
    // Sunday 10:00: weekdays only for the mornings; Sunday 08:00: the lobby's power schedule has the screens off.
    expect((await agenda(LOBBY, '2026-11-08T10:00')).entries.map((entry) => entry.name)).toEqual(['Store announcements']);
    const off = await agenda(LOBBY, '2026-11-08T08:00');
    expect(off).toMatchObject({ poweredOn: false, playing: [] });
    expect(why(off)).toEqual(['Store announcements|hidden|powerOff|inherited|Lobby screens is switched off by its power schedule']);
    // The summary and group pages read it too; other pages do not.
    expect((await post('schedule/agenda', { pid: 'p-screen-summary', group: LOBBY, at: '2026-11-02T09:00' })).status).toBe(0);
    expect(await post('schedule/agenda', { pid: 'p-playlist', group: LOBBY, at: '2026-11-02T09:00' })).toMatchObject({ status: -45403, result: keyed('access.wrongPage') });
  });

  it('shares the time between equal priorities in display order', async () => {
    const promo = await post<ScheduleEvent>('schedule/save', weekly({ name: 'Promo hour', priority: 1, daypart: { start: '08:00', end: '10:00' } }));
    expect(promo.result).toMatchObject({ did: 'event-c-1001-n001', order: 2, target: { name: 'Lobby screens' }, channel: { name: 'Lobby channel' } });
    const result = await agenda(LOBBY, '2026-11-03T09:30');
    expect(why(result)).toEqual([
      'Weekday mornings|plays|shared|own|plays in turn 1 of 2: equal priority (1) shares the time in display order',
      'Promo hour|plays|shared|own|plays in turn 2 of 2: equal priority (1) shares the time in display order',
      'Store announcements|hidden|priority|inherited|hidden: Weekday mornings has priority 1, higher than 0',
    ]);
    // A higher priority replaces both, whatever their order.
    await post('schedule/save', weekly({ name: 'Emergency', priority: 9, repeat: 'once', from: '2026-11-03', order: 99 }));
    const urgent = await agenda(LOBBY, '2026-11-03T09:30');
    expect(urgent.entries.map((entry) => `${entry.name}:${entry.plays}`)).toEqual(['Emergency:true', 'Weekday mornings:false', 'Promo hour:false', 'Store announcements:false']);
    expect(urgent.entries[1]?.reason.text).toBe('hidden: Emergency has priority 9, higher than 1');
    expect((await agenda(LOBBY, '2026-11-04T09:30')).entries.map((entry) => entry.name)).toEqual(['Weekday mornings', 'Promo hour', 'Store announcements']);
  });

  it('runs an overnight daypart from its start day', async () => {
    await post('schedule/save', weekly({ name: 'Night loop', priority: 5, weekdays: [5], daypart: { start: '22:00', end: '02:00' }, target: 'all-screens' }));
    expect((await agenda('group-c-1001-02', '2026-11-07T01:30')).playing).toEqual(['Lobby channel']);
    expect((await agenda('group-c-1001-02', '2026-11-07T01:30')).entries[0]).toMatchObject({ name: 'Night loop', plays: true, inherited: true });
    expect((await agenda('group-c-1001-02', '2026-11-08T01:30')).entries.map((entry) => entry.name)).toEqual(['Store announcements']);
  });

  it('refuses bad events field by field, audited', async () => {
    const bad = await post('schedule/save', weekly({ name: 'X', channel: 'channel-x', target: 'group-x', to: '2026-10-01', weekdays: [8], daypart: { start: '09:00', end: '09:00' }, priority: 1.5 }));
    expect((bad.result as { errors: { field: string; messageKey: string }[] }).errors.map(({ field, messageKey }) => `${field}:${messageKey}`)).toEqual([
      'channel:validation.link', 'target:validation.link', 'to:validation.min', 'weekdays:validation.plan.days', 'daypart:signage.emptyWindow', 'priority:validation.integer',
    ]);
    expect((await post('schedule/agenda', { pid: GRID, group: LOBBY, at: '2026-11-31T09:00' })).message).toBe('invalid field: at (expected a local time YYYY-MM-DDTHH:mm)');
    expect(backend.db.audit.query().filter((row) => row.action === 'schedule-create' && row.outcome === 'refused')).toHaveLength(1);
  });

  it('keeps scheduled channels and groups from deletion, and lists the events', async () => {
    const list = await post<ScheduleEvent[]>('schedule/list', { pid: GRID });
    expect(list.result.map((event) => `${event.did}:${event.target.name}:${event.priority}`)).toEqual(['event-c-1001-01:All screens:0', 'event-c-1001-02:Lobby screens:1']);
    // The channel page lists them too (which events use a channel); the playlist page does not.
    expect((await post<ScheduleEvent[]>('schedule/list', { pid: 'p-program-channel' })).result).toHaveLength(2);
    expect(await post('schedule/list', { pid: 'p-playlist' })).toMatchObject({ status: -45403, result: keyed('access.wrongPage') });
    expect(await post('channel/remove', { pid: 'p-program-channel', did: 'channel-c-1001-01' })).toMatchObject({ status: -1, result: { messageKey: 'signage.scheduled', values: { count: 2 } } });
    expect(await post('group/remove', { pid: 'p-screen-group', did: LOBBY })).toMatchObject({ status: -1, result: { messageKey: 'signage.scheduled', values: { count: 1, events: 'Weekday mornings' } } });
    expect((await post('schedule/remove', { pid: GRID, did: 'event-c-1001-02' })).status).toBe(0);
    expect((await post('group/remove', { pid: 'p-screen-group', did: LOBBY })).status).toBe(0);
  });
});
