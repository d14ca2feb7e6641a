import type { ColumnsType } from 'antd/es/table';
import type { IntlShape } from 'react-intl';
import type { SlaState, TicketSla } from '../../../api/operations/ticketsTypes';
import type { ExportColumn } from '../../../lib/export/types';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import type { Tone } from '../../../ui/status-tag/tones';
import { faultTypeLabel, minutesText, priorityLabel, slaLabel, statusLabel, timeText } from './ticketWords';

export const SLA_TONE: Record<SlaState, Tone> = { met: 'success', running: 'info', breached: 'error' };

/** The period's tickets with their SLA: one column list for the table and the export. */
function fields(intl: IntlShape) {
  const head = (id: string) => intl.formatMessage({ id: `operations.tickets.column.${id}` });
  return [
    { key: 'ticketno', title: head('ticketno'), text: (r: TicketSla) => r.ticketno },
    { key: 'title', title: head('title'), text: (r: TicketSla) => r.title },
    { key: 'stationname', title: head('station'), text: (r: TicketSla) => r.stationname },
    { key: 'faulttype', title: head('faulttype'), text: (r: TicketSla) => faultTypeLabel(intl, r.faulttype) },
    { key: 'priority', title: head('priority'), text: (r: TicketSla) => priorityLabel(intl, r.priority) },
    { key: 'status', title: head('status'), text: (r: TicketSla) => statusLabel(intl, r.status) },
    { key: 'teamname', title: head('team'), text: (r: TicketSla) => r.teamname || intl.formatMessage({ id: 'operations.tickets.unassigned' }) },
    { key: 'assignee', title: head('assignee'), text: (r: TicketSla) => r.assignee },
    { key: 'createtime', title: head('created'), text: (r: TicketSla) => timeText(intl, r.createtime, r.zone) },
    { key: 'responseDue', title: head('responseDue'), text: (r: TicketSla) => timeText(intl, r.responseDue, r.zone) },
    { key: 'resolutionDue', title: head('resolutionDue'), text: (r: TicketSla) => timeText(intl, r.resolutionDue, r.zone) },
    { key: 'responseMinutes', title: head('responseMinutes'), text: (r: TicketSla) => minutesText(intl, r.responseMinutes) },
    { key: 'resolutionMinutes', title: head('resolutionMinutes'), text: (r: TicketSla) => minutesText(intl, r.resolutionMinutes) },
    { key: 'sla', title: head('sla'), text: (r: TicketSla) => slaLabel(intl, r.sla) },
    { key: 'escalatedTo', title: head('escalatedTo'), text: (r: TicketSla) => r.escalatedTo },
    { key: 'rule', title: head('rule'), text: (r: TicketSla) => r.rule },
  ];
}

export function slaColumns(intl: IntlShape): ColumnsType<TicketSla> {
  return fields(intl).map((f) => ({
    key: f.key,
    title: f.title,
    width: f.key === 'title' ? 240 : 140,
    render: (_: unknown, row: TicketSla) => (f.key === 'sla' ? <StatusTag tone={SLA_TONE[row.sla]}>{f.text(row)}</StatusTag> : f.text(row)),
  }));
}

export function slaExportColumns(intl: IntlShape): ExportColumn<TicketSla>[] {
  return fields(intl).map((f) => ({ key: f.key, title: f.title, value: f.text }));
}
