// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeviceControlResult, OperationReport, ProjectsOverview } from '../../../src/api/devices/types';
import { call, CONTROL_HEADERS, keyed, login, startMockBackend } from '../support';

/**
 * device-operation-report (issue 22): figures read from the device simulator and its command log,
 * on the store's local days; the same request gives the same figures, and they grow with time.
 */

const START = Date.parse('2026-11-02T08:00:00.000Z');
let clock = START;
const backend = startMockBackend({ now: () => clock });
beforeEach(() => {
  clock = START;
});

const PID = 'p-device-operation-report';
const STORE = 'st-1005-01';
const UNIT = 'sp-st-1005-01-01-f01-r02-ac1';
/** A split AC of an office on the 2nd floor: the seeded 'Office AC schedule' switched it on and off each weekday. */
const OFFICE_UNIT = 'sp-st-1005-01-01-f02-r03-ac2';
const WEEK = { from: '2026-10-19', to: '2026-10-25' };
const HOUR = 3_600_000;

const report = async (session: string, body: Record<string, unknown>) =>
  (await call<OperationReport>('/bwp/v1/operationreport', { session, body: { pid: PID, store: STORE, ...body } })).envelope;
const advance = (ms: number) => call('/__mock__/control', { body: { action: 'advance-time', ms }, headers: CONTROL_HEADERS });
const row = (answer: OperationReport, did: string) => answer.devices.find((d) => d.did === did)!;

describe('device-operation-report figures', () => {
  it('pins one split AC and the split ACs of the store over a week of October, the same twice', async () => {
    const session = await login('operator', 'operator123');
    const first = await report(session, WEEK);
    expect(first.status).toBe(0);
    const answer = first.result;
    expect(answer).toMatchObject({ store: STORE, zone: 'Asia/Shanghai', today: '2026-11-01', firstDay: '2026-08-01', from: WEEK.from, to: WEEK.to, interval: 'day' });
    expect(answer.buckets.map((b) => b.bucket)).toEqual(['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25']);
    expect(row(answer, OFFICE_UNIT)).toEqual({
      did: OFFICE_UNIT, name: '203 办公室 分体空调2', type: 'ac:2', spaceName: '203 办公室',
      devices: 1, runningHours: 64.25, starts: 7, stops: 7, commands: 10, confirmed: 10, failed: 0, timeout: 0, pending: 0, onlineRate: 1,
    });
    const splits = answer.types.find((t) => t.type === 'ac:2')!;
    expect(splits).toEqual({ type: 'ac:2', devices: 205, runningHours: 17420.84, starts: 1276, stops: 1276, commands: 324, confirmed: 311, failed: 10, timeout: 3, pending: 0, onlineRate: 1 });
    // The commands are those of the seeded policy runs: the execution records show the same devices and outcomes.
    const runs = backend.db.policies.runs.query({ store: STORE, from: '2026-10-18T16:00:00.000Z', to: '2026-10-25T16:00:00.000Z', page: 1, pagesize: 10_000 }).data;
    const reached = runs.flatMap((r) => r.actions.flatMap((a) => a.devices)).filter((d) => d.did === OFFICE_UNIT);
    expect(reached.map((d) => d.outcome)).toEqual(Array(10).fill('confirmed'));
    // Every row adds up to its type, and the types to the totals.
    const sum = (rows: ReadonlyArray<{ commands: number; starts: number }>) => rows.reduce((s, r) => s + r.commands + r.starts, 0);
    expect(sum(answer.devices.filter((d) => d.type === 'ac:2'))).toBe(splits.commands + splits.starts);
    expect(sum(answer.types)).toBe(answer.totals.commands + answer.totals.starts);
    expect((await report(session, WEEK)).result).toEqual(answer);
  });

  it('grows today’s figures as simulated time passes, with the command the control screen sent', async () => {
    const session = await login('operator', 'operator123');
    const today = { from: '2026-11-01', to: '2026-11-01', type: 'ac:2' };
    const before = (await report(session, today)).result;
    expect(before.interval).toBe('hour');
    expect(row(before, UNIT)).toMatchObject({ runningHours: 0, starts: 0, commands: 0 });
    const sent = await call<DeviceControlResult>('/vtservice/v1/devControl', { session, body: { pid: 'p-ac-split', did: UNIT, act: 'set', cmd: { on: true } } });
    expect(sent.envelope.status).toBe(0);
    await advance(2 * HOUR);
    const after = (await report(session, today)).result;
    // On from the device's answer (0.5–3 s after the command) for the rest of the two hours.
    expect(row(after, UNIT)).toMatchObject({ runningHours: 2, starts: 1, stops: 0, commands: 1, confirmed: 1, failed: 0, timeout: 0 });
    expect(after.totals.runningHours).toBeGreaterThan(before.totals.runningHours);
    expect(after.totals.commands).toBe(before.totals.commands + 1);
    expect(after.buckets[0]).toEqual({ bucket: '2026-11-01T00:00', runningHours: expect.any(Number), commands: 1 });
    expect(after.buckets[3]).toEqual({ bucket: '2026-11-01T03:00', runningHours: null, commands: null });
    // The projects overview counts the same commands today (every kind a command reaches is a type of the report).
    const overview = (await call<ProjectsOverview>('/bwp/v1/getgroupdev', { session, body: { type: 'overview', parentbusiness: 'pb-1005' } })).envelope.result;
    const all = (await report(session, { from: '2026-11-01', to: '2026-11-01' })).result;
    expect(all.totals.commands).toBe(overview.stores.find((s) => s.store === STORE)!.commandsToday);
    // The audit shows the same command.
    const audit = backend.db.audit.query({ area: 'command' }).filter((e) => e.target === UNIT && e.outcome === 'ok');
    expect(audit).toHaveLength(1);
  });

  it('draws the day boundary on the store’s clock: Bangkok is still on 31 October at the seed’s now', async () => {
    const session = await login('ggadmin', 'greengrid123');
    const bangkok = { store: 'st-2002-01', type: 'power:1' };
    const answer = (await report(session, { ...bangkok, from: '2026-10-31', to: '2026-10-31' })).result;
    expect(answer).toMatchObject({ zone: 'Asia/Bangkok', today: '2026-10-31', firstDay: '2026-07-31' });
    const critical = answer.devices.find((d) => d.runningHours > 0 && d.starts === 0 && d.stops === 0)!;
    // Running all day: 23 hours of the Bangkok day have passed at 00:00 in China.
    expect(critical.runningHours).toBe(23);
    await advance(2 * HOUR);
    const day = async (from: string) => row((await report(session, { ...bangkok, from, to: from })).result, critical.did).runningHours;
    expect(await day('2026-10-31')).toBe(24);
    expect(await day('2026-11-01')).toBe(1);
  });
});

describe('device-operation-report refusals', () => {
  it('refuses export without the export permission and another page’s pid (-45403), and answers another company’s store as one that does not exist', async () => {
    const maintainer = await login('maintainer', 'maintainer123');
    const theirs = { store: 'st-1001-01', ...WEEK };
    expect((await report(maintainer, theirs)).status).toBe(0);
    expect(await report(maintainer, { ...theirs, export: true })).toMatchObject({ status: -45403, result: keyed('access.noPermission') });
    const operator = await login('operator', 'operator123');
    expect(await report(operator, { ...WEEK, export: true })).toMatchObject({ status: 0 });
    expect(await report(operator, { ...WEEK, pid: 'p-ac-split' })).toMatchObject({ status: -45403, result: keyed('access.wrongPage') });
    expect(await report(operator, { ...WEEK, store: 'st-2002-01' })).toMatchObject({ status: -1, result: { messageKey: 'request.notFound', values: { kind: 'store', id: 'st-2002-01' } } });
    expect(await report(operator, { from: '2026-10-25', to: '2026-10-19' })).toMatchObject({ status: -1 });
    expect(await report(operator, { ...WEEK, type: 'sensor' })).toMatchObject({ status: -1 });
    expect(await report(operator, { ...WEEK, interval: 'hour' })).toMatchObject({ status: -1 });
  });
});
