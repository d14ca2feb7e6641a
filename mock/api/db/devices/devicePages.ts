import { SPACE_PIDS } from '../../../../src/api/devices/types.ts';
import type { ResourceRef } from '../core/access/Access.ts';
import type { DeviceRecord } from './model.ts';

/** The control page of each controllable kind (and subtype): the only page that commands it. */
const KIND_PAGES: Record<string, string> = {
  'ac:1': 'p-ac-central',
  'ac:2': 'p-ac-split',
  'power:1': 'p-power-switch',
  'power:2': 'p-lighting-circuits',
  hotwater: 'p-hot-water-maintance',
  storage: 'p-storage-configuration',
  charger: 'p-charging-load',
  // Guest-room curtains and speakers: the smart-bnb room and music pages command them.
  curtain: 'p-smartbnb-room',
  speaker: 'p-smartbnb-music-home',
};

/** The page that commands a device: its kind and subtype's. */
export function devicePage(device: Pick<DeviceRecord, 'kind' | 'subtype'>): string | undefined {
  return KIND_PAGES[`${device.kind}:${String(device.subtype)}`] ?? KIND_PAGES[device.kind];
}

/**
 * A device as a resource: reached through its kind's page; a command to a whole space (no kind
 * named) may also come from the space pages, which own everything bound in a space.
 */
export function deviceRef(device: DeviceRecord, wholeSpace = false): ResourceRef {
  const page = devicePage(device);
  return { type: 'device', id: device.did, store: device.store, pages: [...(page ? [page] : []), ...(wholeSpace ? SPACE_PIDS : [])] };
}
