import { Tree } from 'antd';
import type { Key, ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** A node the kit's tree shows: its own title, and children once known. */
export interface KitTreeNode {
  key: string;
  title?: ReactNode;
  isLeaf?: boolean;
  selectable?: boolean;
  children?: KitTreeNode[];
}

export interface TreeViewProps<N extends KitTreeNode> {
  nodes: N[];
  selected: string;
  /** The tree's accessible name; the kit's words for a store's spaces by default. */
  label?: string;
  /** Which nodes can be chosen (all by default). */
  selectable?: (node: N) => boolean;
  /** A node chosen, or '' when the chosen node is chosen again. */
  onSelect: (key: string, node?: N) => void;
  expandedKeys?: string[];
  defaultExpandedKeys?: string[];
  onExpand?: (keys: string[]) => void;
  titleRender?: (node: N) => ReactNode;
  loadData?: (node: N) => Promise<void>;
  /** Whole-row nodes (a fixed tree's rooms). */
  block?: boolean;
}

/** Applies the selectable rule to every node, so antd neither highlights nor reports the others. */
function withRule<N extends KitTreeNode>(nodes: readonly N[], rule: (node: N) => boolean): N[] {
  return nodes.map((n) => ({ ...n, selectable: rule(n), children: n.children ? withRule(n.children as N[], rule) : undefined }));
}

/** The one tree view behind every space tree: a fixed node set or one that loads lazily. */
export function TreeView<N extends KitTreeNode>(props: TreeViewProps<N>) {
  const intl = useIntl();
  const { nodes, selected, selectable, onSelect } = props;
  const data = selectable ? withRule(nodes, selectable) : nodes;
  return (
    <Tree<N>
      aria-label={props.label ?? intl.formatMessage({ id: 'spaceTree.label' })}
      treeData={data}
      selectedKeys={selected ? [selected] : []}
      {...(props.expandedKeys ? { expandedKeys: props.expandedKeys } : {})}
      {...(props.defaultExpandedKeys ? { defaultExpandedKeys: props.defaultExpandedKeys } : {})}
      onExpand={(keys: Key[]) => props.onExpand?.(keys.map(String))}
      titleRender={props.titleRender}
      onSelect={(_keys, info) => onSelect(info.selected ? info.node.key : '', info.selected ? info.node : undefined)}
      loadData={props.loadData}
      blockNode={props.block}
    />
  );
}
