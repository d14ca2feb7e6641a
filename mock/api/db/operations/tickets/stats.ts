import type { TicketGroupRow, TicketKpis, TicketOverview, TicketPeriod, TicketSla } from '../../../../../src/api/operations/ticketsTypes.ts';
import { dayIn } from '../../core/clock/zones.ts';
import { comparedPeriods, periodDays, type Period } from './period.ts';

/** Ticket figures: counts, SLA rate and mean working minutes over the tickets given, whole or grouped. */

const mean = (values: readonly number[]): number | null => (values.length === 0 ? null : Math.round(values.reduce((sum, v) => sum + v, 0) / values.length));

/** What the figures read of a ticket, fault or customer-service. */
export type SlaFigures = Pick<TicketSla, 'resolvetime' | 'sla' | 'responseMinutes' | 'resolutionMinutes'>;

export function kpisOf(tickets: readonly SlaFigures[]): TicketKpis {
  const resolved = tickets.filter((t) => t.resolvetime !== '');
  const breached = tickets.filter((t) => t.sla === 'breached').length;
  const met = tickets.filter((t) => t.sla === 'met').length;
  return {
    opened: tickets.length,
    resolved: resolved.length,
    open: tickets.length - resolved.length,
    breached,
    // Within SLA (sla.ts): completed by the resolution due, of the completed tickets.
    slaRate: resolved.length === 0 ? null : met / resolved.length,
    avgResponseMinutes: mean(tickets.flatMap((t) => (t.responseMinutes === null ? [] : [t.responseMinutes]))),
    avgResolutionMinutes: mean(tickets.flatMap((t) => (t.resolutionMinutes === null ? [] : [t.resolutionMinutes]))),
  };
}

/** One row per key, most tickets first (then by label). */
export function groupRows<T extends SlaFigures>(tickets: readonly T[], keyOf: (t: T) => [string, string]): TicketGroupRow[] {
  const groups = new Map<string, { label: string; tickets: T[] }>();
  for (const ticket of tickets) {
    const [key, label] = keyOf(ticket);
    const group = groups.get(key) ?? { label, tickets: [] };
    group.tickets.push(ticket);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .map(([key, group]) => groupRow(key, group.label, group.tickets))
    .sort((a, b) => b.opened - a.opened || a.label.localeCompare(b.label));
}

export function groupRow(key: string, label: string, tickets: readonly SlaFigures[]): TicketGroupRow {
  const kpis = kpisOf(tickets);
  return { key, label, opened: kpis.opened, resolved: kpis.resolved, breached: kpis.breached, slaRate: kpis.slaRate, avgResponseMinutes: kpis.avgResponseMinutes, avgResolutionMinutes: kpis.avgResolutionMinutes };
}

/** What an overview reads of a ticket besides its figures: its state and when it opened, in its store's zone. */
export type OverviewTicket = SlaFigures & Pick<TicketSla, 'status' | 'createtime' | 'zone'>;

/**
 * A period's overview of either kind of tickets: its figures against the previous period (to date
 * while the period runs), tickets opened and resolved by local day, and counts by state.
 */
export function overviewOf<T extends OverviewTicket>(period: TicketPeriod, opened: (days: Period) => readonly T[]): TicketOverview {
  const tickets = opened(period);
  const compared = comparedPeriods(period, period.today);
  const dayOf = (instant: string, t: T) => dayIn(Date.parse(instant), t.zone);
  const statuses = new Map<string, number>();
  for (const t of tickets) statuses.set(t.status, (statuses.get(t.status) ?? 0) + 1);
  return {
    ...period,
    kpis: kpisOf(tickets),
    previous: kpisOf(opened(compared.previous)),
    compared,
    trend: periodDays(period).map((day) => ({
      day,
      opened: tickets.filter((t) => dayOf(t.createtime, t) === day).length,
      resolved: tickets.filter((t) => t.resolvetime !== '' && dayOf(t.resolvetime, t) === day).length,
    })),
    byStatus: [...statuses.entries()].map(([status, count]) => ({ status, count })).sort((a, b) => b.count - a.count || a.status.localeCompare(b.status)),
  };
}
