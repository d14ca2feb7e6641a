import type { IntlShape } from 'react-intl';
import type { ExportCellType, ExportColumn } from '../../lib/export';
import { normalizeLayout, visibleColumns } from './columnLayout';
import type { ColumnLayout, ColumnType, DataColumn } from './types';

const EXPORT_TYPE: Record<ColumnType, ExportCellType> = {
  text: 'text',
  number: 'number',
  money: 'number', // a number in the file, so it can be summed; the currency is the column's
  date: 'date',
  datetime: 'datetime',
  enum: 'text',
  status: 'text',
  boolean: 'text',
  link: 'text',
};

const PX_PER_CHARACTER = 7;

/**
 * The export columns matching what the table shows: the visible columns in layout order,
 * enum and status labels instead of codes, yes/no for booleans.
 */
export function toExportColumns<Row>(columns: DataColumn<Row>[], intl: IntlShape, layout?: ColumnLayout | null): ExportColumn<Row>[] {
  const shown = visibleColumns(columns, normalizeLayout(columns, layout));
  return shown.map((column) => {
    const type = column.type ?? 'text';
    const read = (row: Row) => (row as Record<string, unknown>)[column.key];
    const labelOf = (value: unknown) => column.options?.find((o) => String(o.value) === String(value))?.label ?? value;
    const value =
      type === 'enum' || type === 'status'
        ? (row: Row) => labelOf(read(row))
        : type === 'boolean'
          ? (row: Row) => {
              const v = read(row);
              if (v === null || v === undefined || v === '') return null;
              const truthy = v === true || v === 1 || v === '1' || v === 'true';
              return intl.formatMessage({ id: truthy ? 'common.yes' : 'common.no' });
            }
          : type === 'link' && column.linkText
            ? column.linkText
            : undefined;
    return {
      key: column.key,
      title: column.title,
      type: EXPORT_TYPE[type],
      width: column.width ? Math.round(column.width / PX_PER_CHARACTER) : undefined,
      value,
      // Instants in the zone the table shows them in (the store's).
      ...(type === 'date' || type === 'datetime' ? { timeZone: intl.timeZone } : {}),
    };
  });
}
