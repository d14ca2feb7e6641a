export { SpaceTree, type FixedSpaceTreeProps, type LazySpaceTreeProps, type SpaceTreeProps } from './SpaceTree';
export { TreeView, type KitTreeNode, type TreeViewProps } from './TreeView';
export { findSpace, useSpaceNodes, type SpaceNodes, type SpaceTreeNode } from './useSpaceNodes';
