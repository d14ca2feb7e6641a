import { useState } from 'react';
import type { SpaceNode } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { idParam } from '../../../ui/url-state/codecs';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { findSpace, useSpaceNodes } from '../../../ui/space-tree';

/** Space dids embed their store: `sp-st-1005-01-01-f02` is of st-1005-01. */
const storeOfSpace = (space: string) => /^sp-(st-\d{4}-\d{2})-/.exec(space)?.[1] ?? '';

/**
 * What both space screens work with: a store's tree (the chosen store in the URL on
 * space-configuration, else the selected store), the chosen space (in the URL) with its figures
 * as last read, and the page's permissions. Writes go on the page's pid.
 */
export function useSpaceScreen(options: { storeInUrl: boolean }) {
  const { project, pages } = useStores();
  const pid = usePagePid();
  const [storeParam, setStoreParam] = useSearchParam('store', idParam, '');
  const [space, setSpace] = useSearchParam('space', idParam, '');
  // space-configuration runs without a chosen store (spec §2): the URL's store, else the store of
  // the URL's space, else the chosen one, else the project's first. The server checks reach.
  const store = options.storeInUrl ? storeParam || storeOfSpace(space) || project.currentStore || (project.stores[0]?.did ?? '') : project.currentStore;
  const [picked, setPicked] = useState<SpaceNode | undefined>(undefined);
  const model = useSpaceNodes(store);
  // The tree's copy is fresher than the one picked (it is read again after each write).
  const node = space ? (findSpace(model.nodes, space)?.space ?? (picked?.did === space ? picked : undefined)) : undefined;
  return {
    store,
    stores: project.stores,
    chooseStore: (did: string) => {
      setStoreParam(did === project.currentStore ? '' : did);
      setSpace('');
    },
    space,
    node,
    choose: (did: string, picked?: SpaceNode) => {
      setSpace(did);
      setPicked(picked);
    },
    model,
    pid,
    can: {
      add: pages.can('add'),
      edit: pages.can('edit'),
      delete: pages.can('delete'),
      export: pages.can('export'),
    },
  };
}

export type SpaceScreen = ReturnType<typeof useSpaceScreen>;

/** The level a space's children have (the store's are buildings); rooms have none. */
export function childLevel(node: SpaceNode | undefined): 'building' | 'floor' | 'room' | undefined {
  if (!node) return 'building';
  return node.level === 'building' ? 'floor' : node.level === 'floor' ? 'room' : undefined;
}
