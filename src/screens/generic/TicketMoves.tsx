import { Button, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { movesFrom, ticketFlowOf, type TicketMove } from '../../lib/ticketFlow';

export interface TicketMovesProps {
  pid: string;
  /** The ticket's state now. */
  status: string;
  /** Sends the move (the server stamps its time); resolves when saved. */
  move: (to: string) => Promise<unknown>;
}

/** A ticket's next states (the one transition table), each a button; nothing on lists that are not tickets. */
export function TicketMoves({ pid, status, move }: TicketMovesProps) {
  const intl = useIntl();
  const [sending, setSending] = useState<string>();
  const flow = ticketFlowOf(pid);
  if (!flow) return null;
  const send = async (next: TicketMove) => {
    setSending(next.to);
    try {
      await move(next.to);
    } catch {
      // The refusal is shown by the API's notice; the ticket stays as it was.
    } finally {
      setSending(undefined);
    }
  };
  return (
    <Space wrap role="group" aria-label={intl.formatMessage({ id: 'tickets.moves' })}>
      {movesFrom(flow, status).map((next) => (
        <Button key={next.action} loading={sending === next.to} disabled={sending !== undefined} onClick={() => void send(next)}>
          {intl.formatMessage({ id: `tickets.move.${next.action}` })}
        </Button>
      ))}
    </Space>
  );
}
