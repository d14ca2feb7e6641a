import type { DeviceView, MeterLive } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { useResource } from '../../../ui/resource/useResource';
import { DEVICE_PAGE_SIZE } from '../shared/useDeviceList';
import { devicesApi } from '../../../api/devices';

export interface StoreBindings {
  devices: DeviceView[];
  meters: MeterLive[];
}

/** The store's devices and meters with where each is bound (in and under `space` when given). */
export function useBindings(store: string, space: string, version: number) {
  const { api } = useStores();
  return useResource<StoreBindings>(
    store
      ? async (signal) => {
          const [devices, meters] = await Promise.all([
            devicesApi(api).getgroupdev({ store, space: space || undefined, page: 1, pagesize: DEVICE_PAGE_SIZE }, { silent: true, signal }),
            devicesApi(api).meters({ store, space: space || undefined }, { silent: true, signal }),
          ]);
          return { devices: devices.data, meters };
        }
      : null,
    [api, store, space, version],
  );
}
