import { WARRANTY_WINDOW_DAYS, type AssetRow } from '../../../../api/operations/assetsTypes';

/** The register's figures over the rows shown: counts and values add up from the rows themselves. */
export function registerFigures(rows: readonly AssetRow[]) {
  const by = (key: 'category' | 'state') => {
    const groups = new Map<string, { key: string; count: number; originalvalue: number; netvalue: number }>();
    for (const row of rows) {
      const group = groups.get(row[key]) ?? { key: row[key], count: 0, originalvalue: 0, netvalue: 0 };
      group.count += 1;
      group.originalvalue += row.originalvalue;
      group.netvalue += row.netvalue;
      groups.set(row[key], group);
    }
    return [...groups.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  };
  return {
    count: rows.length,
    originalvalue: rows.reduce((n, r) => n + r.originalvalue, 0),
    netvalue: rows.reduce((n, r) => n + r.netvalue, 0),
    byCategory: by('category'),
    byState: by('state'),
    ending: rows.filter((r) => r.warrantydays !== null && r.warrantydays >= 0 && r.warrantydays <= WARRANTY_WINDOW_DAYS).sort((a, b) => a.warrantydays! - b.warrantydays!),
    expired: rows.filter((r) => r.warrantydays !== null && r.warrantydays < 0).length,
  };
}
