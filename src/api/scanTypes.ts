import type { ScanKind } from '../lib/scanCode.ts';

/** Where a scanned label's code is resolved: POST `{ code }`, answered with a `ScanTarget`. */
export const SCAN_RESOLVE_PATH = '/sfsaas/api/scan/resolve';

/**
 * The page id each kind of thing opens on: the caller's role must view it, or the code is refused
 * (`scan.noPage`), as one outside the caller's stores is (`scan.notInScope`).
 */
export const SCAN_PAGE_OF: Readonly<Record<ScanKind, string>> = {
  pile: 'p-station-monitoring',
  gun: 'p-station-monitoring',
  device: 'p-terminal-monitoring',
  gateway: 'p-gateway-management',
  screen: 'p-screen-summary',
  asset: 'p-asset-status',
};

/** The thing a code names, within the caller's scope. */
export interface ScanTarget {
  kind: ScanKind;
  did: string;
  name: string;
  /** The store it stands in: a store-scoped page (devices, gateways) opens on it. */
  store: string;
  /** The charging station of a pile or gun: its monitor opens on it. */
  station?: string;
}
