import { useEffect, useMemo, useRef, useState } from 'react';
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
  options: {
    intervalMs?: number;
    /** Merges a new answer into the last one (e.g. reuseUnchanged, to keep unchanged rows' identity). */
    keep?: (previous: T | undefined, next: T) => T;
  } = {},
): LiveResource<T> {
  // The session's timers: sign-out stops the poll even before the screen unmounts.
  const { sessionTimers: timers, now } = useStores();
  const pageRate = useRefreshRate();
  const intervalMs = options.intervalMs ?? pageRate;
  const [resource] = useState(() => new Resource<T>(now));
  const poller = useRef<Poller | null>(null);
  const keep = useRef(options.keep);
  keep.current = options.keep;
  useEffect(() => {
    if (!fetch) return undefined;
    const load = async (signal: AbortSignal) => {
      const next = await fetch(signal);
      return keep.current ? keep.current(resource.value, next) : next;
    };
    const started = startPoller({ intervalMs, run: () => resource.load(load), scope: timers, now });
    poller.current = started;
    return () => {
      started.stop();
      poller.current = null;
    };
    // The caller lists what the fetch depends on, as with useEffect itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, intervalMs, resource, timers, now]);
  useEffect(() => () => resource.dispose(), [resource]);
  // One object per resource and rate: effects that depend on it do not run again on every render.
  return useMemo(() => ({ resource, intervalMs, refresh: () => poller.current?.refresh() }), [resource, intervalMs]);
}
