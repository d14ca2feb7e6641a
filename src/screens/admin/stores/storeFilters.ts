import type { StoreQuery, StoreRow, StoreState } from '../../../api/admin/storeTypes';
import { anyText, oneOf } from '../../../ui/url-state/useListFilters';

/** The list's filters in the URL: grade (0 parent, 1 store), parent did, state, text. */
export const STORE_FILTERS = {
  grade: oneOf('0', '1'),
  parent: (value: string) => /^pb-[\w-]{1,40}$/.test(value),
  state: oneOf('enabled', 'disabled'),
  q: anyText,
};

export interface StoreFilterTexts {
  grade: '0' | '1' | '';
  parent: string;
  state: StoreState | '';
  q: string;
}

/** The list call for the filters as read from the URL. */
export function storeQuery(pid: string, filters: StoreFilterTexts): StoreQuery {
  return {
    pid,
    ...(filters.grade ? { grade: filters.grade === '1' ? 1 : 0 } : {}),
    ...(filters.parent ? { parent: filters.parent } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.q ? { search: filters.q } : {}),
  };
}

/** Country, province and city as one text ('' when none). */
export function placeText(row: Pick<StoreRow, 'country' | 'province' | 'city'>): string {
  // Municipalities repeat their name as province and city: say it once.
  const parts = [row.country, row.province, row.city === row.province ? '' : row.city].filter(Boolean);
  return parts.join(' / ');
}

/** Where a point falls on an equirectangular box of `width` × `height`, or null outside the globe. */
export function projectPoint(longitude: unknown, latitude: unknown, width: number, height: number): { x: number; y: number } | null {
  if (typeof longitude !== 'number' || typeof latitude !== 'number' || !Number.isFinite(longitude) || !Number.isFinite(latitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { x: ((longitude + 180) / 360) * width, y: ((90 - latitude) / 180) * height };
}
