import { useScreenPid } from '../../../../ui/hooks/useScreenPid';
import { useStores } from '../../../../stores/context';
import { useLiveResource } from '../../../../ui/live/useLiveResource';
import type { Resource } from '../../../../ui/resource/Resource';
import { loadCockpit, REFRESH_MS, type CockpitData } from './cockpitData';
import { analysisApi } from '../../../../api/analysis';

/**
 * The cockpit's data, loaded now and every REFRESH_MS while the page is visible (a hidden tab
 * waits and loads at once when shown again if a refresh is due), never two loads at once. The
 * last answer stays on screen while the next one loads, so nothing flickers.
 */
export function useCockpit(stores: readonly string[]): Resource<CockpitData> {
  const { api, now } = useStores();
  const pid = useScreenPid();
  const key = stores.join(',');
  const fetch = key ? (signal: AbortSignal) => loadCockpit(analysisApi(api, pid), key.split(','), now, signal) : null;
  return useLiveResource(fetch, [key, api, now], { intervalMs: REFRESH_MS }).resource;
}
