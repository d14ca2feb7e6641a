import type { SearchColumnValue, TreeNode } from '../../../../src/api/pageConfig.ts';
import { compareValues, select, type Selection } from '../core/tables/engine.ts';
import type { Row, Table } from '../core/tables/Table.ts';
import type { UserRecord } from '../users.ts';
import { fieldRefusal, unknown } from '../core/shapeErrors.ts';

/** searchcolumn and treegraph over any table the user reads. */

export const DEFAULT_DISTINCT = 100;
export const MAX_DISTINCT = 1000;

/** Distinct non-empty values of a column among the matching records, with counts, in value order. */
export function distinctValues(
  table: Table,
  user: UserRecord,
  column: string,
  selection: Selection,
  keyword: string | undefined,
  limit = DEFAULT_DISTINCT,
): SearchColumnValue[] {
  if (!table.columns.includes(column)) throw fieldRefusal(`unknown column: ${column}`, column, unknown);
  const counts = new Map<string | number | boolean, number>();
  const needle = keyword?.trim().toLowerCase() ?? '';
  for (const row of select(table, user, { ...selection, sort: {} })) {
    const value = row[column];
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    if (value === '' || (needle !== '' && !String(value).toLowerCase().includes(needle))) continue;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => compareValues(a.value, b.value))
    .slice(0, limit);
}

/** The records as a forest: roots are records whose parent is empty or out of reach. */
export function buildTree(rows: readonly Row[], parentField: string, labelField: string): TreeNode[] {
  const nodes = new Map<string, TreeNode>();
  for (const row of rows) {
    nodes.set(row.did, { did: row.did, label: String(row[labelField] ?? ''), parentdid: String(row[parentField] ?? ''), record: { ...row }, children: [] });
  }
  // A record whose ancestors lead back to itself is a root, so a bad edit cannot hide records.
  const cyclic = (node: TreeNode): boolean => {
    let did = node.parentdid;
    for (let steps = 0; did && steps <= nodes.size; steps += 1) {
      if (did === node.did) return true;
      did = nodes.get(did)?.parentdid ?? '';
    }
    return false;
  };
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = cyclic(node) ? undefined : nodes.get(node.parentdid);
    (parent ? parent.children : roots).push(node);
  }
  const order = (a: TreeNode, b: TreeNode) => compareValues(a.record.sortno, b.record.sortno) || compareValues(a.label, b.label) || compareValues(a.did, b.did);
  const sortAll = (list: TreeNode[]): void => {
    list.sort(order);
    list.forEach((node) => sortAll(node.children));
  };
  sortAll(roots);
  return roots;
}
