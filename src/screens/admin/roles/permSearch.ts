import type { Key } from 'react';
import { isActionKey, type PermNode } from './permTree';

/** The tree narrowed to a search, and the nodes to open so that every match shows. */
export interface FilteredTree {
  nodes: PermNode[];
  expanded: string[];
}

/**
 * The nodes whose title holds the query (case-insensitive, in the language shown), each with all
 * it holds (a found page keeps its actions), and the nodes on the way to them; every kept node
 * with children is opened. An empty query keeps the whole tree and opens nothing.
 */
export function filterPermTree(nodes: readonly PermNode[], query: string): FilteredTree {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return { nodes: [...nodes], expanded: [] };
  const expanded: string[] = [];
  const visit = (node: PermNode): PermNode | undefined => {
    if (node.title.toLocaleLowerCase().includes(needle)) {
      if (node.children?.length) expanded.push(node.key);
      return node;
    }
    const kept = (node.children ?? []).flatMap((child) => visit(child) ?? []);
    if (kept.length === 0) return undefined;
    expanded.push(node.key);
    return { ...node, children: kept };
  };
  return { nodes: nodes.flatMap((node) => visit(node) ?? []), expanded };
}

/** Every key of a tree. */
export function keysOf(nodes: readonly PermNode[]): Set<string> {
  const keys = new Set<string>();
  const walk = (node: PermNode) => {
    keys.add(node.key);
    node.children?.forEach(walk);
  };
  nodes.forEach(walk);
  return keys;
}

/**
 * The checked and half-checked keys of the whole tree from its checked actions: a page or module
 * is checked when every action under it is, half-checked when some are.
 */
export function conduct(tree: readonly PermNode[], actions: ReadonlySet<string>): { checked: string[]; halfChecked: string[] } {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  const visit = (node: PermNode): { all: boolean; some: boolean } => {
    if (!node.children?.length) {
      const on = isActionKey(node.key) && actions.has(node.key);
      if (on) checked.push(node.key);
      return { all: on, some: on };
    }
    const states = node.children.map(visit);
    const all = states.every((s) => s.all);
    const some = states.some((s) => s.some);
    if (all) checked.push(node.key);
    else if (some) halfChecked.push(node.key);
    return { all, some };
  };
  tree.forEach(visit);
  return { checked, halfChecked };
}

/**
 * A tick in a narrowed tree: the actions it shows take the tree's new state, the actions it
 * hides keep theirs (a search never ungrants what it does not show).
 */
export function mergeCheck(tree: readonly PermNode[], shown: readonly PermNode[], before: readonly Key[], after: readonly Key[]): { checked: string[]; halfChecked: string[] } {
  const visible = keysOf(shown);
  const actions = new Set<string>(before.map(String).filter((key) => isActionKey(key) && !visible.has(key)));
  for (const key of after.map(String)) if (isActionKey(key)) actions.add(key);
  return conduct(tree, actions);
}
