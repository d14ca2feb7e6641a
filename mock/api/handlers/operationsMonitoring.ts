import type { HttpHandler } from 'msw';
import { PILE_ACTIONS, type PileAction } from '../../../src/api/operations/monitoringTypes.ts';
import type { WriteEndpoint } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { evchargePost } from './evchargePost.ts';
import { invalidField, oneOf } from '../db/core/shapeErrors.ts';
import { requireString, type Fields } from '../request.ts';

/** A list of ids (1–200 strings). */
function idsOf(body: Fields, key: string): string[] {
  const value = body[key];
  if (!Array.isArray(value) || value.length === 0 || value.length > 200 || !value.every((v) => typeof v === 'string' && v !== '')) {
    throw invalidField(key, 'expected a list of 1 to 200 ids');
  }
  return value as string[];
}

function actionOf(body: Fields): PileAction {
  const action = requireString(body, 'action');
  if (!PILE_ACTIONS.some((a) => a === action)) throw invalidField('action', `expected one of ${PILE_ACTIONS.join(', ')}`, oneOf(PILE_ACTIONS));
  return action as PileAction;
}

/** A charging command in the audit: `pile-start|stop|reset` by the body's action. */
const PILE_COMMAND: WriteEndpoint = {
  area: 'command',
  op: (body) => (PILE_ACTIONS.some((a) => a === body?.action) ? `pile-${String(body?.action)}` : 'set'),
  resource: 'charging-station',
};

/** /evcharge/monitor/* and /evcharge/command/* (src/api/operations/monitoringTypes.ts lists the calls). */
export function operationsMonitoringHandlers(db: Database): HttpHandler[] {
  const post = evchargePost(db);
  return [
    post('monitor/stations', (_body, user, pid) => db.monitoring.stations(user, pid)),
    post('monitor/network', (_body, user, pid) => db.monitoring.network(user, pid)),
    post('monitor/station', (body, user, pid) => db.monitoring.monitor(user, pid, requireString(body, 'station'))),
    post('command/send', (body, user, pid) => db.monitoring.send(user, pid, requireString(body, 'station'), idsOf(body, 'targets'), actionOf(body)), PILE_COMMAND),
    post('command/results', (body, user, pid) => db.monitoring.results(user, pid, idsOf(body, 'ids'))),
  ];
}
