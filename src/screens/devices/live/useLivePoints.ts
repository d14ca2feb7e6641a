import { useRef } from 'react';
import type { DeviceView } from '../../../api/devices/types';
import { fetchAllPages } from '../../../lib/paging';
import { reuseUnchanged } from '../../../lib/reuseUnchanged';
import { useStores } from '../../../stores/context';
import { useLiveResource, type LiveResource } from '../../../ui/live/useLiveResource';
import type { SparkSample } from '../../../ui/sparkline/sparklinePath';
import { DEVICE_PAGE_SIZE } from '../shared/useDeviceList';
import { mergePoints, type LivePoint } from './livePoints';
import { devicesApi } from '../../../api/devices';

/**
 * A space's devices and meters live, each with its last hour: the first read of a space asks the
 * server for the hour (getgroupdev `history`), later reads only for values now, which extend the
 * series kept here. Refreshes at the page's rate, paused while hidden, never two reads at once.
 */
export function useLivePoints(store: string, space: string): LiveResource<LivePoint[]> {
  const { api } = useStores();
  const kept = useRef<{ key: string; series: Map<string, SparkSample[]> }>({ key: '', series: new Map() });
  return useLiveResource(
    store && space
      ? async (signal) => {
          const key = `${store}/${space}`;
          if (kept.current.key !== key) kept.current = { key, series: new Map() };
          const history = kept.current.series.size === 0;
          const [devices, meters] = await Promise.all([
            fetchAllPages<DeviceView>((page, pagesize, pageSignal) => devicesApi(api).getgroupdev({ store, space, page, pagesize, history }, { silent: true, signal: pageSignal }), {
              pageSize: DEVICE_PAGE_SIZE,
              signal,
            }),
            devicesApi(api).meters({ store, space, history }, { silent: true, signal }),
          ]);
          if (kept.current.key !== key) throw new DOMException('the space changed', 'AbortError');
          const points = mergePoints(devices, meters, kept.current.series);
          kept.current.series = new Map(points.map((p) => [p.id, p.series]));
          return points;
        }
      : null,
    [api, store, space],
    // A point whose value and hour did not change keeps its object: its row is not drawn again.
    { keep: (previous, next) => reuseUnchanged(previous, next, (p) => p.id) },
  );
}
