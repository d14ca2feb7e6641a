import { http, type HttpHandler } from 'msw';
import { RANK_BY, TICKET_PIDS, type RankBy } from '../../../src/api/operations/ticketsTypes.ts';
import { SERVICE_RANK_BY, type ServiceRankBy } from '../../../src/api/operations/serviceTicketsTypes.ts';
import { authed, authedWrite, type AuthedInfo, type WriteEndpoint } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { periodOf } from '../db/operations/tickets/period.ts';
import { invalidField, oneOf } from '../db/core/shapeErrors.ts';
import { ok } from '../envelope.ts';
import { optionalString, readJson, requireString, route, type Fields } from '../request.ts';

/** /vtproxy/workorder/* : the work-order desk (src/api/operations/ticketsTypes.ts lists the calls). */
export function workorderHandlers(db: Database): HttpHandler[] {
  const post = (path: string, answer: (body: Fields, user: AuthedInfo['user'], pid: string) => unknown) =>
    http.post(
      route(`/vtproxy/workorder/${path}`),
      authed(db, async ({ request, user }) => {
        const body = await readJson(request);
        return ok(answer(body, user, requireString(body, 'pid')));
      }),
    );
  /** A ticket write: its body's checks are audited as its refusals too. */
  const write = (path: string, endpoint: WriteEndpoint, answer: (body: Fields, user: AuthedInfo['user'], pid: string) => unknown) =>
    http.post(
      route(`/vtproxy/workorder/${path}`),
      authedWrite(db, endpoint, async ({ request, user }) => {
        const body = await readJson(request);
        return ok(answer(body, user, requireString(body, 'pid')));
      }),
    );
  const period = (body: Fields) => periodOf(body.from, body.to);
  const rankBy = (body: Fields): RankBy => {
    const by = requireString(body, 'by');
    if (!(RANK_BY as readonly string[]).includes(by)) throw invalidField('by', `expected one of ${RANK_BY.join(', ')}`, oneOf(RANK_BY));
    return by as RankBy;
  };
  const serviceRankBy = (body: Fields): ServiceRankBy => {
    const by = requireString(body, 'by');
    if (!(SERVICE_RANK_BY as readonly string[]).includes(by)) throw invalidField('by', `expected one of ${SERVICE_RANK_BY.join(', ')}`, oneOf(SERVICE_RANK_BY));
    return by as ServiceRankBy;
  };
  const desk = () => db.ticketDesk;
  return [
    post('rules/get', (_body, user, pid) => desk().ruleBook(user, pid)),
    write('rules/save', { pid: TICKET_PIDS.rules, area: 'records', op: 'ticket-rules', resource: 'ticket-rules' }, (body, user, pid) => desk().saveRules(user, pid, { rules: body.rules, calendar: body.calendar, serviceRules: body.serviceRules }, { sent: body.version, overwrite: body.overwrite })),
    write('ticket/create', { pid: TICKET_PIDS.tickets, area: 'records', op: 'ticket-create', resource: 'record' }, (body, user) => desk().createTicket(user, body)),
    post('ticket/sla', (body, user, pid) => desk().slaList(user, pid, period(body), optionalString(body, 'station'))),
    post('overview', (body, user, pid) => desk().overview(user, pid, period(body), optionalString(body, 'station'))),
    post('rank', (body, user, pid) => desk().rank(user, pid, period(body), rankBy(body))),
    post('statistics', (body, user, pid) => desk().statistics(user, pid, period(body))),
    // Customer-service tickets (serviceTicketsTypes.ts lists the calls).
    post('service/sla', (body, user, pid) => desk().service.slaList(user, pid, period(body), optionalString(body, 'store'))),
    post('service/overview', (body, user, pid) => desk().service.overview(user, pid, period(body), optionalString(body, 'store'))),
    post('service/rank', (body, user, pid) => desk().service.rank(user, pid, period(body), serviceRankBy(body))),
    post('service/statistics', (body, user, pid) => desk().service.statistics(user, pid, period(body))),
    post('screening/list', (body, user, pid) => desk().screening(user, pid, period(body))),
    write('screening/confirm', { pid: TICKET_PIDS.screening, area: 'records', op: 'screening-confirm', resource: 'record' }, (body, user, pid) => desk().confirm(user, pid, requireString(body, 'id'))),
  ];
}
