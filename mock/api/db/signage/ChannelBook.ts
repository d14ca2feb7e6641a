import type { Channel, ChannelLayout, ChannelRegionName, ChannelSummary, PlaylistRef } from '../../../../src/api/signage/types.ts';
import { LAYOUT_REGIONS } from '../../../../src/api/signage/types.ts';
import type { VersionStamp } from '../../../../src/api/types.ts';
import { notFound } from '../core/notFound.ts';

/** A channel's content as saved: playlist dids per region. */
export interface ChannelContent {
  name: string;
  layout: ChannelLayout;
  regions: Partial<Record<ChannelRegionName, string[]>>;
  tickerText: string;
  defaultPlaylist: string | null;
}

interface ChannelRecord extends ChannelContent {
  did: string;
  companyid: string;
  updatedAt: string;
  updatedBy: string;
}

/** What a channel reads of the playlists: a playlist's name and length, or a throw when it is gone. */
export type PlaylistLookup = (companyid: string, did: string) => PlaylistRef;

/** Every company's channels (one seeded per company on first use). */
export class ChannelBook {
  private readonly records = new Map<string, ChannelRecord>();
  private readonly seeded = new Set<string>();
  private count = 0;

  constructor(
    private readonly playlist: PlaylistLookup,
    private readonly seedTime: string,
    /** The version a channel is at (its dialog saves on it). */
    private readonly stamp: (did: string) => VersionStamp,
  ) {}

  private ensure(companyid: string): void {
    if (this.seeded.has(companyid)) return;
    this.seeded.add(companyid);
    const did = `channel-${companyid}-01`;
    this.records.set(did, {
      did, companyid, name: 'Lobby channel', layout: 'split-ticker',
      regions: { main: [`playlist-${companyid}-01`], ticker: [] }, tickerText: 'Welcome',
      defaultPlaylist: `playlist-${companyid}-02`, updatedAt: this.seedTime, updatedBy: 'system',
    });
  }

  private record(companyid: string, did: string): ChannelRecord {
    this.ensure(companyid);
    const record = this.records.get(did);
    if (!record || record.companyid !== companyid) throw notFound('channel', did);
    return record;
  }

  private mine(companyid: string): ChannelRecord[] {
    this.ensure(companyid);
    return [...this.records.values()].filter((record) => record.companyid === companyid);
  }

  private view(record: ChannelRecord): Channel {
    const refs = (dids: readonly string[] | undefined) => (dids ?? []).map((did) => this.playlist(record.companyid, did));
    return {
      did: record.did,
      name: record.name,
      layout: record.layout,
      regions: LAYOUT_REGIONS[record.layout].map((region) => ({ region, playlists: refs(record.regions[region]) })),
      tickerText: record.layout === 'full' ? '' : record.tickerText,
      defaultPlaylist: record.defaultPlaylist === null ? null : this.playlist(record.companyid, record.defaultPlaylist),
      updatedAt: record.updatedAt,
      updatedBy: record.updatedBy,
      ...this.stamp(record.did),
    };
  }

  list(companyid: string): ChannelSummary[] {
    return this.mine(companyid).map(({ did, name, layout, updatedAt }) => ({ did, name, layout, updatedAt, ...this.stamp(did) }));
  }

  get(companyid: string, did: string): Channel {
    return this.view(this.record(companyid, did));
  }

  /** The channels that play a playlist, in a region or as their default content. */
  using(companyid: string, playlistDid: string): { did: string; name: string }[] {
    return this.mine(companyid)
      .filter((record) => record.defaultPlaylist === playlistDid || Object.values(record.regions).some((dids) => dids.includes(playlistDid)))
      .map(({ did, name }) => ({ did, name }));
  }

  create(companyid: string, content: ChannelContent, at: string, by: string): Channel {
    this.ensure(companyid);
    this.count += 1;
    const did = `channel-${companyid}-n${String(this.count).padStart(3, '0')}`;
    const record: ChannelRecord = { ...content, did, companyid, updatedAt: at, updatedBy: by };
    this.records.set(did, record);
    return this.view(record);
  }

  replace(companyid: string, did: string, content: ChannelContent, at: string, by: string): Channel {
    const record = this.record(companyid, did);
    Object.assign(record, content, { updatedAt: at, updatedBy: by });
    return this.view(record);
  }

  remove(companyid: string, did: string): void {
    this.record(companyid, did);
    this.records.delete(did);
  }
}
