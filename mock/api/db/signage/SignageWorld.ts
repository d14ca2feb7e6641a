import type { PageAction } from '../../../../src/api/pageConfig.ts';
import { MEDIA_TYPES, SIGNAGE_PIDS, type MediaItem, type MediaList, type MediaUsage } from '../../../../src/api/signage/types.ts';
import { SMARTBNB_PIDS } from '../../../../src/api/smartbnb/types.ts';
import type { ResourceRef } from '../core/access/Access.ts';
import { SEED_NOW } from '../core/clock/time.ts';
import { CHINA_ZONE, dayIn } from '../core/clock/zones.ts';
import type { Secrets } from '../core/secrets.ts';
import { keyedRefusal, said } from '../core/said.ts';
import { fileTooLarge } from '../core/shapeErrors.ts';
import type { WriteSpec, Writes } from '../core/writes.ts';
import type { UserRecord } from '../users.ts';
import type { MediaDisk } from './MediaDisk.ts';
import { MediaLibrary, type MediaFilter, type MediaRecord } from './MediaLibrary.ts';
import { mediaPatch, uploadMeta, type MediaPatchInput } from './mediaInput.ts';
import { PlaylistBook } from './PlaylistBook.ts';
import { PlaylistDesk } from './PlaylistDesk.ts';
import { ChannelDesk } from './ChannelDesk.ts';
import { ScreenDesk } from './screens/ScreenDesk.ts';
import { ScheduleDesk } from './schedule/ScheduleDesk.ts';
import type { ScreenBookSources } from './screens/ScreenBook.ts';
import { seedMonthEnd } from '../core/clock/seedDates.ts';

export interface SignageSources extends ScreenBookSources {
  seed: number;
  /** Uploaded media ids come from here, never from the seeded streams. */
  secrets: Secrets;
  /** The simulated now (ms), the one world clock. */
  now: () => number;
  writes: Writes;
  disk: MediaDisk;
  /** Largest media file in bytes. */
  maxMediaBytes: number;
  /** Whether a company exists (its seeded library is made on first use). */
  isCompany: (companyid: string) => boolean;
}

/** A file as the streaming upload wrote it. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  path: string;
  /** Its content hash when the upload computed it while streaming (resumable uploads). */
  hash?: string;
}

const P = SIGNAGE_PIDS;
const mediaRef = (id: string): ResourceRef => ({ type: 'media', id, pages: [P.media, P.playlist] });
/** The library is read by its pages and by the smart-bnb music page (a room speaker plays its audio). */
const mediaListRef = (): ResourceRef => ({ type: 'media', id: 'list', pages: [P.media, P.playlist, SMARTBNB_PIDS.music] });
const mediaWriteRef = (id: string): ResourceRef => ({ type: 'media', id, pages: [P.media] });

/** Refuses to delete a channel or group while schedule events name it. */
export function scheduledRefusal(did: string, events: readonly string[]): void {
  if (events.length === 0) return;
  const names = events.join(', ');
  throw keyedRefusal(said(`scheduled: ${did} is used by ${names}; remove or change those events first`, 'signage.scheduled', { count: events.length, events: names }));
}

/** 200 MB, 1.5 MB: a size as people read it. */
export const sizeLabel = (bytes: number): string => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

/**
 * The smart-screen domain of the mock: per company, its media library (seeded with small
 * generated files; uploads on disk) and playlists. Access, clock and audited writes are the core's.
 */
export class SignageWorld {
  readonly media: MediaLibrary;
  readonly playlists: PlaylistBook;
  /** Playlists' reads and audited writes. */
  readonly playlistDesk: PlaylistDesk;
  /** Program channels (layouts of playlists). */
  readonly channels: ChannelDesk;
  /** Screens and groups (castscreen binding, power schedules). */
  readonly screens: ScreenDesk;
  /** The play grid and its agenda. */
  readonly schedule: ScheduleDesk;

  constructor(private readonly sources: SignageSources) {
    const seedTime = new Date(SEED_NOW).toISOString();
    this.media = new MediaLibrary(sources.secrets, seedTime, sources.isCompany);
    this.playlists = new PlaylistBook({ item: (companyid, did) => this.media.item(companyid, did) }, seedTime, (did) => sources.writes.versions.of('playlist', did));
    this.playlistDesk = new PlaylistDesk({ writes: sources.writes, now: sources.now, book: this.playlists, media: this.media, channelsUsing: (companyid, did) => this.channels.book.using(companyid, did) });
    this.channels = new ChannelDesk({
      writes: sources.writes, now: sources.now, seedTime,
      playlist: (companyid, did) => {
        const { name, totalMs } = this.playlists.get(companyid, did);
        return { did, name, totalMs };
      },
      playlistExists: (companyid, did) => this.playlists.exists(companyid, did),
      scheduled: (companyid, did) => this.schedule.using(companyid, did),
      refuseScheduled: scheduledRefusal,
    });
    this.screens = new ScreenDesk({
      writes: sources.writes, now: sources.now, stores: sources.stores, rooms: sources.rooms,
      scheduled: (companyid, group) => this.schedule.using(companyid, group),
      // A screenshot shows the library's first image (served by the file service, same origin).
      screenshotOf: (companyid) => this.media.list(companyid, { kind: 'image' }).rows.at(-1)?.url ?? null,
    });
    this.schedule = new ScheduleDesk({
      writes: sources.writes,
      groups: this.screens.groups,
      channelName: (companyid, did) => this.channels.book.list(companyid).find((channel) => channel.did === did)?.name,
      // The seed's day in China (the demo stores' zone), to the end of the second month after its own.
      seedDay: dayIn(SEED_NOW, CHINA_ZONE),
      seedUntil: seedMonthEnd(2),
      now: sources.now,
    });
  }

  private get writes(): Writes {
    return this.sources.writes;
  }

  private authorize(user: UserRecord, pid: string, action: PageAction, resource: ResourceRef): void {
    this.writes.access.check(user, pid, action, resource);
  }

  private at(): string {
    return new Date(this.sources.now()).toISOString();
  }

  get maxMediaBytes(): number {
    return this.sources.maxMediaBytes;
  }

  // ---- media library

  mediaList(user: UserRecord, pid: string, filter: MediaFilter): MediaList {
    this.authorize(user, pid, 'view', mediaListRef());
    return this.media.list(user.companyid, filter);
  }

  /** The upload's audit spec; the access check runs (and a refusal is audited) before any byte is read. */
  private uploadSpec(pid: string, detail: Record<string, unknown> = {}): WriteSpec {
    return { pid, needs: 'add', area: 'records', op: 'media-upload', resource: mediaWriteRef('new'), detail };
  }

  /** Checks the uploader may add media, and answers where the file goes and how it is judged while it streams. */
  beginUpload(user: UserRecord, pid: string) {
    this.writes.guard(user, this.uploadSpec(pid));
    const max = this.sources.maxMediaBytes;
    return {
      path: this.sources.disk.newPath(),
      maxBytes: max,
      accept: (name: string, type: string) => {
        if (!MEDIA_TYPES[type]) {
          throw keyedRefusal(said(`not a media file: ${name} is ${type || 'of no type'} (images, videos and audio only)`, 'signage.mediaType', { name, type: type || '-' }));
        }
      },
      tooLarge: (name: string) => fileTooLarge(`file too large: ${name} is over the ${sizeLabel(max)} limit`, sizeLabel(max)),
      /** The company's file with the same bytes, if any (never another company's). */
      sameContent: (hash: string, size: number) => this.media.sameContent(user.companyid, hash, size),
    };
  }

  /** A refused upload (wrong type, too large, unreadable): audited, nothing kept. */
  refuseUpload(user: UserRecord, pid: string, error: unknown): never {
    return this.writes.run(user, this.uploadSpec(pid), () => {
      throw error;
    });
  }

  /** The streamed file becomes a media record with what the browser reported (duration, resolution, tags). */
  finishUpload(user: UserRecord, pid: string, file: UploadedFile, fields: Record<string, string>): MediaItem {
    const disk = this.sources.disk;
    try {
      return this.writes.run(user, this.uploadSpec(pid, { name: file.name, type: file.type, size: file.size }), () => {
        const meta = uploadMeta(file, fields);
        const item = this.media.add(user.companyid, { ...meta, createtime: this.at(), uploader: user.username }, file.path, file.hash);
        return { answer: item, target: item.did };
      });
    } catch (error) {
      disk.remove(file.path);
      throw error;
    }
  }

  /** Name, tags, or what the browser read of the file later. */
  updateMedia(user: UserRecord, pid: string, did: string, input: MediaPatchInput): MediaItem {
    const company = user.companyid;
    return this.writes.run(user, { pid, needs: 'edit', area: 'records', op: 'media-edit', resource: mediaWriteRef(did), detail: { input }, before: () => this.media.item(company, did) }, () => ({
      answer: this.media.update(company, did, mediaPatch(input)),
    }));
  }

  mediaUsage(user: UserRecord, pid: string, did: string): MediaUsage {
    this.authorize(user, pid, 'view', mediaRef(did));
    this.media.item(user.companyid, did);
    return { did, playlists: this.playlists.using(user.companyid, did) };
  }

  /** Deleted from the library and the disk, unless a playlist still plays it. */
  deleteMedia(user: UserRecord, pid: string, did: string): { did: string } {
    const company = user.companyid;
    return this.writes.run(user, { pid, needs: 'delete', area: 'records', op: 'media-delete', resource: mediaWriteRef(did), before: () => this.media.item(company, did) }, () => {
      const users = this.playlists.using(company, did);
      if (users.length > 0) {
        const names = users.map((playlist) => playlist.name).join(', ');
        throw keyedRefusal(said(`file in use: ${did} is played by ${names}; take it out of those playlists first`, 'signage.mediaInUse', { count: users.length, playlists: names }));
      }
      const path = this.media.remove(company, did);
      if (path) this.sources.disk.remove(path);
      return { answer: { did }, after: null };
    });
  }

  isMedia(did: string): boolean {
    return this.media.isMedia(did);
  }

  /** The file behind a did, for the GET that serves it (no session: <img> cannot send one). */
  mediaFile(did: string): MediaRecord | undefined {
    return this.media.record(did);
  }
}
