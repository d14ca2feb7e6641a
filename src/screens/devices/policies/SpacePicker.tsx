import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import type { SpaceNode } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { devicesApi } from '../../../api/devices';

interface Option {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
}

const toOption = (space: SpaceNode): Option => ({ id: space.did, pId: space.parent, value: space.did, title: space.name, isLeaf: space.childCount === 0 });

/**
 * A space of the store (building → floor → room), its levels loaded as they are opened. A value
 * whose level is not loaded yet shows its did until it is.
 */
export function SpacePicker({ store, id, value, onChange, ...aria }: { store: string; id?: string; value?: string; onChange?: (space: string) => void; 'aria-label'?: string; 'aria-invalid'?: boolean }) {
  const { api } = useStores();
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    devicesApi(api).spaceChildren(store, { silent: true }).then(
      (buildings) => live && setOptions(buildings.map(toOption)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, store]);
  return (
    <TreeSelect<string>
      id={id}
      {...aria}
      treeDataSimpleMode
      treeData={options}
      value={value || undefined}
      onChange={(next) => onChange?.(next ?? '')}
      showSearch
      treeNodeFilterProp="title"
      style={{ width: '100%' }}
      loadData={async (node) => {
        const did = String(node.value);
        if (options.some((o) => o.pId === did)) return;
        const children = await devicesApi(api).spaceChildren(did, { silent: true });
        setOptions((current) => [...current, ...children.map(toOption).filter((c) => !current.some((o) => o.id === c.id))]);
      }}
    />
  );
}
