// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STORE_PID, type StoreList, type StoreRow } from '../../../src/api/admin/storeTypes';
import type { Envelope } from '../../../src/api/types';
import { call, keyed, login, startMockBackend } from '../support';

/** Issue 36 item 2: two editors of one store; the second save, made on the older version, is refused with who and when. */

// A still wall clock: simulated time stays at the seed's now, 2026-11-01 00:00 in Shanghai.
const backend = startMockBackend({ now: () => Date.parse('2026-11-26T09:00:00Z') });
const STORE = 'st-1005-01';

const post = async <T>(op: string, session: string, body: Record<string, unknown>): Promise<Envelope<T>> =>
  (await call<T>(`/sfsaas/api/store/${op}`, { session, body: { pid: STORE_PID, ...body } })).envelope;

/** The store's row as the list shows it, and its form's input. */
async function opened(session: string) {
  const rows = (await post<StoreList>('list', session, { grade: 1, parent: 'pb-1005' })).result.rows;
  const row = rows.find((r) => r.did === STORE)!;
  const { did: _did, state: _state, parentName: _parent, stores: _stores, space: _space, country: _c, province: _p, city: _ci, version: _v, changedBy: _by, changedAt: _at, ...input } = row;
  return { row, cmd: { ...input, organization: input.organization ?? '' } };
}

describe('a store edited by two people', () => {
  it('refuses the save made on the older version with who saved since and when, and changes nothing', async () => {
    const first = await login();
    const second = await login();
    const mine = await opened(first);
    const theirs = await opened(second);
    expect(mine.row).toMatchObject({ version: 1, changedBy: '', changedAt: '' });

    const saved = await post<StoreRow>('update', first, { did: STORE, version: 1, cmd: { ...mine.cmd, name: 'First editor' } });
    expect(saved.status, saved.message).toBe(0);
    expect(saved.result).toMatchObject({ name: 'First editor', version: 2, changedAt: '2026-10-31T16:00:00.000Z' });
    expect(saved.result.changedBy).not.toBe('');

    const stale = await post<StoreRow>('update', second, { did: STORE, version: theirs.row.version, cmd: { ...theirs.cmd, name: 'Second editor' } });
    expect(stale.status).toBe(-45409);
    expect(stale.result).toEqual({ messageKey: 'write.stale', values: { name: saved.result.changedBy, at: '2026-10-31T16:00:00.000Z' }, current: { version: 2, changedBy: saved.result.changedBy, changedAt: '2026-10-31T16:00:00.000Z' } });
    expect((await opened(second)).row).toMatchObject({ name: 'First editor', version: 2 });
    const refused = backend.db.audit.query({ resource: 'store', action: 'update' }).filter((e) => e.outcome === 'refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ messageKey: 'write.stale', target: STORE });
  });

  it('lets the second editor keep theirs on purpose: an audited overwrite', async () => {
    const first = await login();
    const second = await login();
    const theirs = await opened(second);
    const mine = await opened(first);
    await post('update', first, { did: STORE, version: 1, cmd: { ...mine.cmd, name: 'First editor' } });
    const kept = await post<StoreRow>('update', second, { did: STORE, version: 1, overwrite: true, cmd: { ...theirs.cmd, name: 'Second editor' } });
    expect(kept.status, kept.message).toBe(0);
    expect(kept.result).toMatchObject({ name: 'Second editor', version: 3 });
    const accepted = backend.db.audit.query({ resource: 'store', action: 'update' }).filter((e) => e.outcome === 'ok');
    expect(accepted.map((e) => e.detail)).toEqual(expect.arrayContaining([{ overwrote: 2 }]));
  });

  it('needs the version a save was made on, and moves it on a disable too', async () => {
    const admin = await login();
    const { cmd } = await opened(admin);
    expect((await post('update', admin, { did: STORE, cmd })).result).toEqual(keyed('request.wrongType'));
    expect((await post('update', admin, { did: STORE, version: '1', cmd })).status).toBe(-1);
    expect((await post<StoreRow>('disable', admin, { did: STORE })).result.version).toBe(2);
    expect((await post('update', admin, { did: STORE, version: 1, cmd })).status).toBe(-45409);
  });
});
