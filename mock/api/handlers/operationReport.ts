import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { parseOperationQuery } from '../db/devices/report/parseQuery.ts';
import { ok } from '../envelope.ts';
import { readJson, route } from '../request.ts';

/** /bwp/v1/operationreport: device-operation-report's figures (src/api/devices/reportTypes.ts). */
export function operationReportHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/bwp/v1/operationreport'),
      authed(db, async ({ request, user }) => ok(db.deviceDomain.reports.report(user, parseOperationQuery(await readJson(request))))),
    ),
  ];
}
