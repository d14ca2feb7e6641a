import { domainApi } from '../domainApi';
import type { CallOptions, HttpClient } from '../http';
import type { ServiceTicketRule } from './serviceTicketsTypes';
import type { RankBy, ScreeningList, TicketOverview, TicketRanking, TicketRule, TicketRuleBook, TicketSla, TicketSlaList, TicketStatistics, WorkCalendar } from './ticketsTypes';

type Read = Pick<CallOptions, 'silent' | 'signal' | 'hideError'>;
type Write = Pick<CallOptions, 'hideError'>;
/** Every call names the page it comes from; figures take a period of local days (none: the 30 days to today). */
interface At {
  pid: string;
}
interface During extends At {
  from?: string;
  to?: string;
}

const path = (call: string) => `/vtproxy/workorder/${call}`;

/** The work-order desk: ticket rules and SLA, figures over the fault tickets list, fault screening (ticketsTypes.ts lists the calls). */
export function createTicketsApi(http: HttpClient) {
  return {
    rules: (query: At, opts?: Read) => http.post<TicketRuleBook>(path('rules/get'), query, opts),
    /** Made on the book's `version`; `overwrite` saves over a newer one on purpose. */
    saveRules: (body: At & { version: number; overwrite?: boolean; rules: TicketRule[]; calendar: WorkCalendar; serviceRules?: ServiceTicketRule[] }, opts?: Write) => http.post<TicketRuleBook>(path('rules/save'), body, opts),
    tickets: (query: During & { station?: string }, opts?: Read) => http.post<TicketSlaList>(path('ticket/sla'), query, opts),
    overview: (query: During & { station?: string }, opts?: Read) => http.post<TicketOverview>(path('overview'), query, opts),
    rank: (query: During & { by: RankBy }, opts?: Read) => http.post<TicketRanking>(path('rank'), query, opts),
    statistics: (query: During, opts?: Read) => http.post<TicketStatistics>(path('statistics'), query, opts),
    screening: (query: During, opts?: Read) => http.post<ScreeningList>(path('screening/list'), query, opts),
    /** Opens a fault ticket for the candidate (routed by the rules); answers the ticket. */
    confirm: (body: At & { id: string }, opts?: Write) => http.post<TicketSla>(path('screening/confirm'), body, opts),
  };
}

export type TicketsApi = ReturnType<typeof createTicketsApi>;

/** The section over a mount's api: `ticketsApi(api).…`. */
export const ticketsApi = domainApi(createTicketsApi);
