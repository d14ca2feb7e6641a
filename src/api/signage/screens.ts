import type { CallOptions, HttpClient } from '../http';
import type { ScreenCommand, ScreenCommandBatch, ScreenCommandRecord } from './screenCommandTypes';
import type { GroupPower, GroupSave, ScreenCreate, ScreenGroup, ScreenRow } from './screenTypes';

type Read = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;

const CAST = '/vtproxy/castscreen/common';

/** Screens through castscreen, and screen groups with their power schedules (screenTypes.ts lists the calls). */
export function createScreenApi(http: HttpClient) {
  return {
    list: (query: { pid: string; group?: string }, opts?: Read) => http.post<ScreenRow[]>(`${CAST}?ope=getbindscreen`, query, opts),
    /** Binds a screen to a static group, moves it, or unbinds it (group null). */
    transfer: (body: { pid: string; screen: string; group: string | null }, opts?: Write) => http.post<ScreenRow>(`${CAST}?ope=transferbind`, body, opts),
    /** Refresh, screenshot or reboot to each screen: one result per screen (an offline one refused). */
    command: (body: { pid: string; screens: string[]; cmd: ScreenCommand }, opts?: Write) => http.post<ScreenCommandBatch>(`${CAST}?ope=sendcommand`, body, opts),
    commandResults: (query: { pid: string; ids: string[] }, opts?: Read) => http.post<ScreenCommandRecord[]>(`${CAST}?ope=commandresult`, query, opts),
    createAndBind: (body: ScreenCreate, opts?: Write) => http.post<ScreenRow>(`${CAST}?ope=transferwithcreate`, body, opts),
    groups: (query: { pid: string }, opts?: Read) => http.post<ScreenGroup[]>('/sfsaas/api/signage/group/list', query, opts),
    saveGroup: (body: GroupSave, opts?: Write) => http.post<ScreenGroup>('/sfsaas/api/signage/group/save', body, opts),
    setPower: (body: GroupPower, opts?: Write) => http.post<ScreenGroup>('/sfsaas/api/signage/group/power', body, opts),
    removeGroup: (body: { pid: string; did: string }, opts?: Write) => http.post<{ did: string }>('/sfsaas/api/signage/group/remove', body, opts),
  };
}

export type ScreenApi = ReturnType<typeof createScreenApi>;
