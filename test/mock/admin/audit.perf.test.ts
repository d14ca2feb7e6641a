// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillAuditForBench } from '../../../mock/api/db/admin/auditBench';
import { AuditLog } from '../../../mock/api/db/core/audit';

/**
 * The audit screen's query over the bench's long log (mock control `audit-bench-fill`): one
 * backward scan that counts every match and copies only the page. How fast it answers is a figure
 * of `npm run bench` (issue 22), not of this test.
 */

const COUNT = 200_000;
const START = Date.parse('2026-01-01T00:00:00.000Z');
const ACTORS = ['u-1001', 'u-1002', 'u-1003', 'u-1004', 'u-1005'].map((userid) => ({ userid, username: userid }));

function filledLog(): AuditLog {
  const log = new AuditLog(() => START);
  // One entry a minute, the last a minute before `now`: entry i at START + i minutes.
  expect(fillAuditForBench(log, ACTORS, COUNT, START + COUNT * 60_000)).toEqual({ added: COUNT });
  return log;
}

describe('audit log of 200,000 entries', () => {
  const log = filledLog();

  it('answers a filter with its first page, counting every match', () => {
    const slice = log.page({ userid: ['u-1001', 'u-1003'], outcome: 'ok', from: '2026-02-01T00:00:00.000Z' }, 1, 20);
    expect(slice.entries).toHaveLength(20);
    expect(slice.entries[0]).toMatchObject({ seq: 199_996, userid: 'u-1001', at: '2026-05-19T21:15:00.000Z', outcome: 'ok' });
    expect(slice.entries.every((e) => e.userid === 'u-1001' || e.userid === 'u-1003')).toBe(true);
    // From 1 February (minute 44,640): two users in five, six entries in seven accepted.
    expect(slice.total).toBe(53_266);
  });

  it('pages deep without copying what it skips', () => {
    const slice = log.page({ action: 'delete' }, 1000, 20);
    expect(slice.total).toBe(40_000);
    // Every fifth entry deletes, the newest being the last (seq 200,000); page 1,000 skips 19,980.
    expect(slice.entries.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => 200_000 - (19_980 + i) * 5));
  });

  it('refuses a fill it cannot make', () => {
    expect(() => fillAuditForBench(new AuditLog(() => START), ACTORS, 0, START)).toThrow(/count/);
    expect(() => fillAuditForBench(new AuditLog(() => START), ACTORS, 1.5, START)).toThrow(/count/);
    expect(() => fillAuditForBench(new AuditLog(() => START), [], 10, START)).toThrow(/actors/);
  });
});
