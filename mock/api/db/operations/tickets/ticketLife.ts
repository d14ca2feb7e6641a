import { moveOf, ticketFlowOf, type TicketFlow, type TicketMove } from '../../../../../src/lib/ticketFlow.ts';
import { iso } from '../../core/clock/time.ts';
import { keyedRefusal, said } from '../../core/said.ts';
import { expected, invalidField } from '../../core/shapeErrors.ts';
import type { Row } from '../../core/tables/Table.ts';

/**
 * A ticket's life on the server (src/lib/ticketFlow.ts is its one table): a new ticket starts in
 * the flow's first state, a change of state must be a move of the table, and its times are stamped
 * from the world clock, never read from a body. A reopen clears the resolution; the list's history
 * keeps the first one (its change entry holds the old value).
 */

/** The times a ticket's answers and lists show: a body naming one is refused, so clients learn. */
const DESK_TIMES = ['createtime', 'updatetime', 'deadline', 'responsedue', 'resolvetime', 'dueTime', 'responseDue', 'resolutionDue', 'respondedAt'];

function refuseTimes(fields: readonly string[], cmd: Record<string, unknown>, current: Row | undefined): void {
  for (const field of fields) {
    if (cmd[field] === undefined) continue;
    // An edit may echo what is stored, unchanged.
    if (current && cmd[field] === current[field]) continue;
    throw invalidField(field, 'stamped by the server, not typed', { messageKey: 'tickets.serverTime' });
  }
}

/** The desk's create call: a body that types one of the ticket's times is refused. */
export function refuseDeskTimes(body: Record<string, unknown>): void {
  refuseTimes(DESK_TIMES, body, undefined);
}

/** The move a write makes of a ticket, or undefined (no change of state, or not a ticket list). */
function moveIn(flow: TicketFlow, current: Row, cmd: Record<string, unknown>): TicketMove | undefined {
  const to = cmd.status;
  const from = typeof current.status === 'string' ? current.status : '';
  if (to === undefined || to === from) return undefined;
  if (typeof to !== 'string') throw invalidField('status', 'expected a string', expected('string'));
  const move = moveOf(flow, from, to);
  if (!move) throw keyedRefusal(said(`a ticket cannot go from ${from} to ${to}`, 'tickets.transitionRefused', { field: 'status', from, to }));
  return move;
}

/**
 * The fields the server sets on a write of a ticket list (its state and the time the move stamps),
 * after refusing typed times and moves the table does not have; {} for other lists.
 */
export function ticketWriteFields(page: string, current: Row | undefined, cmd: Record<string, unknown>, now: number): Record<string, unknown> {
  const flow = ticketFlowOf(page);
  if (!flow) return {};
  refuseTimes(flow.serverTimes, cmd, current);
  if (!current) {
    if (cmd.status !== undefined && cmd.status !== flow.initial) {
      throw invalidField('status', `a new ticket starts ${flow.initial}`, { messageKey: 'tickets.startsAt', values: { state: flow.initial } });
    }
    return { status: flow.initial };
  }
  const move = moveIn(flow, current, cmd);
  if (!move) return {};
  if (move.action === 'resolve') requireResolveNote(cmd);
  const out: Record<string, unknown> = { status: move.to };
  const stamped = flow.stamps[move.action];
  if (stamped && move.action === 'reopen') out[stamped] = '';
  else if (stamped && !(flow.keepFirst && current[stamped])) out[stamped] = iso(now);
  return out;
}

/** A work order is resolved with what was done: a body without a note is refused at the note (the form asks for one too). */
function requireResolveNote(cmd: Record<string, unknown>): void {
  const note = cmd.resolvenote;
  if (typeof note !== 'string' || note.trim() === '') throw invalidField('resolvenote', 'a work order is resolved with a note', { messageKey: 'tickets.resolveNote' });
}

/**
 * The audit's name of an update that moves a ticket (`ticket-reopen`…), or that only attaches a
 * photo from the site (`ticket-photo`), or undefined for a plain edit.
 */
export function ticketMoveOp(page: string, current: Row | undefined, cmd: Record<string, unknown>): string | undefined {
  const flow = ticketFlowOf(page);
  if (!flow || !current) return undefined;
  try {
    const move = moveIn(flow, current, cmd);
    if (move) return `ticket-${move.action}`;
    return Object.keys(cmd).every((field) => field === 'photo' || field === 'did') && typeof cmd.photo === 'string' && cmd.photo !== current.photo ? 'ticket-photo' : undefined;
  } catch {
    // A refused move is audited as the update it was asked as.
    return undefined;
  }
}
