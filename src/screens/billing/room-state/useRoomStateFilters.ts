import type { RoomStateRow } from '../../../api/billing/spacesTypes';
import { numberParam, oneOfParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';

export const STATE_FILTERS = ['vacant', 'reserved', 'occupied', 'maintenance', 'dirty'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

const stateParam = oneOfParam<StateFilter>(STATE_FILTERS);
const floorParam = numberParam({ min: 1, max: 200, integer: true });
const buildingParam = {
  parse: (raw: string | null) => (raw !== null && /^[\w.-]{1,80}$/.test(raw) ? raw : undefined),
  serialize: (v: string) => v || null,
};

/** Building, floor and state of the room board, in the URL. */
export function useRoomStateFilters() {
  const [building, setBuilding] = useSearchParam('building', buildingParam.parse, buildingParam.serialize, '');
  const [floor, setFloor] = useSearchParam<number | null>('floor', floorParam.parse, (v) => (v === null ? null : String(v)), null);
  const [state, setState] = useSearchParam<StateFilter | null>('state', stateParam.parse, (v) => v, null);
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
