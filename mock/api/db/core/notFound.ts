import type { BadRequest } from '../../envelope.ts';
import { keyedRefusal, said } from './said.ts';

/** What a "no such …" answer names: request.notFound selects its word by this kind. */
const WORDS = {
  record: 'record',
  store: 'store',
  parentBusiness: 'parent business',
  building: 'building',
  space: 'space',
  room: 'let room',
  device: 'device',
  deviceOrSpace: 'device or space',
  gateway: 'gateway',
  meter: 'meter',
  plan: 'plan',
  policy: 'policy',
  bill: 'bill',
  billRun: 'bill run',
  contract: 'contract',
  tenant: 'tenant',
  tenantType: 'tenant type',
  rateRule: 'rate rule',
  transaction: 'transaction',
  file: 'file',
  clip: 'clip',
  playlist: 'playlist',
  channel: 'channel',
  screen: 'screen',
  screenGroup: 'screen group',
  scheduleEvent: 'schedule event',
  endpoint: 'endpoint',
} as const;

export type RecordKind = keyof typeof WORDS;

/** The English words of every kind (tests check each has its message). */
export const RECORD_KINDS = Object.keys(WORDS) as RecordKind[];

/** Text of `no such <kind>: <id>` (with where it was looked for), or `no such <kind>` when the id goes unsaid. */
export function notFoundText(kind: RecordKind, id?: string, where?: string): string {
  return `no such ${WORDS[kind]}${id === undefined ? '' : `: ${id}`}${where ? ` (${where})` : ''}`;
}

/**
 * `no such <kind>: <id>`, keyed request.notFound { kind, id } (where it was looked for stays in
 * the text); request.notFoundUnnamed { kind } when the answer does not repeat the id.
 */
export function notFound(kind: RecordKind, id?: string, where?: string): BadRequest {
  const text = notFoundText(kind, id, where);
  return keyedRefusal(id === undefined ? said(text, 'request.notFoundUnnamed', { kind }) : said(text, 'request.notFound', { kind, id }));
}

/** A GET that answers HTTP 404 (downloads, video): the same not-found envelope, keyed. */
export function notFoundResponse(kind: RecordKind): Response {
  const answer = notFound(kind);
  return Response.json({ status: 404, message: answer.message, result: answer.result }, { status: 404 });
}
