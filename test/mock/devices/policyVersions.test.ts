// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Policy, PolicyPage } from '../../../src/api/devices/types';
import type { Envelope } from '../../../src/api/types';
import { call, keyed, login, startMockBackend } from '../support';

/** Issue 36 item 2: two editors of one device policy; the save made on the older version is refused with who and when. */

// A still wall clock: simulated time stays at the seed's now, 2026-11-01 00:00 in Shanghai.
const backend = startMockBackend({ now: () => Date.parse('2026-11-26T09:00:00Z') });
const AT = '2026-10-31T16:00:00.000Z';
const PID = 'p-strategy-air-conditioning';
const STORE = 'st-1005-01';

const post = async <T>(path: string, session: string, body: Record<string, unknown>): Promise<Envelope<T>> => (await call<T>(path, { session, body: { pid: PID, ...body } })).envelope;
const opened = async (session: string, did: string) => (await post<PolicyPage>('/vttrigger/v1/query', session, { store: STORE, did, page: 1, pagesize: 1 })).result.data[0]!;
/** What the policy's form sends: the policy as saved, without what only answers carry. */
const input = (policy: Policy, name: string) => ({ name, store: policy.store, menutype: policy.menutype, kind: policy.kind, actions: policy.actions, enabled: policy.enabled, ...(policy.schedule ? { schedule: policy.schedule } : {}), ...(policy.trigger ? { trigger: policy.trigger } : {}) });
const update = (session: string, body: Record<string, unknown>) => post<Policy>('/vttrigger/v1/update', session, body);

describe('a device policy edited by two people', () => {
  it('refuses the older save with who and when and keeps the first; keep mine overwrites on purpose, audited', async () => {
    const [first, second] = [await login(), await login()];
    const did = (await post<PolicyPage>('/vttrigger/v1/query', first, { store: STORE, menutype: 6, page: 1, pagesize: 1 })).result.data[0]!.did;
    const mine = await opened(first, did);
    const theirs = await opened(second, did);
    expect(mine).toMatchObject({ version: 1, changedBy: '', changedAt: '' });
    const saved = await update(first, { did, version: 1, policy: input(mine, 'First editor') });
    expect(saved.status, saved.message).toBe(0);
    expect(saved.result).toMatchObject({ name: 'First editor', version: 2, changedBy: 'Administrator', changedAt: AT });

    const stale = await update(second, { did, version: theirs.version, policy: input(theirs, 'Second editor') });
    expect(stale.status).toBe(-45409);
    expect(stale.result).toEqual({ messageKey: 'write.stale', values: { name: 'Administrator', at: AT }, current: { version: 2, changedBy: 'Administrator', changedAt: AT } });
    expect(await opened(second, did)).toMatchObject({ name: 'First editor', version: 2 });
    const refused = backend.db.audit.query({ resource: 'policy' }).filter((e) => e.outcome === 'refused');
    expect(refused).toMatchObject([{ action: 'update', messageKey: 'write.stale', target: did }]);

    const kept = await update(second, { did, version: 1, overwrite: true, policy: input(theirs, 'Second editor') });
    expect(kept.result).toMatchObject({ name: 'Second editor', version: 3 });
    const [last] = backend.db.audit.query({ resource: 'policy' }).filter((e) => e.outcome === 'ok');
    expect(last!.detail).toMatchObject({ overwrote: 2 });
  });

  it('needs the version the form was opened on, and an enable or disable moves it on', async () => {
    const admin = await login();
    const policy = (await post<PolicyPage>('/vttrigger/v1/query', admin, { store: STORE, menutype: 6, page: 1, pagesize: 1 })).result.data[0]!;
    expect((await update(admin, { did: policy.did, policy: input(policy, 'x') })).result).toEqual(keyed('request.wrongType'));
    expect((await update(admin, { did: policy.did, version: '1', policy: input(policy, 'x') })).status).toBe(-1);
    const disabled = await post<Policy>('/officepolicy/v2/enable', admin, { did: policy.did, enable: !policy.enabled });
    expect(disabled.result.version).toBe(policy.version + 1);
    expect((await update(admin, { did: policy.did, version: policy.version, policy: input(policy, 'x') })).status).toBe(-45409);
  });
});
