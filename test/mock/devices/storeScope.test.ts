// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CommandResults, DeviceControlResult, ProjectsOverview } from '../../../src/api/devices/types';
import { call, login, startMockBackend } from '../support';

/** The devices domain keeps to the user's data scope: a store-scoped viewer sees only its stores, and unknown devices take no commands. */

const backend = startMockBackend({ now: () => Date.parse('2026-11-02T08:00:00.000Z') });
const groupdev = async <T>(session: string, body: Record<string, unknown>) => (await call<T>('/bwp/v1/getgroupdev', { session, body })).envelope;
const control = async (session: string, body: Record<string, unknown>) => (await call<DeviceControlResult>('/vtservice/v1/devControl', { session, body })).envelope;
/** A central AC of st-1001-01, a sibling of the store the viewer is scoped to below. */
const OTHER_STORE_AC = 'sp-st-1001-01-01-f01-r02-ac1';
const UNKNOWN_AC = 'sp-st-1005-01-01-f01-r02-ac99';

describe('the devices domain within the data scope', () => {
  /** The viewer (u-1004) reads one store of pb-1001, a parent with nine (the seed's viewer reads pb-1005's only store). */
  const scopeViewerTo = (store: string) => {
    backend.db.access.book.grant('u-1004')!.scope = { kind: 'stores', stores: [store] };
  };

  it('lists only the stores of the viewer’s scope, not every store of the parent', async () => {
    scopeViewerTo('st-1001-02');
    const overview = await groupdev<ProjectsOverview>(await login('viewer', 'viewer123'), { type: 'overview', parentbusiness: 'pb-1001' });
    expect(overview.status).toBe(0);
    expect(overview.result.stores.map((s) => s.store)).toEqual(['st-1001-02']);
  });

  it('still lists every store of the parent for a user whose scope is the parent', async () => {
    const overview = await groupdev<ProjectsOverview>(await login(), { type: 'overview', parentbusiness: 'pb-1001' });
    expect(overview.result.stores.map((s) => s.store)).toEqual(['st-1001-01', 'st-1001-02', 'st-1001-03', 'st-1001-04', 'st-1001-05', 'st-1001-06', 'st-1001-07', 'st-1001-08', 'st-1001-09']);
  });

  it('command results of a store outside the viewer’s scope are left out', async () => {
    scopeViewerTo('st-1001-02');
    const admin = await login();
    const sent = await control(admin, { pid: 'p-ac-central', act: 'set', did: OTHER_STORE_AC, cmd: { on: true } });
    expect(sent.status, sent.message).toBe(0);
    const ids = { type: 'commands', ids: [sent.result.command.id] };
    expect((await groupdev<CommandResults>(admin, ids)).result.commands.map((c) => c.did)).toEqual([OTHER_STORE_AC]);
    expect((await groupdev<CommandResults>(await login('viewer', 'viewer123'), ids)).result.commands).toEqual([]);
  });
});

describe('commands to devices that do not exist', () => {
  it('are refused as not found with a key, and nothing is sent: the audit has the refusal, the store no command today', async () => {
    const admin = await login();
    const sentToday = async () => (await groupdev<ProjectsOverview>(admin, { type: 'overview', parentbusiness: 'pb-1005' })).result.stores[0]!.commandsToday;
    const before = await sentToday();
    const answer = await control(admin, { pid: 'p-ac-split', act: 'set', did: UNKNOWN_AC, cmd: { on: true } });
    expect(answer).toEqual({ status: -1, message: `no such device: ${UNKNOWN_AC}`, result: { messageKey: 'request.notFound', values: { kind: 'device', id: UNKNOWN_AC } } });
    expect(backend.db.audit.query({ area: 'command' }).map((e) => [e.target, e.outcome])).toEqual([[UNKNOWN_AC, 'refused']]);
    expect(await sentToday()).toBe(before);
  });

  it('a did of no store is not found either', async () => {
    const answer = await control(await login(), { pid: 'p-ac-split', act: 'set', did: 'ac-0001', cmd: { on: true } });
    expect(answer).toMatchObject({ status: -1, message: 'no such device or space: ac-0001', result: { messageKey: 'request.notFound', values: { kind: 'deviceOrSpace', id: 'ac-0001' } } });
  });

  it('a viewer is refused -45403 before the device is looked up', async () => {
    const viewer = await login('viewer', 'viewer123');
    const answer = await control(viewer, { pid: 'p-ac-split', act: 'set', did: UNKNOWN_AC, cmd: { on: true } });
    expect(answer).toEqual({ status: -45403, message: 'no permission: control on p-ac-split (role viewer)', result: { messageKey: 'access.noPermission', values: { action: 'control', pid: 'p-ac-split' } } });
  });
});
