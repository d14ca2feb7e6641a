import { http, type HttpHandler } from 'msw';
import { authed, authedWrite } from '../auth.ts';
import { BillRunService } from '../db/billing/billRun.ts';
import { BillService } from '../db/billing/billService.ts';
import { ReconciliationService } from '../db/billing/reconciliationService.ts';
import type { Database } from '../db/Database.ts';
import type { BillingResource } from '../db/billing/BillingWorld.ts';
import { ok } from '../envelope.ts';
import { readJson, route } from '../request.ts';

/**
 * Bills and reconciliation (src/api/billing/bills.ts): bill/list, detail, void, issue, the month's bill
 * run as a job (run, run/progress), and bill/reconciliation with match, unmatch and record.
 */
export function billingBillHandlers(db: Database): HttpHandler[] {
  // A reset builds a new billing world: the services read the current one on every call.
  const world = () => db.billing;
  const bills = new BillService(world);
  const runs = new BillRunService(world);
  const reconciliation = new ReconciliationService(world);
  const post = (path: string, answer: (user: Parameters<BillService['list']>[0], body: Record<string, unknown>) => unknown) =>
    http.post(
      route(path),
      authed(db, async ({ request, user }) => ok(answer(user, await readJson(request)))),
    );
  /** A billing write: its body's checks are audited as its refusals too. */
  const write = (path: string, op: string, resource: BillingResource, answer: (user: Parameters<BillService['list']>[0], body: Record<string, unknown>) => unknown) =>
    http.post(
      route(path),
      authedWrite(db, { area: 'billing', op, resource }, async ({ request, user }) => ok(answer(user, await readJson(request)))),
    );
  return [
    post('/vtspace/api/bill/list', (user, body) => bills.list(user, body)),
    post('/vtspace/api/bill/detail', (user, body) => bills.detail(user, body)),
    write('/vtspace/api/bill/void', 'void', 'bill', (user, body) => bills.void(user, body)),
    write('/vtspace/api/bill/issue', 'issue', 'bill', (user, body) => bills.issue(user, body)),
    write('/vtspace/api/bill/run', 'run', 'bill-run', (user, body) => runs.start(user, body)),
    post('/vtspace/api/bill/run/progress', (user, body) => runs.progress(user, body)),
    post('/vtspace/api/bill/reconciliation', (user, body) => reconciliation.list(user, body)),
    write('/vtspace/api/bill/reconciliation/match', 'match', 'payment', (user, body) => reconciliation.match(user, body)),
    write('/vtspace/api/bill/reconciliation/unmatch', 'unmatch', 'payment', (user, body) => reconciliation.unmatch(user, body)),
    write('/vtspace/api/bill/reconciliation/record', 'record-payment', 'payment', (user, body) => reconciliation.record(user, body)),
  ];
}
