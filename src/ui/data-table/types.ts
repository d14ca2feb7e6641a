import type { ReactNode } from 'react';

/** How a column's values are shown (and exported). */
export type ColumnType = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'enum' | 'status' | 'boolean' | 'link';

export type StatusTone = 'success' | 'processing' | 'error' | 'warning' | 'default';

export interface ColumnOption {
  value: string | number | boolean;
  /** Text shown for the value, already translated. */
  label: string;
  /** Badge colour of a status column. */
  tone?: StatusTone;
}

export interface DataColumn<Row> {
  /** Field of the row, also the sort key sent to the server. */
  key: string;
  /** Header text, already translated (also used by column settings and exports). */
  title: string;
  type?: ColumnType;
  /** Width in pixels. */
  width?: number;
  sortable?: boolean;
  /** Values and labels of an enum or status column. */
  options?: ColumnOption[];
  /** Digits after the decimal point of a number or money column. */
  fractionDigits?: number;
  /** Currency of a money column; the language's currency when absent. */
  currency?: string;
  /** Text of a link cell; the URL itself when absent. */
  linkText?: (row: Row) => string;
  /** Starts hidden in the column settings. */
  defaultHidden?: boolean;
  /** Escape hatch for a cell no type describes. */
  render?: (value: unknown, row: Row) => ReactNode;
}

export type SortOrder = 'asc' | 'desc';

/** The server-side sort: field and direction (the `sort` of a filter query). */
export interface TableSort {
  key: string;
  order: SortOrder;
}

export interface TableChange {
  page: number;
  pageSize: number;
  sort: TableSort | null;
}

/** Which columns show and in which order; kept by the caller (per user, per page). */
export interface ColumnLayout {
  order: string[];
  hidden: string[];
}
