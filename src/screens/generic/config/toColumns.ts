import type { IntlShape } from 'react-intl';
import type { ColumnConfig } from '../../../api/pageConfig';
import type { DataColumn } from '../../../ui';
import { configText, optionLabels } from './configText';

export type RecordRow = Record<string, unknown> & { did: string };

/**
 * Table columns of a page configuration. A `link` column points at another record: it opens
 * that record's detail view through `openRecord` (an in-app route, never a raw URL).
 */
export function toColumns(
  intl: IntlShape,
  columns: readonly ColumnConfig[],
  renderLink: (pid: string, did: string, text: string) => React.ReactNode,
): DataColumn<RecordRow>[] {
  return columns.map((c) => {
    // A money column's unit is its currency (the records' own), shown by the cell, not the title.
    const currency = c.type === 'money' && c.unit && /^[A-Z]{3}$/.test(c.unit) ? c.unit : undefined;
    const title = configText(intl, c.title) + (c.unit && !currency ? ` (${c.unit})` : '');
    const base: DataColumn<RecordRow> = {
      key: c.field,
      title,
      width: c.width,
      sortable: c.sortable,
      defaultHidden: !c.visible,
      options: optionLabels(intl, c.options),
      fractionDigits: c.digits,
      currency,
    };
    if (c.type === 'link' && c.link) {
      const { pid, didField } = c.link;
      return {
        ...base,
        type: 'text',
        render: (value, row) => {
          const did = row[didField];
          return typeof did === 'string' && did ? renderLink(pid, did, String(value ?? did)) : String(value ?? '');
        },
      };
    }
    return { ...base, type: c.type };
  });
}

/** The conditions of a `baseFilter` list (items `{field, value}`) as a filter object; others are skipped. */
export function baseFilterToFilter(list: readonly unknown[]): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, key, value } = item as { field?: unknown; key?: unknown; value?: unknown };
    const name = typeof field === 'string' ? field : typeof key === 'string' ? key : '';
    if (/^[A-Za-z_][\w.]{0,63}$/.test(name) && value !== undefined) filter[name] = value;
  }
  return filter;
}
