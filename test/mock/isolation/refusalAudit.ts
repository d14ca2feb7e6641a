import type { Database } from '../../../mock/api/db/Database';
import { answerOf, send, type Finding, type ProbeWorld } from './runner';
import type { Probe } from './samples/probe';

/** The company whose audit an entry is filed in: the one it names, else its actor's. */
function companyOfEntry(db: Database, entry: { company?: string; userid: string }): string {
  return entry.company || db.accounts.userById(entry.userid)?.companyid || '';
}

/** Whether a write's answer refused it (a batch whose every item was refused counts as refused). */
export async function refusedWrite(response: Response): Promise<boolean> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response.status !== 200;
  return answerOf(await response.text()).status !== 0;
}

/**
 * Issue 35 §7: whether the audit entries from `since` to `until` (seq numbers, `until` exclusive)
 * hold a keyed refusal filed in the caller's own company's audit.
 */
export function refusalAudited(db: Database, company: string, since: number, until: number): boolean {
  for (let seq = since + 1; seq < until + 1; seq += 1) {
    const entry = db.audit.entry(seq);
    if (entry?.outcome === 'refused' && entry.messageKey && companyOfEntry(db, entry) === company) return true;
  }
  return false;
}

/**
 * The write with its body's checks failing: only its page id kept, every other field missing (an
 * upload sent as an empty JSON body). Generated from every write sample, so a write whose body
 * checks run outside the audited path is found without anyone listing it.
 */
export function withBodyChecksFailing(probe: Probe): Probe | undefined {
  if (probe.kind !== 'write' && !probe.upload && !probe.ownWrite) return undefined;
  const pidOf = (from: unknown) => (from && typeof from === 'object' && typeof (from as { pid?: unknown }).pid === 'string' ? { pid: (from as { pid: string }).pid } : {});
  const query = probe.query && 'pid' in probe.query ? { query: { pid: probe.query.pid! } } : {};
  return { kind: 'write', body: pidOf(probe.body), ...query, note: 'its body checks failing' };
}

/** The audit's endpoints: read before any other probe, while the probe's own attempts are not yet on its record. */
export const readsTheAudit = (endpoint: string): boolean => endpoint.startsWith('POST /sfsaas/api/audit/');

/**
 * After every probe: the caller's own audit (its attempts filed there) names the first company's
 * ids only where the caller itself sent them; any other is a leak through the audit.
 */
export async function trailFinding(world: ProbeWorld, sent: string): Promise<Finding | undefined> {
  const endpoint = 'POST /sfsaas/api/audit/list';
  const text = await (await send(world, endpoint, { kind: 'read', body: { pid: 'p-audit-management', page: 1, pagesize: 1000 } })).text();
  const named = world.markers.filter((marker) => text.includes(marker) && !sent.includes(marker));
  if (named.length === 0) return undefined;
  return { endpoint, probe: world.name, kind: 'leak', detail: `after the probes, the caller’s audit names ${named.slice(0, 3).join(', ')}, which it never sent` };
}
