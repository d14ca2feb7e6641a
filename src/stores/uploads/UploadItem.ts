import { makeObservable, observable, observableRef, computed } from 'mobx';
import type { UploadProgress } from '../../api/http';
import type { IdOrText } from '../../lib/serverMessage';

/** `hashing`: its content hash is being read; `duplicate`: the same bytes are already uploaded, queued or in the library, the user decides. */
export type UploadState = 'hashing' | 'duplicate' | 'queued' | 'sending' | 'done' | 'failed' | 'cancelled' | 'refused' | 'skipped';

/**
 * Sends one file; resolves with what the server stored. `onProgress` reports the bytes the server
 * confirmed; `keepDuplicate`: the user chose to keep both copies of a file the server already holds.
 */
export type SendFile<T> = (file: File, opts: { signal: AbortSignal; onProgress: (progress: UploadProgress) => void; hash: string; keepDuplicate: boolean }) => Promise<T>;

/** A file's content identity (`lib/media/contentHash`; tests pass a cheap one). */
export type HashFile = (file: Blob, onProgress?: (fraction: number) => void) => Promise<string>;

/** One file in the queue: observable, so a list and a badge follow it. */
export class UploadItem<T = unknown> {
  state: UploadState = 'hashing';
  /** Bytes the server confirmed it holds (never bytes merely sent). */
  sent = 0;
  /** The content hash, once read: the same file again is found by it, and resumes by it. */
  hash = '';
  /** 0…1 of the file read for its hash (a 200 MB file takes seconds): the bar shows it while checking. */
  checked = 0;
  /** The name of the earlier upload of the same bytes, while the user decides. */
  duplicateOf: string | undefined = undefined;
  /** The earlier copy is in the server's library (another browser, another day), not in this queue. */
  duplicateInLibrary = false;
  /** The user chose to keep both copies: the server is told, so it stores this one too. */
  keepDuplicate = false;
  /** Why it was refused or failed. */
  reason: IdOrText | undefined = undefined;
  /** The server's answer, once done. */
  result: T | undefined = undefined;
  controller: AbortController | undefined = undefined;

  constructor(
    readonly id: number,
    readonly file: File,
    readonly send: SendFile<T>,
    /** What the files are for (`media`…): a screen lists its own. */
    readonly purpose: string,
  ) {
    makeObservable(this, { state: observable, sent: observable, hash: observable, checked: observable, duplicateOf: observable, duplicateInLibrary: observable, reason: observableRef, result: observableRef, fraction: computed });
  }

  get name(): string {
    return this.file.name;
  }

  /** 0…1 of the bytes sent. */
  get fraction(): number {
    return this.file.size > 0 ? Math.min(1, this.sent / this.file.size) : this.state === 'done' ? 1 : 0;
  }
}
