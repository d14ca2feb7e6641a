import dayjs, { type Dayjs } from 'dayjs';
import type { FormFieldConfig } from '../../../api/pageConfig';
import { isInstantText, toWallClock } from '../../../lib/export/cellValue';
import { instantOfWallClock } from '../../../lib/export/zonedClock';

const DATE = 'YYYY-MM-DD';
const DATETIME = 'YYYY-MM-DD HH:mm:ss';

/**
 * A date value's wall clock as the picker holds it: a dayjs whose local fields are that wall clock.
 * Read as the list shows it (toWallClock): an instant at the store (`zone`), zone-less text as written.
 */
function pickerValue(raw: unknown, zone: string | undefined): Dayjs | null {
  const clock = toWallClock(raw, zone);
  if (!clock) return null;
  const local = new Date(0);
  local.setFullYear(clock.year, clock.month - 1, clock.day); // years below 100 stay where they are
  local.setHours(clock.hour, clock.minute, clock.second, 0);
  return dayjs(local);
}

/** The store's wall clock at `nowMs` (the server's now: the picker's Now and Today at the store, `zone`), as the picker holds it. */
export function storeNow(zone: string, nowMs: number): Dayjs | null {
  return pickerValue(new Date(nowMs).toISOString(), zone);
}

/**
 * A picked date and time as the server takes it. Zone-less text stays zone-less text (its wall
 * clock kept); otherwise the instant at which the store (`zone`) reads the picked wall clock, as
 * ISO text with Z, the form the server stores; the browser's zone where no store is chosen.
 */
function datetimeText(picked: Dayjs, zone: string | undefined, stored: unknown): string {
  if (typeof stored === 'string' && stored.trim() !== '' && !isInstantText(stored)) return picked.format(DATETIME);
  const wall = Date.UTC(picked.year(), picked.month(), picked.date(), picked.hour(), picked.minute(), picked.second());
  const instant = zone ? instantOfWallClock(wall, zone) : null;
  return new Date(instant ?? picked.millisecond(0).valueOf()).toISOString();
}

/** Record values as the form controls hold them (dates become dayjs at the store's wall clock, `zone`). */
export function toFormValues(fields: readonly FormFieldConfig[], record: Record<string, unknown>, zone?: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of fields) {
    const raw = record[f.field] ?? f.defaultValue;
    if (raw === undefined || raw === null || raw === '') continue;
    if (f.type === 'date' || f.type === 'datetime') {
      const d = pickerValue(raw, zone);
      if (d) values[f.field] = d;
    } else if (f.type === 'boolean') values[f.field] = raw === true || raw === 1 || raw === '1' || raw === 'true';
    else values[f.field] = raw;
  }
  return values;
}

export interface RecordValuesOptions {
  /** Which fields to send (the editable ones). */
  only?: (f: FormFieldConfig) => boolean;
  /** The store's zone the picked date-times are wall clocks in. */
  zone?: string;
  /** The record as it was loaded: a date-time keeps its form (instant or zone-less text). */
  record?: Record<string, unknown>;
}

/** Form values as the server takes them: dates as text, empty strings left out. */
export function toRecordValues(fields: readonly FormFieldConfig[], values: Record<string, unknown>, { only, zone, record = {} }: RecordValuesOptions = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (only && !only(f)) continue;
    const value = values[f.field];
    if (value === undefined || value === '') continue;
    if (dayjs.isDayjs(value)) out[f.field] = f.type === 'date' ? value.format(DATE) : datetimeText(value, zone, record[f.field]);
    else out[f.field] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}
