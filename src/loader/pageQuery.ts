import { parseJson } from '../lib/safeJson';

/** The loader's query parameters (spec §2): menutype (default 0) and baseFilter. */
export interface PageQuery {
  menutype: number;
  /** Conditions every query of the page adds; empty when absent or malformed. */
  baseFilter: unknown[];
  /** baseFilter was given but is not a URL-encoded JSON list: say so, and go on without it. */
  baseFilterInvalid: boolean;
}

const MENUTYPE = /^\d{1,6}$/;

/** Parses what the URL says, defensively: nothing here can throw. */
export function parsePageQuery(search: string | URLSearchParams): PageQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawType = params.get('menutype')?.trim() ?? '';
  const menutype = MENUTYPE.test(rawType) ? Number(rawType) : 0;
  const rawFilter = params.get('baseFilter');
  if (rawFilter === null || rawFilter.trim() === '') return { menutype, baseFilter: [], baseFilterInvalid: false };
  const list = parseList(rawFilter) ?? parseList(decodeOnce(rawFilter));
  return list ? { menutype, baseFilter: list, baseFilterInvalid: false } : { menutype, baseFilter: [], baseFilterInvalid: true };
}

function parseList(text: string | null): unknown[] | null {
  if (text === null) return null;
  const value = parseJson(text);
  return Array.isArray(value) ? value : null;
}

/** URLSearchParams has decoded once; a value encoded twice needs one more pass. */
function decodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
