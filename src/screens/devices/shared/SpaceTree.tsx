import { Button, Tree } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SpaceNode } from '../../../api/devices/types';
import { findSpace, useSpaceNodes, type SpaceNodes, type SpaceTreeNode } from './useSpaceNodes';

export interface SpaceTreeProps {
  store: string;
  selected: string;
  /**
   * A node chosen (or chosen again: '' for the whole store). Also called once with the node when
   * the tree opens at a `selected` space it did not show yet (a URL naming a space), so screens
   * show the space's name, not its did.
   */
  onSelect: (space: string, node?: SpaceNode) => void;
  /** A tree the screen holds (to reload it after a write); by default the tree holds its own. */
  model?: SpaceNodes;
  /** Extra text after a node's name (counts, areas). */
  extra?: (space: SpaceNode) => ReactNode;
}

/**
 * A store's spaces, building → floor → room, loaded a level at a time. Choosing a node shows its
 * devices (and those under it); choosing it again goes back to the whole store. Opened at the
 * selected space when it comes from the URL.
 */
export function SpaceTree(props: SpaceTreeProps) {
  const own = useSpaceNodes(props.model ? '' : props.store);
  return <SpaceTreeView {...props} model={props.model ?? own} />;
}

function SpaceTreeView({ selected, onSelect, model, extra }: SpaceTreeProps & { model: SpaceNodes }) {
  const intl = useIntl();
  const { nodes, failed, expanded, setExpanded } = model;
  const opened = useRef('');
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  // Once the buildings are there, a selected space not yet shown is opened (and named) once.
  useEffect(() => {
    if (!nodes || !selected || opened.current === selected) return;
    opened.current = selected;
    const shown = findSpace(nodes, selected);
    if (shown) {
      onSelectRef.current(selected, shown.space);
      return;
    }
    model.openAt(selected).then(
      (space) => space && opened.current === selected && onSelectRef.current(selected, space),
      () => undefined, // a space that is gone: the tree stays at the store
    );
  }, [nodes, selected, model]);

  if (failed) {
    return (
      <span role="alert">
        {intl.formatMessage({ id: 'devices.spaces.failed' })}{' '}
        <Button size="small" type="link" onClick={model.retry}>
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      </span>
    );
  }
  if (!nodes) return <span role="status">{intl.formatMessage({ id: 'devices.spaces.loading' })}</span>;
  return (
    <Tree<SpaceTreeNode>
      aria-label={intl.formatMessage({ id: 'devices.spaces.tree' })}
      treeData={nodes}
      selectedKeys={selected ? [selected] : []}
      expandedKeys={expanded}
      onExpand={(keys) => setExpanded(keys as string[])}
      titleRender={(node) => (
        <span>
          {node.space.name}
          {extra ? <span className="cem-space-extra"> {extra(node.space)}</span> : null}
        </span>
      )}
      onSelect={(_keys, info) => {
        opened.current = info.selected ? info.node.key : '';
        onSelect(info.selected ? info.node.key : '', info.selected ? info.node.space : undefined);
      }}
      loadData={async (node) => {
        if (node.children) return;
        await model.reload(node.key);
      }}
    />
  );
}
