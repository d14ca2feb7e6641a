import type { ColumnsType } from 'antd/es/table';
import type { IntlShape } from 'react-intl';
import type { TicketGroupRow } from '../../../api/operations/ticketsTypes';
import type { ExportColumn } from '../../../lib/export/types';
import { minutesText, rateText } from './ticketWords';

/** Columns of grouped ticket figures (by team, assignee or type); `label` names the group. */
function fields(intl: IntlShape, groupTitle: string, label: (row: TicketGroupRow) => string) {
  const head = (id: string) => intl.formatMessage({ id: `operations.tickets.column.${id}` });
  return [
    { key: 'label', title: groupTitle, text: label },
    { key: 'opened', title: head('opened'), text: (r: TicketGroupRow) => intl.formatNumber(r.opened), value: (r: TicketGroupRow) => r.opened },
    { key: 'resolved', title: head('resolved'), text: (r: TicketGroupRow) => intl.formatNumber(r.resolved), value: (r: TicketGroupRow) => r.resolved },
    { key: 'breached', title: head('breached'), text: (r: TicketGroupRow) => intl.formatNumber(r.breached), value: (r: TicketGroupRow) => r.breached },
    { key: 'slaRate', title: head('slaRate'), text: (r: TicketGroupRow) => rateText(intl, r.slaRate), value: (r: TicketGroupRow) => r.slaRate },
    { key: 'avgResponseMinutes', title: head('avgResponse'), text: (r: TicketGroupRow) => minutesText(intl, r.avgResponseMinutes), value: (r: TicketGroupRow) => r.avgResponseMinutes },
    { key: 'avgResolutionMinutes', title: head('avgResolution'), text: (r: TicketGroupRow) => minutesText(intl, r.avgResolutionMinutes), value: (r: TicketGroupRow) => r.avgResolutionMinutes },
  ];
}

export function groupColumns(intl: IntlShape, groupTitle: string, label: (row: TicketGroupRow) => string): ColumnsType<TicketGroupRow> {
  return fields(intl, groupTitle, label).map((f) => ({ key: f.key, title: f.title, render: (_: unknown, row: TicketGroupRow) => f.text(row), align: f.key === 'label' ? 'left' : 'right' }));
}

export function groupExportColumns(intl: IntlShape, groupTitle: string, label: (row: TicketGroupRow) => string): ExportColumn<TicketGroupRow>[] {
  return fields(intl, groupTitle, label).map((f) => ({ key: f.key, title: f.title, value: 'value' in f && f.value ? f.value : f.text }));
}
