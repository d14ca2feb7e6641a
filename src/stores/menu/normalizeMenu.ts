import type { NavigationStyle } from '../../api/types';
import { DEFAULT_NAV_STYLE, type MenuItem } from './menuItem';
import { isRecord, parseJson, parseJsonObject, stringField } from '../../lib/safeJson';

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

function stringMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
  return out;
}

/**
 * Normalises one wire item. `content` is JSON merged into the item; when it is malformed it is
 * ignored for that item and `warn` is told, never a crash (spec §3).
 */
export function normalizeItem(wire: unknown, warn: (msg: string) => void, depth = 0): MenuItem | null {
  if (!isRecord(wire)) return null;
  let merged: Record<string, unknown> = wire;
  if (typeof wire.content === 'string' && wire.content.trim() !== '') {
    const content = parseJson(wire.content);
    if (isRecord(content)) merged = { ...wire, ...content };
    else warn(`menu item "${String(wire.name)}": content is not a JSON object; ignored`);
  }
  const name = stringField(merged, 'name');
  if (!name) return null;
  const rawChildren = Array.isArray(merged.subList) ? merged.subList : Array.isArray(merged.sub_menu) ? merged.sub_menu : [];
  // Spec §2: nested up to two levels below a module; deeper levels are not shown.
  const children = depth >= 2 ? [] : rawChildren.map((c) => normalizeItem(c, warn, depth + 1)).filter((c): c is MenuItem => c !== null);
  return {
    name,
    title: stringField(merged, 'title') ?? name,
    tag: stringField(merged, 'tag'),
    languagesetting: stringField(merged, 'languagesetting'),
    icon: stringField(merged, 'icon'),
    page: stringField(merged, 'page'),
    params: stringMap(merged.params),
    query: stringMap(merged.query),
    pid: stringField(merged, 'pid'),
    historyPid: stringField(merged, 'historyPid'),
    disabled: truthy(merged.disabled) || truthy(merged.disable),
    hidden: truthy(merged.hidden),
    children,
    frameOrigins: stringList(merged.frameOrigins),
    refreshRate: refreshRateOf(merged.refreshRate),
  };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, 50) : [];
}

/** Bounds of a menu item's own refresh rate: faster would flood the server, slower is not live. */
export const REFRESH_RATE_BOUNDS = { min: 1000, max: 3_600_000 } as const;

function refreshRateOf(value: unknown): number | undefined {
  const ms = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return undefined;
  return Math.min(REFRESH_RATE_BOUNDS.max, Math.max(REFRESH_RATE_BOUNDS.min, Math.round(ms)));
}

export function normalizeMenu(list: unknown, warn: (msg: string) => void): MenuItem[] {
  if (!Array.isArray(list)) return [];
  return list.map((item) => normalizeItem(item, warn)).filter((i): i is MenuItem => i !== null);
}

/** The style JSON over the defaults; only colour-like strings are taken. */
export function parseNavStyle(text: unknown): Required<NavigationStyle> {
  const obj = parseJsonObject(text);
  const style = { ...DEFAULT_NAV_STYLE };
  for (const key of Object.keys(style) as (keyof NavigationStyle)[]) {
    const value = stringField(obj, key);
    if (value && /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i.test(value.trim())) style[key] = value.trim();
  }
  return style;
}

// The shape, the default colours and the leaf rule live in menuItem.ts (on the login route); the
// parsing here loads with the first menu answer.
export { DEFAULT_NAV_STYLE, firstEnabledLeaf, type MenuItem } from './menuItem';
