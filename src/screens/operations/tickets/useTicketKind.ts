import { TICKET_KINDS, type TicketKind } from '../../../api/operations/serviceTicketsTypes';
import { oneOfParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';

const kindParam = oneOfParam<TicketKind>(TICKET_KINDS);

/**
 * Which tickets a desk screen shows, in the URL (`tickets=service|fault`). Without it, the fault
 * tickets, as the desk's links always meant.
 */
export function useTicketKind(): [TicketKind, (kind: TicketKind) => void] {
  return useSearchParam('tickets', kindParam, 'fault');
}
