import { useState } from 'react';
import type { Resource } from '../../../ui/resource/Resource';
import { useResource } from '../../../ui/resource/useResource';

/** A resource of the calling component that `reload` loads again (after a write). */
export function useReloadable<T>(fetch: ((signal: AbortSignal) => Promise<T>) | null, deps: readonly unknown[]): { resource: Resource<T>; reload: () => void } {
  const [version, setVersion] = useState(0);
  const resource = useResource(fetch, [...deps, version]);
  return { resource, reload: () => setVersion((v) => v + 1) };
}
