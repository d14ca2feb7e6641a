import { http, type HttpHandler } from 'msw';
import { TENANT_ALERTS, type TenantAlert } from '../../../src/api/billing/tenantsTypes.ts';
import { BILLING_PIDS } from '../../../src/api/billing/types.ts';
import { authed, authedWrite, opByAct } from '../auth.ts';
import { listRateRules, saveRateRule } from '../db/billing/rateRuleService.ts';
import { listTenants, listTenantTypes, saveTenant, saveTenantType } from '../db/billing/tenantService.ts';
import { tenantStatus } from '../db/billing/tenantStatus.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { optionalString, readJson, requireString, route, type Fields } from '../request.ts';
import { expected, invalidField, oneOf } from '../db/core/shapeErrors.ts';

const PIDS: readonly string[] = Object.values(BILLING_PIDS);

/** The body's pid: a billing page's (the permission checks are per page). */
export function billingPid(body: Fields): string {
  const pid = requireString(body, 'pid');
  if (!PIDS.includes(pid)) throw invalidField('pid', `expected a billing page: ${PIDS.join(', ')}`);
  return pid;
}

/** A short search text, or undefined. */
export function searchOf(body: Fields): string | undefined {
  const search = optionalString(body, 'search');
  return search ? search.slice(0, 60) : undefined;
}

/**
 * /vtspace/api/tenant/list by `what` (tenants, types, raterules, status), tenant/set,
 * tenant/type/set and /businessstatistics/api/businessraterule/set (src/api/billing/tenantsTypes.ts).
 */
export function billingTenantHandlers(db: Database): HttpHandler[] {
  const write = (path: string, op: 'tenant' | 'tenant-type' | 'rate-rule', save: typeof saveTenant | typeof saveTenantType | typeof saveRateRule) =>
    http.post(
      route(path),
      authedWrite(db, { area: 'billing', op: opByAct(op), resource: op }, async ({ request, user }) => {
        const body = await readJson(request);
        billingPid(body);
        return ok(save(db.billing, user, body));
      }),
    );
  return [
    http.post(
      route('/vtspace/api/tenant/list'),
      authed(db, async ({ request, user }) => {
        const body = await readJson(request);
        const pid = billingPid(body);
        db.billing.authorize(user, pid, 'view');
        const book = db.billing.bookFor(user, requireString(body, 'store'));
        const what = body.what ?? 'tenants';
        if (what === 'types') return ok(listTenantTypes(book));
        if (what === 'raterules') return ok(listRateRules(book));
        if (what === 'status') {
          const alert = body.alert === undefined || body.alert === null ? undefined : TENANT_ALERTS.find((a) => a === body.alert);
          if (body.alert !== undefined && body.alert !== null && !alert) throw invalidField('alert', `expected ${TENANT_ALERTS.join(', ')}`, oneOf(TENANT_ALERTS));
          return ok(tenantStatus(book, { search: searchOf(body), alert: alert as TenantAlert | undefined }));
        }
        if (what !== 'tenants') throw invalidField('what', 'expected tenants, types, raterules or status');
        if (body.key !== undefined && body.key !== null && typeof body.key !== 'boolean') throw invalidField('key', 'expected true or false', expected('boolean'));
        return ok(listTenants(book, { search: searchOf(body), type: optionalString(body, 'type') || undefined, key: typeof body.key === 'boolean' ? body.key : undefined }, db.writes.versions));
      }),
    ),
    write('/vtspace/api/tenant/set', 'tenant', saveTenant),
    write('/vtspace/api/tenant/type/set', 'tenant-type', saveTenantType),
    write('/businessstatistics/api/businessraterule/set', 'rate-rule', saveRateRule),
  ];
}
