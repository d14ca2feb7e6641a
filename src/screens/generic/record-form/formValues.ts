import dayjs, { type Dayjs } from 'dayjs';
import type { FormFieldConfig } from '../../../api/pageConfig';

const DATE = 'YYYY-MM-DD';
const DATETIME = 'YYYY-MM-DD HH:mm:ss';

/** Record values as the form controls hold them (dates become dayjs). */
export function toFormValues(fields: readonly FormFieldConfig[], record: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of fields) {
    const raw = record[f.field] ?? f.defaultValue;
    if (raw === undefined || raw === null || raw === '') continue;
    if (f.type === 'date' || f.type === 'datetime') {
      const d = dayjs(raw as string | number);
      if (d.isValid()) values[f.field] = d;
    } else if (f.type === 'boolean') values[f.field] = raw === true || raw === 1 || raw === '1' || raw === 'true';
    else values[f.field] = raw;
  }
  return values;
}

/** Form values as the server takes them: dates as text, empty strings left out. */
export function toRecordValues(fields: readonly FormFieldConfig[], values: Record<string, unknown>, only?: (f: FormFieldConfig) => boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (only && !only(f)) continue;
    const value = values[f.field];
    if (value === undefined || value === '') continue;
    if (dayjs.isDayjs(value)) out[f.field] = (value as Dayjs).format(f.type === 'date' ? DATE : DATETIME);
    else out[f.field] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}
