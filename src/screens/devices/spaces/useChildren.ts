import type { SpaceNode } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import type { Resource } from '../../../ui/resource/Resource';
import { useResource } from '../../../ui/resource/useResource';
import { devicesApi } from '../../../api/devices';

/** The children of a space (or the store's buildings), read again when `version` moves (after a write). */
export function useChildren(store: string, space: string, version: number): Resource<SpaceNode[]> {
  const { api } = useStores();
  return useResource(store ? (signal) => devicesApi(api).spaceChildren(space || store, { silent: true, signal }) : null, [api, store, space, version]);
}
