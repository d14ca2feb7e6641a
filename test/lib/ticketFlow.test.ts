import { moveOf, movesFrom, TICKET_FLOWS, ticketFlowOf } from '../../src/lib/ticketFlow';

/** The one transition table the server enforces and the ticket detail offers (issue 36, item 3). */
describe('ticketFlow', () => {
  it('finds the flow of each ticket list by page name or pid, none for other lists', () => {
    expect(ticketFlowOf('p-fault-tickets')).toBe(TICKET_FLOWS.fault);
    expect(ticketFlowOf('internal-tickets')).toBe(TICKET_FLOWS.internal);
    expect(ticketFlowOf('p-service-ticket-list')).toBe(TICKET_FLOWS.service);
    expect(ticketFlowOf('p-orders')).toBeUndefined();
  });

  it('moves a fault ticket forward one step at a time; a closed one only reopens', () => {
    const flow = TICKET_FLOWS.fault;
    expect(movesFrom(flow, 'pending')).toEqual([{ action: 'assign', to: 'assigned' }]);
    expect(movesFrom(flow, 'resolved')).toEqual([{ action: 'close', to: 'closed' }, { action: 'reopen', to: 'processing' }]);
    expect(movesFrom(flow, 'closed')).toEqual([{ action: 'reopen', to: 'processing' }]);
    expect(moveOf(flow, 'closed', 'pending')).toBeUndefined();
    expect(moveOf(flow, 'pending', 'resolved')).toBeUndefined();
    expect(movesFrom(flow, 'nonsense')).toEqual([]);
  });

  it('has every move end in a state of its own flow, and the server stamps every time', () => {
    for (const flow of Object.values(TICKET_FLOWS)) {
      const states = Object.keys(flow.moves);
      for (const moves of Object.values(flow.moves)) for (const move of moves) expect(states).toContain(move.to);
      expect(states).toContain(flow.initial);
      for (const field of Object.values(flow.stamps)) expect(flow.serverTimes).toContain(field);
    }
  });
});
