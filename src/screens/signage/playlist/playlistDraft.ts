import { DEFAULT_IMAGE_DURATION_MS, type MediaItem, type Playlist, type PlaylistItemView, type PlaylistSave } from '../../../api/signage/types';

/**
 * One item of the playlist being edited: the file as the editor shows it, and how long it plays.
 * Images keep their time in `seconds` (the field people type in); videos and audio play their own length.
 */
export interface DraftItem {
  mediaDid: string;
  name: string;
  kind: PlaylistItemView['kind'];
  url: string;
  /** An image's time on screen in seconds (what the field edits). */
  seconds: number;
  /** A video's or audio's own length (ms); images: unused. */
  ownMs: number;
}

export interface DraftValues {
  name: string;
  items: DraftItem[];
}

/** An item's play time in ms, as the server counts it. */
export function playMs(item: DraftItem): number {
  return item.kind === 'image' ? Math.round((Number(item.seconds) || 0) * 1000) : item.ownMs;
}

/** The playlist's total length in ms: what the screen shows while items are added, removed and timed. */
export function totalMs(items: readonly DraftItem[] | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + playMs(item), 0);
}

/** The editor's values of a saved playlist. */
export function draftOf(playlist: Playlist): DraftValues {
  return {
    name: playlist.name,
    items: playlist.items.map((item) => ({ mediaDid: item.mediaDid, name: item.name, kind: item.kind, url: item.url, seconds: item.durationMs / 1000, ownMs: item.durationMs })),
  };
}

/** A library file as a new item: images the default time, videos and audio their own length (the default until the browser read it). */
export function itemOfMedia(media: MediaItem): DraftItem {
  const own = media.durationMs !== null && media.durationMs > 0 ? media.durationMs : DEFAULT_IMAGE_DURATION_MS;
  return { mediaDid: media.did, name: media.name, kind: media.kind, url: media.url, seconds: DEFAULT_IMAGE_DURATION_MS / 1000, ownMs: own };
}

/** The save body: the whole content in play order (videos and audio send no time: the server uses their own). */
export function saveOf(pid: string, did: string, values: DraftValues): PlaylistSave {
  return {
    pid,
    did,
    name: values.name.trim(),
    items: values.items.map((item) => (item.kind === 'image' ? { mediaDid: item.mediaDid, durationMs: playMs(item) } : { mediaDid: item.mediaDid })),
  };
}

/** A server error path of an item's time (`items[2].durationMs`) is the item's seconds field. */
export function locateDraftField(path: Array<string | number>): Array<string | number> | undefined {
  if (path.length === 1 && path[0] === 'name') return path;
  if (path.length === 3 && path[0] === 'items' && typeof path[1] === 'number' && path[2] === 'durationMs') return ['items', path[1], 'seconds'];
  return undefined;
}
