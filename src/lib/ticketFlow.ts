/**
 * The one order of a ticket's life: each state's allowed next states, with the action that takes
 * it there. The server refuses any other change of state; the ticket detail offers these as its
 * buttons. Fault tickets and internal work orders share the work flow; customer-service tickets
 * have their own. Times are the server's to stamp, never a form's.
 */

export type TicketFlowName = 'fault' | 'internal' | 'service';
export type TicketAction = 'assign' | 'start' | 'resolve' | 'reply' | 'close' | 'reopen';

export interface TicketMove {
  action: TicketAction;
  to: string;
}

export interface TicketFlow {
  /** The state every new ticket starts in (the routing rule may assign it at once). */
  initial: string;
  moves: Readonly<Record<string, readonly TicketMove[]>>;
  /** The list's time fields the server stamps (a body that sends one is refused). */
  serverTimes: readonly string[];
  /** The field an action stamps with the world clock's now; a reopen clears the resolution (the history keeps the first). */
  stamps: Readonly<Partial<Record<TicketAction, string>>>;
  /** Stamped once: a later move of the same action keeps the first time (the first reply). */
  keepFirst?: boolean;
}

const WORK_MOVES: Record<string, readonly TicketMove[]> = {
  pending: [{ action: 'assign', to: 'assigned' }],
  assigned: [{ action: 'start', to: 'processing' }],
  processing: [{ action: 'resolve', to: 'resolved' }],
  resolved: [{ action: 'close', to: 'closed' }, { action: 'reopen', to: 'processing' }],
  closed: [{ action: 'reopen', to: 'processing' }],
};

export const TICKET_FLOWS: Readonly<Record<TicketFlowName, TicketFlow>> = {
  fault: { initial: 'pending', moves: WORK_MOVES, serverTimes: ['createtime', 'deadline', 'responsedue', 'resolvetime'], stamps: { resolve: 'resolvetime', reopen: 'resolvetime' } },
  internal: { initial: 'pending', moves: WORK_MOVES, serverTimes: ['createtime', 'finishtime'], stamps: { resolve: 'finishtime', reopen: 'finishtime' } },
  service: {
    initial: 'pending',
    moves: {
      pending: [{ action: 'start', to: 'processing' }],
      processing: [{ action: 'reply', to: 'replied' }],
      replied: [{ action: 'close', to: 'closed' }, { action: 'reopen', to: 'processing' }],
      closed: [{ action: 'reopen', to: 'processing' }],
    },
    serverTimes: ['createtime', 'deadline', 'responsedue', 'replytime'],
    stamps: { reply: 'replytime' },
    keepFirst: true,
  },
};

/** The ticket lists by page name (the catalogue's leaf) and their flow. */
const FLOW_OF_PAGE: Readonly<Record<string, TicketFlowName>> = {
  'fault-tickets': 'fault',
  'internal-tickets': 'internal',
  'service-ticket-list': 'service',
};

/** The flow of a ticket list, by its page name or its pid (`p-<name>`); undefined for other lists. */
export function ticketFlowOf(page: string): TicketFlow | undefined {
  const name = FLOW_OF_PAGE[page] ?? FLOW_OF_PAGE[page.replace(/^p-/, '')];
  return name ? TICKET_FLOWS[name] : undefined;
}

/** The moves a ticket in `from` may make. */
export function movesFrom(flow: TicketFlow, from: string): readonly TicketMove[] {
  return flow.moves[from] ?? [];
}

/** The move from one state to another, or undefined when the table has none. */
export function moveOf(flow: TicketFlow, from: string, to: string): TicketMove | undefined {
  return movesFrom(flow, from).find((move) => move.to === to);
}
