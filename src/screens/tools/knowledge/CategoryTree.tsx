import { Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { KnowledgeCategory } from '../../../api/tools/knowledgeTypes';

/** The value of "every category" in the tree (no filter). */
const ALL = '';

function nodesOf(categories: readonly KnowledgeCategory[], parent: string): TreeDataNode[] {
  return categories
    .filter((c) => c.parent === parent)
    .map((c) => ({ key: c.did, title: `${c.name} (${c.articles})`, children: nodesOf(categories, c.did) }));
}

export interface CategoryTreeProps {
  categories: readonly KnowledgeCategory[];
  total: number;
  selected: string;
  onSelect: (category: string) => void;
}

/** The company's category tree under "All articles"; choosing one filters the list to it and its children. */
export function CategoryTree({ categories, total, selected, onSelect }: CategoryTreeProps) {
  const intl = useIntl();
  const treeData = useMemo(
    () => [{ key: ALL, title: `${intl.formatMessage({ id: 'tools.kb.allCategories' })} (${total})`, children: nodesOf(categories, '') }],
    [categories, total, intl],
  );
  return (
    <Tree
      aria-label={intl.formatMessage({ id: 'tools.kb.categories' })}
      treeData={treeData}
      defaultExpandAll
      blockNode
      selectedKeys={[selected]}
      onSelect={(keys) => onSelect(String(keys[0] ?? ALL))}
    />
  );
}
