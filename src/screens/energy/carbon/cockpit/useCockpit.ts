import { useEffect, useState } from 'react';
import { useStores } from '../../../../stores/context';
import { Resource } from '../../../../ui/resource/Resource';
import { loadCockpit, REFRESH_MS, type CockpitData } from './cockpitData';

/**
 * The cockpit's data, loaded now and every REFRESH_MS while the page is visible (a hidden tab
 * waits and loads at once when shown again if a refresh is due). The last answer stays on screen
 * while the next one loads, so nothing flickers. The timer and listener go with the component:
 * inside a qiankun host the app must leave nothing behind.
 */
export function useCockpit(stores: readonly string[]): Resource<CockpitData> {
  const { api, now } = useStores();
  const [resource] = useState(() => new Resource<CockpitData>());
  const key = stores.join(',');
  useEffect(() => {
    if (!key) return undefined;
    const list = key.split(',');
    let lastLoad = 0;
    const load = () => {
      lastLoad = now();
      void resource.load((signal) => loadCockpit(api.analysis, list, now, signal));
    };
    load();
    const timer = setInterval(() => {
      if (!document.hidden) load();
    }, REFRESH_MS);
    const onVisibility = () => {
      if (!document.hidden && now() - lastLoad >= REFRESH_MS) load();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      resource.dispose();
    };
  }, [key, api, now, resource]);
  return resource;
}
