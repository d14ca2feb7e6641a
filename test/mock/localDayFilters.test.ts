// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Database } from '../../mock/api/db/Database';
import { select } from '../../mock/api/db/core/tables/engine';
import type { LocalDay, Row, Table } from '../../mock/api/db/core/tables/Table';
import { HistoryLog } from '../../mock/api/db/pages/history';
import { PageTable } from '../../mock/api/db/pages/PageTable';
import type { UserRecord } from '../../mock/api/db/users';

/** Whole-day filter bounds on instant columns of the lists mean the day at each record's store (issue 24). */

const anyone = { userid: 'u-test' } as UserRecord;
const everyone = () => () => true;
// 16:30 UTC: 00:30 on 1 November in Shanghai (UTC+8), still 23:30 on 31 October in Bangkok (UTC+7).
const NEAR_MIDNIGHT = '2026-10-31T16:30:00.000Z';
const ZONES: Record<string, string> = { 'st-sh': 'Asia/Shanghai', 'st-bk': 'Asia/Bangkok', 'pb-bk': 'Asia/Bangkok', 'pb-sh': 'Asia/Shanghai' };
const zoneOf = (business: string) => ZONES[business] ?? 'Asia/Shanghai';

const ROWS: Row[] = [
  { did: 'od-1', starttime: NEAR_MIDNIGHT, businessdid: 'st-sh', parentbusinessdid: 'pb-sh' },
  { did: 'od-2', starttime: NEAR_MIDNIGHT, businessdid: 'st-bk', parentbusinessdid: 'pb-bk' },
  // No store: the parent business's zone.
  { did: 'od-3', starttime: NEAR_MIDNIGHT, parentbusinessdid: 'pb-bk' },
  // A company record (no business at all): China's zone.
  { did: 'od-4', starttime: NEAR_MIDNIGHT, companyid: 'c-1' },
  // Zone-less text is a wall clock: it keeps comparing as text.
  { did: 'od-5', starttime: '2026-10-31 23:30:00', businessdid: 'st-sh' },
  // Not an instant column: compared as text whatever the zone.
  { did: 'od-6', starttime: '', note: NEAR_MIDNIGHT, businessdid: 'st-sh' },
];

const orders = () =>
  new PageTable(['starttime', 'note', 'businessdid', 'parentbusinessdid', 'companyid'], 'od', everyone, () => ROWS, undefined, {
    instants: new Set(['starttime']),
    zoneOf,
  });
const dids = (table: Table, filter: Record<string, unknown>) => select(table, anyone, { filter }).map((row) => row.did);

describe('whole-day bounds on a list', () => {
  it('put 2026-10-31T16:30Z in November at a store in Shanghai, in October at one in Bangkok', () => {
    const table = orders();
    expect(dids(table, { starttime: { gte: '2026-11-01' } })).toEqual(['od-1', 'od-4']);
    expect(dids(table, { starttime: { lte: '2026-10-31' } })).toEqual(['od-2', 'od-3', 'od-5', 'od-6']);
    expect(dids(table, { starttime: { gt: '2026-10-31' } })).toEqual(['od-1', 'od-4']);
    expect(dids(table, { starttime: { lt: '2026-11-01' } })).toEqual(['od-2', 'od-3', 'od-5', 'od-6']);
    expect(dids(table, { starttime: { gte: '2026-11-01', lte: '2026-11-01' } })).toEqual(['od-1', 'od-4']);
  });

  it('keeps bounds that are not whole days, and columns that hold no instants, as text', () => {
    const table = orders();
    expect(dids(table, { starttime: { gte: NEAR_MIDNIGHT } })).toEqual(['od-1', 'od-2', 'od-3', 'od-4']);
    expect(dids(table, { starttime: { gte: '2026-10-31T16:30:00.000Z', lt: '2026-11-01' } })).toEqual(['od-2', 'od-3']);
    expect(dids(table, { note: { gte: '2026-11-01' } })).toEqual([]);
    expect(dids(table, { note: { lte: '2026-10-31' } })).toEqual(['od-6']);
  });

  it('reads a change history at the changed record\'s store', () => {
    const author = { userdid: 'did-u-1', username: 'admin' };
    const changes = [ROWS[0], ROWS[1]].map((record) => ({ record: record as Row, action: 'add' as const, author, time: NEAR_MIDNIGHT, changes: [] }));
    const history = new HistoryLog('p-orders-history', 'od', everyone, () => changes, zoneOf);
    expect(select(history, anyone, { filter: { time: { gte: '2026-11-01' } } }).map((row) => row.recorddid)).toEqual(['od-1']);
    expect(select(history, anyone, { filter: { time: { lte: '2026-10-31' } } }).map((row) => row.recorddid)).toEqual(['od-2']);
  });

  it('works out a row\'s day once per filter, however many day bounds', () => {
    let days = 0;
    const counted: LocalDay = (row) => {
      days += 1;
      return String(row.day);
    };
    const rows: Row[] = [{ did: 'a', day: '2026-10-01' }, { did: 'b', day: '2026-10-15' }, { did: 'c', day: '2026-11-01' }];
    const table: Table = { columns: ['did', 'day'], rows: () => rows, localDay: (field) => (field === 'day' ? counted : undefined) };
    expect(dids(table, { day: { gte: '2026-10-01', gt: '2026-09-30', lte: '2026-10-31', lt: '2026-11-01' } })).toEqual(['a', 'b']);
    expect(days).toBe(3);
  });
});

describe('the orders list agrees with the business overview', () => {
  it("gives the operator cs-0008's 1,137 October orders for the days 2026-10-01 to 2026-10-31 (China time)", () => {
    const db = new Database();
    const operator = db.accounts.userById('u-1002')!;
    expect(operator.username).toBe('operator');
    const october = select(db.pages.table('p-orders'), operator, { filter: { stationdid: 'cs-0008', starttime: { gte: '2026-10-01', lte: '2026-10-31' } } });
    expect(october).toHaveLength(1137);
    // Each starts in October in China (from 16:00 UTC on 30 September to 16:00 UTC on 31 October).
    expect(october.every((order) => Date.parse(order.starttime as string) >= Date.parse('2026-09-30T16:00:00.000Z') && Date.parse(order.starttime as string) < Date.parse('2026-10-31T16:00:00.000Z'))).toBe(true);
  });
});
