import type { DeviceKind, DeviceView } from '../../../api/devices/types';
import { reuseUnchanged } from '../../../lib/reuseUnchanged';
import { useStores } from '../../../stores/context';
import { useLiveResource, type LiveResource } from '../../../ui/live/useLiveResource';
import { devicesApi } from '../../../api/devices';

/** Devices of one page of getgroupdev: enough for a store's units of a kind (the mock's largest has a few hundred). */
export const DEVICE_PAGE_SIZE = 1000;

/**
 * A store's devices of one kind (and subtype) in a space and under it, live: refreshed at the
 * page's refresh rate, paused while the page is hidden, never two requests at once. A device
 * whose values did not change keeps its object, so the table redraws only the rows that did.
 */
export function useDeviceList(store: string, space: string, kind: DeviceKind, subtype?: number): LiveResource<DeviceView[]> {
  const { api } = useStores();
  return useLiveResource(
    store
      ? async (signal) =>
          (await devicesApi(api).getgroupdev({ store, space: space || undefined, kind, subtype, page: 1, pagesize: DEVICE_PAGE_SIZE }, { silent: true, signal })).data
      : null,
    [api, store, space, kind, subtype],
    { keep: (previous, next) => reuseUnchanged(previous, next, (d) => d.did) },
  );
}
