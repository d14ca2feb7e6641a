// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AuditIndex, type IndexQuery, type IndexedEntry } from '../../../mock/api/db/core/auditIndex';

/** The audit log's columns (mock/api/db/core/auditIndex.ts): which positions a query keeps. */

const T0 = Date.parse('2026-11-01T00:00:00.000Z');
const MINUTE = 60_000;
const entry = (userid: string, action: string, resource: string, outcome: 'ok' | 'refused', area: IndexedEntry['area'] = 'records'): IndexedEntry => ({ userid, pid: 'p-orders', area, action, resource, outcome });

/** Position i happened i minutes after T0. */
const ENTRIES: IndexedEntry[] = [
  entry('u-1', 'update', 'record', 'ok'),
  entry('u-2', 'delete', 'record', 'refused'),
  entry('u-1', 'grant', 'role', 'ok', 'access'),
  entry('u-3', 'delete', 'record', 'ok'),
  entry('u-2', 'update', 'record', 'ok'),
  entry('u-1', 'delete', 'record', 'refused'),
];

function built(count = ENTRIES.length): AuditIndex {
  const index = new AuditIndex();
  ENTRIES.slice(0, count).forEach((e, i) => index.add(e, T0 + i * MINUTE));
  return index;
}

/** The matching positions, newest first, as the log scans them. */
function positions(index: AuditIndex, query: IndexQuery, visible?: (i: number) => boolean): number[] {
  const test = index.compile(query, visible);
  const found: number[] = [];
  for (let i = index.size - 1; test && i >= 0; i -= 1) if (test(i)) found.push(i);
  return found;
}

describe('audit index', () => {
  const index = built();

  it('keeps every position for an empty query, and each field narrows it', () => {
    expect(positions(index, {})).toEqual([5, 4, 3, 2, 1, 0]);
    expect(positions(index, { action: 'delete' })).toEqual([5, 3, 1]);
    expect(positions(index, { resource: 'role' })).toEqual([2]);
    expect(positions(index, { outcome: 'refused' })).toEqual([5, 1]);
    expect(positions(index, { area: 'access' })).toEqual([2]);
    expect(positions(index, { action: 'delete', outcome: 'ok' })).toEqual([3]);
  });

  it('reads several actors as any of them', () => {
    expect(positions(index, { userid: ['u-2', 'u-3'] })).toEqual([4, 3, 1]);
    expect(positions(index, { userid: 'u-1', action: 'delete' })).toEqual([5]);
  });

  it('keeps a period from its first instant, the end excluded', () => {
    expect(positions(index, { from: T0 + 2 * MINUTE, to: T0 + 4 * MINUTE })).toEqual([3, 2]);
    expect(positions(index, { from: T0 + 5 * MINUTE })).toEqual([5]);
  });

  it('answers nothing at all for a value never recorded', () => {
    expect(index.compile({ action: 'rename' })).toBeUndefined();
    expect(index.compile({ userid: ['u-9'] })).toBeUndefined();
    expect(index.compile({ userid: [] })).toBeUndefined();
  });

  it('asks who may be seen once per actor, on that actor\'s first match', () => {
    const asked: number[] = [];
    const found = positions(index, { action: 'delete' }, (i) => {
      asked.push(i);
      return ENTRIES[i]!.userid !== 'u-2';
    });
    expect(found).toEqual([5, 3]);
    expect(asked).toEqual([5, 3, 1]);
  });

  it('grows past its first capacity, position for position', () => {
    const big = new AuditIndex();
    for (let i = 0; i < 3000; i += 1) big.add(entry(`u-${i % 3}`, i % 2 ? 'update' : 'delete', 'record', 'ok'), T0 + i * MINUTE);
    expect(big.size).toBe(3000);
    const deletesOfU0 = positions(big, { userid: 'u-0', action: 'delete' });
    // Every sixth position from 0: u-0 and an even position.
    expect(deletesOfU0.length).toBe(500);
    expect(deletesOfU0.slice(0, 3)).toEqual([2994, 2988, 2982]);
    expect(positions(big, { from: T0 + 2998 * MINUTE })).toEqual([2999, 2998]);
  });
});
