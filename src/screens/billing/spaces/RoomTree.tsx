import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SpaceRoom } from '../../../api/billing/spacesTypes';
import { SpaceTree, type KitTreeNode } from '../../../ui/space-tree';

type Group = KitTreeNode & { children: KitTreeNode[] };

/** Buildings → floors → let rooms (with area), as the rooms come (tree order). */
export function roomTreeData(rooms: readonly SpaceRoom[], area: (m2: number) => string): KitTreeNode[] {
  const buildings = new Map<string, Group>();
  const floors = new Map<string, Group>();
  for (const room of rooms) {
    let building = buildings.get(room.building);
    if (!building) buildings.set(room.building, (building = { key: room.building, title: room.buildingName, children: [] }));
    let floor = floors.get(room.floorDid);
    if (!floor) {
      floor = { key: room.floorDid, title: `${room.floor}F`, children: [] };
      floors.set(room.floorDid, floor);
      building.children.push(floor);
    }
    floor.children.push({ key: room.did, title: `${room.name} · ${area(room.area)}`, isLeaf: true });
  }
  return [...buildings.values()];
}

/** Only let rooms are chosen; buildings and floors only group them. */
const isRoom = (node: KitTreeNode) => node.isLeaf === true;

/** The store's let rooms to choose from; keyboard: arrows move, Enter chooses. A room chosen again stays chosen. */
export function RoomTree({ rooms, selected, onSelect }: { rooms: readonly SpaceRoom[]; selected: string; onSelect: (did: string) => void }) {
  const intl = useIntl();
  const data = useMemo(() => roomTreeData(rooms, (m2) => `${intl.formatNumber(m2)} m²`), [rooms, intl]);
  const room = rooms.find((r) => r.did === selected);
  return (
    <SpaceTree
      label={intl.formatMessage({ id: 'billing.spaces.tree' })}
      nodes={data}
      selectable={isRoom}
      selected={selected}
      defaultExpandedKeys={room ? [room.building, room.floorDid] : data.slice(0, 1).map((n) => n.key)}
      onSelect={(did) => did && onSelect(did)}
    />
  );
}
