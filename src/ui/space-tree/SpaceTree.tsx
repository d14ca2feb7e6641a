import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SpaceNode } from '../../api/devices/types';
import { LoadFailedLine } from '../LoadFailedLine';
import { TreeView, type KitTreeNode } from './TreeView';
import { findSpace, useSpaceNodes, type SpaceNodes, type SpaceTreeNode } from './useSpaceNodes';

interface CommonProps {
  selected: string;
  /** The tree's accessible name (the kit's words for a store's spaces by default). */
  label?: string;
}

/** A store's spaces loaded a level at a time; every node can be chosen, choosing it again clears. */
export interface LazySpaceTreeProps extends CommonProps {
  store: string;
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
  selectable?: (node: SpaceTreeNode) => boolean;
}

/** A node set known in full (e.g. the billing API's let rooms), chosen under a `selectable` rule. */
export interface FixedSpaceTreeProps<N extends KitTreeNode = KitTreeNode> extends CommonProps {
  nodes: N[];
  onSelect: (key: string, node?: N) => void;
  selectable?: (node: N) => boolean;
  defaultExpandedKeys?: string[];
}

export type SpaceTreeProps = LazySpaceTreeProps | FixedSpaceTreeProps;


/**
 * A store's spaces, building → floor → room: either loaded a level at a time (opened at the
 * selected space when it comes from the URL) or a fixed node set.
 */
export function SpaceTree(props: LazySpaceTreeProps): ReactElement;
export function SpaceTree<N extends KitTreeNode>(props: FixedSpaceTreeProps<N>): ReactElement;
export function SpaceTree(props: SpaceTreeProps): ReactElement {
  if ('nodes' in props) return <TreeView {...props} block />;
  return <LazySpaceTree {...props} />;
}

function LazySpaceTree(props: LazySpaceTreeProps) {
  const own = useSpaceNodes(props.model ? '' : props.store);
  return <LazyView {...props} model={props.model ?? own} />;
}

function LazyView({ selected, onSelect, model, extra, label, selectable }: LazySpaceTreeProps & { model: SpaceNodes }) {
  const intl = useIntl();
  const { nodes, failed, expanded, setExpanded } = model;
  const opened = useRef('');
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  // A space opened after the screen has gone must not select it (its setter would write the next page's URL).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

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
      (space) => space && mounted.current && opened.current === selected && onSelectRef.current(selected, space),
      () => undefined, // a space that is gone: the tree stays at the store
    );
  }, [nodes, selected, model]);

  if (failed) {
    return (
      <LoadFailedLine title={intl.formatMessage({ id: 'spaceTree.failed' })} onRetry={model.retry} />
    );
  }
  if (!nodes) return <span role="status">{intl.formatMessage({ id: 'spaceTree.loading' })}</span>;
  return (
    <TreeView<SpaceTreeNode>
      label={label}
      nodes={nodes}
      selected={selected}
      selectable={selectable}
      expandedKeys={expanded}
      onExpand={setExpanded}
      titleRender={(node) => (
        <span>
          {node.space.name}
          {extra ? <span className="cem-space-extra"> {extra(node.space)}</span> : null}
        </span>
      )}
      onSelect={(key, node) => {
        opened.current = key;
        onSelect(key, node?.space);
      }}
      loadData={async (node) => {
        if (node.children) return;
        await model.reload(node.key);
      }}
    />
  );
}
