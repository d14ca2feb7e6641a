/**
 * Configuration-driven list pages (spec §2 `common-page`, `detail`, `add`, `history`; §6 page
 * permissions; §7 module/config, role/user/perm, filter/*, staticfile): the shapes the backend
 * serves and the client reads. Shared with the mock backend, so the two cannot drift.
 */
import type { FilterQuery } from './types';

// ---------- permissions (POST /sfsaas/api/role/user/perm, payload {pid}) ----------

/** What a user may do on a page; `view` covers query, listall, vtinfo, searchcolumn, treegraph. */
export type PageAction = 'view' | 'add' | 'edit' | 'delete' | 'export' | 'import' | 'history' | 'control';

export const PAGE_ACTIONS: readonly PageAction[] = ['view', 'add', 'edit', 'delete', 'export', 'import', 'history', 'control'];

/**
 * Status of a call the user's role does not allow (a forbidden add, update, delete, export,
 * import, history or control). Handled like any other non-zero status of spec §8.
 */
export const STATUS_FORBIDDEN = -45403;

/**
 * Answer of role/user/perm for any catalogue pid: on a list, the role's share of
 * PageConfig.actions; on a history pid, ['view'] when the list's history is allowed, else [];
 * on other screens, by role (admin all, operator view/export/control, maintainer view/control,
 * viewer view).
 */
export interface PagePerms {
  pid: string;
  actions: PageAction[];
}

export function can(perms: Pick<PagePerms, 'actions'> | undefined, action: PageAction): boolean {
  return perms?.actions.includes(action) ?? false;
}

// ---------- configuration (POST /sfsaas/api/module/config, payload {pid}) ----------

/** A translation key plus the English and simplified-Chinese text to show while the key is missing. */
export interface I18nText {
  key: string;
  en: string;
  zh: string;
}

export type ColumnType = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'enum' | 'status' | 'boolean' | 'link';

/** Colour of a status option, in antd Badge/Tag terms. */
export type StatusTone = 'default' | 'processing' | 'success' | 'warning' | 'error';

/** One value of an enum or status field; label keys are `option.<set>.<value>`. */
export interface OptionConfig {
  value: string | number;
  label: I18nText;
  tone?: StatusTone;
}

export interface ColumnConfig {
  field: string;
  /** Keys are `field.<field>`; the same key means the same text on every page. */
  title: I18nText;
  type: ColumnType;
  width: number;
  sortable: boolean;
  filterable: boolean;
  /** Shown in the table by default; hidden columns still come back from query and vtinfo. */
  visible: boolean;
  options?: OptionConfig[];
  /** Suffix of number and money values ('kW', 'kWh', '%', 'min'…). */
  unit?: string;
  /** Decimals of number and money values. */
  digits?: number;
  /** type 'link': the cell opens detail/:pid/:did/view with did = record[didField]. */
  link?: { pid: string; didField: string };
}

/**
 * A filter-bar field and how its value goes into `filter` of filter/query:
 * - text: `{ [field]: { like: 'part' } }` (case-insensitive substring)
 * - select: `{ [field]: value }` or, when multiple, `{ [field]: [v1, v2] }`
 * - numberRange: `{ [field]: { gte?: number, lte?: number } }`
 * - dateRange: `{ [field]: { gte?: 'YYYY-MM-DD', lte?: 'YYYY-MM-DD' } }` (lte includes that whole day;
 *   on a datetime column, the days of the record's store, in its time zone)
 * - boolean: `{ [field]: true | false }`
 */
export interface FilterFieldConfig {
  field: string;
  title: I18nText;
  kind: 'text' | 'select' | 'numberRange' | 'dateRange' | 'boolean';
  multiple?: boolean;
  /** select: fixed options; without them, the options come from filter/searchcolumn. */
  options?: OptionConfig[];
}

/** Range and substring operators of a filter value (see FilterFieldConfig). */
export interface RangeFilter {
  gte?: number | string;
  gt?: number | string;
  lte?: number | string;
  lt?: number | string;
}

export interface ContainsFilter {
  like: string;
}

export interface PatternRule {
  /** JavaScript RegExp source, tested against the whole value. */
  regex: string;
  messageKey: string;
  message: string;
}

/** Validation of a form field; the server applies the same rules and answers FieldErrors. */
export interface FieldRules {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  integer?: boolean;
  pattern?: PatternRule;
}

export type FormFieldType = 'text' | 'textarea' | 'number' | 'money' | 'date' | 'datetime' | 'enum' | 'boolean' | 'link' | 'file';

export interface FormFieldConfig {
  field: string;
  title: I18nText;
  type: FormFieldType;
  rules: FieldRules;
  options?: OptionConfig[];
  /**
   * type 'link': the did of a record of another pid; options from
   * filter/query {pid, filter, columns: ['did', labelField]} (add `keyword` to search).
   */
  link?: { pid: string; labelField: string; filter?: Record<string, string | number> };
  /** False: set on add only, read-only on edit. */
  editable: boolean;
  defaultValue?: string | number | boolean;
  unit?: string;
}

export interface PageConfig {
  pid: string;
  historyPid: string;
  /** 'history': the change records of a list (see HistoryEntry); no form, no writes. */
  kind: 'list' | 'history';
  /** `menu.<name>` for lists, `page.history` for history pages. */
  title: I18nText;
  rowKey: 'did';
  columns: ColumnConfig[];
  filters: FilterFieldConfig[];
  /** A keyword box searching every text field: `filter: { keyword: 'text' }`. */
  keywordSearch: boolean;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  defaultPageSize: number;
  /** What the page supports at all; the user's own subset comes from role/user/perm. */
  actions: PageAction[];
  /**
   * The action filter/add needs here: 'add', or 'control' where adding a record sends a
   * command (remote start/stop), so the form is offered to users who may control.
   */
  addAction: 'add' | 'control';
  /** Fields of the add and edit forms, in order. */
  form: FormFieldConfig[];
  /** Whether rows may be imported, and the fields an import file carries, in column order (links carry dids). */
  import: { allowed: boolean; columns: string[] };
  /** Present when filter/treegraph answers a tree of this page's records. */
  tree?: { parentField: string; labelField: string };
}

// ---------- writes (POST /sfsaas/api/filter/{add,update,delete}) ----------

/** filter/add: one record (needs `add`) or, for an import, many (needs `import`; all or nothing). */
export type FilterAdd = { pid: string; cmd: Record<string, unknown> } | { pid: string; records: Record<string, unknown>[] };

export interface AddResult {
  did: string;
}

export interface ImportResult {
  dids: string[];
  count: number;
}

/**
 * filter/update: a partial record. The whole record may be echoed back: did, server-set fields
 * and fields outside the form are ignored, and a field that is not editable must be unchanged.
 */
export interface FilterUpdate {
  pid: string;
  did: string;
  cmd: Record<string, unknown>;
}

export type FilterDelete = { pid: string; did: string } | { pid: string; dids: string[] };

export interface DeleteResult {
  dids: string[];
}

/** `readonly`: a field that is not editable was changed on update; `unknown`: not a field of the page. */
export type FieldRule = keyof FieldRules | 'type' | 'option' | 'link' | 'readonly' | 'unknown' | 'unique';

/** One failed rule; `row` is the 0-based index in `records` of an import. */
/**
 * A message the console shows in the user's language: its key in public/lang and its values
 * (instants as ISO strings, formatted by the client). Travels beside the server's own text.
 */
export interface MessageRef {
  messageKey: string;
  values?: Record<string, string | number>;
}

export interface FieldError {
  row?: number;
  field: string;
  rule: FieldRule;
  /** `validation.<rule>`, or the pattern's own key. */
  messageKey: string;
  values?: Record<string, string | number>;
  message: string;
}

/**
 * `result` of a failed add/update (status -1): every error, while `message` names the first
 * one ("invalid field: name (required)").
 */
export interface ValidationFailure {
  errors: FieldError[];
}

// ---------- reads beyond query/listall/vtinfo ----------

/** filter/export (needs `export`): like query; page defaults to 1, pagesize to 100000 (spec §9); answers Paged. */
export interface FilterExport {
  pid: string;
  page?: number;
  filter?: Record<string, unknown>;
  sort?: Record<string, 'asc' | 'desc'>;
  columns?: string[];
  pagesize?: number;
}

/** filter/searchcolumn: distinct values of a column among the matching records (filter dropdowns). */
export interface SearchColumnQuery {
  pid: string;
  column: string;
  filter?: Record<string, unknown>;
  /** Only values containing this text (case-insensitive). */
  keyword?: string;
  /** Default 100, at most 1000. */
  limit?: number;
}

export interface SearchColumnValue {
  value: string | number | boolean;
  count: number;
}

/** filter/treegraph: the page's records as a tree (PageConfig.tree), children sorted by `sort` then label. */
export interface TreeGraphQuery {
  pid: string;
}

export interface TreeNode {
  did: string;
  label: string;
  parentdid: string;
  record: Record<string, unknown>;
  children: TreeNode[];
}

// ---------- history (`<pid>-history`, read with filter/query; needs `history`) ----------

export type HistoryAction = 'add' | 'update' | 'delete' | 'import';

export interface HistoryChange {
  field: string;
  old: unknown;
  new: unknown;
}

/**
 * One change of one record, appended by every add, update, delete and import through the
 * filter service: add and import list every field (old null), delete every field (new null).
 */
export interface HistoryEntry {
  did: string;
  /** The list's pid. */
  pid: string;
  recorddid: string;
  action: HistoryAction;
  userdid: string;
  username: string;
  /** ISO time. */
  time: string;
  changes: HistoryChange[];
}

export function historyPidOf(pid: string): string {
  return `${pid}-history`;
}

/** The history of one record, newest first. */
export function historyQuery(historyPid: string, recorddid: string, page = 1, pagesize = 20): FilterQuery {
  return { pid: historyPid, page, pagesize, filter: { recorddid }, sort: { time: 'desc' } };
}

// ---------- files (POST /vt/staticfile/upload, DELETE /vt/staticfile/delete?did=) ----------

/** Largest upload, in bytes; a bigger file answers status -1 naming the limit. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Multipart field of the upload. */
export const UPLOAD_FIELD = 'file';

/** Where the file service serves a file back by did. */
export const FILE_GET_PATH = '/vt/staticfile/get';

/**
 * An uploaded file; `url` serves it back to a session of its company. What cannot send the session
 * header (`<img>`, `<video>`, a link) loads a signed link instead (`FileLink`, `useFileLink`).
 */
export interface FileRecord {
  did: string;
  name: string;
  size: number;
  type: string;
  url: string;
  /** ISO time. */
  createtime: string;
}

/** A short-lived signed link to one file (POST /vt/staticfile/links {dids} → { links }): no session needed until `expires`. */
export interface FileLink {
  did: string;
  url: string;
  /** ISO time after which the link is refused. */
  expires: string;
}
