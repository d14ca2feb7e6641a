import { MENU_ICONS, MENU_LIMITS, type MenuCheckContext, type MenuTemplateItem } from './menuTemplateTypes.ts';
import { MENU_ITEM_RULES } from './rules.ts';

/**
 * The one check of a menu tree, run by the mock before a save and by the console on an import
 * and in the menu tool: it reads untrusted input defensively (anything of the wrong shape is an
 * issue, never a crash) and lists every problem per item. Blocking issues refuse a save; the
 * others (a pid the role book or the manifest lacks) are listed as broken entries.
 */

export type MenuIssueKind =
  | 'shape' | 'name' | 'title' | 'icon' | 'depth' | 'notModule' | 'noPage' | 'notRoute' | 'noPid'
  | 'duplicatePid' | 'duplicateName' | 'tooMany' | 'tooLong' | 'pidNotInBook' | 'pidNoManifest';

const WARNINGS: ReadonlySet<MenuIssueKind> = new Set(['pidNotInBook', 'pidNoManifest']);

export interface MenuIssue {
  /** Index path of the item: [module, group, leaf]; [] for the whole tree. */
  path: number[];
  /** The item's field at fault ('page', 'pid', 'name'…). */
  field: string;
  kind: MenuIssueKind;
  /** Refuses a save; otherwise a warning. */
  blocking: boolean;
  /** `tools.menu.issue.<kind>` in the language files. */
  messageKey: string;
  values: Record<string, string | number>;
}

export interface MenuCheck {
  /** The items as read (bad fields dropped, flags made booleans). */
  items: MenuTemplateItem[];
  issues: MenuIssue[];
}

/** The path of an item's field as a field error names it: `items[0].children[2].page`. */
export function issueField(path: readonly number[], field: string): string {
  if (path.length === 0) return field;
  const [first, ...rest] = path;
  return `items[${first}]${rest.map((i) => `.children[${i}]`).join('')}.${field}`;
}

/** The index path and field of a field error's path (`items[0].children[2].page` → [0, 2], 'page'). */
export function issuePath(field: string): { path: number[]; field: string } | undefined {
  const match = /^items\[(\d+)\]((?:\.children\[\d+\])*)\.(\w+)$/.exec(field);
  if (!match) return undefined;
  const rest = [...(match[2] ?? '').matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  return { path: [Number(match[1]), ...rest], field: match[3] as string };
}

const NAME = /^[A-Za-z0-9_-]+$/;
const PID = /^[\w.-]{1,80}$/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

function stringMap(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value).slice(0, 20)) if (typeof v === 'string' || typeof v === 'number') out[key] = String(v).slice(0, 500);
  return out;
}

class Reader {
  readonly issues: MenuIssue[] = [];
  /** Stand-ins for what was no item at all, so every later path still points at its own item. */
  readonly junk = new Set<MenuTemplateItem>();
  count = 0;

  add(path: number[], field: string, kind: MenuIssueKind, values: Record<string, string | number> = {}): void {
    this.issues.push({ path, field, kind, blocking: !WARNINGS.has(kind), messageKey: `tools.menu.issue.${kind}`, values });
  }

  text(raw: Record<string, unknown>, key: string, path: number[], max = 500): string | undefined {
    const value = raw[key];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') {
      this.add(path, key, 'shape', { field: key });
      return undefined;
    }
    // Refused, never cut short: what is saved is what was typed.
    if (value.trim().length > max) this.add(path, key, 'tooLong', { max });
    return value;
  }

  item(raw: unknown, path: number[]): MenuTemplateItem | undefined {
    this.count += 1;
    if (this.count > MENU_LIMITS.items) return undefined;
    if (!isObject(raw)) {
      this.add(path, 'name', 'shape', { field: 'item' });
      const standIn = { name: '', title: '' };
      this.junk.add(standIn);
      return standIn;
    }
    const name = typeof raw.name === 'string' ? raw.name.trim() : '';
    if (!name || name.length > MENU_LIMITS.name || !NAME.test(name)) this.add(path, 'name', 'name', { max: MENU_LIMITS.name });
    const title = typeof raw.title === 'string' ? raw.title.trim() : '';
    if (!title) this.add(path, 'title', 'title', { max: MENU_LIMITS.title });
    else if (title.length > MENU_LIMITS.title) this.add(path, 'title', 'tooLong', { max: MENU_LIMITS.title });
    const icon = this.text(raw, 'icon', path);
    if (icon !== undefined && !(MENU_ICONS as readonly string[]).includes(icon)) this.add(path, 'icon', 'icon', { icon });
    const item: MenuTemplateItem = { name: name.slice(0, MENU_LIMITS.name), title: title.slice(0, MENU_LIMITS.title) };
    for (const key of ['languagesetting', 'tag', 'page', 'pid', 'historyPid', 'content'] as const) {
      const value = this.text(raw, key, path, key === 'content' ? 2000 : key === 'page' || key === 'pid' ? MENU_ITEM_RULES[key].maxLength : 200);
      if (value !== undefined) item[key] = value;
    }
    if (icon !== undefined) item.icon = icon;
    const params = stringMap(raw.params);
    const query = stringMap(raw.query);
    if (params) item.params = params;
    if (query) item.query = query;
    if (truthy(raw.hidden)) item.hidden = true;
    if (truthy(raw.disabled) || truthy(raw.disable)) item.disabled = true;
    const rawChildren = raw.children ?? raw.subList ?? raw.sub_menu;
    if (rawChildren !== undefined && !Array.isArray(rawChildren)) this.add(path, 'children', 'shape', { field: 'children' });
    if (Array.isArray(rawChildren) && rawChildren.length > 0) {
      if (path.length >= MENU_LIMITS.depth) this.add(path, 'children', 'depth', { max: MENU_LIMITS.depth });
      else item.children = this.list(rawChildren, path);
    }
    return item;
  }

  list(raw: readonly unknown[], parent: number[]): MenuTemplateItem[] {
    const out: MenuTemplateItem[] = [];
    raw.forEach((child, i) => {
      const item = this.item(child, [...parent, i]);
      if (item) out.push(item);
    });
    return out;
  }
}

/** Every item with its index path, parents first. */
export function walkItems(items: readonly MenuTemplateItem[], parent: number[] = []): { item: MenuTemplateItem; path: number[] }[] {
  return items.flatMap((item, i) => [{ item, path: [...parent, i] }, ...walkItems(item.children ?? [], [...parent, i])]);
}

/** The links of the tree: leaves' pages and pids, duplicates, and what the role book and manifest know. */
function checkLinks(reader: Reader, items: readonly MenuTemplateItem[], context: MenuCheckContext): void {
  // Stand-ins of junk are skipped: their one issue is already listed.
  const routes = new Set(context.routes);
  const manifest = new Set(context.manifestPids);
  const book = new Set(context.bookPids);
  const names = new Map<string, string>();
  const pids = new Map<string, string>();
  for (const { item, path } of walkItems(items)) {
    if (reader.junk.has(item)) continue;
    const first = names.get(item.name);
    if (first !== undefined && item.name) reader.add(path, 'name', 'duplicateName', { name: item.name });
    else names.set(item.name, item.name);
    if (path.length === 1 && !item.children?.length) reader.add(path, 'children', 'notModule', { name: item.name });
    if (item.children?.length || path.length === 1) continue;
    if (!item.page) reader.add(path, 'page', 'noPage', { name: item.name });
    else if (!routes.has(item.page)) reader.add(path, 'page', 'notRoute', { page: item.page });
    if (!item.pid) {
      reader.add(path, 'pid', 'noPid', { name: item.name });
      continue;
    }
    if (!PID.test(item.pid)) reader.add(path, 'pid', 'shape', { field: 'pid' });
    const owner = pids.get(item.pid);
    if (owner !== undefined) reader.add(path, 'pid', 'duplicatePid', { pid: item.pid, name: owner });
    else pids.set(item.pid, item.name);
    if (!book.has(item.pid)) reader.add(path, 'pid', 'pidNotInBook', { pid: item.pid });
    else if (item.page === 'common-page' && !manifest.has(item.pid)) reader.add(path, 'pid', 'pidNoManifest', { pid: item.pid });
  }
}

/** Reads and checks a menu tree from anything (a request body, an imported file). */
export function checkMenu(raw: unknown, context: MenuCheckContext): MenuCheck {
  const reader = new Reader();
  if (!Array.isArray(raw)) {
    reader.add([], 'items', 'shape', { field: 'items' });
    return { items: [], issues: reader.issues };
  }
  const items = reader.list(raw, []);
  if (reader.count > MENU_LIMITS.items) reader.add([], 'items', 'tooMany', { max: MENU_LIMITS.items });
  if (items.length === 0) reader.add([], 'items', 'notModule', { name: '' });
  checkLinks(reader, items, context);
  return { items, issues: reader.issues };
}
