import { http, type HttpHandler } from 'msw';
import type { RunOutcome } from '../../../src/api/devices/types.ts';
import { authed, authedWrite, type WriteEndpoint } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import type { UserRecord } from '../db/users.ts';
import { integerField } from '../db/devices/parse.ts';
import { ok } from '../envelope.ts';
import { notFound } from '../db/core/notFound.ts';
import { optionalString, readJson, requireString, route, type Fields } from '../request.ts';
import { expected, invalidField, missingField, oneOf } from '../db/core/shapeErrors.ts';

const TYPES = ['policy', 'records', 'peaking-plan', 'hotwater-plan', 'hotwater-records'] as const;
type TriggerType = (typeof TYPES)[number];
const WRITE_TYPES = ['policy', 'peaking-plan', 'hotwater-plan'] as const;
type PlanType = Exclude<(typeof WRITE_TYPES)[number], 'policy'>;
const OUTCOMES: readonly RunOutcome[] = ['success', 'partial', 'failed'];
/** Records are exported in one page (spec §9: export page size 100000). */
const MAX_EXPORT = 100_000;

function typeOf<T extends TriggerType>(body: Fields, allowed: readonly T[]): T {
  const type = body.type ?? 'policy';
  if (typeof type !== 'string' || !allowed.includes(type as T)) throw invalidField('type', `expected ${allowed.join(', ')}`, oneOf(allowed));
  return type as T;
}

function isoOrUndefined(body: Fields, key: string): string | undefined {
  const value = optionalString(body, key);
  if (value === undefined || value === '') return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw invalidField(key, 'expected an ISO 8601 instant', expected('instant'));
  return new Date(ms).toISOString();
}

/**
 * /vttrigger/v1/query|create|update|delete by `type`: policies (default), their execution records
 * (query only), peaking plans, hot-water plans and records (query only). /officepolicy/v2/enable.
 */
/** A create, update or delete as the audit files it: the policy book's (the default type) or the plan book's, by the body's type. */
function writeEndpoint(op: string): WriteEndpoint {
  const plan = (body: Record<string, unknown> | undefined) => typeof body?.type === 'string' && body.type !== 'policy';
  // A kind only when the body names a known one (none for another): the audit never takes a kind from what was sent.
  const kind = (body: Record<string, unknown> | undefined) => (plan(body) ? (WRITE_TYPES.find((k) => k === body?.type) ?? '') : 'policy');
  return { area: (body) => (plan(body) ? 'plan' : 'policy'), op, resource: kind };
}

export function triggerHandlers(db: Database): HttpHandler[] {
  /** create, update and delete: policies go to the policy book, plans to the plan book. */
  const write = (path: string, policy: (user: UserRecord, body: Fields) => unknown, plan: (user: UserRecord, type: PlanType, body: Fields) => unknown): HttpHandler =>
    http.post(
      route(path),
      // Refused before its run (an unreadable body, an unknown type), it is audited too.
      authedWrite(db, writeEndpoint(path.split('/').pop() ?? ''), async ({ request, user }) => {
        const body = await readJson(request);
        const type = typeOf(body, WRITE_TYPES);
        return ok(type === 'policy' ? policy(user, body) : plan(user, type, body));
      }),
    );
  return [
    http.post(
      route('/vttrigger/v1/query'),
      authed(db, async ({ request, user }) => {
        const body = await readJson(request);
        const type = typeOf(body, TYPES);
        if (type === 'policy') return ok(db.policies.query(user, body));
        if (type !== 'records') return ok(db.plans.query(user, type, body));
        const outcome = optionalString(body, 'outcome');
        if (outcome && !OUTCOMES.includes(outcome as RunOutcome)) throw invalidField('outcome', `expected ${OUTCOMES.join(', ')}`, oneOf(OUTCOMES));
        const policy = optionalString(body, 'policy');
        const named = optionalString(body, 'store');
        const store = named || /^pol-(st-\d{4}-\d{2})-/.exec(policy ?? '')?.[1];
        if (!store) throw policy ? notFound('policy', policy) : missingField('store');
        // A policy of another company's store answers as one that does not exist.
        if (!named && policy) db.access.requireStore(user, store, () => notFound('policy', policy));
        const from = isoOrUndefined(body, 'from');
        const to = isoOrUndefined(body, 'to');
        const filter = {
          store, page: integerField(body, 'page', 1, Number.MAX_SAFE_INTEGER), pagesize: integerField(body, 'pagesize', 1, MAX_EXPORT),
          ...(policy ? { policy } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}), ...(outcome ? { outcome: outcome as RunOutcome } : {}),
        };
        return ok(db.policies.records(user, filter, requireString(body, 'pid')));
      }),
    ),
    write('/vttrigger/v1/create', (user, body) => db.policies.create(user, body), (user, type, body) => db.plans.save(user, type, body)),
    write('/vttrigger/v1/update', (user, body) => db.policies.update(user, body), (user, type, body) => db.plans.save(user, type, body, requireString(body, 'did'))),
    write('/vttrigger/v1/delete', (user, body) => db.policies.remove(user, body), (user, type, body) => db.plans.remove(user, type, body)),
    http.post(
      route('/officepolicy/v2/enable'),
      authedWrite(db, { area: 'policy', op: (body) => (body?.enable === false ? 'disable' : 'enable'), resource: 'policy' }, async ({ request, user }) => ok(db.policies.enable(user, await readJson(request)))),
    ),
  ];
}
