import type { DeviceView } from '../../../src/api/devices/types';
import type { SeriesAnswer } from '../../../src/api/energyTypes';
import type { Paged } from '../../../src/api/types';
import { call, CONTROL_HEADERS } from '../support';

/** What the device tests past the seed ask of the mock: the operator's store, its battery room, the world clock. */

export const STORE = 'st-1005-01';
export const ROOM = 'sp-st-1005-01-01-f01-r03';
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Moves the world clock on (the mock control); answers the new now. */
export const advance = async (ms: number): Promise<string> =>
  (await call<{ now: string }>('/__mock__/control', { body: { action: 'advance-time', ms }, headers: CONTROL_HEADERS })).envelope.result.now;

/** A meter's hours of a day as the energy screens ask them. */
export const hours = async (session: string, meter: string, day: string): Promise<readonly (number | null)[]> =>
  (await call<SeriesAnswer>('/sfsaas/api/analysis/query', { session, body: { pid: 'p-dashboard', store: STORE, metric: 'energy', interval: 'hour', meters: [meter], start: day, end: day } })).envelope.result.series[0]!.values;

/** kW of the room's battery as the device list shows it now (its own mode: the meters' hour). */
export const batteryKw = async (session: string): Promise<number> => {
  const page = (await call<Paged<DeviceView>>('/bwp/v1/getgroupdev', { session, body: { store: STORE, space: ROOM, kind: 'storage', page: 1, pagesize: 10 } })).envelope.result;
  return page.data.find((d) => d.did === `${ROOM}-ess1`)!.storage!.powerKw;
};
