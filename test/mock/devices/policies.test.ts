// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeviceView, Policy, PolicyPage, PolicyRun } from '../../../src/api/devices/types';
import type { ValidationFailure } from '../../../src/api/pageConfig';
import type { Paged } from '../../../src/api/types';
import { call, login, startMockBackend } from '../support';

/** Policies: validated on the server, run by the simulator, with execution records. */

const START = Date.parse('2026-11-02T08:00:00.000Z');
let clock = START;
const backend = startMockBackend({ now: () => clock, sessionTtlMs: 7 * 24 * 3_600_000 });
beforeEach(() => {
  clock = START;
});

const HOUR = 3_600_000;
const PID = 'p-strategy-air-conditioning';
const STORE = 'st-1005-01';
const FLOOR = 'sp-st-1005-01-01-f03';
const schedule = (overrides: Record<string, unknown> = {}) => ({
  name: 'Floor 3 mornings', store: STORE, menutype: 6, kind: 'schedule',
  schedule: { weekdays: [1, 2, 3, 4, 5, 6, 7], window: { start: '08:00', end: '12:00' }, from: '2026-11-01', to: null },
  actions: [{ target: { space: FLOOR, kind: 'ac', subtype: 2 }, cmd: { on: true, mode: 'heat', setpoint: 22 }, at: 'start' }],
  ...overrides,
});
const create = async (session: string, policy: unknown, pid = PID) => (await call<Policy>('/vttrigger/v1/create', { session, body: { pid, policy } })).envelope;
const records = async (session: string, body: Record<string, unknown>) =>
  (await call<Paged<PolicyRun>>('/vttrigger/v1/query', { session, body: { pid: PID, type: 'records', store: STORE, page: 1, pagesize: 50, ...body } })).envelope.result;

describe('policy validation', () => {
  it('reports every impossible field, the first one in the message', async () => {
    const admin = await login();
    const bad = await create(admin, {
      ...schedule({ kind: 'trigger', name: '' }),
      trigger: { conditions: [{ metric: 'temperature', source: 'sp-st-1005-01-01-f03-r02', operator: 'between', low: 30, high: 20, forMinutes: 5 }], fires: 'crossing', window: { start: '09:00', end: '09:00' } },
      actions: [{ target: { devices: ['sp-st-1005-01-01-f03-r02-ac1', 'ac-ghost'] }, cmd: { on: true } }],
    });
    expect(bad.status).toBe(-1);
    expect(bad.message).toBe('invalid field: name (required)');
    expect((bad.result as unknown as ValidationFailure).errors.map((e) => [e.field, e.messageKey, e.message])).toEqual([
      ['name', 'validation.required', 'invalid field: name (required)'],
      ['trigger.conditions[0].low', 'validation.policy.lowAboveHigh', 'invalid field: trigger.conditions[0].low (low (30) must be below high (20): no value could be between them)'],
      ['trigger.window', 'validation.policy.emptyWindow', 'invalid field: trigger.window (the window is empty: it starts and ends at 09:00)'],
      ['actions[0].target.devices', 'validation.policy.unknownDevices', 'invalid field: actions[0].target.devices (unknown devices in store st-1005-01: ac-ghost)'],
    ]);
    const dates = await create(admin, schedule({ schedule: { weekdays: [], window: { start: '25:00', end: '08:00' }, from: '2026-11-05', to: '2026-11-01' } }));
    expect((dates.result as unknown as ValidationFailure).errors.map((e) => e.field)).toEqual(['schedule.weekdays', 'schedule.window.start', 'schedule.to']);
    const target = await create(admin, schedule({ actions: [{ target: { space: 'sp-st-1005-01-01-f03-r01', kind: 'ac' }, cmd: { on: true } }] }));
    expect(target.message).toBe('invalid field: actions[0].target (selects no device that takes commands)');
    expect((await create(admin, schedule({ actions: [{ target: { space: FLOOR }, cmd: { on: 'yes' } }] }))).message).toBe('invalid field: actions[0].cmd (cmd.on (expected true or false))');
  });

  it('needs add on the page to create (-45403 otherwise) and audits the attempt', async () => {
    const operator = await login('operator', 'operator123');
    expect((await create(operator, schedule())).status).toBe(-45403);
    expect(backend.db.audit.query({ area: 'policy' })[0]).toMatchObject({ username: 'operator', action: 'create', outcome: 'refused', message: `no permission: add on ${PID} (role operator)` });
  });
});

describe('policies in the simulated world', () => {
  it('seeds policies per store with 30 days of execution records', async () => {
    // The admin reads the operator's store: the operator's menu (and grants) hold no energy-saving policies.
    const session = await login();
    const list = (await call<Paged<Policy>>('/vttrigger/v1/query', { session, body: { pid: PID, store: STORE, page: 1, pagesize: 50 } })).envelope.result;
    expect(list.data.map((p) => [p.did, p.menutype, p.kind, p.enabled])).toEqual([
      ['pol-st-1005-01-01', 6, 'schedule', true], ['pol-st-1005-01-02', 8, 'schedule', true], ['pol-st-1005-01-03', 1, 'schedule', true],
      ['pol-st-1005-01-04', 6, 'schedule', false], ['pol-st-1005-01-05', 6, 'trigger', true], ['pol-st-1005-01-06', 7, 'trigger', true], ['pol-st-1005-01-07', 9, 'schedule', true],
      ['pol-st-1005-01-08', 10, 'schedule', true], ['pol-st-1005-01-09', 11, 'schedule', true], ['pol-st-1005-01-10', 12, 'schedule', true], ['pol-st-1005-01-11', 13, 'schedule', true],
    ]);
    const all = await records(session, {});
    expect(all.total).toBe(452);
    expect(all.data[0]?.at).toBe('2026-10-31T15:00:00.000Z');
    const office = await records(session, { policy: 'pol-st-1005-01-01', from: '2026-10-20T00:00:00.000Z', to: '2026-10-25T00:00:00.000Z' });
    // 2026-10-24 is a Saturday: the office schedule runs Monday to Friday.
    expect(office.data.map((r) => [r.at, r.trigger, r.outcome])).toEqual([
      ['2026-10-23T10:00:00.000Z', { kind: 'schedule', edge: 'end' }, 'partial'],
      ['2026-10-23T00:00:00.000Z', { kind: 'schedule', edge: 'start' }, 'partial'],
      ['2026-10-22T10:00:00.000Z', { kind: 'schedule', edge: 'end' }, 'partial'],
      ['2026-10-22T00:00:00.000Z', { kind: 'schedule', edge: 'start' }, 'partial'],
      ['2026-10-21T10:00:00.000Z', { kind: 'schedule', edge: 'end' }, 'partial'],
      ['2026-10-21T00:00:00.000Z', { kind: 'schedule', edge: 'start' }, 'partial'],
      ['2026-10-20T10:00:00.000Z', { kind: 'schedule', edge: 'end' }, 'partial'],
      ['2026-10-20T00:00:00.000Z', { kind: 'schedule', edge: 'start' }, 'partial'],
    ]);
    const outcomes = office.data[0]!.actions[0]!.devices.map((d) => d.outcome);
    expect(outcomes.filter((o) => o !== 'confirmed').length).toBeGreaterThan(0);
    // The execution-record route knows only the policy did: the store comes from it.
    const byDid = await call<Paged<PolicyRun>>('/vttrigger/v1/query', { session, body: { pid: PID, type: 'records', policy: 'pol-st-1005-01-05', page: 1, pagesize: 100000 } });
    expect(byDid.envelope.result.total).toBe(12);
    const trigger = (await records(session, { policy: 'pol-st-1005-01-05' })).data[0]!;
    expect(trigger.conditions[0]).toMatchObject({ metric: 'temperature', operator: 'above', high: 27, result: true });
    // One pile self-test went unanswered; the other runs reached at least one device.
    const failed: Record<string, number> = {};
    for (const r of (await records(session, { outcome: 'failed' })).data) failed[r.policyName] = (failed[r.policyName] ?? 0) + 1;
    expect(failed).toEqual({ 'Pile self-test window': 1 });
  });

  it('runs a schedule created for tomorrow once its time comes, commanding the devices', async () => {
    const admin = await login();
    const created = await create(admin, schedule({
      schedule: { weekdays: [1, 2, 3, 4, 5, 6, 7], window: { start: '08:00', end: '12:00' }, from: '2026-11-02', to: null },
      actions: [{ target: { space: 'sp-st-1005-01-01', kind: 'ac', subtype: 2 }, cmd: { on: true, mode: 'heat', setpoint: 22 }, at: 'start' }],
    }));
    expect(created.status).toBe(0);
    const did = created.result.did;
    expect(did).toBe('pol-st-1005-01-n001');
    clock += 31 * HOUR; // to 2026-11-02 07:00 local
    expect((await records(admin, { policy: did })).total).toBe(0);
    clock += 1 * HOUR + 5000; // past 08:00 and the devices' answers
    const runs = (await records(admin, { policy: did })).data;
    expect(runs.map((r) => [r.at, r.outcome])).toEqual([['2026-11-02T00:00:00.000Z', 'partial']]);
    const devices = runs[0]!.actions[0]!.devices;
    const tally: Record<string, number> = {};
    for (const d of devices) tally[d.outcome] = (tally[d.outcome] ?? 0) + 1;
    expect(tally).toEqual({ confirmed: 131, failed: 2, refused: 8 });
    const unit = devices.find((d) => d.outcome === 'confirmed')!.did;
    const page = (await call<Paged<DeviceView>>('/bwp/v1/getgroupdev', { session: admin, body: { store: STORE, space: 'sp-st-1005-01-01', kind: 'ac', page: 1, pagesize: 1000 } })).envelope.result;
    expect(page.data.find((d) => d.did === unit)).toMatchObject({ ac: { on: true, mode: 'heat', setpoint: 22 }, command: { state: 'confirmed', by: `policy:${did}` } });
    expect(backend.db.audit.query({ userid: `policy:${did}` }).length).toBe(1);
  });

  it('fires a trigger on crossing and records each condition’s value', async () => {
    const admin = await login();
    const trigger = {
      name: 'Cold morning', store: STORE, menutype: 7, kind: 'trigger',
      trigger: { conditions: [{ metric: 'outdoor-temperature', operator: 'below', low: 30, forMinutes: 2 }], match: 'all', fires: 'crossing' },
      actions: [{ target: { devices: ['sp-st-1005-01-01-f01-r02-ac1'] }, cmd: { on: true } }],
    };
    const did = (await create(admin, trigger, 'p-system-strategies')).result.did;
    clock += 10 * 60_000;
    const runs = (await records(admin, { policy: did })).data;
    expect(runs.length).toBe(1);
    expect(runs[0]).toMatchObject({ at: '2026-10-31T16:03:00.000Z', trigger: { kind: 'trigger', fires: 'crossing' }, outcome: 'success' });
    expect(runs[0]!.conditions).toEqual([{ metric: 'outdoor-temperature', operator: 'below', low: 30, value: 11.4, result: true }]);
  });

  it('fires a “while” trigger again every 10 minutes as long as it holds', async () => {
    const admin = await login();
    const trigger = {
      name: 'Cold all morning', store: STORE, menutype: 7, kind: 'trigger',
      trigger: { conditions: [{ metric: 'outdoor-temperature', operator: 'below', low: 30, forMinutes: 0 }], match: 'all', fires: 'while' },
      actions: [{ target: { devices: ['sp-st-1005-01-01-f01-r02-lt1'] }, cmd: { on: true } }],
    };
    const did = (await create(admin, trigger, 'p-system-strategies')).result.did;
    clock += 35 * 60_000;
    expect((await records(admin, { policy: did })).data.map((r) => r.at)).toEqual([
      '2026-10-31T16:31:00.000Z', '2026-10-31T16:21:00.000Z', '2026-10-31T16:11:00.000Z', '2026-10-31T16:01:00.000Z',
    ]);
  });

  it('enables and disables; warns when two enabled schedules drive a device to different states', async () => {
    const admin = await login();
    const clash = await create(admin, {
      ...schedule({ name: 'Floor 2 AC off', schedule: { weekdays: [1], window: { start: '09:00', end: '10:00' }, from: '2026-11-01', to: null } }),
      actions: [{ target: { space: 'sp-st-1005-01-01-f02', kind: 'ac' }, cmd: { on: false }, at: 'start' }],
    });
    expect(clash.result.conflicts).toEqual([{ policy: 'pol-st-1005-01-01', policyName: 'Office AC schedule', device: 'sp-st-1005-01-01-f02-r02-ac1', deviceName: '202 机房 分体空调1' }]);
    const off = await call<Policy>('/officepolicy/v2/enable', { session: admin, body: { pid: PID, did: clash.result.did, enable: false } });
    expect(off.envelope.result).toMatchObject({ enabled: false, conflicts: [] });
    const operator = await login('operator', 'operator123');
    expect((await call('/officepolicy/v2/enable', { session: operator, body: { pid: PID, did: 'pol-st-1005-01-01', enable: false } })).envelope.status).toBe(-45403);
    const removed = await call('/vttrigger/v1/delete', { session: admin, body: { pid: PID, did: clash.result.did } });
    expect(removed.envelope.result).toEqual({ did: clash.result.did });
    expect(backend.db.audit.query({ area: 'policy' }).map((e) => [e.username, e.action, e.outcome])).toEqual([
      ['admin', 'delete', 'ok'], ['operator', 'disable', 'refused'], ['admin', 'disable', 'ok'], ['admin', 'create', 'ok'],
    ]);
  });

  it('lists a store\'s policies filtered by menutype, name, enabled state and kind, each with its next and last run', async () => {
    const session = await login(); // the AC policies' page is not the operator's (no energy saving in its menu)
    const list = async (body: Record<string, unknown>) =>
      (await call<PolicyPage>('/vttrigger/v1/query', { session, body: { pid: PID, store: STORE, page: 1, pagesize: 50, ...body } })).envelope;
    const ac = (await list({ menutype: 6 })).result;
    expect(ac.now).toBe('2026-10-31T16:00:00.000Z');
    expect(ac.data.map((p) => [p.name, p.nextRun, p.lastRun])).toEqual([
      // 2026-11-01 (local) is a Sunday: the office schedule next runs Monday at 08:00.
      ['Office AC schedule', '2026-11-02T00:00:00.000Z', { at: '2026-10-30T10:00:00.000Z', outcome: 'partial' }],
      ['Weekend AC off', null, null],
      ['Overheat cooling', null, { at: '2026-10-31T02:58:00.000Z', outcome: 'success' }],
    ]);
    expect(ac.data[0]!.targets).toEqual([{ spaceName: 'A座 / 2F', devices: 34 }, { spaceName: 'A座 / 2F', devices: 34 }]);
    expect(ac.data[2]!.names).toEqual({ 'sp-st-1005-01-01-f02-r05': 'A座 / 2F / 205 仓库', 'sp-st-1005-01-01-f02-temperature2': '2F 温度传感器2' });
    expect((await list({ menutype: 6, search: 'ac ', enabled: true, kind: 'schedule' })).result.data.map((p) => p.name)).toEqual(['Office AC schedule']);
    expect((await list({ menutype: 6, enabled: false })).result.data.map((p) => p.name)).toEqual(['Weekend AC off']);
    expect((await list({ kind: 'trigger' })).result.total).toBe(2);
    expect((await list({ did: 'pol-st-1005-01-09' })).result.data.map((p) => p.name)).toEqual(['Evening peak discharge']);
    expect((await list({ menutype: 5 })).message).toBe('invalid field: menutype (expected one of 1, 6, 7, 8, 9, 10, 11, 12, 13)');
    expect((await list({ enabled: 'yes' })).message).toBe('invalid field: enabled (expected true or false)');
  });
});
