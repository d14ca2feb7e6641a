import { SIGNAGE_PIDS, type Playlist, type PlaylistSummary } from '../../../../src/api/signage/types.ts';
import type { ResourceRef } from '../core/access/Access.ts';
import { keyedRefusal, said } from '../core/said.ts';
import type { SentVersion } from '../core/versions.ts';
import type { Writes } from '../core/writes.ts';
import type { UserRecord } from '../users.ts';
import type { MediaLibrary } from './MediaLibrary.ts';
import type { PlaylistBook } from './PlaylistBook.ts';
import { playlistContent, type PlaylistContentInput } from './playlistInput.ts';

export interface PlaylistDeskSources {
  writes: Writes;
  now: () => number;
  book: PlaylistBook;
  media: MediaLibrary;
  /** The channels that play a playlist (it cannot be deleted while any does). */
  channelsUsing: (companyid: string, did: string) => { did: string; name: string }[];
}

const P = SIGNAGE_PIDS;
const playlistRef = (id: string, pages: readonly string[] = [P.playlist]): ResourceRef => ({ type: 'playlist', id, pages });

/**
 * Playlists with access and audited writes. An edit of a playlist (its name, items and their
 * order) is saved on the version its editor opened (issue 36 item 2); appending a file from the
 * library moves the version on too.
 */
export class PlaylistDesk {
  constructor(private readonly sources: PlaylistDeskSources) {}

  private get writes(): Writes {
    return this.sources.writes;
  }

  private get book(): PlaylistBook {
    return this.sources.book;
  }

  private at(): string {
    return new Date(this.sources.now()).toISOString();
  }

  list(user: UserRecord, pid: string): PlaylistSummary[] {
    this.writes.access.check(user, pid, 'view', playlistRef('list', [P.playlist, P.media, P.channel]));
    return this.book.list(user.companyid);
  }

  get(user: UserRecord, pid: string, did: string): Playlist {
    this.writes.access.check(user, pid, 'view', playlistRef(did, [P.playlist, P.channel]));
    return this.book.get(user.companyid, did);
  }

  /** A new playlist, or the whole new content of one made on `version` (reordering is a save in the new order). */
  save(user: UserRecord, pid: string, did: string | undefined, input: PlaylistContentInput, version?: SentVersion): Playlist {
    const company = user.companyid;
    const content = () => playlistContent(input, (mediaDid) => this.sources.media.item(company, mediaDid));
    if (did === undefined) {
      return this.writes.run(user, { pid, needs: 'add', area: 'records', op: 'playlist-create', resource: playlistRef('new'), detail: { input } }, () => {
        const { name, items } = content();
        const playlist = this.book.create(company, name, items, this.at(), user.username);
        return { answer: playlist, target: playlist.did };
      });
    }
    return this.writes.run(user, { pid, needs: 'edit', area: 'records', op: 'playlist-edit', resource: playlistRef(did), detail: { input }, before: () => this.book.get(company, did) }, () => {
      this.book.get(company, did);
      const overwrite = this.writes.versions.save(user, 'playlist', did, version, () => {
        const { name, items } = content();
        this.book.replace(company, did, name, items, this.at(), user.username);
      });
      return { answer: this.book.get(company, did), detail: { input, ...overwrite } };
    });
  }

  remove(user: UserRecord, pid: string, did: string): { did: string } {
    const company = user.companyid;
    return this.writes.run(user, { pid, needs: 'delete', area: 'records', op: 'playlist-delete', resource: playlistRef(did), before: () => this.book.get(company, did) }, () => {
      const users = this.sources.channelsUsing(company, did);
      if (users.length > 0) {
        const names = users.map((channel) => channel.name).join(', ');
        throw keyedRefusal(said(`playlist in use: ${did} is played by ${names}; take it out of those channels first`, 'signage.playlistInUse', { count: users.length, channels: names }));
      }
      this.book.remove(company, did);
      return { answer: { did }, after: null };
    });
  }

  /** One file appended to several playlists at once (from the library or the playlist page), one audit entry each; each moves on a version. */
  addMedia(user: UserRecord, pid: string, mediaDid: string, playlistDids: readonly string[], durationMs: number | undefined): Playlist[] {
    const company = user.companyid;
    // Every playlist is checked before any changes: all or nothing.
    for (const did of playlistDids) this.book.get(company, did);
    return playlistDids.map((did) =>
      this.writes.run(user, { pid, needs: 'edit', area: 'records', op: 'playlist-add-media', resource: playlistRef(did, [P.playlist, P.media]), detail: { mediaDid, durationMs: durationMs ?? null }, before: () => this.book.get(company, did) }, () => {
        const { items } = playlistContent({ name: 'x', items: [{ mediaDid, durationMs }] }, (media) => this.sources.media.item(company, media));
        this.book.append(company, did, items[0] as (typeof items)[number], this.at(), user.username);
        this.writes.versions.bump(user, 'playlist', did);
        return { answer: this.book.get(company, did) };
      }),
    );
  }
}
