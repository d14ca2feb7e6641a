import { checkMenu, type MenuIssue } from '../../../api/tools/menuTemplateRules';
import { MENU_LIMITS, type MenuCheckContext, type MenuTemplateItem } from '../../../api/tools/menuTemplateTypes';

/** The format of an exported menu file. */
export const MENU_FILE_FORMAT = 'cem-menu-template';

export interface MenuFile {
  format: typeof MENU_FILE_FORMAT;
  version: 1;
  companyid: string;
  portal: string;
  items: MenuTemplateItem[];
}

export type ImportResult =
  | { ok: false; problem: 'tooLarge' | 'json' | 'shape'; limit?: number }
  | { ok: true; items: MenuTemplateItem[]; issues: MenuIssue[] };

/** The text of an exported menu. */
export function menuFileText(file: Omit<MenuFile, 'format' | 'version'>): string {
  return JSON.stringify({ format: MENU_FILE_FORMAT, version: 1, ...file } satisfies MenuFile, null, 2);
}

/**
 * Reads an imported file defensively: too large, not JSON, or not a menu (an exported file, or a
 * bare list of items) is a problem, never a crash; a menu is then checked item by item.
 */
export function readMenuFile(text: string, bytes: number, context: MenuCheckContext): ImportResult {
  if (bytes > MENU_LIMITS.importBytes || text.length > MENU_LIMITS.importBytes) return { ok: false, problem: 'tooLarge', limit: MENU_LIMITS.importBytes };
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return { ok: false, problem: 'json' };
  }
  const list = Array.isArray(value) ? value : typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items) ? (value as { items: unknown[] }).items : undefined;
  if (!list || list.length === 0) return { ok: false, problem: 'shape' };
  const { items, issues } = checkMenu(list, context);
  return { ok: true, items, issues };
}
