import type {
  ColumnType,
  FieldRules,
  FilterFieldConfig,
  FormFieldType,
  I18nText,
  OptionConfig,
  StatusTone,
} from '../../../../src/api/pageConfig.ts';

/** How a field is edited; `copy` (server only) fills fields of the record from the linked one. */
export interface FormSpec extends FieldRules {
  type?: FormFieldType;
  /** False: set on add, read-only on edit (default true). */
  editable?: boolean;
  link?: { pid: string; labelField: string; filter?: Record<string, string | number>; copy?: Readonly<Record<string, string>> };
  defaultValue?: string | number | boolean;
}

/** One field of a page: its column, its filter-bar entry and its form entry in one place. */
export interface FieldDef {
  field: string;
  title: I18nText;
  type: ColumnType;
  width: number;
  sortable: boolean;
  visible: boolean;
  filter?: FilterFieldConfig['kind'];
  multiple?: boolean;
  options?: readonly OptionConfig[];
  unit?: string;
  digits?: number;
  link?: { pid: string; didField: string };
  form?: FormSpec;
}

export type FieldOptions = Partial<Omit<FieldDef, 'field' | 'title' | 'type' | 'form'>> & { form?: FormSpec | true };

const WIDTH: Record<ColumnType, number> = {
  text: 160,
  number: 110,
  money: 120,
  date: 120,
  datetime: 180,
  enum: 120,
  status: 110,
  boolean: 90,
  link: 180,
};

/** Default form type of a column type; a `link` column is a name, so it has no form of its own. */
const FORM_TYPE: Record<ColumnType, FormFieldType> = {
  text: 'text',
  number: 'number',
  money: 'money',
  date: 'date',
  datetime: 'datetime',
  enum: 'enum',
  status: 'enum',
  boolean: 'boolean',
  link: 'text',
};

/** Defaults a form gets when a field says only `form: true`. */
function defaultRules(type: FormFieldType): FormSpec {
  if (type === 'text') return { maxLength: 64 };
  if (type === 'textarea') return { maxLength: 500 };
  if (type === 'number' || type === 'money') return { min: 0 };
  return {};
}

function field(name: string, en: string, zh: string, type: ColumnType, options: FieldOptions = {}): FieldDef {
  const { form, ...rest } = options;
  const def: FieldDef = {
    field: name,
    title: { key: `field.${name}`, en, zh },
    type,
    width: WIDTH[type],
    sortable: type !== 'boolean',
    visible: true,
    ...rest,
  };
  if (form) {
    const spec: FormSpec = form === true ? {} : form;
    const formType = spec.type ?? FORM_TYPE[type];
    def.form = { ...defaultRules(formType), ...spec, type: formType };
  }
  return def;
}

export const text = (name: string, en: string, zh: string, o?: FieldOptions) => field(name, en, zh, 'text', o);
export const num = (name: string, en: string, zh: string, o?: FieldOptions) => field(name, en, zh, 'number', o);
export const money = (name: string, en: string, zh: string, o?: FieldOptions) => field(name, en, zh, 'money', { digits: 2, ...o });
export const date = (name: string, en: string, zh: string, o?: FieldOptions) => field(name, en, zh, 'date', o);
export const datetime = (name: string, en: string, zh: string, o?: FieldOptions) => field(name, en, zh, 'datetime', o);
export const bool = (name: string, en: string, zh: string, o?: FieldOptions) => field(name, en, zh, 'boolean', o);
export const choice = (name: string, en: string, zh: string, options: readonly OptionConfig[], o?: FieldOptions) =>
  field(name, en, zh, 'enum', { options, ...o });
export const status = (name: string, en: string, zh: string, options: readonly OptionConfig[], o?: FieldOptions) =>
  field(name, en, zh, 'status', { options, ...o });
/** A name shown as a link to the detail page of the record whose did is in `didField`. */
export const link = (name: string, en: string, zh: string, pid: string, didField: string, o?: FieldOptions) =>
  field(name, en, zh, 'link', { link: { pid, didField }, ...o });
/** A did field: hidden in the table, filterable by equality, edited as a link when `form` says so. */
export const ref = (name: string, en: string, zh: string, o?: FieldOptions) => field(name, en, zh, 'text', { visible: false, width: 140, ...o });

export type OptionRow = readonly [value: string | number, en: string, zh: string, tone?: StatusTone];

/** An option set; label keys are `option.<set>.<value>`, shared by every page using the set. */
export function optionSet(set: string, rows: readonly OptionRow[]): OptionConfig[] {
  return rows.map(([value, en, zh, tone]) => ({
    value,
    label: { key: `option.${set}.${value}`, en, zh },
    ...(tone ? { tone } : {}),
  }));
}

/** The values of an option set (for generators). */
export function values<T extends string | number>(options: readonly OptionConfig[]): T[] {
  return options.map((option) => option.value as T);
}
