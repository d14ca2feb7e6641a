import type { CallOptions, HttpClient } from '../http';
import type { Channel, ChannelSave, ChannelSummary } from './types';

type Read = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;

/** Program channels (types.ts lists the calls). */
export function createChannelApi(http: HttpClient) {
  return {
    list: (query: { pid: string }, opts?: Read) => http.post<ChannelSummary[]>('/sfsaas/api/signage/channel/list', query, opts),
    get: (query: { pid: string; did: string }, opts?: Read) => http.post<Channel>('/sfsaas/api/signage/channel/get', query, opts),
    save: (body: ChannelSave, opts?: Write) => http.post<Channel>('/sfsaas/api/signage/channel/save', body, opts),
    remove: (body: { pid: string; did: string }, opts?: Write) => http.post<{ did: string }>('/sfsaas/api/signage/channel/remove', body, opts),
  };
}

export type ChannelApi = ReturnType<typeof createChannelApi>;
