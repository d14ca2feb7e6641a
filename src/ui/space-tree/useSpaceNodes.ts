import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SpaceNode } from '../../api/devices/types';
import { useStores } from '../../stores/context';
import type { KitTreeNode } from './TreeView';
import { devicesApi } from '../../api/devices';

export interface SpaceTreeNode extends KitTreeNode {
  key: string;
  space: SpaceNode;
  children?: SpaceTreeNode[];
}

const toNode = (space: SpaceNode): SpaceTreeNode => ({ key: space.did, title: space.name, space, isLeaf: space.childCount === 0 });

/** New children, keeping what was already loaded under those that are still there. */
function merge(before: readonly SpaceTreeNode[] | undefined, children: SpaceTreeNode[]): SpaceTreeNode[] {
  const old = new Map((before ?? []).map((c) => [c.key, c]));
  return children.map((c) => ({ ...c, children: old.get(c.key)?.children }));
}

function withChildren(nodes: SpaceTreeNode[], key: string, children: SpaceTreeNode[]): SpaceTreeNode[] {
  return nodes.map((n) => {
    if (n.key === key) return { ...n, isLeaf: children.length === 0, children: merge(n.children, children) };
    return n.children ? { ...n, children: withChildren(n.children, key, children) } : n;
  });
}

/** Finds a node by did anywhere in the loaded tree. */
export function findSpace(nodes: readonly SpaceTreeNode[] | null, did: string): SpaceTreeNode | undefined {
  for (const node of nodes ?? []) {
    if (node.key === did) return node;
    const found = findSpace(node.children ?? [], did);
    if (found) return found;
  }
  return undefined;
}

/**
 * A store's space tree loaded a level at a time, which screens can reload after a write and open
 * at a space (its ancestors loaded and expanded) when the URL names one.
 */
export function useSpaceNodes(store: string) {
  const { api } = useStores();
  const [nodes, setNodes] = useState<SpaceTreeNode[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);
  const generation = useRef(0);

  const load = useCallback(
    async (did: string) => {
      const kids = (await devicesApi(api).spaceChildren(did, { silent: true })).map(toNode);
      if (did === store) setNodes((current) => merge(current ?? undefined, kids));
      else setNodes((current) => (current ? withChildren(current, did, kids) : current));
      return kids;
    },
    [api, store],
  );

  const reloadRoot = useCallback(() => {
    const mine = (generation.current += 1);
    setNodes(null);
    setFailed(false);
    setExpanded([]);
    load(store).catch(() => mine === generation.current && setFailed(true));
  }, [load, store]);

  useEffect(() => {
    if (store) reloadRoot();
  }, [store, reloadRoot]);

  return useMemo(
    () => ({
      store,
      nodes,
      failed,
      expanded,
      setExpanded,
      retry: reloadRoot,
      /** Loads (or reloads, after a write) the children of a space or of the store. */
      reload: (did: string) => load(did).then(() => undefined),
      /** After a write: the store's buildings and every open node again (areas and counts roll up). */
      refresh: async () => {
        await load(store);
        for (const did of expanded) await load(did).catch(() => undefined);
      },
      /**
       * Opens the tree at `did`: loads and expands its building and floor. Resolves to the space,
       * or undefined when it is not (or no longer) there.
       */
      openAt: async (did: string): Promise<SpaceNode | undefined> => {
        const path = await devicesApi(api).spacePath(did, { silent: true });
        const ancestors = path.slice(0, -1).map((n) => n.did);
        for (const parent of ancestors) await load(parent);
        setExpanded((open) => [...new Set([...open, ...ancestors])]);
        return path[path.length - 1];
      },
    }),
    [api, store, nodes, failed, expanded, load, reloadRoot],
  );
}

export type SpaceNodes = ReturnType<typeof useSpaceNodes>;
