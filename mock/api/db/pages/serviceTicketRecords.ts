import { SERVICE_TICKET_PID } from '../../../../src/api/operations/serviceTicketsTypes.ts';
import type { UserRecord } from '../users.ts';
import { CHANNEL, SERVICE_CATEGORY } from './options.ts';
import type { PageState } from './PageState.ts';

/** The list records the work-order desk reads for customer-service tickets: the service ticket list is their store. */
export function serviceTicketRecords(pages: PageState) {
  const tickets = () => pages.require(SERVICE_TICKET_PID);
  return {
    serviceTickets: (user: UserRecord) => tickets().table.rows(user),
    serviceTicketHistory: (user: UserRecord) => tickets().history.rows(user),
    categories: SERVICE_CATEGORY.map((o) => String(o.value)),
    channels: CHANNEL.map((o) => String(o.value)),
  };
}
