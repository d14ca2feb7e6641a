import type { Dayjs } from 'dayjs';

export interface FilterOption {
  value: string | number;
  /** Already translated. */
  label: string;
}

interface FieldBase {
  key: string;
  /** Visible label, already translated (configuration text). */
  label: string;
}

export type FilterField =
  | (FieldBase & { kind: 'text'; placeholder?: string })
  | (FieldBase & { kind: 'numberRange'; min?: number; max?: number })
  | (FieldBase & { kind: 'dateRange'; withTime?: boolean })
  | (FieldBase & { kind: 'enum'; options: FilterOption[]; multiple?: boolean });

export type NumberRange = [number | null, number | null];
export type DateRange = [Dayjs | null, Dayjs | null];
export type FilterValue = string | number | Array<string | number> | NumberRange | DateRange | null | undefined;
export type FilterValues = Record<string, FilterValue>;
