import type { CallOptions, HttpClient } from '../http';
import type {
  AllocationDelete,
  AllocationResult,
  AllocationSet,
  FlowQuery,
  MeterGroupBind,
  RoomStateList,
  RoomStateQuery,
  RoomStateRow,
  RoomStateSet,
  SpaceFlow,
  SpaceMeterGroup,
  SpacesSetup,
} from './spacesTypes';

type Read = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;

/** Billing spaces, their meter groups, energy flow and room states (shapes: ./spacesTypes). */
export function createSpacesApi(http: HttpClient) {
  return {
    /** A store's let rooms with their meter groups, its meters, allocations and differences. */
    setup: (pid: string, store: string, opts?: Read) => http.post<SpacesSetup>('/vts/api/allocation/getSpaceMeterGroup', { pid, store }, opts),
    /** What is bound in a room, with its billing group and the allocations it shares in. */
    meterGroup: (pid: string, space: string, opts?: Read) => http.post<SpaceMeterGroup>('/vts/api/allocation/getSpaceMeterGroup', { pid, space }, opts),
    /** Binds own meters in a room (or unbinds them). */
    bindMeters: (body: MeterGroupBind, opts?: Write) => http.post<SpaceMeterGroup>('/vtspace/api/setSpaceMeterGroup', body, opts),
    setAllocation: (body: AllocationSet, opts?: Write) => http.post<AllocationResult>('/vts/api/allocation/set', body, opts),
    deleteAllocation: (body: AllocationDelete, opts?: Write) => http.post<AllocationResult>('/vts/api/allocation/delete', body, opts),
    /** Where a room's energy came from in a month (getSpaceGraph). */
    flow: (query: FlowQuery, opts?: Read) => http.post<SpaceFlow>('/vtspace/api/energy/heat/flow', query, opts),
    roomStates: (query: RoomStateQuery, opts?: Read) => http.post<RoomStateList>('/vtspace/api/roomstate/list', query, opts),
    setRoomState: (body: RoomStateSet, opts?: Write) => http.post<RoomStateRow>('/vtspace/api/roomstate/set', body, opts),
  };
}

export type SpacesApi = ReturnType<typeof createSpacesApi>;
