import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useSpaceNodes, type SpaceTreeNode } from '../../../ui/space-tree';

interface Option {
  value: string;
  title: string;
  isLeaf?: boolean;
  children?: Option[];
}

const toOption = (node: SpaceTreeNode): Option => ({ value: node.key, title: node.space.name, isLeaf: node.isLeaf, children: node.children?.map(toOption) });

/**
 * A space of the store (building → floor → room) from the kit's space tree, its levels loaded as
 * they are opened. A value whose level is not loaded yet shows its did until it is.
 */
export function SpacePicker({ store, id, value, onChange, ...aria }: { store: string; id?: string; value?: string; onChange?: (space: string) => void; 'aria-label'?: string; 'aria-invalid'?: boolean }) {
  const model = useSpaceNodes(store);
  const options = useMemo(() => (model.nodes ?? []).map(toOption), [model.nodes]);
  return (
    <TreeSelect<string>
      id={id}
      {...aria}
      treeData={options}
      value={value || undefined}
      onChange={(next) => onChange?.(next ?? '')}
      showSearch
      treeNodeFilterProp="title"
      style={{ width: '100%' }}
      loadData={async (node) => {
        const did = String(node.value);
        if (findLoaded(options, did)) return;
        await model.reload(did);
      }}
    />
  );
}

/** Whether the children of `did` are loaded already (opening it again reads nothing). */
function findLoaded(options: readonly Option[], did: string): boolean {
  for (const option of options) {
    if (option.value === did) return option.children !== undefined;
    if (option.children && findLoaded(option.children, did)) return true;
  }
  return false;
}
