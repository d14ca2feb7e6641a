import { useEffect, useState } from 'react';
import { Resource } from './Resource';

/**
 * A Resource owned by the calling component: loaded again whenever `deps` change, aborted on
 * unmount. Read it inside an `observer` component.
 */
export function useResource<T>(fetch: ((signal: AbortSignal) => Promise<T>) | null, deps: readonly unknown[]): Resource<T> {
  const [resource] = useState(() => new Resource<T>());
  useEffect(() => {
    if (fetch) void resource.load(fetch);
    // The caller lists what the fetch depends on, as with useEffect itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  useEffect(() => () => resource.dispose(), [resource]);
  return resource;
}
