import { SIGNAGE_PIDS, type Channel, type ChannelSummary } from '../../../../src/api/signage/types.ts';
import type { ResourceRef } from '../core/access/Access.ts';
import type { SentVersion } from '../core/versions.ts';
import type { Writes } from '../core/writes.ts';
import type { UserRecord } from '../users.ts';
import { ChannelBook, type PlaylistLookup } from './ChannelBook.ts';
import { channelContent } from './channelInput.ts';

export interface ChannelDeskSources {
  writes: Writes;
  now: () => number;
  seedTime: string;
  playlist: PlaylistLookup;
  playlistExists: (companyid: string, did: string) => boolean;
  /** The names of the schedule events that play a channel (it cannot be deleted while any does). */
  scheduled: (companyid: string, did: string) => string[];
  refuseScheduled: (did: string, events: readonly string[]) => void;
}

const P = SIGNAGE_PIDS;
const channelRef = (id: string, pages: readonly string[] = [P.channel]): ResourceRef => ({ type: 'channel', id, pages });

/** Program channels with access and audited writes: the channel page writes them, the play grid reads them. */
export class ChannelDesk {
  readonly book: ChannelBook;

  constructor(private readonly sources: ChannelDeskSources) {
    this.book = new ChannelBook(sources.playlist, sources.seedTime, (did) => sources.writes.versions.of('channel', did));
  }

  private get writes(): Writes {
    return this.sources.writes;
  }

  private at(): string {
    return new Date(this.sources.now()).toISOString();
  }

  list(user: UserRecord, pid: string): ChannelSummary[] {
    this.writes.access.check(user, pid, 'view', channelRef('list', [P.channel, P.playgrid]));
    return this.book.list(user.companyid);
  }

  get(user: UserRecord, pid: string, did: string): Channel {
    this.writes.access.check(user, pid, 'view', channelRef(did, [P.channel, P.playgrid]));
    return this.book.get(user.companyid, did);
  }

  /** A new channel, or the whole new content of one (layout, playlists per region, ticker, default content) made on `version`. */
  save(user: UserRecord, pid: string, did: string | undefined, input: Record<string, unknown>, version?: SentVersion): Channel {
    const company = user.companyid;
    const content = () => channelContent(input, (playlist) => this.sources.playlistExists(company, playlist));
    if (did === undefined) {
      return this.writes.run(user, { pid, needs: 'add', area: 'records', op: 'channel-create', resource: channelRef('new'), detail: { input } }, () => {
        const channel = this.book.create(company, content(), this.at(), user.username);
        return { answer: channel, target: channel.did };
      });
    }
    return this.writes.run(user, { pid, needs: 'edit', area: 'records', op: 'channel-edit', resource: channelRef(did), detail: { input }, before: () => this.book.get(company, did) }, () => {
      // Another company's channel is unknown before its version is looked at.
      this.book.get(company, did);
      const overwrite = this.writes.versions.save(user, 'channel', did, version, () => this.book.replace(company, did, content(), this.at(), user.username));
      return { answer: this.book.get(company, did), detail: { input, ...overwrite } };
    });
  }

  remove(user: UserRecord, pid: string, did: string): { did: string } {
    const company = user.companyid;
    return this.writes.run(user, { pid, needs: 'delete', area: 'records', op: 'channel-delete', resource: channelRef(did), before: () => this.book.get(company, did) }, () => {
      this.sources.refuseScheduled(did, this.sources.scheduled(company, did));
      this.book.remove(company, did);
      return { answer: { did }, after: null };
    });
  }
}
