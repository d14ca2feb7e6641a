// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchColumnValue, TreeNode } from '../../src/api/pageConfig';
import type { Paged } from '../../src/api/types';
import { ok, post, query, type Rec } from './pageHelpers';
import { login, startMockBackend } from './support';

const backend = startMockBackend();

let admin = '';
beforeEach(async () => {
  admin = await login();
});

/** What the admin reaches of a list, straight from the database, for expected answers. */
const reachable = (pid: string) => {
  const user = backend.db.accounts.userById('u-1001');
  if (!user) throw new Error('no admin');
  return backend.db.pages.require(pid).table.rows(user) as unknown as Rec[];
};
const byDid = (a: Rec, b: Rec) => (a.did < b.did ? -1 : a.did > b.did ? 1 : 0);

describe('orders: a list of 10,000+ records', () => {
  it('pages server-side in the requested order', async () => {
    const all = reachable('p-orders');
    expect(all.length).toBeGreaterThanOrEqual(10_000);
    const page = ok(await query(admin, 'p-orders', { page: 3, pagesize: 50, sort: { amount: 'desc' } }));
    const expected = [...all].sort((a, b) => (b.amount as number) - (a.amount as number) || byDid(a, b)).slice(100, 150);
    expect(page.total).toBe(all.length);
    expect(page.data.map((o) => o.did)).toEqual(expected.map((o) => o.did));
    const last = ok(await query(admin, 'p-orders', { page: Math.ceil(all.length / 50), pagesize: 50 }));
    expect(last.data.length).toBe(all.length % 50 || 50);
  });

  it('filters by number ranges, date ranges (a date bound covers its day at the store), substrings and option lists', async () => {
    const all = reachable('p-orders');
    // The admin's orders are all at stores in China (UTC+8, no DST): a day bound is a China day.
    const chinaDay = (instant: unknown) => new Date(Date.parse(instant as string) + 8 * 3600_000).toISOString().slice(0, 10);
    const filter = { energy: { gte: 20, lte: 40 }, starttime: { gte: '2026-10-01', lte: '2026-10-07' }, status: ['completed', 'abnormal'], customername: { like: '王' } };
    const page = ok(await query(admin, 'p-orders', { filter, pagesize: 1000 }));
    const expected = all.filter(
      (o) =>
        (o.energy as number) >= 20 &&
        (o.energy as number) <= 40 &&
        chinaDay(o.starttime) >= '2026-10-01' &&
        chinaDay(o.starttime) <= '2026-10-07' &&
        ['completed', 'abnormal'].includes(o.status as string) &&
        (o.customername as string).includes('王'),
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(page.total).toBe(expected.length);
    expect(page.data.map((o) => o.did).sort()).toEqual(expected.map((o) => o.did).sort());
    // The last day is included whole.
    const lastDay = ok(await query(admin, 'p-orders', { filter: { starttime: { gte: '2026-10-07', lte: '2026-10-07' } } }));
    expect(lastDay.total).toBe(all.filter((o) => chinaDay(o.starttime) === '2026-10-07').length);
    expect(lastDay.total).toBeGreaterThan(0);
  });

  it('refuses unknown operators and malformed bounds, naming the field', async () => {
    expect((await query(admin, 'p-orders', { filter: { energy: { above: 3 } } })).message).toBe(
      'invalid filter: energy (unknown operator above; expected gte, gt, lte, lt or like)',
    );
    expect((await query(admin, 'p-orders', { filter: { energy: { gte: [1] } } })).message).toBe('invalid filter: energy.gte (expected a number or a string)');
    expect((await query(admin, 'p-orders', { filter: { customername: { like: 3 } } })).message).toBe('invalid filter: customername.like (expected a string)');
    expect(ok(await query(admin, 'p-orders', { filter: { energy: { gte: null, lte: '' } } })).total).toBe(reachable('p-orders').length);
  });
});

describe('filter/searchcolumn', () => {
  it('answers the distinct values of a column with counts, within the filter and keyword', async () => {
    const values = ok(await post<SearchColumnValue[]>(admin, 'filter/searchcolumn', { pid: 'p-ledger-pile', column: 'manufacturer' }));
    const piles = reachable('p-ledger-pile');
    expect(values.reduce((sum, v) => sum + v.count, 0)).toBe(piles.length);
    expect(values.map((v) => v.value)).toEqual([...new Set(piles.map((p) => p.manufacturer))].sort());
    const dc = ok(await post<SearchColumnValue[]>(admin, 'filter/searchcolumn', { pid: 'p-ledger-pile', column: 'power', filter: { type: 'dc' } }));
    expect(dc.map((v) => v.value)).toEqual([60, 120, 160, 240]);
    const some = ok(await post<SearchColumnValue[]>(admin, 'filter/searchcolumn', { pid: 'p-orders', column: 'stationname', keyword: '公交枢纽', limit: 2 }));
    expect(some).toHaveLength(2);
    expect(some.every((v) => String(v.value).includes('公交枢纽'))).toBe(true);
    expect((await post(admin, 'filter/searchcolumn', { pid: 'p-orders', column: 'nope' })).message).toBe('unknown column: nope');
    expect((await post(admin, 'filter/searchcolumn', { pid: 'p-orders', column: 'status', limit: 0 })).message).toBe(
      'invalid field: limit (expected an integer from 1 to 1000)',
    );
  });
});

describe('filter/treegraph', () => {
  it('answers the knowledge categories as a tree, children in their order', async () => {
    const tree = ok(await post<TreeNode[]>(admin, 'filter/treegraph', { pid: 'p-knowledge-category' }));
    const flat = reachable('p-knowledge-category');
    const count = (nodes: TreeNode[]): number => nodes.reduce((sum, n) => sum + 1 + count(n.children), 0);
    expect(count(tree)).toBe(flat.length);
    expect(tree.map((n) => n.label)).toEqual(['充电设备', '配电系统', '运营服务', '安全规范']);
    expect(tree[0]?.children.map((n) => n.record.sortno)).toEqual([1, 2, 3]);
    expect(tree.every((n) => n.parentdid === '' && n.children.every((c) => c.parentdid === n.did))).toBe(true);
    expect((await post(admin, 'filter/treegraph', { pid: 'p-orders' })).message).toBe('no tree for pid: p-orders');
  });
});

describe('robustness', () => {
  it.each(['filter/add', 'filter/update', 'filter/delete', 'filter/export', 'filter/searchcolumn', 'filter/treegraph', 'module/config', 'role/user/perm'])(
    '%s checks the session, then the body',
    async (path) => {
      expect((await post('', path, '{oops')).status).toBe(-45592);
      expect(await post(admin, path, '{oops')).toMatchObject({ status: -1, message: expect.stringMatching(/^invalid JSON body/) });
      expect((await post(admin, path, {})).message).toBe('missing field: pid');
    },
  );
});

describe('reach', () => {
  it('scopes business lists to the parent businesses a user reaches, company lists to the company', async () => {
    const operator = await login('operator', 'operator123');
    const orders = ok(await query(operator, 'p-orders', { pagesize: 5000 }));
    expect(orders.total).toBeGreaterThan(0);
    expect(new Set(orders.data.map((o) => o.parentbusinessdid))).toEqual(new Set(['pb-1005']));
    const gg = await login('ggadmin', 'greengrid123');
    const ggStations = ok(await query(gg, 'p-ledger-charging-station', { pagesize: 100 }));
    expect(new Set(ggStations.data.map((s) => s.parentbusinessdid))).toEqual(new Set(['pb-2001', 'pb-2002']));
    const specs = ok(await query(gg, 'p-equipment-specification', { pagesize: 100 }));
    expect(new Set(specs.data.map((s) => s.companyid))).toEqual(new Set(['c-2001']));
    const foreign = reachable('p-orders')[0]?.did ?? '';
    expect(await post(gg, 'filter/vtinfo', { pid: 'p-orders', did: foreign })).toMatchObject({ status: -1, message: 'no such record' });
  });

  it('listall answers every matching record of a list', async () => {
    const rows = ok(await post<Rec[]>(admin, 'filter/listall', { pid: 'p-fault-tickets', filter: { priority: 'urgent' }, columns: ['did', 'priority'] }));
    expect(rows.length).toBe(reachable('p-fault-tickets').filter((t) => t.priority === 'urgent').length);
    expect(rows.every((t) => Object.keys(t).length === 2 && t.priority === 'urgent')).toBe(true);
  });

  it('export pages through everything with the default page size of 100000', async () => {
    const first = ok(await post<Paged<Rec>>(admin, 'filter/export', { pid: 'p-orders', columns: ['did'] }));
    expect(first).toMatchObject({ page: 1, pagesize: 100000, total: reachable('p-orders').length });
    expect(first.data).toHaveLength(first.total);
    const second = ok(await post<Paged<Rec>>(admin, 'filter/export', { pid: 'p-orders', page: 2, pagesize: 6000, columns: ['did'] }));
    expect(second.data[0]?.did).toBe([...reachable('p-orders')].sort(byDid)[6000]?.did);
  });
});
