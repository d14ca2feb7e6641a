import type { AuditActor, AuditLog } from '../core/audit.ts';
import { between, invalidField } from '../core/shapeErrors.ts';

/** How many entries one bench fill may add. */
const MAX_ENTRIES = 500_000;
const MINUTE = 60_000;

/** What the filler writes, in turn: the kinds of writes the world audits most. */
const KINDS = [
  { pid: 'p-orders', area: 'records', action: 'update', resource: 'record' },
  { pid: 'p-ac-central', area: 'command', action: 'set', resource: 'device' },
  { pid: 'p-bill-managemant', area: 'billing', action: 'create', resource: 'bill' },
  { pid: 'p-authority-management', area: 'access', action: 'grant', resource: 'role' },
  { pid: 'p-orders', area: 'records', action: 'delete', resource: 'record' },
] as const;

/**
 * `npm run bench`'s long audit log (mock control `audit-bench-fill`): `count` more entries by the
 * given actors (users of one company, so its administrators see them), one a minute up to now,
 * each with a small before and after; one in seven refused. Every figure follows from the index,
 * so two fills of the same size give the same log.
 */
export function fillAuditForBench(log: AuditLog, actors: readonly AuditActor[], count: unknown, now: number): { added: number } {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_ENTRIES) {
    throw invalidField('count', `expected an integer from 1 to ${MAX_ENTRIES}`, between(1, MAX_ENTRIES));
  }
  if (actors.length === 0) throw invalidField('actors', 'no user to act');
  for (let i = 0; i < count; i += 1) {
    const kind = KINDS[i % KINDS.length]!;
    const refused = i % 7 === 0;
    log.record(
      { userid: actors[i % actors.length]!.userid, username: actors[i % actors.length]!.username, ip: `10.0.${(i >> 8) & 255}.${i & 255}` },
      {
        ...kind,
        target: `bench-${i}`,
        detail: {},
        before: { value: i % 100, note: 'before' },
        after: refused ? null : { value: (i + 1) % 100, note: 'after' },
        outcome: refused ? 'refused' : 'ok',
        message: refused ? 'no permission' : '',
      },
      now - (count - i) * MINUTE,
    );
  }
  return { added: count };
}
