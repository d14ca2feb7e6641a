import { domainApi } from '../domainApi';
import type { CallOptions, HttpClient } from '../http';
import type { NetworkView, PileAction, PileCommandResults, PileSendAnswer, StationMonitor, StationOption } from './monitoringTypes';

type Read = Pick<CallOptions, 'silent' | 'signal' | 'hideError'>;
/** A command's send: aborted once the client stops waiting for its answer. */
type Command = Pick<CallOptions, 'hideError' | 'signal'>;
/** Every call names the page it comes from: the page must own the station. */
interface At {
  pid: string;
}

const path = (call: string) => `/evcharge/${call}`;

/** Charging monitoring: the network, a station live, and remote commands to its piles (monitoringTypes.ts lists the calls). */
export function createMonitoringApi(http: HttpClient) {
  return {
    stations: (query: At, opts?: Read) => http.post<StationOption[]>(path('monitor/stations'), query, opts),
    network: (query: At, opts?: Read) => http.post<NetworkView>(path('monitor/network'), query, opts),
    station: (query: At & { station: string }, opts?: Read) => http.post<StationMonitor>(path('monitor/station'), query, opts),
    /** Each target's acceptance; follow the accepted ones with `results` until the pile answers. */
    send: (body: At & { station: string; targets: string[]; action: PileAction }, opts?: Command) => http.post<PileSendAnswer>(path('command/send'), body, opts),
    results: (query: At & { ids: string[] }, opts?: Read) => http.post<PileCommandResults>(path('command/results'), query, opts),
  };
}

export type MonitoringApi = ReturnType<typeof createMonitoringApi>;

/** The section over a mount's api: `monitoringApi(api).…`. */
export const monitoringApi = domainApi(createMonitoringApi);
