import { Card, Checkbox, Pagination, Spin, type TableColumnType, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type Key, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyData } from '../EmptyData';
import type { TableProps } from './Table';

type Column<Row> = TableColumnType<Row>;

/** The columns as cards show them: groups flattened, hidden ones left out. */
function leafColumns<Row>(columns: ColumnsType<Row> = []): Column<Row>[] {
  return columns.flatMap((c) => ('children' in c && c.children ? leafColumns(c.children) : c.hidden ? [] : [c as Column<Row>]));
}

function cellOf<Row>(column: Column<Row>, row: Row, index: number): ReactNode {
  const path = column.dataIndex === undefined ? [] : ([] as PropertyKey[]).concat(column.dataIndex as PropertyKey | PropertyKey[]);
  const value = path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown> | undefined)?.[key], row);
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined ? '' : String(value);
}

const titleOf = <Row,>(column: Column<Row>): ReactNode => (typeof column.title === 'function' ? column.title({}) : column.title);

const keyOf = <Row,>(row: Row, index: number, rowKey: TableProps<Row>['rowKey']): Key =>
  typeof rowKey === 'function' ? rowKey(row, index) : ((row as Record<string, Key>)[rowKey ?? 'key'] ?? index);

/** The page of rows shown: the table's own paging (server-side when it gives a total), else ten at a time. */
function usePage<Row>(rows: readonly Row[], pagination: TableProps<Row>['pagination']) {
  const config: TablePaginationConfig | undefined = pagination === false ? undefined : (pagination ?? {});
  const [own, setOwn] = useState({ current: 1, pageSize: 10 });
  if (!config) return { shown: rows, config: undefined, current: 1, pageSize: rows.length, setOwn };
  const current = config.current ?? own.current;
  const pageSize = config.pageSize ?? own.pageSize;
  const serverSide = config.total !== undefined && config.total !== rows.length;
  const shown = serverSide ? rows : rows.slice((current - 1) * pageSize, current * pageSize);
  return { shown, config, current, pageSize, setOwn };
}

const emptyText = (text: NonNullable<TableProps<object>['locale']>['emptyText']): ReactNode => (typeof text === 'function' ? text() : text);

/**
 * A table's rows as cards, for a list a person reads on a phone (tickets, alarms, stations,
 * assets): the first column names the card, the others follow as labelled values, with the same
 * cells (and so the same actions), the same selection and the same paging as the table.
 */
export function CardList<Row extends object>(props: TableProps<Row>) {
  const intl = useIntl();
  const columns = leafColumns(props.columns);
  const rows = props.dataSource ?? [];
  const { shown, config, current, pageSize, setOwn } = usePage(rows, props.pagination);
  const selection = props.rowSelection;
  const selected = new Set(selection?.selectedRowKeys ?? []);
  const [head, ...rest] = columns;
  const toggle = (key: Key, on: boolean) => {
    const keys = on ? [...selected, key] : [...selected].filter((k) => k !== key);
    const chosen = rows.filter((row, i) => keys.includes(keyOf(row, i, props.rowKey)));
    selection?.onChange?.(keys, chosen, { type: 'single' });
  };
  const changePage = (page: number, size: number) => {
    setOwn({ current: page, pageSize: size });
    config?.onChange?.(page, size);
    props.onChange?.({ ...config, current: page, pageSize: size }, {}, [], { action: 'paginate', currentDataSource: [...rows] });
  };
  const loading = typeof props.loading === 'object' ? props.loading.spinning : props.loading;
  return (
    <Spin spinning={Boolean(loading)}>
      {shown.length === 0 && !loading ? (emptyText(props.locale?.emptyText) ?? <EmptyData />) : null}
      <ul aria-label={props['aria-label']} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} data-card-list="">
        {shown.map((row, index) => {
          const key = keyOf(row, index, props.rowKey);
          const title = head ? cellOf(head, row, index) : null;
          return (
            <li key={key} data-row-key={String(key)}>
              <Card
                size="small"
                title={title}
                extra={
                  selection ? (
                    <Checkbox
                      checked={selected.has(key)}
                      onChange={(event) => toggle(key, event.target.checked)}
                      aria-label={intl.formatMessage({ id: 'ui.cards.select' })}
                    />
                  ) : null
                }
              >
                <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(96px, auto) 1fr', gap: '6px 12px', margin: 0 }}>
                  {rest.map((column, i) => (
                    <div key={String(column.key ?? column.dataIndex ?? i)} style={{ display: 'contents' }}>
                      <dt style={{ opacity: 0.75 }}>{titleOf(column)}</dt>
                      <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{cellOf(column, row, index)}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            </li>
          );
        })}
      </ul>
      {config && (config.total ?? rows.length) > pageSize ? (
        <Pagination
          style={{ marginTop: 12, justifyContent: 'center' }}
          simple
          current={current}
          pageSize={pageSize}
          total={config.total ?? rows.length}
          onChange={changePage}
        />
      ) : null}
    </Spin>
  );
}
