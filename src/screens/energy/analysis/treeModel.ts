import type { EnergyTree } from '../../../api/energyTypes';

/** One node of the energy tree as a table row: its parent and its share of the parent. */
export interface TreeRow {
  key: string;
  name: string;
  kind: EnergyTree['nodes'][number]['kind'];
  value: number;
  depth: number;
  parentName: string | null;
  /** Percent of the parent's value (null for the root or a parent of 0). */
  shareOfParent: number | null;
}

/** Node id used by the links: the answer links nodes by key (names may repeat across buildings). */
const idOf = (tree: EnergyTree, ref: string) => tree.nodes.find((n) => n.key === ref) ?? tree.nodes.find((n) => n.name === ref);

/** The tree's nodes in depth-first order from the root(s), with parent and share of parent. */
export function treeRows(tree: EnergyTree): TreeRow[] {
  const parentOf = new Map<string, { key: string; value: number }>();
  const children = new Map<string, Array<{ key: string; value: number }>>();
  for (const link of tree.links) {
    const source = idOf(tree, link.source);
    const target = idOf(tree, link.target);
    if (!source || !target) continue;
    parentOf.set(target.key, { key: source.key, value: link.value });
    children.set(source.key, [...(children.get(source.key) ?? []), { key: target.key, value: link.value }]);
  }
  const byKey = new Map(tree.nodes.map((n) => [n.key, n]));
  const rows: TreeRow[] = [];
  const seen = new Set<string>();
  const visit = (key: string, depth: number) => {
    const node = byKey.get(key);
    if (!node || seen.has(key)) return;
    seen.add(key);
    const parent = parentOf.get(key);
    const parentNode = parent ? byKey.get(parent.key) : undefined;
    rows.push({
      key,
      name: node.name,
      kind: node.kind,
      value: node.value,
      depth,
      parentName: parentNode?.name ?? null,
      shareOfParent: parentNode && parentNode.value > 0 ? (node.value / parentNode.value) * 100 : null,
    });
    for (const child of [...(children.get(key) ?? [])].sort((a, b) => b.value - a.value)) visit(child.key, depth + 1);
  };
  for (const node of tree.nodes) if (!parentOf.has(node.key)) visit(node.key, 0);
  return rows;
}

/** The root's value: the store total of the energy type (0 for an empty tree). */
export function treeTotal(tree: EnergyTree): number {
  return tree.nodes.find((n) => n.kind === 'store')?.value ?? tree.nodes.find((n) => !tree.links.some((l) => l.target === n.key || l.target === n.name))?.value ?? 0;
}
