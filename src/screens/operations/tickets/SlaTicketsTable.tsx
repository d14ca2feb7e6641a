import type { ColumnsType } from 'antd/es/table';
import { useIntl } from 'react-intl';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { LoadFailed } from '../../../ui/LoadFailed';

/** The tickets of a period with their SLA (fault or customer-service columns), 20 a page. */
export function SlaTicketsTable<T extends { did: string }>({ label, rows, columns, loading, onRetry }: { label: string; rows: readonly T[]; columns: ColumnsType<T>; loading: boolean; onRetry?: () => void }) {
  const intl = useIntl();
  // The list failed and nothing is shown yet: say so and offer the retry, never a spinner that turns on.
  if (onRetry) return <LoadFailed title={intl.formatMessage({ id: 'operations.tickets.loadFailed' })} onRetry={onRetry} />;
  return (
    <Table<T>
      phoneCards
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
