import { movesFrom, type TicketFlow, type TicketMove } from '../../../lib/ticketFlow';

/** The work flow's moves a person on site makes from one screen (customer-service tickets have their own desk). */
export function isWorkFlow(flow: TicketFlow | undefined): flow is TicketFlow {
  return Boolean(flow && Object.values(flow.moves).some((moves) => moves.some((move) => move.action === 'assign')));
}

/**
 * The body of a move as the person on site sends it: taking a pending order (`assign`) names
 * them as its assignee; resolving carries their note. The server checks the move and stamps times.
 */
export function moveBody(move: TicketMove, me: string, note: string): Record<string, unknown> {
  if (move.action === 'assign') return { status: move.to, assignee: me };
  if (move.action === 'resolve') return { status: move.to, resolvenote: note.trim() };
  return { status: move.to };
}

/** The moves offered from a state, the resolve last (it needs the note beside it). */
export function siteMoves(flow: TicketFlow, status: string): { plain: readonly TicketMove[]; resolve: TicketMove | undefined } {
  const all = movesFrom(flow, status);
  return { plain: all.filter((move) => move.action !== 'resolve'), resolve: all.find((move) => move.action === 'resolve') };
}
