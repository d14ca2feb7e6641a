import type { HttpHandler } from 'msw';
import type { Database } from '../db/Database.ts';
import { requireString } from '../request.ts';
import { evchargePost, type EvchargeAnswer } from './evchargePost.ts';

/** /evcharge/report/* (src/api/operations/reportsTypes.ts lists the calls). */
export function operationsReportsHandlers(db: Database): HttpHandler[] {
  const evcharge = evchargePost(db);
  const post = (path: string, answer: EvchargeAnswer, op?: string) => evcharge(`report/${path}`, answer, op ? { area: 'records', op, resource: 'report' } : undefined);
  return [
    post('catalogue', (_body, user, pid) => db.reports.catalogue(user, pid)),
    post('define', (body, user, pid) => db.reports.define(user, pid, body), 'define'),
    post('generate', (body, user, pid) => db.reports.generate(user, pid, body), 'generate'),
    post('progress', (body, user, pid) => db.reports.progress(user, pid, requireString(body, 'job'))),
    post('cancel', (body, user, pid) => db.reports.cancel(user, pid, requireString(body, 'job')), 'cancel'),
    post('history', (_body, user, pid) => db.reports.history(user, pid)),
    post('faults', (body, user, pid) => db.reports.faults(user, pid, body)),
    post('retrofits', (_body, user, pid) => db.reports.retrofits(user, pid)),
  ];
}
