import type { ColumnsType } from 'antd/es/table';
import type { IntlShape } from 'react-intl';
import type { ServiceTicketSla } from '../../../api/operations/serviceTicketsTypes';
import type { ExportColumn } from '../../../lib/export/types';
import { categoryLabel, channelLabel } from './serviceWords';
import { ticketExportColumns, ticketFields, ticketTableColumns, type TicketField } from './slaColumns';

/** The period's customer-service tickets with their SLA: one column list for the table and the export. */
function fields(intl: IntlShape): TicketField<ServiceTicketSla>[] {
  const head = (id: string) => intl.formatMessage({ id: `operations.tickets.column.${id}` });
  return ticketFields<ServiceTicketSla>(
    intl,
    [
      { key: 'customername', title: head('customer'), text: (r) => r.customername },
      { key: 'category', title: head('category'), text: (r) => categoryLabel(intl, r.category) },
      { key: 'channel', title: head('channel'), text: (r) => channelLabel(intl, r.channel) },
      { key: 'content', title: head('content'), text: (r) => r.content },
      { key: 'businessname', title: head('store'), text: (r) => r.businessname },
    ],
    { key: 'handler', title: head('handler'), text: (r) => r.handler },
  );
}

export const serviceSlaColumns = (intl: IntlShape): ColumnsType<ServiceTicketSla> => ticketTableColumns(fields(intl), 'content');
export const serviceSlaExportColumns = (intl: IntlShape): ExportColumn<ServiceTicketSla>[] => ticketExportColumns(fields(intl));
