import type { RoomStateRow } from '../../../api/billing/spacesTypes';
import { idParam, numberParam, oneOfParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';

export const STATE_FILTERS = ['vacant', 'reserved', 'occupied', 'maintenance', 'dirty'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

const stateParam = oneOfParam<StateFilter>(STATE_FILTERS);
const floorParam = numberParam({ min: 1, max: 200, integer: true });

/** Building, floor and state of the room board, in the URL. */
export function useRoomStateFilters() {
  const [building, setBuilding] = useSearchParam('building', idParam, '');
  const [floor, setFloor] = useSearchParam('floor', floorParam, null);
  const [state, setState] = useSearchParam('state', stateParam, null);
  return { building, setBuilding, floor, setFloor, state, setState };
}

export type RoomStateFilters = ReturnType<typeof useRoomStateFilters>;

/** The rows the filters let through. */
export function filterRooms(rows: readonly RoomStateRow[], f: Pick<RoomStateFilters, 'building' | 'floor' | 'state'>): RoomStateRow[] {
  return rows.filter(
    (r) =>
      (!f.building || r.room.building === f.building) &&
      (f.floor === null || r.room.floor === f.floor) &&
      (f.state === null || (f.state === 'dirty' ? !r.clean : r.occupancy === f.state)),
  );
}
