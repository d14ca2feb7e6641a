import type { TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyData } from '../EmptyData';
import { ColumnSettings } from './ColumnSettings';
import { normalizeLayout, visibleColumns } from './columnLayout';
import { isNumericColumn, renderCell } from './renderCell';
import { Table } from './Table';
import type { ColumnLayout, DataColumn, SortOrder, TableChange, TableSort } from './types';

/** Rows per page from which the table renders virtually (only the rows in view exist in the DOM). */
export const VIRTUAL_ROW_THRESHOLD = 100;
const DEFAULT_SCROLL_Y = 480;
const DEFAULT_COLUMN_WIDTH = 150;
const ACTIONS_KEY = '__actions';

export interface DataTableProps<Row> {
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  pageSizeOptions?: number[];
  sort?: TableSort | null;
  loading?: boolean;
  /** Page, page size or sort changed: fetch again. A new sort starts at page 1. */
  onChange: (change: TableChange) => void;
  /** Saved column layout; the table keeps its own when absent. */
  columnLayout?: ColumnLayout | null;
  /** Called with every layout change, to persist it. */
  onColumnLayoutChange?: (layout: ColumnLayout) => void;
  /** Set false to hide the column settings button. */
  columnSettings?: boolean;
  /** Content of a last, right-fixed column (edit, delete…). */
  rowActions?: (row: Row) => ReactNode;
  rowActionsWidth?: number;
  /** Left side of the bar above the table (export button, add button…). */
  toolbar?: ReactNode;
  emptyDescription?: ReactNode;
  /** Height of the scrolling body when the page is large enough to render virtually. */
  scrollY?: number;
  virtualThreshold?: number;
  'aria-label'?: string;
  /** On a phone, the rows as cards (same cells, actions and paging; no header to sort by). */
  phoneCards?: boolean;
}

const toAntOrder = (order: SortOrder): 'ascend' | 'descend' => (order === 'asc' ? 'ascend' : 'descend');

function sortFrom<Row>(sorter: SorterResult<Row> | SorterResult<Row>[]): TableSort | null {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first?.order || first.columnKey === undefined) return null;
  return { key: String(first.columnKey), order: first.order === 'ascend' ? 'asc' : 'desc' };
}

/** A server-side paged and sorted table over typed column definitions. */
export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const { columns, rows, sort = null, rowActions, onChange } = props;
  const intl = useIntl();
  const [ownLayout, setOwnLayout] = useState<ColumnLayout | null>(null);
  const savedLayout = props.columnLayout !== undefined ? props.columnLayout : ownLayout;
  const layout = useMemo(() => normalizeLayout(columns, savedLayout), [columns, savedLayout]);
  const changeLayout = (next: ColumnLayout) => {
    setOwnLayout(next);
    props.onColumnLayoutChange?.(next);
  };

  const antColumns = useMemo<NonNullable<TableProps<Row>['columns']>>(() => {
    const shown = visibleColumns(columns, layout).map((column) => ({
      key: column.key,
      dataIndex: column.key,
      title: column.title,
      width: column.width,
      align: isNumericColumn(column) ? ('right' as const) : undefined,
      sorter: column.sortable ? true : undefined,
      sortOrder: column.sortable ? (sort?.key === column.key ? toAntOrder(sort.order) : null) : undefined,
      sortDirections: ['ascend' as const, 'descend' as const],
      render: (value: unknown, row: Row) => renderCell(column, value, row, intl),
    }));
    if (!rowActions) return shown;
    return [
      ...shown,
      {
        key: ACTIONS_KEY,
        title: intl.formatMessage({ id: 'common.actions' }),
        fixed: 'right' as const,
        width: props.rowActionsWidth ?? 160,
        render: (_: unknown, row: Row) => rowActions(row),
      },
    ];
  }, [columns, layout, sort, rowActions, props.rowActionsWidth, intl]);

  const virtual = rows.length > (props.virtualThreshold ?? VIRTUAL_ROW_THRESHOLD);
  // antd's virtual table needs a numeric scroll width as well as a height.
  const scrollX = antColumns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : DEFAULT_COLUMN_WIDTH), 0);
  const showSettings = props.columnSettings !== false;

  return (
    <section aria-label={props['aria-label']}>
      {(props.toolbar || showSettings) && (
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 8 }}>
          <div style={{ display: 'flex', gap: 8 }}>{props.toolbar}</div>
          {showSettings && <ColumnSettings columns={columns} layout={layout} onChange={changeLayout} />}
        </div>
      )}
      <Table<Row>
        aria-label={props['aria-label'] ?? intl.formatMessage({ id: 'ui.table.label' })}
        columns={antColumns}
        dataSource={rows}
        rowKey={props.rowKey}
        loading={props.loading}
        virtual={virtual}
        phoneCards={props.phoneCards}
        scroll={virtual ? { x: scrollX, y: props.scrollY ?? DEFAULT_SCROLL_Y } : { x: 'max-content' }}
        locale={{ emptyText: <EmptyData description={props.emptyDescription} /> }}
        pagination={{
          current: props.page,
          pageSize: props.pageSize,
          total: props.total,
          showSizeChanger: true,
          pageSizeOptions: props.pageSizeOptions ?? [10, 20, 50, 100],
          showTotal: (total) => intl.formatMessage({ id: 'ui.table.total' }, { total: intl.formatNumber(total) }),
        }}
        onChange={(pagination, _filters, sorter, extra) => {
          // A page turn keeps the sort (the phone's cards have no header to report it).
          const nextSort = extra.action === 'paginate' ? sort : sortFrom(sorter);
          onChange({
            page: extra.action === 'sort' ? 1 : (pagination.current ?? 1),
            pageSize: pagination.pageSize ?? props.pageSize,
            sort: nextSort,
          });
        }}
      />
    </section>
  );
}
