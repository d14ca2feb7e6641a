// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { BatchResult, CommandResults, DeviceControlResult, DeviceView } from '../../../src/api/devices/types';
import type { Paged } from '../../../src/api/types';
import { call, login, startMockBackend } from '../support';

/** Commands have a life: sent → confirmed, failed with the device's reason, or timed out. */

const START = Date.parse('2026-11-02T08:00:00.000Z');
let clock = START;
const backend = startMockBackend({ now: () => clock });
beforeEach(() => {
  clock = START;
});

const ROOM = 'sp-st-1005-01-01-f01-r02';
const UNIT = `${ROOM}-ac1`;
const control = async (session: string, did: string, cmd: Record<string, unknown>, pid = 'p-ac-split') =>
  (await call<DeviceControlResult>('/vtservice/v1/devControl', { session, body: { pid, did, act: 'set', cmd } })).envelope;
const device = async (session: string, did: string) => {
  const room = did.replace(/-(ac|lt|sk|cr)\d+$/, '');
  const page = (await call<Paged<DeviceView>>('/bwp/v1/getgroupdev', { session, body: { store: 'st-1005-01', space: room, page: 1, pagesize: 100 } })).envelope.result;
  return page.data.find((d) => d.did === did)!;
};

describe('command life', () => {
  it('is sent, and the shown state changes only when the device confirms', async () => {
    const session = await login('operator', 'operator123');
    const sent = await control(session, UNIT, { on: true, mode: 'heat', setpoint: 23 });
    expect(sent.status).toBe(0);
    expect(sent.result.command).toMatchObject({ id: 'cmd-000001', did: UNIT, state: 'sent', sentAt: '2026-10-31T16:00:00.000Z', by: 'u-1002' });
    clock += 400;
    expect(await device(session, UNIT)).toMatchObject({ ac: { on: false, setpoint: 21 }, command: { state: 'sent' } });
    clock += 2600;
    const after = await device(session, UNIT);
    expect(after.ac).toMatchObject({ on: true, mode: 'heat', setpoint: 23 });
    expect(after.command).toMatchObject({ state: 'confirmed', doneAt: '2026-10-31T16:00:02.411Z' });
  });

  it('fails with the device’s reason: a refusing unit, a setpoint off limits or off step', async () => {
    const session = await login();
    const refusing = (await control(session, 'sp-st-1005-01-01-f01-r12-ac1', { on: true })).result.command.id;
    const high = (await control(session, UNIT, { setpoint: 35 })).result.command.id;
    const offStep = (await control(session, `${ROOM}-ac2`, { setpoint: 24.5 })).result.command.id;
    clock += 3000;
    const { commands } = (await call<CommandResults>('/bwp/v1/getgroupdev', { session, body: { type: 'commands', ids: [refusing, high, offStep, 'cmd-999999'] } })).envelope.result;
    expect(commands.map((c) => [c.state, c.reason])).toEqual([
      ['failed', 'interlock: fire alarm input active'],
      ['failed', 'setpoint 35 °C outside 16–30 °C'],
      ['failed', 'setpoint 24.5 °C is not on the unit’s 1 °C step'.replace('’', "'")],
    ]);
  });

  it('refuses offline devices and devices behind an offline gateway at send, saying why', async () => {
    const session = await login();
    expect(await control(session, 'sp-st-1005-01-01-f01-r06-ac2', { on: true })).toEqual({
      status: -1,
      message: 'device offline since 2026-10-30T19:06:35.785Z: 106 会议室 分体空调2 cannot be commanded',
      // The key and values travel beside the text; the instant is a value, not only in the text.
      result: { messageKey: 'devices.refusal.offline', values: { since: '2026-10-30T19:06:35.785Z', device: '106 会议室 分体空调2' } },
    });
    const behind = await control(session, 'sp-st-1005-01-02-f18-r02-ac1', { on: true }, 'p-ac-central');
    expect(behind.message).toBe('device state unknown (gateway offline): 1802 会议室 风机盘管1 is behind sp-st-1005-01-02-f18-gw1');
    expect(behind.result).toEqual({ messageKey: 'devices.refusal.gatewayOffline', values: { device: '1802 会议室 风机盘管1', gateway: 'sp-st-1005-01-02-f18-gw1' } });
    expect(await device(session, 'sp-st-1005-01-02-f18-r02-ac1')).toMatchObject({
      online: 'unknown', onlineReason: 'gateway offline', onlineReasonKey: { messageKey: 'devices.reason.gatewayOffline', values: { gateway: 'sp-st-1005-01-02-f18-gw1' } },
    });
    expect(await device(session, 'sp-st-1005-01-01-f01-r06-ac2')).toMatchObject({
      online: 'offline', onlineReason: 'no heartbeat since 2026-10-30T19:06:35.785Z',
      onlineReasonKey: { messageKey: 'devices.reason.noHeartbeat', values: { since: '2026-10-30T19:06:35.785Z' } },
    });
  });

  it('times out when the gateway drops after the command was sent', async () => {
    const session = await login();
    backend.db.devices.setGatewayLink('sp-st-1005-01-01-f01-gw1', false);
    const sent = await control(session, UNIT, { on: true });
    expect(sent.result.command.state).toBe('sent');
    clock += 10_000;
    expect((await device(session, UNIT)).command?.state).toBe('sent');
    clock += 5_000;
    expect((await device(session, UNIT)).command).toMatchObject({
      state: 'timeout', reason: 'no answer within 15 s (gateway sp-st-1005-01-01-f01-gw1 unreachable)', doneAt: '2026-10-31T16:00:15.000Z',
      reasonKey: { messageKey: 'devices.refusal.timeout', values: { seconds: 15, gateway: 'sp-st-1005-01-01-f01-gw1' } },
    });
    expect((await device(session, UNIT)).ac?.on).toBe(false);
  });

  it('answers -45403 to a role without control, and audits commands', async () => {
    const viewer = await login('viewer', 'viewer123');
    expect((await control(viewer, UNIT, { on: true })).status).toBe(-45403);
    const operator = await login('operator', 'operator123');
    expect((await control(operator, UNIT, { on: true }, 'p-orders')).status).toBe(-45403);
    await control(operator, UNIT, { on: true });
    expect(backend.db.audit.query({ area: 'command' }).map((e) => [e.username, e.pid, e.target, e.outcome])).toEqual([
      ['operator', 'p-ac-split', UNIT, 'ok'],
      ['operator', 'p-orders', UNIT, 'refused'],
      ['viewer', 'p-ac-split', UNIT, 'refused'],
    ]);
    expect(backend.db.audit.query({ userid: 'u-1004' })[0]?.message).toBe('no permission: control on p-ac-split (role viewer)');
  });

  it('batches: a result per device, refusals at send included, results readable by command id', async () => {
    const session = await login('operator', 'operator123');
    // Every kind in the space: a whole-space command is the space page's (a kind's page commands only its kind).
    const body = { pid: 'p-space-management', space: 'sp-st-1005-01-01', filter: {}, act: 'set', cmd: { on: false } };
    const batch = (await call<BatchResult>('/vtservice/v1/devsControlBySpace', { session, body })).envelope.result;
    expect(batch.items.length).toBe(338);
    const refused = batch.items.filter((i) => !i.accepted);
    expect(refused.length).toBe(20);
    // The storage system takes no on/off: refused at send, with the fields it does take.
    expect(refused.find((i) => i.did.endsWith('-ess1'))).toMatchObject({ message: 'invalid field: cmd.on (a storage device takes storageMode, powerKw)' });
    expect(refused[0]).toMatchObject({ status: -1, message: expect.stringMatching(/^device offline since/) });
    clock += 3000;
    const ids = batch.items.flatMap((i) => (i.accepted ? [i.command.id] : []));
    const { commands } = (await call<CommandResults>('/bwp/v1/getgroupdev', { session, body: { type: 'commands', ids } })).envelope.result;
    const states: Record<string, number> = {};
    for (const c of commands) states[c.state] = (states[c.state] ?? 0) + 1;
    expect(states).toEqual({ confirmed: 312, failed: 6 });
    const all = await call<BatchResult>('/vtservice/v1/devControlAll', { session, body: { pid: 'p-ac-split', store: 'st-1005-01', kind: 'ac', subtype: 2, act: 'set', cmd: { fan: 'high' } } });
    expect(all.envelope.result.items.length).toBe(205);
    const dids = ['sp-st-1005-01-01-f01-r02-ac1', 'sp-st-1005-01-01-f01-r02-ac2'];
    expect((await call<BatchResult>('/vtservice/v1/batchDevsSet', { session, body: { pid: 'p-ac-split', dids, act: 'set', cmd: { bogus: 1 } } })).envelope.message).toBe('unknown field: cmd.bogus');
  });
});
