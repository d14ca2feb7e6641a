import { Badge } from 'antd';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { formatWallClock, toFiniteNumber, toWallClock } from '../../lib/export/cellValue';
import { dayText } from '../../lib/dateText';
import { currencyForLocale } from '../format/currency';
import { safeHref } from '../format/safeHref';
import type { DataColumn } from './types';

/** What an empty cell shows. */
export const EMPTY_CELL = '—';

export function isNumericColumn(column: { type?: string }): boolean {
  return column.type === 'number' || column.type === 'money';
}

function optionOf<Row>(column: DataColumn<Row>, value: unknown) {
  // Configuration often mixes 1 and "1": compare as text.
  return column.options?.find((option) => String(option.value) === String(value));
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

/** The content of one cell for its column type; values that do not fit the type show as text. */
export function renderCell<Row>(column: DataColumn<Row>, value: unknown, row: Row, intl: IntlShape): ReactNode {
  if (column.render) return column.render(value, row);
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  switch (column.type) {
    case 'number': {
      const n = toFiniteNumber(value);
      return n === null ? text(value) : intl.formatNumber(n, { maximumFractionDigits: column.fractionDigits ?? 2 });
    }
    case 'money': {
      const n = toFiniteNumber(value);
      const currency = column.currency ?? currencyForLocale(intl.locale);
      const digits = column.fractionDigits === undefined ? {} : { minimumFractionDigits: column.fractionDigits, maximumFractionDigits: column.fractionDigits };
      return n === null ? text(value) : intl.formatNumber(n, { style: 'currency', currency, ...digits });
    }
    case 'date':
    case 'datetime': {
      // Instants at the store (the zone the console formats in), as the export writes them; the day in the language's convention.
      const clock = toWallClock(value, intl.timeZone);
      if (!clock) return text(value);
      const [day, time] = formatWallClock(clock, column.type === 'datetime').split(' ') as [string, string | undefined];
      return time ? `${dayText(intl, day)} ${time}` : dayText(intl, day);
    }
    case 'enum':
      return optionOf(column, value)?.label ?? text(value);
    case 'status': {
      const option = optionOf(column, value);
      return <Badge status={option?.tone ?? 'default'} text={option?.label ?? text(value)} />;
    }
    case 'boolean': {
      const truthy = value === true || value === 1 || value === '1' || value === 'true';
      return truthy ? intl.formatMessage({ id: 'common.yes' }) : intl.formatMessage({ id: 'common.no' });
    }
    case 'link': {
      const label = column.linkText?.(row) ?? text(value);
      const link = safeHref(value);
      if (!link) return label; // never a javascript: or data: link: show the text only
      return link.external ? (
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ) : (
        <a href={link.href}>{label}</a>
      );
    }
    default:
      return text(value);
  }
}
