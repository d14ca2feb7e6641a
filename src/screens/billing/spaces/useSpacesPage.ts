import type { SpacesSetup } from '../../../api/billing/spacesTypes';
import { useStores } from '../../../stores/context';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { useResource } from '../../../ui/resource/useResource';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { idParam } from '../../../ui/url-state/codecs';
import { billingApi } from '../../../api/billing';

/** The selected store's billing spaces (read again after each write), the chosen room in the URL, the page's permissions. */
export function useSpacesPage(version: number) {
  const { api, project, pages } = useStores();
  const store = project.currentStore;
  const pid = usePagePid();
  const [space, setSpace] = useSearchParam('space', idParam, '');
  const setup = useResource<SpacesSetup>(store && pid ? (signal) => billingApi(api).spaces.setup(pid, store, { signal }) : null, [api, store, pid, version]);
  const room = setup.value?.rooms.find((r) => r.did === space);
  return { store, storeName: project.store?.name ?? store, pid, space, setSpace, setup, room, can: { edit: pages.can('edit'), export: pages.can('export') } };
}

export type SpacesPage = ReturnType<typeof useSpacesPage>;
