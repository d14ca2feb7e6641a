import type { ColumnsType } from 'antd/es/table';
import type { IntlShape } from 'react-intl';
import type { SlaState, TicketSla, TicketSlaClock } from '../../../api/operations/ticketsTypes';
import type { ExportColumn } from '../../../lib/export/types';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import type { Tone } from '../../../ui/status-tag/tones';
import { faultTypeLabel, minutesText, priorityLabel, slaLabel, statusLabel, timeText } from './ticketWords';

export const SLA_TONE: Record<SlaState, Tone> = { met: 'success', running: 'info', breached: 'error' };

/** One column of a ticket list, as text: the table and the export show the same. */
export interface TicketField<T> {
  key: string;
  title: string;
  text: (row: T) => string;
}

/** The columns every kind of ticket has: its number first; its state, team, times, dues, SLA and rule after `own`. */
export function ticketFields<T extends TicketSlaClock>(intl: IntlShape, own: TicketField<T>[], handler: TicketField<T>): TicketField<T>[] {
  const head = (id: string) => intl.formatMessage({ id: `operations.tickets.column.${id}` });
  return [
    { key: 'ticketno', title: head('ticketno'), text: (r) => r.ticketno },
    ...own,
    { key: 'status', title: head('status'), text: (r) => statusLabel(intl, r.status) },
    { key: 'teamname', title: head('team'), text: (r) => r.teamname || intl.formatMessage({ id: 'operations.tickets.unassigned' }) },
    handler,
    { key: 'createtime', title: head('created'), text: (r) => timeText(intl, r.createtime, r.zone) },
    { key: 'responseDue', title: head('responseDue'), text: (r) => timeText(intl, r.responseDue, r.zone) },
    { key: 'resolutionDue', title: head('resolutionDue'), text: (r) => timeText(intl, r.resolutionDue, r.zone) },
    { key: 'responseMinutes', title: head('responseMinutes'), text: (r) => minutesText(intl, r.responseMinutes) },
    { key: 'resolutionMinutes', title: head('resolutionMinutes'), text: (r) => minutesText(intl, r.resolutionMinutes) },
    { key: 'sla', title: head('sla'), text: (r) => slaLabel(intl, r.sla) },
    { key: 'escalatedTo', title: head('escalatedTo'), text: (r) => r.escalatedTo },
    { key: 'rule', title: head('rule'), text: (r) => r.rule },
  ];
}

/** The table's columns of those fields: `wide` is the long text column, the SLA a tag. */
export function ticketTableColumns<T extends TicketSlaClock>(fields: TicketField<T>[], wide: string): ColumnsType<T> {
  return fields.map((f) => ({
    key: f.key,
    title: f.title,
    width: f.key === wide ? 240 : 140,
    render: (_: unknown, row: T) => (f.key === 'sla' ? <StatusTag tone={SLA_TONE[row.sla]}>{f.text(row)}</StatusTag> : f.text(row)),
  }));
}

export function ticketExportColumns<T>(fields: TicketField<T>[]): ExportColumn<T>[] {
  return fields.map((f) => ({ key: f.key, title: f.title, value: f.text }));
}

/** The period's fault tickets with their SLA. */
function fields(intl: IntlShape): TicketField<TicketSla>[] {
  const head = (id: string) => intl.formatMessage({ id: `operations.tickets.column.${id}` });
  return ticketFields<TicketSla>(
    intl,
    [
      { key: 'title', title: head('title'), text: (r) => r.title },
      { key: 'stationname', title: head('station'), text: (r) => r.stationname },
      { key: 'faulttype', title: head('faulttype'), text: (r) => faultTypeLabel(intl, r.faulttype) },
      { key: 'priority', title: head('priority'), text: (r) => priorityLabel(intl, r.priority) },
    ],
    { key: 'assignee', title: head('assignee'), text: (r) => r.assignee },
  );
}

export const slaColumns = (intl: IntlShape): ColumnsType<TicketSla> => ticketTableColumns(fields(intl), 'title');
export const slaExportColumns = (intl: IntlShape): ExportColumn<TicketSla>[] => ticketExportColumns(fields(intl));
