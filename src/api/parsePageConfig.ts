/**
 * Defensive reading of `/sfsaas/api/module/config` and `/sfsaas/api/role/user/perm` answers,
 * as the menu is read: what is unusable is dropped, what is essential and missing makes the
 * whole answer unusable (null), never a crash in a screen.
 */
import { isRecord, numberField, stringField } from '../lib/safeJson';
import {
  PAGE_ACTIONS,
  type ColumnConfig,
  type ColumnType,
  type FieldRules,
  type FilterFieldConfig,
  type FormFieldConfig,
  type FormFieldType,
  type I18nText,
  type OptionConfig,
  type PageAction,
  type PageConfig,
  type PagePerms,
  type StatusTone,
} from './pageConfig';

const COLUMN_TYPES: readonly ColumnType[] = ['text', 'number', 'money', 'date', 'datetime', 'enum', 'status', 'boolean', 'link'];
const FORM_TYPES: readonly FormFieldType[] = ['text', 'textarea', 'number', 'money', 'date', 'datetime', 'enum', 'boolean', 'link', 'file'];
const FILTER_KINDS: readonly FilterFieldConfig['kind'][] = ['text', 'select', 'numberRange', 'dateRange', 'boolean'];
const TONES: readonly StatusTone[] = ['default', 'processing', 'success', 'warning', 'error'];
/** More than a screen can show: the rest of such an answer is cut. */
const MAX_ITEMS = 200;

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Items of a list that `read` accepts; a non-list is empty. */
function listOf<T>(value: unknown, read: (item: Record<string, unknown>) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_ITEMS).flatMap((item) => {
    const parsed = isRecord(item) ? read(item) : null;
    return parsed === null ? [] : [parsed];
  });
}

function text(value: unknown, fallback: string): I18nText {
  if (typeof value === 'string') return { key: '', en: value, zh: value };
  if (!isRecord(value)) return { key: '', en: fallback, zh: fallback };
  const en = stringField(value, 'en') ?? stringField(value, 'zh') ?? fallback;
  return { key: stringField(value, 'key') ?? '', en, zh: stringField(value, 'zh') ?? en };
}

function option(item: Record<string, unknown>): OptionConfig | null {
  const value = typeof item.value === 'string' || typeof item.value === 'number' ? item.value : null;
  if (value === null) return null;
  const tone = TONES.includes(item.tone as StatusTone) ? (item.tone as StatusTone) : undefined;
  return { value, label: text(item.label, String(value)), ...(tone ? { tone } : {}) };
}

const optionsOf = (value: unknown) => (Array.isArray(value) ? listOf(value, option) : undefined);

function column(item: Record<string, unknown>): ColumnConfig | null {
  const field = stringField(item, 'field');
  if (!field) return null;
  const link = isRecord(item.link) && stringField(item.link, 'pid') && stringField(item.link, 'didField')
    ? { pid: stringField(item.link, 'pid')!, didField: stringField(item.link, 'didField')! }
    : undefined;
  return {
    field,
    title: text(item.title, field),
    type: oneOf(COLUMN_TYPES, item.type, 'text'),
    width: Math.min(2000, Math.max(20, numberField(item, 'width') ?? 140)),
    sortable: item.sortable === true,
    filterable: item.filterable === true,
    visible: item.visible !== false,
    options: optionsOf(item.options),
    unit: stringField(item, 'unit'),
    digits: numberField(item, 'digits'),
    link,
  };
}

function filterField(item: Record<string, unknown>): FilterFieldConfig | null {
  const field = stringField(item, 'field');
  if (!field) return null;
  return { field, title: text(item.title, field), kind: oneOf(FILTER_KINDS, item.kind, 'text'), multiple: item.multiple === true ? true : undefined, options: optionsOf(item.options) };
}

function rules(value: unknown): FieldRules {
  if (!isRecord(value)) return {};
  const out: FieldRules = {};
  if (value.required === true) out.required = true;
  if (value.integer === true) out.integer = true;
  for (const key of ['minLength', 'maxLength', 'min', 'max'] as const) {
    const n = numberField(value, key);
    if (n !== undefined) out[key] = n;
  }
  const pattern = isRecord(value.pattern) ? value.pattern : undefined;
  const regex = pattern && stringField(pattern, 'regex');
  if (pattern && regex && isValidRegex(regex)) {
    out.pattern = { regex, messageKey: stringField(pattern, 'messageKey') ?? '', message: stringField(pattern, 'message') ?? '' };
  }
  return out;
}

function isValidRegex(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

function formField(item: Record<string, unknown>): FormFieldConfig | null {
  const field = stringField(item, 'field');
  if (!field) return null;
  const link = isRecord(item.link) && stringField(item.link, 'pid') && stringField(item.link, 'labelField')
    ? { pid: stringField(item.link, 'pid')!, labelField: stringField(item.link, 'labelField')!, filter: isRecord(item.link.filter) ? (item.link.filter as Record<string, string | number>) : undefined }
    : undefined;
  const defaultValue = ['string', 'number', 'boolean'].includes(typeof item.defaultValue) ? (item.defaultValue as string | number | boolean) : undefined;
  return {
    field,
    title: text(item.title, field),
    type: oneOf(FORM_TYPES, item.type, 'text'),
    rules: rules(item.rules),
    options: optionsOf(item.options),
    link,
    editable: item.editable !== false,
    defaultValue,
    unit: stringField(item, 'unit'),
  };
}

/** Known actions in the server's order, each once. */
const actionsOf = (value: unknown): PageAction[] =>
  Array.isArray(value) ? [...new Set(value.filter((a): a is PageAction => PAGE_ACTIONS.includes(a as PageAction)))] : [];

/** A usable page configuration, or null when the answer is not one (no pid, no column list). */
export function parsePageConfig(raw: unknown): PageConfig | null {
  if (!isRecord(raw) || !Array.isArray(raw.columns)) return null;
  const pid = stringField(raw, 'pid');
  const columns = listOf(raw.columns, column);
  if (!pid || columns.length === 0) return null;
  const sort = isRecord(raw.defaultSort) ? raw.defaultSort : {};
  const sortField = stringField(sort, 'field');
  const importSpec = isRecord(raw.import) ? raw.import : {};
  const tree = isRecord(raw.tree) && stringField(raw.tree, 'parentField') && stringField(raw.tree, 'labelField')
    ? { parentField: stringField(raw.tree, 'parentField')!, labelField: stringField(raw.tree, 'labelField')! }
    : undefined;
  return {
    pid,
    historyPid: stringField(raw, 'historyPid') ?? '',
    kind: raw.kind === 'history' ? 'history' : 'list',
    title: text(raw.title, pid),
    rowKey: 'did',
    columns,
    filters: listOf(raw.filters, filterField),
    keywordSearch: raw.keywordSearch === true,
    defaultSort: {
      field: sortField && columns.some((c) => c.field === sortField) ? sortField : columns[0]!.field,
      order: sort.order === 'asc' ? 'asc' : 'desc',
    },
    defaultPageSize: Math.min(500, Math.max(5, Math.round(numberField(raw, 'defaultPageSize') ?? 20))),
    actions: actionsOf(raw.actions),
    addAction: raw.addAction === 'control' ? 'control' : 'add',
    form: listOf(raw.form, formField),
    import: {
      allowed: importSpec.allowed === true,
      columns: Array.isArray(importSpec.columns) ? importSpec.columns.filter((c): c is string => typeof c === 'string') : [],
    },
    tree,
  };
}

/** The user's actions on a page; anything malformed grants nothing. */
export function parsePagePerms(raw: unknown, pid: string): PagePerms | null {
  if (!isRecord(raw) || !Array.isArray(raw.actions)) return null;
  return { pid, actions: actionsOf(raw.actions) };
}
