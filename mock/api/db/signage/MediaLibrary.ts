import { MEDIA_RULES, MEDIA_TAGS_MAX } from '../../../../src/api/signage/rules.ts';
import type { MediaItem, MediaKind, MediaList } from '../../../../src/api/signage/types.ts';
import { notFound } from '../core/notFound.ts';
import { secretId, type Secrets } from '../core/secrets.ts';
import { contentHashOfBytes, contentHashOfFile } from './contentHash.ts';
import { seedMedia } from './seedMedia.ts';

/** A media record and where its bytes are: generated in memory (the seed) or on disk (uploads). */
export interface MediaRecord {
  item: MediaItem;
  companyid: string;
  bytes?: Uint8Array;
  path?: string;
  /** Its content identity (the console's `contentHash`), once known: a resumable upload brings it, others are read when asked. */
  hash?: string;
}

export interface MediaFilter {
  kind?: MediaKind;
  tag?: string;
  search?: string;
}

/** Where media files are served back from (the file service's GET). */
export const MEDIA_URL = '/vt/staticfile/get';

/** Tags as people type them: trimmed, lowercase, unique, at most the media book's count and length (an edit refuses longer ones first). */
export function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim().toLowerCase().slice(0, MEDIA_RULES.tag.maxLength)).filter(Boolean))].slice(0, MEDIA_TAGS_MAX);
}

/** Every company's media (each seeded on first use), found by did across companies for serving. */
export class MediaLibrary {
  private readonly records = new Map<string, MediaRecord>();
  private readonly seeded = new Set<string>();

  constructor(
    // Uploaded media get ids nobody can compute; the seeded library keeps its seeded ids.
    private readonly secrets: Secrets,
    private readonly seedTime: string,
    private readonly isCompany: (companyid: string) => boolean,
  ) {}

  /** A seeded did names its company: its library is seeded before the first answer about it (a GET needs no session). */
  private byDid(did: string): MediaRecord | undefined {
    const company = /^media-(.+)-\d{2}$/.exec(did)?.[1];
    if (company !== undefined && this.isCompany(company)) this.ensure(company);
    return this.records.get(did);
  }

  private ensure(companyid: string): void {
    if (this.seeded.has(companyid)) return;
    this.seeded.add(companyid);
    seedMedia().forEach((seed, index) => {
      const did = `media-${companyid}-${String(index + 1).padStart(2, '0')}`;
      const item: MediaItem = {
        did, name: seed.name, kind: seed.kind, type: seed.type, size: seed.bytes.byteLength, url: `${MEDIA_URL}?did=${did}`,
        durationMs: seed.durationMs, width: seed.width, height: seed.height, tags: seed.tags, createtime: this.seedTime, uploader: 'system',
      };
      this.records.set(did, { item, companyid, bytes: seed.bytes });
    });
  }

  /** The company's files, newest first, filtered. */
  list(companyid: string, filter: MediaFilter): MediaList {
    this.ensure(companyid);
    const mine = [...this.records.values()].filter((record) => record.companyid === companyid).map((record) => record.item);
    const search = filter.search?.toLowerCase();
    const rows = mine
      .filter((item) => !filter.kind || item.kind === filter.kind)
      .filter((item) => !filter.tag || item.tags.includes(filter.tag.toLowerCase()))
      .filter((item) => !search || item.name.toLowerCase().includes(search) || item.tags.some((tag) => tag.includes(search)))
      .sort((a, b) => b.createtime.localeCompare(a.createtime) || a.did.localeCompare(b.did));
    const tags = [...new Set(mine.flatMap((item) => item.tags))].sort();
    return { rows, total: rows.length, tags };
  }

  /** The company's file, or -1 no such file. */
  item(companyid: string, did: string): MediaItem {
    this.ensure(companyid);
    const record = this.records.get(did);
    if (!record || record.companyid !== companyid) throw notFound('file', did);
    return record.item;
  }

  /** Any company's file by did (the GET that serves it needs no session). */
  record(did: string): MediaRecord | undefined {
    return this.byDid(did);
  }

  isMedia(did: string): boolean {
    return this.byDid(did) !== undefined;
  }

  add(companyid: string, item: Omit<MediaItem, 'did' | 'url'>, path: string, hash?: string): MediaItem {
    this.ensure(companyid);
    const did = secretId(this.secrets, 'media');
    const full: MediaItem = { ...item, did, url: `${MEDIA_URL}?did=${did}` };
    this.records.set(did, { item: full, companyid, path, ...(hash ? { hash } : {}) });
    return full;
  }

  /**
   * The company's file with these bytes (same size, same content hash), if any; only files of the
   * same size are hashed, once each. Another company's files are never looked at.
   */
  sameContent(companyid: string, hash: string, size: number): MediaItem | undefined {
    this.ensure(companyid);
    for (const record of this.records.values()) {
      if (record.companyid !== companyid || record.item.size !== size) continue;
      record.hash ??= record.bytes ? contentHashOfBytes(record.bytes) : record.path ? contentHashOfFile(record.path) : undefined;
      if (record.hash === hash) return record.item;
    }
    return undefined;
  }

  update(companyid: string, did: string, patch: Partial<Pick<MediaItem, 'name' | 'durationMs' | 'width' | 'height' | 'tags'>>): MediaItem {
    const item = this.item(companyid, did);
    const next = { ...item, ...patch };
    const record = this.records.get(did) as MediaRecord;
    record.item = next;
    return next;
  }

  /** Removes the record; answers the disk path to delete, if any. */
  remove(companyid: string, did: string): string | undefined {
    this.item(companyid, did);
    const path = this.records.get(did)?.path;
    this.records.delete(did);
    return path;
  }
}
