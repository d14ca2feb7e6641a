import { closeSync, openSync, readSync } from 'node:fs';
import { createHash, type Hash } from 'node:crypto';
import { HASH_SLICE_BYTES } from '../../../../src/lib/media/contentHash.ts';

/**
 * The console's content identity of a file (`src/lib/media/contentHash.ts`), fed piece by piece:
 * one slice or less is its plain SHA-256, more is the SHA-256 of `size:` and each 8 MB slice's
 * digest. The server computes it from the stored bytes, so a duplicate is judged by what it holds,
 * not by what a browser claims.
 */
export class ContentHasher {
  private readonly digests: Buffer[] = [];
  private slice: Hash = createHash('sha256');
  private inSlice = 0;
  private size = 0;

  constructor(private readonly sliceBytes = HASH_SLICE_BYTES) {}

  update(bytes: Uint8Array): void {
    for (let at = 0; at < bytes.byteLength; ) {
      if (this.inSlice === this.sliceBytes) this.nextSlice();
      const take = Math.min(bytes.byteLength - at, this.sliceBytes - this.inSlice);
      this.slice.update(bytes.subarray(at, at + take));
      this.inSlice += take;
      this.size += take;
      at += take;
    }
  }

  private nextSlice(): void {
    this.digests.push(this.slice.digest());
    this.slice = createHash('sha256');
    this.inSlice = 0;
  }

  digest(): string {
    if (this.size <= this.sliceBytes) return `sha256:${this.slice.digest('hex')}`;
    this.nextSlice();
    const list = createHash('sha256').update(`${this.size}:`);
    for (const part of this.digests) list.update(part);
    return `sha256-list:${list.digest('hex')}`;
  }
}

export function contentHashOfBytes(bytes: Uint8Array): string {
  const hasher = new ContentHasher();
  hasher.update(bytes);
  return hasher.digest();
}

const READ_BYTES = 1024 * 1024;

/** A file on disk read 1 MB at a time (never held whole); undefined when it cannot be read. */
export function contentHashOfFile(path: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buffer = Buffer.alloc(READ_BYTES);
    const hasher = new ContentHasher();
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) hasher.update(buffer.subarray(0, read));
    return hasher.digest();
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
