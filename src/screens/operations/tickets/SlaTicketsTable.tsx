import type { ColumnsType } from 'antd/es/table';
import { useIntl } from 'react-intl';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';

/** The tickets of a period with their SLA (fault or customer-service columns), 20 a page. */
export function SlaTicketsTable<T extends { did: string }>({ label, rows, columns, loading }: { label: string; rows: readonly T[]; columns: ColumnsType<T>; loading: boolean }) {
  const intl = useIntl();
  return (
    <Table<T>
      aria-label={label}
      size="small"
      rowKey={(row) => row.did}
      loading={loading}
      dataSource={rows}
      columns={columns}
      pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 2200 }}
      locale={{ emptyText: <EmptyData description={intl.formatMessage({ id: 'operations.tickets.noneInState' })} /> }}
    />
  );
}
