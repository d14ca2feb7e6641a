import type { ColumnsType } from 'antd/es/table';
import type { IntlShape } from 'react-intl';
import type { ServiceTicketSla } from '../../../api/operations/serviceTicketsTypes';
import type { ExportColumn } from '../../../lib/export/types';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { categoryLabel, channelLabel } from './serviceWords';
import { SLA_TONE } from './slaColumns';
import { minutesText, slaLabel, statusLabel, timeText } from './ticketWords';

/** The period's customer-service tickets with their SLA: one column list for the table and the export. */
function fields(intl: IntlShape) {
  const head = (id: string) => intl.formatMessage({ id: `operations.tickets.column.${id}` });
  return [
    { key: 'ticketno', title: head('ticketno'), text: (r: ServiceTicketSla) => r.ticketno },
    { key: 'customername', title: head('customer'), text: (r: ServiceTicketSla) => r.customername },
    { key: 'category', title: head('category'), text: (r: ServiceTicketSla) => categoryLabel(intl, r.category) },
    { key: 'channel', title: head('channel'), text: (r: ServiceTicketSla) => channelLabel(intl, r.channel) },
    { key: 'content', title: head('content'), text: (r: ServiceTicketSla) => r.content },
    { key: 'businessname', title: head('store'), text: (r: ServiceTicketSla) => r.businessname },
    { key: 'status', title: head('status'), text: (r: ServiceTicketSla) => statusLabel(intl, r.status) },
    { key: 'teamname', title: head('team'), text: (r: ServiceTicketSla) => r.teamname || intl.formatMessage({ id: 'operations.tickets.unassigned' }) },
    { key: 'handler', title: head('handler'), text: (r: ServiceTicketSla) => r.handler },
    { key: 'createtime', title: head('created'), text: (r: ServiceTicketSla) => timeText(intl, r.createtime, r.zone) },
    { key: 'responseDue', title: head('responseDue'), text: (r: ServiceTicketSla) => timeText(intl, r.responseDue, r.zone) },
    { key: 'resolutionDue', title: head('resolutionDue'), text: (r: ServiceTicketSla) => timeText(intl, r.resolutionDue, r.zone) },
    { key: 'responseMinutes', title: head('responseMinutes'), text: (r: ServiceTicketSla) => minutesText(intl, r.responseMinutes) },
    { key: 'resolutionMinutes', title: head('resolutionMinutes'), text: (r: ServiceTicketSla) => minutesText(intl, r.resolutionMinutes) },
    { key: 'sla', title: head('sla'), text: (r: ServiceTicketSla) => slaLabel(intl, r.sla) },
    { key: 'escalatedTo', title: head('escalatedTo'), text: (r: ServiceTicketSla) => r.escalatedTo },
    { key: 'rule', title: head('rule'), text: (r: ServiceTicketSla) => r.rule },
  ];
}

export function serviceSlaColumns(intl: IntlShape): ColumnsType<ServiceTicketSla> {
  return fields(intl).map((f) => ({
    key: f.key,
    title: f.title,
    width: f.key === 'content' ? 240 : 140,
    render: (_: unknown, row: ServiceTicketSla) => (f.key === 'sla' ? <StatusTag tone={SLA_TONE[row.sla]}>{f.text(row)}</StatusTag> : f.text(row)),
  }));
}

export function serviceSlaExportColumns(intl: IntlShape): ExportColumn<ServiceTicketSla>[] {
  return fields(intl).map((f) => ({ key: f.key, title: f.title, value: f.text }));
}
