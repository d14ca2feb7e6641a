import { ConfigProvider, Table as AntTable, type TableProps as AntTableProps } from 'antd';
import type { TableRef } from 'antd/es/table';
import { useContext, useRef } from 'react';
import { useScrollRegions } from './scrollRegion';

export type TableProps<Row> = AntTableProps<Row> & {
  /** Names the table and, when it overflows, its keyboard-scrollable region. */
  'aria-label': string;
};

function KitTable<Row extends object>(props: TableProps<Row>) {
  const ref = useRef<TableRef>(null);
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  useScrollRegions(() => ref.current?.nativeElement ?? null, getPrefixCls('table'), props['aria-label']);
  return <AntTable<Row> ref={ref} {...props} />;
}

/**
 * antd's Table as every screen should use it: a table that scrolls sideways can be scrolled
 * from the keyboard, is named, and shows the focus ring (antd leaves its scroll box mouse-only).
 */
export const Table = Object.assign(KitTable, { Summary: AntTable.Summary });
