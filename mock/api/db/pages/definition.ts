import type { ColumnConfig, FilterFieldConfig, FormFieldConfig, I18nText, PageAction, PageConfig } from '../../../../src/api/pageConfig.ts';
import type { Row } from '../core/tables/Table.ts';
import type { FieldDef } from './fields.ts';
import type { World } from './world/index.ts';

/**
 * Who may change a page besides the admin (perms.ts): orders and tickets are the operator's
 * to add and edit; tickets and maintenance lists are the maintainer's.
 */
export type PageArea = 'general' | 'orders' | 'tickets' | 'maintenance';

/** Records of a business reach the users reaching their parent business; the others, their company. */
export type PageScope = 'business' | 'company';

/** A list page of the catalogue: its fields, behaviour and seeded records (server side). */
export interface PageDefinition {
  /** The catalogue leaf: pid `p-<name>`, title `menu.<name>`. */
  name: string;
  /** Other leaves listing the same records (same table, same history). */
  aliases?: readonly string[];
  /** Server-assigned dids are `<prefix>-<n>`. */
  prefix: string;
  scope: PageScope;
  area?: PageArea;
  fields: readonly FieldDef[];
  sort: readonly [field: string, order: 'asc' | 'desc'];
  /** Beyond view. */
  actions: readonly PageAction[];
  /** Fields an import file carries; default: the form's fields. */
  importColumns?: readonly string[];
  tree?: { parentField: string; labelField: string };
  /** A number the server gives every added record: `<prefix><YYYYMMDD><n>`. */
  serial?: { field: string; prefix: string };
  /** A field the server sets to the adding user's name. */
  creator?: string;
  /** The action an add needs (remote start/stop: adding a command is a control). */
  addAction?: 'add' | 'control';
  /** Fields computed from the others after every write (amounts, totals). */
  derive?: (row: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  records: (world: World) => readonly Row[];
  /** Seeds history: an 'add' entry per record and, with `flow`, its steps up to the current value. */
  history?: { flow?: { field: string; steps: readonly string[] }; limit?: number };
}

export const DEFAULT_PAGE_SIZE = 20;

export function columnOf(def: FieldDef): ColumnConfig {
  return {
    field: def.field,
    title: def.title,
    type: def.type,
    width: def.width,
    sortable: def.sortable,
    filterable: def.filter !== undefined,
    visible: def.visible,
    ...(def.options ? { options: [...def.options] } : {}),
    ...(def.unit ? { unit: def.unit } : {}),
    ...(def.digits !== undefined ? { digits: def.digits } : {}),
    ...(def.link ? { link: def.link } : {}),
  };
}

export function filterOf(def: FieldDef): FilterFieldConfig | undefined {
  if (!def.filter) return undefined;
  const out: FilterFieldConfig = { field: def.field, title: def.title, kind: def.filter };
  if (def.filter === 'select' && def.options) out.options = [...def.options];
  if (def.multiple) out.multiple = true;
  return out;
}

function formOf(def: FieldDef): FormFieldConfig | undefined {
  const spec = def.form;
  if (!spec) return undefined;
  const { type, editable, link, defaultValue, ...rules } = spec;
  const out: FormFieldConfig = { field: def.field, title: def.title, type: type ?? 'text', rules, editable: editable ?? true };
  if (type === 'enum' && def.options) out.options = [...def.options];
  if (link) out.link = { pid: link.pid, labelField: link.labelField, ...(link.filter ? { filter: link.filter } : {}) };
  if (defaultValue !== undefined) out.defaultValue = defaultValue;
  if (def.unit) out.unit = def.unit;
  return out;
}

/** The client's view of a page (module/config). */
export function toPageConfig(page: PageDefinition, pid: string, title: I18nText): PageConfig {
  const form = page.fields.map(formOf).filter((f): f is FormFieldConfig => f !== undefined);
  const importable = page.actions.includes('import');
  return {
    pid,
    historyPid: `${pid}-history`,
    kind: 'list',
    title,
    rowKey: 'did',
    columns: page.fields.map(columnOf),
    filters: page.fields.map(filterOf).filter((f): f is FilterFieldConfig => f !== undefined),
    keywordSearch: true,
    defaultSort: { field: page.sort[0], order: page.sort[1] },
    defaultPageSize: DEFAULT_PAGE_SIZE,
    actions: ['view', ...page.actions],
    addAction: page.addAction ?? 'add',
    form,
    import: {
      allowed: importable,
      columns: importable ? [...(page.importColumns ?? form.filter((f) => f.type !== 'file').map((f) => f.field))] : [],
    },
    ...(page.tree ? { tree: page.tree } : {}),
  };
}
