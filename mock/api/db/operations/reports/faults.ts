import type { CountOf, FaultStats, FaultStatsQuery } from '../../../../../src/api/operations/reportsTypes.ts';
import { dayOfIsoIn } from '../../core/clock/zones.ts';

/** A fault ticket as the fault tickets list (p-fault-tickets) holds it: the fields the reports read. */
export interface FaultTicket {
  ticketno: string;
  stationdid: string;
  stationname: string;
  businessdid: string;
  devicecode: string;
  faulttype: string;
  status: string;
  createtime: string;
  resolvetime: string;
}

/** The month a ticket was created in, in its station's zone. */
export const monthOfTicket = (ticket: FaultTicket, zoneOf: (store: string) => string): string => dayOfIsoIn(ticket.createtime, zoneOf(ticket.businessdid)).slice(0, 7);

/** The tickets a query picks: created in its months, at its station and of its type ('' for all). */
export function ticketsOf(tickets: readonly FaultTicket[], query: FaultStatsQuery, zoneOf: (store: string) => string): FaultTicket[] {
  return tickets.filter((t) => {
    const month = monthOfTicket(t, zoneOf);
    return month >= query.from && month <= query.to && (!query.station || t.stationdid === query.station) && (!query.faulttype || t.faulttype === query.faulttype);
  });
}

/** Counts by key, most first, then by key (stable for equal counts). */
function counted(keys: readonly string[], name: (key: string) => string = () => ''): CountOf[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].map(([key, count]) => ({ key, name: name(key), count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** Fault statistics by type, station and month; every count is a count of the list's records. */
export function faultStatsOf(tickets: readonly FaultTicket[], query: FaultStatsQuery, zoneOf: (store: string) => string): FaultStats {
  const picked = ticketsOf(tickets, query, zoneOf);
  const names = new Map(picked.map((t) => [t.stationdid, t.stationname]));
  const cells: Record<string, number> = {};
  for (const t of picked) {
    const cell = `${t.stationdid}|${monthOfTicket(t, zoneOf)}`;
    cells[cell] = (cells[cell] ?? 0) + 1;
  }
  return {
    total: picked.length,
    byType: counted(picked.map((t) => t.faulttype)),
    byStation: counted(picked.map((t) => t.stationdid), (did) => names.get(did) ?? did),
    byMonth: counted(picked.map((t) => monthOfTicket(t, zoneOf))).sort((a, b) => a.key.localeCompare(b.key)),
    cells,
  };
}
