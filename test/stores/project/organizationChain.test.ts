// @vitest-environment node
import type { OrganizationRecord } from '../../../src/api/types';
import { organizationChain } from '../../../src/stores/project/organizationChain';

const org = (did: string, upperlevel: string): OrganizationRecord => ({ did, upperlevel, orgtype: 2, organizationid: '', name: did });

function tree(records: OrganizationRecord[]) {
  const fetched: string[] = [];
  const fetch = async (did: string) => {
    fetched.push(did);
    return records.find((r) => r.did === did) ?? null;
  };
  return { fetch, fetched };
}

describe('organizationChain (spec §9: up to 5 levels)', () => {
  it('follows upperlevel to the root, nearest first', async () => {
    const { fetch } = tree([org('a', ''), org('b', 'a'), org('c', 'b')]);
    expect((await organizationChain('c', fetch)).map((o) => o.did)).toEqual(['c', 'b', 'a']);
  });

  it('stops after 5 levels, however deep the tree', async () => {
    const records = Array.from({ length: 9 }, (_, i) => org(`o${i}`, i === 0 ? '' : `o${i - 1}`));
    const { fetch, fetched } = tree(records);
    expect((await organizationChain('o8', fetch)).map((o) => o.did)).toEqual(['o8', 'o7', 'o6', 'o5', 'o4']);
    expect(fetched).toHaveLength(5);
  });

  it('stops at a cycle and at a record that cannot be fetched', async () => {
    expect((await organizationChain('x', tree([org('x', 'y'), org('y', 'x')]).fetch)).map((o) => o.did)).toEqual(['x', 'y']);
    expect((await organizationChain('x', tree([org('x', 'gone')]).fetch)).map((o) => o.did)).toEqual(['x']);
    expect(await organizationChain('', tree([]).fetch)).toEqual([]);
  });
});
