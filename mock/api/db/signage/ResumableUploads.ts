import { createWriteStream, rmSync, writeFileSync, type WriteStream } from 'node:fs';
import { BadRequest } from '../../envelope.ts';
import type { MediaItem } from '../../../../src/api/signage/types.ts';
import { secretId, type Secrets } from '../core/secrets.ts';
import { notFound } from '../core/notFound.ts';
import { keyedRefusal, said } from '../core/said.ts';
import { ContentHasher } from './contentHash.ts';
import type { UserRecord } from '../users.ts';

/** An upload nobody touched for this long is abandoned: its bytes are removed from the disk. */
export const RESUMABLE_TTL_MS = 24 * 3600 * 1000;

/** HTTP status of a PATCH at the wrong offset, or while another PATCH of the same upload is writing (tus). */
export const OFFSET_CONFLICT = 409;

/** How long a chunk waits for the previous one of the same upload to end before a 409 answers it. */
const BUSY_WAIT_MS = 2000;

/** One upload under way: its bytes so far are in one file on disk, appended to chunk by chunk. */
export interface PendingUpload {
  readonly id: string;
  readonly companyid: string;
  readonly userdid: string;
  readonly pid: string;
  readonly name: string;
  readonly type: string;
  /** The whole file's length, declared at creation (Upload-Length). */
  readonly length: number;
  /** Duration, resolution and tags the browser read of the file (Upload-Metadata). */
  readonly fields: Record<string, string>;
  readonly path: string;
  /** Bytes on disk: what the server confirms (Upload-Offset). */
  offset: number;
  touched: number;
  writing: boolean;
  /** Settles when the chunk being written ends (a new chunk after a cut connection waits for it). */
  idle: Promise<void>;
  /** Stops reading the chunk being written (its client has moved on: it asked the offset again). */
  stop: () => void;
  /** The content hash of the bytes on disk, fed as they are written (the file is never read again for it). */
  readonly hasher: ContentHasher;
  /** The media record once the last byte arrived (kept so a client that lost the answer still learns it). */
  done: MediaItem | undefined;
}

export interface NewUpload {
  pid: string;
  name: string;
  type: string;
  length: number;
  fields: Record<string, string>;
  path: string;
}

function conflict(text: string, key: string, values: Record<string, string | number>) {
  return keyedRefusal(said(text, key, values), OFFSET_CONFLICT);
}

function write(out: WriteStream, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => out.write(chunk, (error) => (error ? reject(error) : resolve())));
}

function close(out: WriteStream): Promise<void> {
  return new Promise((resolve) => out.end(() => resolve()));
}

/**
 * Uploads under way (the tus protocol's server side). Each chunk is streamed onto the end of the
 * upload's file as it arrives, so the file is assembled on disk without ever being held in memory,
 * and bytes of a chunk cut halfway are kept: the client resumes from the offset confirmed here.
 * Uploads belong to their uploader's company; another company's id is answered as unknown. The
 * mock has no browser-only mode (media live on disk, `MediaDisk`), so there is no memory variant.
 */
export class ResumableUploads {
  private readonly uploads = new Map<string, PendingUpload>();

  constructor(
    private readonly secrets: Secrets,
    private readonly now: () => number,
    private readonly removeFile: (path: string) => void = (path) => rmSync(path, { force: true }),
    readonly ttlMs = RESUMABLE_TTL_MS,
  ) {}

  open(user: UserRecord, upload: NewUpload): PendingUpload {
    this.sweep();
    const id = secretId(this.secrets, 'upload');
    const pending: PendingUpload = { ...upload, id, companyid: user.companyid, userdid: user.did, offset: 0, touched: this.now(), hasher: new ContentHasher(), writing: false, idle: Promise.resolve(), stop: () => {}, done: undefined };
    // The file exists from the start: a zero offset is a real, empty file.
    writeFileSync(upload.path, '');
    this.uploads.set(id, pending);
    return pending;
  }

  /** The company's upload by id; anything else (another company's, expired, made up) is not found. */
  find(user: UserRecord, id: string): PendingUpload {
    this.sweep();
    const pending = this.uploads.get(id);
    if (!pending || pending.companyid !== user.companyid) throw notFound('file', id);
    return pending;
  }

  /**
   * Appends a chunk sent from `offset` (which must be the confirmed one) and answers the new
   * offset. Bytes past the declared length are refused; a cut connection keeps what arrived.
   */
  async append(pending: PendingUpload, offset: number, body: ReadableStream<Uint8Array> | null): Promise<number> {
    if (pending.done) return pending.offset;
    await this.settle(pending);
    if (pending.writing) throw conflict(`upload busy: ${pending.id} is receiving another chunk`, 'uploads.server.busy', { name: pending.name });
    if (offset !== pending.offset) {
      throw conflict(`offset mismatch: the upload is at ${pending.offset}, not ${offset}`, 'uploads.server.offset', { offset: pending.offset, sent: offset });
    }
    pending.writing = true;
    let settle = () => {};
    pending.idle = new Promise<void>((resolve) => (settle = resolve));
    pending.touched = this.now();
    const out = createWriteStream(pending.path, { flags: 'a' });
    const reader = body?.getReader();
    pending.stop = () => void reader?.cancel().catch(() => undefined);
    try {
      for (;;) {
        if (!reader) break;
        const { value, done } = await reader.read();
        if (done) break;
        if (pending.offset + value.byteLength > pending.length) {
          void reader.cancel().catch(() => undefined);
          throw keyedRefusal(said(`too many bytes: ${pending.name} was declared as ${pending.length} bytes`, 'uploads.server.tooLong', { name: pending.name, length: pending.length }));
        }
        await write(out, value);
        pending.hasher.update(value);
        pending.offset += value.byteLength;
      }
    } catch (error) {
      // A cut connection: the bytes written so far stay, and are confirmed by the next HEAD.
      if (error instanceof BadRequest) throw error;
    } finally {
      await close(out);
      pending.writing = false;
      pending.stop = () => {};
      pending.touched = this.now();
      settle();
    }
    return pending.offset;
  }

  /**
   * Ends the chunk still being written for a client that has moved on (it asks the offset again, or
   * sends the next chunk, after a cut connection the server has not yet seen close), so the offset
   * answered is final and the next chunk fits it; waits at most a moment.
   */
  async settle(pending: PendingUpload): Promise<void> {
    if (!pending.writing) return;
    pending.stop();
    await Promise.race([pending.idle, new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS))]);
  }

  /** The file is whole and became `item`: its bytes now belong to the library. */
  finished(pending: PendingUpload, item: MediaItem): void {
    pending.done = item;
    pending.touched = this.now();
  }

  /** Stops an upload and removes its bytes (tus termination, or a refused assembly). */
  drop(pending: PendingUpload): void {
    this.uploads.delete(pending.id);
    if (!pending.done) this.removeFile(pending.path);
  }

  /** Uploads left untouched for the time to live: their chunks go (a finished file stays in the library). */
  sweep(): void {
    const now = this.now();
    for (const pending of this.uploads.values()) {
      if (!pending.writing && now - pending.touched > this.ttlMs) this.drop(pending);
    }
  }

  get size(): number {
    return this.uploads.size;
  }
}
