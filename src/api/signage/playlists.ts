import type { CallOptions, HttpClient } from '../http';
import type { Playlist, PlaylistAddMedia, PlaylistSave, PlaylistSummary } from './types';

type Read = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;

/** Playlists (types.ts lists the calls): a reorder is a save with the items in their new order. */
export function createPlaylistApi(http: HttpClient) {
  return {
    list: (query: { pid: string }, opts?: Read) => http.post<PlaylistSummary[]>('/sfsaas/api/signage/playlist/list', query, opts),
    get: (query: { pid: string; did: string }, opts?: Read) => http.post<Playlist>('/sfsaas/api/signage/playlist/get', query, opts),
    save: (body: PlaylistSave, opts?: Write) => http.post<Playlist>('/sfsaas/api/signage/playlist/save', body, opts),
    remove: (body: { pid: string; did: string }, opts?: Write) => http.post<{ did: string }>('/sfsaas/api/signage/playlist/remove', body, opts),
    addMedia: (body: PlaylistAddMedia, opts?: Write) => http.post<Playlist[]>('/sfsaas/api/signage/playlist/addMedia', body, opts),
  };
}

export type PlaylistApi = ReturnType<typeof createPlaylistApi>;
