import { Tree, type TreeDataNode } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SpaceNode } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';

interface Node extends TreeDataNode {
  key: string;
  space: SpaceNode;
  children?: Node[];
}

const toNode = (space: SpaceNode): Node => ({ key: space.did, title: space.name, space, isLeaf: space.childCount === 0 });

function withChildren(nodes: Node[], key: string, children: Node[]): Node[] {
  return nodes.map((n) => (n.key === key ? { ...n, children } : n.children ? { ...n, children: withChildren(n.children, key, children) } : n));
}

/**
 * A store's spaces, building → floor → room, loaded a level at a time. Choosing a node shows its
 * devices (and those under it); choosing it again goes back to the whole store.
 */
export function SpaceTree({ store, selected, onSelect }: { store: string; selected: string; onSelect: (space: string, node?: SpaceNode) => void }) {
  const intl = useIntl();
  const { api } = useStores();
  const [nodes, setNodes] = useState<Node[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setNodes(null);
    setFailed(false);
    api.devices.spaceChildren(store).then(
      (buildings) => live && setNodes(buildings.map(toNode)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, store]);
  if (failed) return <span role="alert">{intl.formatMessage({ id: 'devices.spaces.failed' })}</span>;
  if (!nodes) return <span role="status">{intl.formatMessage({ id: 'devices.spaces.loading' })}</span>;
  return (
    <Tree<Node>
      aria-label={intl.formatMessage({ id: 'devices.spaces.tree' })}
      treeData={nodes}
      selectedKeys={selected ? [selected] : []}
      onSelect={(_keys, info) => onSelect(info.selected ? info.node.key : '', info.selected ? info.node.space : undefined)}
      loadData={async (node) => {
        if (node.children) return;
        const children = await api.devices.spaceChildren(node.key, { silent: true });
        setNodes((current) => (current ? withChildren(current, node.key, children.map(toNode)) : current));
      }}
    />
  );
}
