import { ConfigProvider, Table as AntTable, type TableProps as AntTableProps } from 'antd';
import type { TableRef } from 'antd/es/table';
import { useContext, useEffect, useMemo, useRef } from 'react';
import { useNarrow } from '../hooks/useNarrow';
import { CardList } from './CardList';
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
  /** On a phone, show the rows as cards (CardList): for lists a person reads there (tickets, alarms, stations, assets). */
  phoneCards?: boolean;
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

/**
 * On a phone the table scrolls inside its own frame (never the page) with its key column, the
 * first, kept in view; a table that already fixes a column on the left chose its own.
 */
function usePhoneColumns<Row>(columns: TableProps<Row>['columns'], narrow: boolean): TableProps<Row>['columns'] {
  return useMemo(() => {
    if (!narrow || !columns || columns.length < 2 || columns.some((c) => c.fixed === 'left' || c.fixed === true)) return columns;
    const [first, ...rest] = columns;
    return [{ ...first!, fixed: 'left' as const }, ...rest];
  }, [columns, narrow]);
}

function KitTable<Row extends object>({ stableRows = false, phoneCards = false, ...props }: TableProps<Row>) {
  const ref = useRef<TableRef>(null);
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const narrow = useNarrow();
  useScrollRegions(() => ref.current?.nativeElement ?? null, getPrefixCls('table'), props['aria-label']);
  const columns = usePhoneColumns(useStableCells(props.columns, stableRows), narrow);
  const scroll = narrow ? { x: 'max-content' as const, ...props.scroll } : props.scroll;
  if (narrow && phoneCards) return <CardList<Row> {...props} />;
  return <AntTable<Row> ref={ref} {...props} scroll={scroll} columns={columns} />;
}

/**
 * antd's Table as every screen should use it: a table that scrolls sideways can be scrolled
 * from the keyboard, is named, and shows the focus ring (antd leaves its scroll box mouse-only).
 */
export const Table = Object.assign(KitTable, { Summary: AntTable.Summary });
