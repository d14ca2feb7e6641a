import { ConfigProvider, Table as AntTable, type TableProps as AntTableProps } from 'antd';
import type { TableRef } from 'antd/es/table';
import { useContext, useEffect, useMemo, useRef } from 'react';
import { useScrollRegions } from './scrollRegion';

export type TableProps<Row> = AntTableProps<Row> & {
  /** Names the table and, when it overflows, its keyboard-scrollable region. */
  'aria-label': string;
  /**
   * The rows keep their object while unchanged (a live list through reuseUnchanged): a cell is
   * drawn again only when its row object or the columns change. Columns must then be memoized
   * on everything their renders read besides the row (observer cells update themselves).
   */
  stableRows?: boolean;
};

/** Columns whose cells redraw only for a new row object, or on the first render with these columns. */
function useStableCells<Row>(columns: TableProps<Row>['columns'], on: boolean): TableProps<Row>['columns'] {
  const fresh = useRef(true);
  const stable = useMemo(() => {
    fresh.current = true;
    return on && columns
      ? columns.map((c) => ({ ...c, shouldCellUpdate: (row: Row, previous: Row) => fresh.current || row !== previous }))
      : columns;
  }, [columns, on]);
  useEffect(() => {
    fresh.current = false;
  }, [stable]);
  return stable;
}

function KitTable<Row extends object>({ stableRows = false, ...props }: TableProps<Row>) {
  const ref = useRef<TableRef>(null);
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  useScrollRegions(() => ref.current?.nativeElement ?? null, getPrefixCls('table'), props['aria-label']);
  const columns = useStableCells(props.columns, stableRows);
  return <AntTable<Row> ref={ref} {...props} columns={columns} />;
}

/**
 * antd's Table as every screen should use it: a table that scrolls sideways can be scrolled
 * from the keyboard, is named, and shows the focus ring (antd leaves its scroll box mouse-only).
 */
export const Table = Object.assign(KitTable, { Summary: AntTable.Summary });
