// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AuditLog } from '../../../mock/api/db/core/audit';
import type { DeviceControlResult } from '../../../src/api/devices/types';
import { call, CONTROL_HEADERS, login, startMockBackend } from '../support';

const backend = startMockBackend({ now: () => 0 });

type AuditAnswer = { data: { userid: string; username: string }[]; total: number; facets: { actors: { userid: string; username: string }[] } };

describe('audit log', () => {
  it('keeps who, when, pid, what, target and outcome, and filters by user, area and time', () => {
    let now = Date.parse('2026-11-01T00:00:00.000Z');
    const log = new AuditLog(() => now);
    log.record({ userid: 'u-1', username: 'ann' }, { pid: 'p-ac-split', area: 'command', action: 'set', target: 'ac-1', detail: { cmd: { on: true } }, outcome: 'ok', message: 'cmd-000001' });
    now += 60_000;
    log.record({ userid: 'u-2', username: 'bob' }, { pid: 'p-device-policy-list', area: 'policy', action: 'create', target: 'pol-1', detail: {}, outcome: 'refused', message: 'no permission' });
    expect(log.query().map((e) => [e.seq, e.at, e.username, e.area, e.outcome])).toEqual([
      [2, '2026-11-01T00:01:00.000Z', 'bob', 'policy', 'refused'],
      [1, '2026-11-01T00:00:00.000Z', 'ann', 'command', 'ok'],
    ]);
    expect(log.query({ userid: ['u-1', 'u-9'] }).map((e) => e.target)).toEqual(['ac-1']);
    expect(log.query({ area: 'policy', outcome: 'refused' }).length).toBe(1);
    expect(log.query({ from: '2026-11-01T00:00:30.000Z' }).map((e) => e.seq)).toEqual([2]);
    expect(log.query({ to: '2026-11-01T00:00:30.000Z' }).map((e) => e.seq)).toEqual([1]);
    const copy = log.query()[1]!;
    copy.detail.cmd = 'changed';
    expect(log.query()[1]?.detail).toEqual({ cmd: { on: true } });
  });

  it('records commands in simulated time, which the mock control can move forward', async () => {
    const session = await login();
    const skip = await call<{ now: string }>('/__mock__/control', { body: { action: 'advance-time', ms: 86_400_000 }, headers: CONTROL_HEADERS });
    expect(skip.envelope.result.now).toBe('2026-11-01T16:00:00.000Z');
    const sent = await call<DeviceControlResult>('/vtservice/v1/devControl', { session, body: { pid: 'p-ac-split', did: 'sp-st-1005-01-01-f01-r02-ac1', act: 'set', cmd: { on: true } } });
    expect(sent.envelope.result.command.sentAt).toBe('2026-11-01T16:00:00.000Z');
    expect(backend.db.audit.query({ area: 'command' })[0]).toMatchObject({ at: '2026-11-01T16:00:00.000Z', username: 'admin', pid: 'p-ac-split', target: 'sp-st-1005-01-01-f01-r02-ac1', outcome: 'ok', message: 'cmd-000041' });
    // The day skipped ran the store's policies: their 40 commands came first, audited as the policy (one entry a run).
    expect(backend.db.audit.query({ area: 'command' }).filter((e) => e.userid.startsWith('policy:')).length).toBe(10);
    // The audit screen shows those runs to the store's company (a policy is no user of any company).
    const listed = await call<AuditAnswer>('/sfsaas/api/audit/list', { session, body: { pid: 'p-audit-management', area: 'command', pagesize: 50 } });
    expect(listed.envelope.result.data.filter((row) => row.userid.startsWith('policy:'))).toHaveLength(10);
    const other = await login('ggadmin', 'greengrid123');
    const theirs = await call<AuditAnswer>('/sfsaas/api/audit/list', { session: other, body: { pid: 'p-audit-management', area: 'command', pagesize: 50 } });
    expect(theirs.envelope.result.data.filter((row) => row.userid.startsWith('policy:'))).toEqual([]);
    // …and offers the policies in its actor filter; the other company's filter has none of them.
    const policyActors = (answer: AuditAnswer) => answer.facets.actors.filter((a) => a.userid.startsWith('policy:')).map((a) => a.username);
    expect(policyActors(listed.envelope.result)).toEqual(['Hot water hours', 'Night socket cut-off', 'Pile self-test window', 'Public lighting', 'Valley charging']);
    expect(policyActors(theirs.envelope.result)).toEqual([]);
    const down = await call('/__mock__/control', { body: { action: 'gateway-link', gateway: 'sp-st-1005-01-01-f01-gw1', up: false }, headers: CONTROL_HEADERS });
    expect(down.envelope.status).toBe(0);
    const bad = await call('/__mock__/control', { body: { action: 'advance-time', ms: -5 }, headers: CONTROL_HEADERS });
    expect(bad.envelope.message).toBe('invalid field: ms (expected an integer from 0 to 3456000000)');
  });
});
