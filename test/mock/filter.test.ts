// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { staticTable } from '../../mock/api/db/core/tables/Table';
import type { Paged } from '../../src/api/types';
import { call, login, startMockBackend } from './support';

const backend = startMockBackend();

interface Fruit {
  did: string;
  name: string;
  grade: number;
  color: string;
  code: string;
}

const PID = 'test-fruits';
// Stored out of did order on purpose: answers are sorted, not storage-ordered.
const FRUITS: Fruit[] = [
  { did: 'f-03', name: 'Cherry', grade: 1, color: 'red', code: '07' },
  { did: 'f-01', name: 'apple', grade: 0, color: 'red', code: '7' },
  { did: 'f-02', name: 'Banana', grade: 1, color: 'yellow', code: '10' },
  { did: 'f-05', name: 'Date', grade: 2, color: 'brown', code: '3' },
  { did: 'f-04', name: 'Elderberry', grade: 0, color: 'black', code: 'x' },
];

let session = '';
beforeEach(async () => {
  // Only the admin reaches grade 2.
  backend.db.tables.register(PID, staticTable(FRUITS, { reach: (user, fruit) => user.role === 'admin' || fruit.grade !== 2 }));
  session = await login();
});

const query = async (body: Record<string, unknown>, as = session) =>
  (await call<Paged<Fruit>>('/sfsaas/api/filter/query', { session: as, body: { pid: PID, page: 1, pagesize: 10, ...body } })).envelope;
const dids = async (body: Record<string, unknown>) => (await query(body)).result.data.map((fruit) => fruit.did);
const failure = async (body: Record<string, unknown>) => {
  const envelope = await query(body);
  expect(envelope.status).toBe(-1);
  expect(envelope.result).toMatchObject({ messageKey: expect.stringMatching(/^request\./) });
  return envelope.message;
};

describe('filter/query paging', () => {
  it('pages 1-based over records sorted by did', async () => {
    expect(await query({ page: 2, pagesize: 2 })).toMatchObject({ status: 0, result: { total: 5, page: 2, pagesize: 2 } });
    expect(await dids({ page: 2, pagesize: 2 })).toEqual(['f-03', 'f-04']);
    expect(await dids({ page: 3, pagesize: 2 })).toEqual(['f-05']);
    expect(await query({ page: 4, pagesize: 2 })).toMatchObject({ status: 0, result: { data: [], total: 5 } });
  });

  it.each([
    [{ page: 0 }, 'invalid field: page (expected an integer ≥ 1)'],
    [{ page: 1.5 }, 'invalid field: page (expected an integer ≥ 1)'],
    [{ page: '1' }, 'invalid field: page (expected an integer ≥ 1)'],
    [{ page: null }, 'missing field: page'],
    [{ pagesize: 0 }, 'invalid field: pagesize (expected an integer from 1 to 100000)'],
    [{ pagesize: 100001 }, 'invalid field: pagesize (expected an integer from 1 to 100000)'],
    [{ pid: 'nope' }, 'unknown pid: nope'],
    [{ pid: '' }, 'missing field: pid'],
  ])('refuses %j', async (body, message) => {
    expect(await failure(body)).toBe(message);
  });

  it('accepts the largest page size', async () => {
    expect((await query({ pagesize: 100000 })).result.data).toHaveLength(5);
  });
});

describe('filter/query sorting', () => {
  it('sorts by several fields, ties by did', async () => {
    expect(await dids({ sort: { grade: 'desc' } })).toEqual(['f-05', 'f-02', 'f-03', 'f-01', 'f-04']);
    expect(await dids({ sort: { color: 'asc', grade: 'desc' } })).toEqual(['f-04', 'f-05', 'f-03', 'f-01', 'f-02']);
    expect(await dids({ sort: { name: 'asc' } })).toEqual(['f-02', 'f-03', 'f-05', 'f-04', 'f-01']); // code-unit order
  });

  it('refuses bad directions and unknown fields', async () => {
    expect(await failure({ sort: { name: 'up' } })).toBe("invalid sort: name (expected 'asc' or 'desc')");
    expect(await failure({ sort: { weight: 'asc' } })).toBe('unknown sort field: weight');
    expect(await failure({ sort: ['name'] })).toBe('invalid field: sort (expected an object)');
  });
});

describe('filter/query filtering', () => {
  it('matches equality, and "one of" for arrays', async () => {
    expect(await dids({ filter: { color: 'red' } })).toEqual(['f-01', 'f-03']);
    expect(await dids({ filter: { color: ['red', 'black'] } })).toEqual(['f-01', 'f-03', 'f-04']);
    expect(await dids({ filter: { color: 'red', grade: 1 } })).toEqual(['f-03']);
    expect(await dids({ filter: { color: [] } })).toEqual([]);
    expect(await dids({ filter: { color: null } })).toHaveLength(5);
  });

  it('coerces numbers and numeric strings, but compares strings exactly', async () => {
    expect(await dids({ filter: { grade: '0' } })).toEqual(['f-01', 'f-04']);
    expect(await dids({ filter: { grade: ['1', 2] } })).toEqual(['f-02', 'f-03', 'f-05']);
    expect(await dids({ filter: { code: 7 } })).toEqual(['f-01', 'f-03']);
    expect(await dids({ filter: { code: [7, 'x'] } })).toEqual(['f-01', 'f-03', 'f-04']);
    expect(await dids({ filter: { code: '7' } })).toEqual(['f-01']);
    expect(await dids({ filter: { grade: 'zero' } })).toEqual([]);
    expect(await dids({ filter: { grade: '' } })).toEqual([]);
  });

  it('matches a keyword in any string field, case-insensitively', async () => {
    expect(await dids({ filter: { keyword: 'AN' } })).toEqual(['f-02']);
    expect(await dids({ filter: { keyword: 'rR' } })).toEqual(['f-03', 'f-04']);
    expect(await dids({ filter: { keyword: 'RED', grade: 0 } })).toEqual(['f-01']);
    expect(await dids({ filter: { keyword: '  ' } })).toHaveLength(5);
    expect(await failure({ filter: { keyword: 3 } })).toBe('invalid filter: keyword (expected a string)');
  });

  it('refuses unknown fields and nested values', async () => {
    expect(await failure({ filter: { weight: 1 } })).toBe('unknown filter field: weight');
    expect(await failure({ filter: { color: { $ne: 'red' } } })).toBe(
      'invalid filter: color (unknown operator $ne; expected gte, gt, lte, lt or like)',
    );
    expect(await failure({ filter: { color: [['red']] } })).toMatch(/^invalid filter: color/);
    expect(await failure({ filter: 'red' })).toBe('invalid field: filter (expected an object)');
    const raw = `{"pid":"${PID}","page":1,"pagesize":1,"filter":{"__proto__":{"color":"red"}}}`;
    expect((await call('/sfsaas/api/filter/query', { session, body: raw })).envelope.message).toBe('unknown filter field: __proto__');
  });

  it('only ever answers records the user reaches', async () => {
    const operator = await login('operator', 'operator123');
    expect((await query({ filter: { grade: 2 } }, operator)).result).toMatchObject({ data: [], total: 0 });
    expect((await query({}, operator)).result.total).toBe(4);
  });
});

describe('filter/query operators', () => {
  it('matches number ranges, coercing numeric strings', async () => {
    expect(await dids({ filter: { grade: { gte: 1 } } })).toEqual(['f-02', 'f-03', 'f-05']);
    expect(await dids({ filter: { grade: { gt: 0, lt: 2 } } })).toEqual(['f-02', 'f-03']);
    expect(await dids({ filter: { grade: { lte: '0' } } })).toEqual(['f-01', 'f-04']);
    expect(await dids({ filter: { code: { gte: 7 } } })).toEqual(['f-01', 'f-02', 'f-03']);
  });

  it('compares strings by code unit; an lte bound covers everything it is a prefix of', async () => {
    expect(await dids({ filter: { name: { gte: 'C', lt: 'E' } } })).toEqual(['f-03', 'f-05']);
    expect(await dids({ filter: { name: { lte: 'Ch' } } })).toEqual(['f-02', 'f-03']);
    expect(await dids({ filter: { name: { lt: 'Ch' } } })).toEqual(['f-02']);
  });

  it('matches a substring case-insensitively with like, and ignores cleared bounds', async () => {
    expect(await dids({ filter: { name: { like: 'ERR' } } })).toEqual(['f-03', 'f-04']);
    expect(await dids({ filter: { name: { like: ' ' }, grade: { gte: null, lte: '' } } })).toHaveLength(5);
    expect(await failure({ filter: { grade: { gte: true } } })).toBe('invalid filter: grade.gte (expected a number or a string)');
  });
});

describe('filter/query columns', () => {
  it('projects to the columns asked, in any order', async () => {
    const { result } = await query({ columns: ['name', 'did'], pagesize: 1 });
    expect(result.data).toEqual([{ name: 'apple', did: 'f-01' }]);
    expect(Object.keys((await query({ columns: [], pagesize: 1 })).result.data[0] ?? {})).toHaveLength(5);
  });

  it('refuses unknown columns and non-lists', async () => {
    expect(await failure({ columns: ['did', 'weight'] })).toBe('unknown column: weight');
    expect(await failure({ columns: 'did' })).toBe('invalid field: columns (expected an array of strings)');
    expect(await failure({ columns: ['did', 3] })).toBe('invalid field: columns (expected an array of strings)');
  });
});

describe('filter/listall and filter/vtinfo', () => {
  it('lists every match, sorted by did, projected', async () => {
    const list = async (body: Record<string, unknown>) =>
      (await call<Fruit[]>('/sfsaas/api/filter/listall', { session, body: { pid: PID, ...body } })).envelope;
    expect((await list({})).result.map((f) => f.did)).toEqual(['f-01', 'f-02', 'f-03', 'f-04', 'f-05']);
    expect((await list({ filter: { grade: '1' }, columns: ['did'] })).result).toEqual([{ did: 'f-02' }, { did: 'f-03' }]);
    expect((await list({ filter: { keyword: 'berry' }, sort: { did: 'desc' } })).result.map((f) => f.did)).toEqual(['f-04']);
    expect(await list({ columns: ['nope'] })).toMatchObject({ status: -1, message: 'unknown column: nope' });
  });

  it('gives one record, or no such record (also out of reach)', async () => {
    const info = async (did: string, as = session) =>
      (await call<Fruit>('/sfsaas/api/filter/vtinfo', { session: as, body: { pid: PID, did } })).envelope;
    expect((await info('f-05')).result).toEqual(FRUITS[3]);
    expect(await info('f-99')).toEqual({ status: -1, message: 'no such record', result: { messageKey: 'request.notFoundUnnamed', values: { kind: 'record' } } });
    expect(await info('f-05', await login('operator', 'operator123'))).toMatchObject({ status: -1, message: 'no such record' });
    expect((await info('')).message).toBe('missing field: did');
  });
});

describe('a table of 10,000 records', () => {
  interface Item {
    did: string;
    name: string;
    group: number;
    value: number;
  }
  const items: Item[] = Array.from({ length: 12000 }, (_, i) => ({
    did: `r-${String(i).padStart(5, '0')}`,
    name: `Item ${i} ${i % 5 === 0 ? 'Valve' : 'Pump'}`,
    group: i % 7,
    value: (i * 7919) % 10007,
  }));

  it('answers page 50 of a filtered, sorted query correctly', async () => {
    backend.db.tables.register('test-big', staticTable(items));
    const body = { pid: 'test-big', page: 50, pagesize: 100, filter: { group: [1, '2', 3, 4, 5], keyword: 'pump' }, sort: { value: 'desc' } };
    const { envelope } = await call<Paged<Item>>('/sfsaas/api/filter/query', { session, body });
    const expected = items
      .filter((item) => [1, 2, 3, 4, 5].includes(item.group) && item.name.includes('Pump'))
      .sort((a, b) => b.value - a.value || (a.did < b.did ? -1 : 1));
    expect(envelope.result.total).toBe(expected.length);
    expect(envelope.result.data).toEqual(expected.slice(4900, 5000));
    expect(envelope.result.data).toHaveLength(100);

    const plain = await call<Paged<Item>>('/sfsaas/api/filter/query', { session, body: { pid: 'test-big', page: 50, pagesize: 100 } });
    expect(plain.envelope.result.data.map((item) => item.did)).toEqual(items.slice(4900, 5000).map((item) => item.did));
    const all = await call<Item[]>('/sfsaas/api/filter/listall', { session, body: { pid: 'test-big', columns: ['did'] } });
    expect(all.envelope.result).toHaveLength(12000);
  });
});
