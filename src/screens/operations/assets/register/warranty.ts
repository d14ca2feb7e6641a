import type { AssetRow } from '../../../../api/operations/assetsTypes';

/** The warranty windows a user asks about: already ended, or ending within 30, 60 or 90 days (each includes the shorter). */
export const WARRANTY_FILTERS = ['ended', '30', '60', '90'] as const;
export type WarrantyFilter = (typeof WARRANTY_FILTERS)[number];

/** Whether a row falls in a window: one rule for the overview's chart and the register's filter, so their counts agree. */
export function inWarrantyWindow(row: AssetRow, window: WarrantyFilter): boolean {
  if (row.warrantydays === null) return false;
  if (window === 'ended') return row.warrantydays < 0;
  return row.warrantydays >= 0 && row.warrantydays <= Number(window);
}

/** How many rows fall in each window, in WARRANTY_FILTERS' order. */
export function warrantyCounts(rows: readonly AssetRow[]): Array<{ key: WarrantyFilter; count: number }> {
  return WARRANTY_FILTERS.map((key) => ({ key, count: rows.filter((r) => inWarrantyWindow(r, key)).length }));
}
