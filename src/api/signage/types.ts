/**
 * Smart screens and media (shared by the client and the mock). Every call takes `{ pid }` (the
 * page's id) and refuses with -45403 without that page's permission.
 *
 * Calls:
 * - POST /vt/staticfile/upload?pid=p-media-manage (multipart: `file`, optional `durationMs`,
 *   `width`, `height`, `tags` = comma-separated) → MediaItem; streamed to disk, up to 200 MB.
 * - DELETE /vt/staticfile/delete?did=…&pid=p-media-manage → { did }; refused while a playlist uses it.
 * - /sfsaas/api/signage/media/list|update|usage (MediaQuery, MediaPatch, { pid, did })
 * - /sfsaas/api/signage/playlist/list|get|save|remove|addMedia (playlist types below)
 * - /sfsaas/api/signage/channel/list|get|save|remove (Channel, ChannelSave)
 * - screens and groups: screenTypes.ts; the play grid and its agenda: scheduleTypes.ts
 */
import { pageIdOf } from '../routeDecl.ts';
import { SIGNAGE_ROUTES } from './routes.ts';
import type { VersionStamp } from '../types';

/**
 * What an edit of a versioned record sends (issue 36 item 2): the version its form was opened on
 * (required when editing, none for a new record), and whether it overwrites a newer one on purpose.
 */
export interface SentVersion {
  version?: number;
  overwrite?: boolean;
}

/** Page ids of the smart-screen routes (the menu leaf pids). */
export const SIGNAGE_PIDS = {
  media: pageIdOf(SIGNAGE_ROUTES, 'media-manage'),
  playlist: pageIdOf(SIGNAGE_ROUTES, 'playlist'),
  channel: pageIdOf(SIGNAGE_ROUTES, 'program-channel'),
  playgrid: pageIdOf(SIGNAGE_ROUTES, 'playgrid'),
  screenGroup: pageIdOf(SIGNAGE_ROUTES, 'screen-group'),
  screenSummary: pageIdOf(SIGNAGE_ROUTES, 'screen-summary'),
} as const;

export const MEDIA_KINDS = ['image', 'video', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The file types the media library takes, by kind (checked by the client before sending and by the server). */
export const MEDIA_TYPES: Readonly<Record<string, MediaKind>> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'image/svg+xml': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/ogg': 'video',
  'audio/mpeg': 'audio',
  'audio/wav': 'audio',
  'audio/ogg': 'audio',
  'audio/mp4': 'audio',
  'audio/webm': 'audio',
};

/** Largest media file by default (the mock's DatabaseOptions.mediaMaxBytes or CEM_MOCK_MEDIA_MAX_MB change it). */
export const DEFAULT_MEDIA_MAX_BYTES = 200 * 1024 * 1024;

/** How long an image shows in a playlist unless told otherwise. */
export const DEFAULT_IMAGE_DURATION_MS = 10_000;

/** A file of the media library. Duration and resolution are what the browser read and reported (null: not yet). */
export interface MediaItem {
  did: string;
  name: string;
  kind: MediaKind;
  /** MIME type. */
  type: string;
  size: number;
  /** Where the file is served (GET, no session needed: <img>/<video> cannot send one). */
  url: string;
  durationMs: number | null;
  width: number | null;
  height: number | null;
  tags: string[];
  createtime: string;
  /** Username of the uploader ('system' for the seeded library). */
  uploader: string;
}

export interface MediaQuery {
  pid: string;
  kind?: MediaKind;
  tag?: string;
  /** Part of the name or a tag, case-insensitive. */
  search?: string;
}

export interface MediaList {
  rows: MediaItem[];
  total: number;
  /** Every tag in the library, sorted. */
  tags: string[];
}

/** What the browser found out about a file after upload, or new tags / name. */
export interface MediaPatch {
  pid: string;
  did: string;
  name?: string;
  durationMs?: number | null;
  width?: number | null;
  height?: number | null;
  tags?: string[];
}

/** The playlists that use a file ("where used"). */
export interface MediaUsage {
  did: string;
  playlists: { did: string; name: string }[];
}

/** One item of a playlist: a file and how long it plays. */
export interface PlaylistItem {
  mediaDid: string;
  /** Images: the playlist's default unless set; videos and audio: their own duration. */
  durationMs: number;
}

export interface PlaylistItemView extends PlaylistItem {
  name: string;
  kind: MediaKind;
  url: string;
}

/** A playlist carries the version its editor saves on (issue 36 item 2). */
export interface Playlist extends VersionStamp {
  did: string;
  name: string;
  items: PlaylistItemView[];
  /** Sum of the items' durations. */
  totalMs: number;
  updatedAt: string;
  updatedBy: string;
}

export interface PlaylistSummary extends VersionStamp {
  did: string;
  name: string;
  count: number;
  totalMs: number;
  updatedAt: string;
}

/** A new playlist (no did) or the whole new content of one; items in play order. */
export interface PlaylistSave extends SentVersion {
  pid: string;
  did?: string;
  name: string;
  items: { mediaDid: string; durationMs?: number }[];
}

/** One file appended to several playlists at once. */
export interface PlaylistAddMedia {
  pid: string;
  mediaDid: string;
  playlists: string[];
  durationMs?: number;
}

/** Channel layouts and the regions each has: full screen, or a main region over a ticker strip. */
export const CHANNEL_LAYOUTS = ['full', 'split-ticker'] as const;
export type ChannelLayout = (typeof CHANNEL_LAYOUTS)[number];
export type ChannelRegionName = 'main' | 'ticker';
export const LAYOUT_REGIONS: Readonly<Record<ChannelLayout, readonly ChannelRegionName[]>> = {
  full: ['main'],
  'split-ticker': ['main', 'ticker'],
};

export interface PlaylistRef {
  did: string;
  name: string;
  totalMs: number;
}

/** A region of a channel's layout and the playlists it plays, in order, looping. */
export interface ChannelRegion {
  region: ChannelRegionName;
  playlists: PlaylistRef[];
}

/** A channel carries the version its dialog saves on (issue 36 item 2). */
export interface Channel extends VersionStamp {
  did: string;
  name: string;
  layout: ChannelLayout;
  regions: ChannelRegion[];
  /** Text the ticker scrolls when its region has no playlist ('' in a full-screen layout). */
  tickerText: string;
  /** What plays when nothing is scheduled (null: the screen shows its idle page). */
  defaultPlaylist: PlaylistRef | null;
  updatedAt: string;
  updatedBy: string;
}

export interface ChannelSummary extends VersionStamp {
  did: string;
  name: string;
  layout: ChannelLayout;
  updatedAt: string;
}

/** A new channel (no did) or the whole new content of one. */
export interface ChannelSave extends SentVersion {
  pid: string;
  did?: string;
  name: string;
  layout: ChannelLayout;
  /** Playlist dids per region of the layout (a region left out plays nothing). */
  regions: Partial<Record<ChannelRegionName, string[]>>;
  tickerText?: string;
  defaultPlaylist?: string | null;
}
