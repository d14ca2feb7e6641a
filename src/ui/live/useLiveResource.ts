import { useEffect, useRef, useState } from 'react';
import { startPoller, type Poller } from '../../lib/poller';
import { useStores } from '../../stores/context';
import { Resource } from '../resource/Resource';
import { useRefreshRate } from './useRefreshRate';

export interface LiveResource<T> {
  resource: Resource<T>;
  /** Loads now and restarts the interval (a refresh button). */
  refresh(): void;
  intervalMs: number;
}

/**
 * Live data (ARCHITECTURE §8): a Resource loaded now and again at the page's refresh rate
 * (`intervalMs` overrides it), paused while the page is hidden, never two requests at once,
 * with the time of its last good answer. Loads again from scratch when `deps` change; its
 * timers run on the app's timer scope, so an unmount leaves none behind.
 */
export function useLiveResource<T>(
  fetch: ((signal: AbortSignal) => Promise<T>) | null,
  deps: readonly unknown[],
  options: { intervalMs?: number } = {},
): LiveResource<T> {
  const { timers, now } = useStores();
  const pageRate = useRefreshRate();
  const intervalMs = options.intervalMs ?? pageRate;
  const [resource] = useState(() => new Resource<T>(now));
  const poller = useRef<Poller | null>(null);
  useEffect(() => {
    if (!fetch) return undefined;
    const started = startPoller({ intervalMs, run: () => resource.load(fetch), setTimeout: timers.setTimeout, now });
    poller.current = started;
    return () => {
      started.stop();
      poller.current = null;
    };
    // The caller lists what the fetch depends on, as with useEffect itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, intervalMs, resource, timers, now]);
  useEffect(() => () => resource.dispose(), [resource]);
  return { resource, intervalMs, refresh: () => poller.current?.refresh() };
}
