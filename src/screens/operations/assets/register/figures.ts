import { WARRANTY_WINDOW_DAYS, type AssetRow } from '../../../../api/operations/assetsTypes';
import { inWarrantyWindow, warrantyCounts } from './warranty';

/** Assets of one category, state or station: how many, and their values. */
export interface RegisterGroup {
  key: string;
  count: number;
  originalvalue: number;
  netvalue: number;
}

function groupBy(rows: readonly AssetRow[], keyOf: (row: AssetRow) => string): RegisterGroup[] {
  const groups = new Map<string, RegisterGroup>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { key, count: 0, originalvalue: 0, netvalue: 0 };
    group.count += 1;
    group.originalvalue += row.originalvalue;
    group.netvalue += row.netvalue;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** The register's figures over the rows shown: counts and values add up from the rows themselves. */
export function registerFigures(rows: readonly AssetRow[]) {
  return {
    count: rows.length,
    originalvalue: rows.reduce((n, r) => n + r.originalvalue, 0),
    netvalue: rows.reduce((n, r) => n + r.netvalue, 0),
    byCategory: groupBy(rows, (r) => r.category),
    byState: groupBy(rows, (r) => r.state),
    /** By station (its did; stationNames names it). */
    byStation: groupBy(rows, (r) => r.stationdid),
    stationNames: new Map(rows.map((r) => [r.stationdid, r.stationname])),
    warranty: warrantyCounts(rows),
    ending: rows.filter((r) => r.warrantydays !== null && r.warrantydays >= 0 && r.warrantydays <= WARRANTY_WINDOW_DAYS).sort((a, b) => a.warrantydays! - b.warrantydays!),
    expired: rows.filter((r) => inWarrantyWindow(r, 'ended')).length,
  };
}

/** What registerFigures gives. */
export type RegisterFigures = ReturnType<typeof registerFigures>;
