// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ScreenGroup } from '../../../src/api/signage/screenTypes';
import { call, keyed, login, startMockBackend } from '../support';

/** Screen groups span stores: a store-scoped user sees only its stores' screens in them, and cannot change a group that reaches other stores (issue 35 §3, §8). */

const backend = startMockBackend();
const GROUPS = 'p-screen-group';
const post = async <T>(path: string, session: string, body: Record<string, unknown>) => (await call<T>(`/sfsaas/api/signage/${path}`, { session, body: { pid: GROUPS, ...body } })).envelope;

/** The operator, given the admin's roles over one store of pb-1001 (whose screens sit in st-1001-01..03). */
async function storeScoped(store: string): Promise<string> {
  const book = backend.db.access.book;
  const grant = book.grant('u-1002')!;
  grant.roles = [...book.grant('u-1001')!.roles];
  grant.scope = { kind: 'stores', stores: [store] };
  return login('operator', 'operator123');
}

describe('screen groups within the data scope', () => {
  it('lists each group with only the member screens of the stores the user reaches', async () => {
    const groups = (await post<ScreenGroup[]>('group/list', await storeScoped('st-1001-02'), {})).result;
    expect(groups.map((g) => [g.did, g.members])).toEqual([
      ['group-c-1001-01', ['screen-st-1001-02-01']],
      ['group-c-1001-02', ['screen-st-1001-02-02']],
    ]);
    const admin = (await post<ScreenGroup[]>('group/list', await login(), {})).result;
    expect(admin[0]!.members).toEqual(['screen-st-1001-01-01', 'screen-st-1001-02-01', 'screen-st-1001-03-01']);
  });

  it('refuses power, edit and delete of a group with screens in stores the user does not reach, audited, and changes nothing', async () => {
    const session = await storeScoped('st-1001-02');
    const refusal = { status: -45403, message: 'no access to store st-1001-01', result: keyed('access.noStore') };
    expect(await post('group/power', session, { did: 'group-c-1001-01', power: [] })).toMatchObject(refusal);
    expect(await post('group/save', session, { did: 'group-c-1001-02', name: 'Mine now', kind: 'static', tag: '' })).toMatchObject(refusal);
    expect(await post('group/remove', session, { did: 'group-c-1001-02' })).toMatchObject(refusal);
    const groups = (await post<ScreenGroup[]>('group/list', await login(), {})).result;
    expect(groups.map((g) => [g.name, g.power.length])).toEqual([['Lobby screens', 2], ['Shop windows', 0]]);
    // Newest first.
    expect(backend.db.audit.query({ area: 'records' }).map((e) => [e.action, e.target, e.outcome])).toEqual([
      ['screen-group-delete', 'group-c-1001-02', 'refused'],
      ['screen-group-edit', 'group-c-1001-02', 'refused'],
      ['screen-group-power', 'group-c-1001-01', 'refused'],
    ]);
  });

  it('still lets a user whose scope holds every member store change the group', async () => {
    const saved = await post<ScreenGroup>('group/power', await login(), { did: 'group-c-1001-02', power: [] });
    expect(saved.status).toBe(0);
  });
});
