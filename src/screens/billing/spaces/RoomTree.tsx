import { Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SpaceRoom } from '../../../api/billing/spacesTypes';

/** Buildings → floors → let rooms (with area), as the rooms come (tree order). */
export function roomTreeData(rooms: readonly SpaceRoom[], area: (m2: number) => string): TreeDataNode[] {
  const buildings = new Map<string, TreeDataNode & { children: TreeDataNode[] }>();
  const floors = new Map<string, TreeDataNode & { children: TreeDataNode[] }>();
  for (const room of rooms) {
    let building = buildings.get(room.building);
    if (!building) buildings.set(room.building, (building = { key: room.building, title: room.buildingName, selectable: false, children: [] }));
    let floor = floors.get(room.floorDid);
    if (!floor) {
      floor = { key: room.floorDid, title: `${room.floor}F`, selectable: false, children: [] };
      floors.set(room.floorDid, floor);
      building.children.push(floor);
    }
    floor.children.push({ key: room.did, title: `${room.name} · ${area(room.area)}`, isLeaf: true });
  }
  return [...buildings.values()];
}

/** The store's let rooms to choose from; keyboard: arrows move, Enter chooses. */
export function RoomTree({ rooms, selected, onSelect }: { rooms: readonly SpaceRoom[]; selected: string; onSelect: (did: string) => void }) {
  const intl = useIntl();
  const data = useMemo(() => roomTreeData(rooms, (m2) => `${intl.formatNumber(m2)} m²`), [rooms, intl]);
  const room = rooms.find((r) => r.did === selected);
  return (
    <Tree
      aria-label={intl.formatMessage({ id: 'billing.spaces.tree' })}
      treeData={data}
      selectedKeys={selected ? [selected] : []}
      defaultExpandedKeys={room ? [room.building, room.floorDid] : data.slice(0, 1).map((n) => n.key)}
      onSelect={(keys) => keys[0] !== undefined && onSelect(String(keys[0]))}
      blockNode
    />
  );
}
