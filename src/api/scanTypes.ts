import type { DeviceKind } from './devices/deviceTypes.ts';
import type { ScanKind } from '../lib/scanCode.ts';

/** Where a scanned label's code is resolved: POST `{ code }`, answered with a `ScanTarget`. */
export const SCAN_RESOLVE_PATH = '/sfsaas/api/scan/resolve';

/**
 * The thing a code names, within the caller's scope. Its page (src/api/scanPages.ts) is the one
 * the server checked the caller's role may view: refused with `scan.noPage` otherwise, as a thing
 * outside the caller's stores is with `scan.notInScope`.
 */
export interface ScanTarget {
  kind: ScanKind;
  did: string;
  name: string;
  /** The store it stands in: a store-scoped page (devices, gateways) opens on it. */
  store: string;
  /** The parent business (project) holding that store: the console moves there first when it is another. */
  parent?: string;
  /** The charging station of a pile, a gun or a charging point: its monitor opens on it. */
  station?: string;
  /** A device's own kind and subtype (actype, powercontroltype or sensor metric): they choose its page. */
  device?: { kind: DeviceKind; subtype?: number | string };
  /** The space a device is bound in (a camera's video wall and a speaker's room open on it). */
  space?: string;
}
