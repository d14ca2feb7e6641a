import { domainApi } from '../domainApi';
import type { HttpClient } from '../http';
import { createChannelApi } from './channels';
import { createMediaApi } from './media';
import { createPlaylistApi } from './playlists';
import { createScheduleApi } from './schedule';
import { createScreenApi } from './screens';

/** Smart screens and media (types.ts lists the calls), one line per area. */
export function createSignageApi(http: HttpClient) {
  return {
    media: createMediaApi(http),
    playlists: createPlaylistApi(http),
    channels: createChannelApi(http),
    screens: createScreenApi(http),
    schedule: createScheduleApi(http),
  };
}

export type SignageApi = ReturnType<typeof createSignageApi>;

/** The section over a mount's api: `signageApi(api).…`. */
export const signageApi = domainApi(createSignageApi);
