import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, type TableColumnsType } from 'antd';
import type { ExportColumn } from '../../../lib/export';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { FilterBar, type FilterBarProps } from '../../../ui/filter-bar/FilterBar';

export interface PickListCardProps<Row extends { did: string }> {
  title: string;
  /** The add button, when the page grants add. */
  add?: { label: string; onClick: () => void; disabled?: boolean };
  /** The export of the filtered rows, when the page grants export. */
  exportColumns?: ExportColumn<Row>[];
  filterBar: Omit<FilterBarProps, 'loading'>;
  /** null while the list loads; the filtered rows once it came. */
  rows: readonly Row[] | null;
  emptyText: string;
  columns: TableColumnsType<Row>;
  /** The chosen row's did (from the URL), highlighted. */
  selected: string;
}

/**
 * The list half of a signage screen that shows one chosen record beside its list (playlists,
 * channels): title, add and export, the filter bar, and the filtered rows or why there are none.
 */
export function PickListCard<Row extends { did: string }>({ title, add, exportColumns, filterBar, rows, emptyText, columns, selected }: PickListCardProps<Row>) {
  return (
    <Card
      title={title}
      extra={
        <Space>
          {add ? (
            <Button type="primary" icon={<PlusOutlined />} disabled={add.disabled} onClick={add.onClick}>
              {add.label}
            </Button>
          ) : null}
          {exportColumns && rows ? <ExportButton job={rowsExportJob(async () => [...rows], exportColumns, title)} disabled={rows.length === 0} /> : null}
        </Space>
      }
    >
      <FilterBar {...filterBar} />
      {rows && rows.length === 0 ? (
        <EmptyData description={emptyText} />
      ) : (
        <Table<Row>
          aria-label={title}
          size="small"
          rowKey="did"
          loading={!rows}
          dataSource={rows ?? []}
          columns={columns}
          rowClassName={(row) => (row.did === selected ? 'ant-table-row-selected' : '')}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        />
      )}
    </Card>
  );
}
