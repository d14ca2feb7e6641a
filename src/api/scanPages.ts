import type { DeviceKind } from './devices/deviceTypes.ts';
import type { ScanKind } from '../lib/scanCode.ts';

/** A value of a page's address: written as is, or taken from the scanned thing (its id, station or space). */
export type ScanPageValue = string | { of: 'did' | 'station' | 'space' };

/**
 * The page a scanned thing opens on: its route with the route and query parameters that show that
 * thing, and the page id (menu leaf) whose view permission the server asks before answering.
 * `inStore`: the page works in the header's store, so the console first moves to the thing's.
 */
export interface ScanPage {
  route: string;
  pid: string;
  params?: Readonly<Record<string, ScanPageValue>>;
  query?: Readonly<Record<string, ScanPageValue>>;
  inStore: boolean;
}

const DID = { of: 'did' } as const;
const STATION = { of: 'station' } as const;
const SPACE = { of: 'space' } as const;

const stationMonitor: ScanPage = { route: 'station-monitoring', pid: 'p-station-monitoring', query: { station: STATION }, inStore: false };
const controlled = (route: string, pid: string, params: Record<string, string>): ScanPage => ({ route, pid, params, query: { device: DID }, inStore: true });

/** Every kind of thing but a device, whose page depends on its own kind (DEVICE_PAGES). */
export const SCAN_PAGES: Readonly<Record<Exclude<ScanKind, 'device'>, ScanPage>> = {
  pile: stationMonitor,
  gun: stationMonitor,
  gateway: { route: 'gateway-management', pid: 'p-gateway-management', query: { device: DID }, inStore: true },
  screen: { route: 'screen-summary', pid: 'p-screen-summary', query: { screen: DID }, inStore: false },
  asset: { route: 'detail', pid: 'p-asset-status', params: { pid: 'p-asset-status', did: DID, mode: 'view' }, inStore: false },
};

/**
 * A device's page by `kind:subtype`, else by kind: the screen that monitors and commands that kind,
 * showing the device. Sensors take no commands: the terminal monitor shows them. A camera opens
 * the video wall on its space, a guest-room speaker the room's music, a curtain its room among the
 * short-stay rooms, a charging point its station.
 */
export const DEVICE_PAGES: Readonly<Record<`${'ac' | 'power'}:${1 | 2}` | Exclude<DeviceKind, 'ac' | 'power' | 'gateway'>, ScanPage>> = {
  'ac:1': controlled('common-ac', 'p-ac-central', { actype: '1' }),
  'ac:2': controlled('common-ac', 'p-ac-split', { actype: '2' }),
  'power:1': controlled('common-power-switch', 'p-power-switch', { powercontroltype: '1' }),
  'power:2': controlled('common-power-switch', 'p-lighting-circuits', { powercontroltype: '2' }),
  sensor: { route: 'terminal-monitoring', pid: 'p-terminal-monitoring', query: { type: 'sensor', device: DID }, inStore: true },
  hotwater: { route: 'hot-water-maintance', pid: 'p-hot-water-maintance', query: { system: DID }, inStore: true },
  camera: { route: 'video-monitoring', pid: 'p-video-monitoring', query: { space: SPACE, layout: '1' }, inStore: true },
  storage: { route: 'config-monitoring', pid: 'p-storage-configuration', params: { menutype: '4' }, query: { device: DID }, inStore: true },
  charger: stationMonitor,
  curtain: { route: 'smartbnb-room', pid: 'p-smartbnb-room', query: { room: SPACE }, inStore: true },
  speaker: { route: 'smartbnb-music-home', pid: 'p-smartbnb-music-home', query: { room: SPACE }, inStore: true },
};

/** A device of a kind with no page of its own: the terminal monitor, filtered to it. */
const TERMINAL: ScanPage = { route: 'terminal-monitoring', pid: 'p-terminal-monitoring', query: { device: DID }, inStore: true };

/** What chooses a thing's page: its kind and, for a device, its own kind and subtype. */
export interface ScanPageKey {
  kind: ScanKind;
  device?: { kind: DeviceKind; subtype?: number | string };
}

/** The page a thing opens on: the one table the server checks the caller's view of and the console opens. */
export function scanPageOf(thing: ScanPageKey): ScanPage {
  if (thing.kind !== 'device') return SCAN_PAGES[thing.kind];
  const device = thing.device;
  if (!device) return TERMINAL;
  const pages: Readonly<Record<string, ScanPage>> = DEVICE_PAGES;
  return pages[`${device.kind}:${String(device.subtype)}`] ?? pages[device.kind] ?? TERMINAL;
}
