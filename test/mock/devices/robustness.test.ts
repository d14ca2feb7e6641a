// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, login, startMockBackend } from '../support';

/** The device endpoints answer bad bodies with a status and a message, never a crash. */

startMockBackend({ now: () => 0 });

const PATHS = [
  '/bwp/v1/getgroupdev',
  '/vtservice/v1/batchDevsSet',
  '/vtservice/v1/devsControlBySpace',
  '/vtservice/v1/devControlAll',
  '/vttrigger/v1/query',
  '/vttrigger/v1/create',
  '/vttrigger/v1/update',
  '/vttrigger/v1/delete',
  '/officepolicy/v2/enable',
  '/vtspace/api/setSpaceMeterGroup',
  '/vts/api/allocation/getSpaceMeterGroup',
];

const BODIES: unknown[] = [
  {},
  { pid: 7, store: [], page: 'one', pagesize: -1 },
  { pid: 'p-ac-split', store: 'st-1005-01', page: 1, pagesize: 10, type: 'nope' },
  { type: 'commands', ids: 'cmd-1' },
  { type: 'overview', parentbusiness: 'pb-9999' },
  { pid: 'p-ac-split', dids: [1, 2], act: 'set', cmd: { on: true } },
  { pid: 'p-ac-split', space: 'sp-st-1005-01-01', act: 'toggle', cmd: { on: true } },
  { pid: 'p-ac-split', store: 'st-1005-01', kind: 'toaster', act: 'set', cmd: { on: true } },
  { pid: 'p-device-policy-list', type: 'policy', policy: [] },
  { pid: 'p-device-policy-list', type: 'policy', policy: { store: 'st-1005-01', kind: 'trigger', trigger: { conditions: [null, 5] }, actions: [{}] } },
  { pid: 'p-device-policy-list', did: 'pol-st-1005-01-99', policy: { store: 'st-1005-01', schedule: 'daily' } },
  { pid: 'p-peaking-plan', type: 'peaking-plan', plan: { store: 'st-1005-01', windows: [{ start: 1 }], weekdays: 'mon' } },
  { pid: 'p-device-policy-list', type: 'records', store: 'st-1005-01', from: 'yesterday', page: 1, pagesize: 5 },
  { pid: 'p-device-policy-list', did: 'pol-st-1005-01-0x', enable: 'yes' },
  { pid: 'p-space-management', space: 'sp-st-1005-01-01', meters: 'all', devices: [null] },
  { space: { did: 'x' } },
];

describe('device endpoints under bad input', () => {
  it('check the session first', async () => {
    for (const path of PATHS) expect((await call(path, { body: {} })).envelope.status, path).toBe(-45592);
  });

  it('answer every malformed body with a non-zero status and a message', async () => {
    const session = await login();
    const accepted: string[] = [];
    for (const path of PATHS) {
      expect((await call(path, { session, body: '{oops' })).envelope.message, path).toMatch(/^invalid JSON body/);
      for (const [index, body] of BODIES.entries()) {
        const { http, envelope } = await call(path, { session, body });
        expect(http, `${path} ${JSON.stringify(body)}`).toBe(200);
        if (envelope.status === 0) accepted.push(`${path} #${index}`);
        else expect(envelope.message?.length ?? 0).toBeGreaterThan(5);
      }
    }
    // Only reads of a valid space get through (the noise beside it is ignored).
    expect(accepted).toEqual(['/vts/api/allocation/getSpaceMeterGroup #6', '/vts/api/allocation/getSpaceMeterGroup #14']);
  });
});
