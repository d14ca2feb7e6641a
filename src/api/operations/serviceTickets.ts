import { domainApi } from '../domainApi';
import type { CallOptions, HttpClient } from '../http';
import type { ServiceRankBy, ServiceTicketRanking, ServiceTicketSlaList } from './serviceTicketsTypes';
import type { TicketOverview, TicketStatistics } from './ticketsTypes';

type Read = Pick<CallOptions, 'silent' | 'signal' | 'hideError'>;
/** Every call names the page it comes from; figures take a period of local days (none: the 30 days to today). */
interface During {
  pid: string;
  from?: string;
  to?: string;
}

const path = (call: string) => `/vtproxy/workorder/service/${call}`;

/** The work-order desk's customer-service tickets: SLA and figures over the service ticket list (serviceTicketsTypes.ts lists the calls). */
export function createServiceTicketsApi(http: HttpClient) {
  return {
    tickets: (query: During & { store?: string }, opts?: Read) => http.post<ServiceTicketSlaList>(path('sla'), query, opts),
    overview: (query: During & { store?: string }, opts?: Read) => http.post<TicketOverview>(path('overview'), query, opts),
    rank: (query: During & { by: ServiceRankBy }, opts?: Read) => http.post<ServiceTicketRanking>(path('rank'), query, opts),
    /** byType: by category. */
    statistics: (query: During, opts?: Read) => http.post<TicketStatistics>(path('statistics'), query, opts),
  };
}

export type ServiceTicketsApi = ReturnType<typeof createServiceTicketsApi>;

/** The section over a mount's api: `serviceTicketsApi(api).…`. */
export const serviceTicketsApi = domainApi(createServiceTicketsApi);
