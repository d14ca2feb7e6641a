import type { AssetRegister, AssetRow } from '../../../../../src/api/operations/assetsTypes.ts';
import type { Row } from '../../core/tables/Table.ts';

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/**
 * The asset-status list's records as the register shows them: a pile's asset (named by its code)
 * carries the pile ledger's warranty end, counted in days from its store's today; the figures are the list's own, so they agree with it.
 */
export function registerOf(assets: readonly Row[], piles: readonly Row[], todayOf: (store: string) => string, today: string): AssetRegister {
  const warranty = new Map(piles.map((p) => [String(p.code), String(p.warrantyend ?? '')]));
  const rows: AssetRow[] = assets.map((a) => {
    const name = String(a.name);
    const end = warranty.get(name.split(' ')[0] ?? '') ?? '';
    return {
      did: a.did,
      assetno: String(a.assetno),
      name,
      category: String(a.category),
      state: String(a.state),
      stationdid: String(a.stationdid ?? ''),
      stationname: String(a.stationname ?? ''),
      businessname: String(a.businessname ?? ''),
      originalvalue: Number(a.originalvalue ?? 0),
      netvalue: Number(a.netvalue ?? 0),
      purchasedate: String(a.purchasedate ?? ''),
      warrantyend: end,
      warrantydays: end ? daysBetween(todayOf(String(a.businessdid ?? '')), end) : null,
    };
  });
  return { today, rows: rows.sort((a, b) => a.assetno.localeCompare(b.assetno)) };
}
