import type { IntlShape } from 'react-intl';
import type { FilterFieldConfig, OptionConfig } from '../../../api/pageConfig';
import type { FilterField, FilterValues } from '../../../ui';
import { configText } from './configText';

/** Filter-bar fields of a page configuration; booleans become a yes/no choice. */
export function toFilterFields(intl: IntlShape, fields: readonly FilterFieldConfig[], searched: Record<string, OptionConfig[]>): FilterField[] {
  return fields.map((f): FilterField => {
    const label = configText(intl, f.title);
    switch (f.kind) {
      case 'text':
        return { key: f.field, label, kind: 'text' };
      case 'numberRange':
        return { key: f.field, label, kind: 'numberRange' };
      case 'dateRange':
        return { key: f.field, label, kind: 'dateRange' };
      case 'boolean':
        return {
          key: f.field,
          label,
          kind: 'enum',
          options: [
            { value: 'true', label: intl.formatMessage({ id: 'common.yes' }) },
            { value: 'false', label: intl.formatMessage({ id: 'common.no' }) },
          ],
        };
      case 'select': {
        const options = f.options ?? searched[f.field] ?? [];
        return {
          key: f.field,
          label,
          kind: 'enum',
          multiple: f.multiple,
          options: options.map((o) => ({ value: typeof o.value === 'boolean' ? String(o.value) : o.value, label: configText(intl, o.label) })),
        };
      }
    }
  });
}

const isBlank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const day = (d: { format(pattern: string): string } | null) => (d ? d.format('YYYY-MM-DD') : undefined);

/**
 * The `filter` of filter/query for the filter-bar values, as PageConfig documents it:
 * text `{like}`, select value or list, ranges `{gte, lte}` (dates as whole days), booleans.
 */
export function toServerFilter(fields: readonly FilterFieldConfig[], values: FilterValues): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const f of fields) {
    const value = values[f.field];
    if (isBlank(value)) continue;
    if (f.kind === 'text' && typeof value === 'string' && value.trim() !== '') filter[f.field] = { like: value.trim() };
    else if (f.kind === 'boolean') filter[f.field] = value === 'true';
    else if (f.kind === 'select') filter[f.field] = value;
    else if ((f.kind === 'numberRange' || f.kind === 'dateRange') && Array.isArray(value)) {
      const [from, to] = value as [unknown, unknown];
      const range =
        f.kind === 'numberRange'
          ? { gte: typeof from === 'number' ? from : undefined, lte: typeof to === 'number' ? to : undefined }
          : { gte: day(from as never), lte: day(to as never) };
      const kept = Object.fromEntries(Object.entries(range).filter(([, v]) => v !== undefined));
      if (Object.keys(kept).length > 0) filter[f.field] = kept;
    }
  }
  return filter;
}
