import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { AuditPage, AuditRow } from '../../../api/admin/auditTypes';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import type { Resource } from '../../../ui/resource/Resource';
import { auditColumns } from './auditColumns';

export const AUDIT_PAGE_SIZE = 20;

export interface AuditResultsProps {
  list: Resource<AuditPage>;
  page: number;
  onPage: (page: number) => void;
  /** Whether a filter is set (the empty text says so). */
  filtered: boolean;
  /** Must keep its identity: the columns, and so every cell, are built again when it changes. */
  onOpen: (row: AuditRow) => void;
}

/**
 * The page of entries, or the empty text. A component of its own (observer, so memoized): a change
 * of address re-renders the screen and its filter bar, not the 20 rows, and the request leaves
 * sooner; while the next page loads only the spinner changes (stable rows keep their cells).
 */
export const AuditResults = observer(function AuditResults({ list, page, onPage, filtered, onOpen }: AuditResultsProps) {
  const intl = useIntl();
  const columns = useMemo(() => auditColumns(intl, { onOpen }), [intl, onOpen]);
  const value = list.value;
  if (value && value.total === 0) return <EmptyData description={intl.formatMessage({ id: filtered ? 'admin.audit.noneMatch' : 'admin.audit.none' })} />;
  return (
    <Table<AuditRow>
      aria-label={intl.formatMessage({ id: 'admin.audit.table' })}
      size="small"
      rowKey="seq"
      stableRows
      tableLayout="fixed"
      loading={!value || list.loading}
      dataSource={value?.data ?? []}
      columns={columns}
      pagination={{ current: page, pageSize: AUDIT_PAGE_SIZE, total: value?.total ?? 0, onChange: onPage, showSizeChanger: false }}
      scroll={{ x: 1200 }}
    />
  );
});
