import type { VersionStamp } from '../../../../src/api/types.ts';
import { DEFAULT_IMAGE_DURATION_MS, type MediaItem, type Playlist, type PlaylistItem, type PlaylistSummary } from '../../../../src/api/signage/types.ts';
import { notFound } from '../core/notFound.ts';

interface PlaylistRecord {
  did: string;
  companyid: string;
  name: string;
  items: PlaylistItem[];
  updatedAt: string;
  updatedBy: string;
}

/** What a playlist needs to know of the media library. */
export interface PlaylistMedia {
  item: (companyid: string, did: string) => MediaItem;
}

/** An item's play time: images keep theirs (the default unless set), videos and audio play their own length. */
export function playTime(media: MediaItem, stored: number | undefined): number {
  if (media.kind !== 'image' && media.durationMs !== null && media.durationMs > 0) return media.durationMs;
  return stored ?? DEFAULT_IMAGE_DURATION_MS;
}

/** The seeded playlists of a company: their names and the seeded media (by position) they play. */
const SEED: readonly { name: string; media: readonly number[] }[] = [
  { name: 'Lobby loop', media: [1, 4, 2, 7] },
  { name: 'Promotions', media: [3, 6] },
];

/** Every company's playlists, in creation order; items in play order. */
export class PlaylistBook {
  private readonly records = new Map<string, PlaylistRecord>();
  private readonly seeded = new Set<string>();
  private count = 0;

  constructor(
    private readonly media: PlaylistMedia,
    private readonly seedTime: string,
    /** The version a playlist is at (its editor saves on it). */
    private readonly stamp: (did: string) => VersionStamp,
  ) {}

  private ensure(companyid: string): void {
    if (this.seeded.has(companyid)) return;
    this.seeded.add(companyid);
    SEED.forEach((seed, index) => {
      const did = `playlist-${companyid}-${String(index + 1).padStart(2, '0')}`;
      const items = seed.media.map((n) => {
        const mediaDid = `media-${companyid}-${String(n).padStart(2, '0')}`;
        return { mediaDid, durationMs: playTime(this.media.item(companyid, mediaDid), undefined) };
      });
      this.records.set(did, { did, companyid, name: seed.name, items, updatedAt: this.seedTime, updatedBy: 'system' });
    });
  }

  private record(companyid: string, did: string): PlaylistRecord {
    this.ensure(companyid);
    const record = this.records.get(did);
    if (!record || record.companyid !== companyid) throw notFound('playlist', did);
    return record;
  }

  private mine(companyid: string): PlaylistRecord[] {
    this.ensure(companyid);
    return [...this.records.values()].filter((record) => record.companyid === companyid);
  }

  private view(record: PlaylistRecord): Playlist {
    const items = record.items.map((item) => {
      const media = this.media.item(record.companyid, item.mediaDid);
      return { mediaDid: item.mediaDid, durationMs: playTime(media, item.durationMs), name: media.name, kind: media.kind, url: media.url };
    });
    return { did: record.did, name: record.name, items, totalMs: items.reduce((sum, item) => sum + item.durationMs, 0), updatedAt: record.updatedAt, updatedBy: record.updatedBy, ...this.stamp(record.did) };
  }

  list(companyid: string): PlaylistSummary[] {
    return this.mine(companyid).map((record) => {
      const { did, name, items, totalMs, updatedAt, version, changedBy, changedAt } = this.view(record);
      return { did, name, count: items.length, totalMs, updatedAt, version, changedBy, changedAt };
    });
  }

  get(companyid: string, did: string): Playlist {
    return this.view(this.record(companyid, did));
  }

  exists(companyid: string, did: string): boolean {
    this.ensure(companyid);
    return this.records.get(did)?.companyid === companyid;
  }

  /** The playlists that play a file ("where used"). */
  using(companyid: string, mediaDid: string): { did: string; name: string }[] {
    return this.mine(companyid).filter((record) => record.items.some((item) => item.mediaDid === mediaDid)).map(({ did, name }) => ({ did, name }));
  }

  create(companyid: string, name: string, items: PlaylistItem[], at: string, by: string): Playlist {
    this.ensure(companyid);
    this.count += 1;
    const did = `playlist-${companyid}-n${String(this.count).padStart(3, '0')}`;
    const record = { did, companyid, name, items, updatedAt: at, updatedBy: by };
    this.records.set(did, record);
    return this.view(record);
  }

  replace(companyid: string, did: string, name: string, items: PlaylistItem[], at: string, by: string): Playlist {
    const record = this.record(companyid, did);
    Object.assign(record, { name, items, updatedAt: at, updatedBy: by });
    return this.view(record);
  }

  append(companyid: string, did: string, item: PlaylistItem, at: string, by: string): Playlist {
    const record = this.record(companyid, did);
    Object.assign(record, { items: [...record.items, item], updatedAt: at, updatedBy: by });
    return this.view(record);
  }

  remove(companyid: string, did: string): void {
    this.record(companyid, did);
    this.records.delete(did);
  }
}
