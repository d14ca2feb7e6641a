import { action, computed, makeObservable, observable, observableShallow } from 'mobx';
import { isApiError } from '../../api/errors';
import type { UploadProgress } from '../../api/http';
import { libraryCopyOf } from './serverDuplicate';
import { UploadItem, type HashFile, type SendFile, type UploadState } from './UploadItem';
import { refusalOf, type UploadRules } from './uploadRules';

export { UploadItem, type HashFile, type SendFile, type UploadState } from './UploadItem';

const FINISHED: ReadonlySet<UploadState> = new Set(['done', 'cancelled', 'refused', 'skipped']);
/** States in which an item's bytes count as "already there" for a later file with the same hash. */
const HOLDS_BYTES: ReadonlySet<UploadState> = new Set(['queued', 'sending', 'done', 'failed']);

/**
 * The app instance's uploads: a few files at a time, the rest wait their turn; each can be
 * cancelled or (once failed or cancelled) tried again. It belongs to the root, not to a screen, so
 * uploads go on while the user moves around the console; `dispose` (unmount) aborts them all and
 * nothing starts afterwards.
 */
export class UploadQueue {
  items: UploadItem[] = [];
  /** Uploads finished well, per purpose, since the queue began (clearing the list keeps the count). */
  private uploaded = observable.map<string, number>();
  private seq = 0;
  private disposed = false;
  /** Hashes of the files uploaded since the queue began, with their names (a cleared list still knows them). */
  private readonly uploadedHashes = new Map<string, string>();
  private hashing: Promise<void> = Promise.resolve();

  constructor(
    private readonly hashOf: HashFile,
    private readonly concurrency = 3,
  ) {
    makeObservable<UploadQueue, 'pump' | 'finish' | 'hashed' | 'checking'>(this, {
      items: observableShallow,
      active: computed,
      add: action,
      cancel: action,
      retry: action,
      keepBoth: action,
      skip: action,
      hashed: action,
      checking: action,
      clearFinished: action,
      dispose: action,
      pump: action,
      finish: action,
    });
  }

  /** Files waiting, being read or sent, or waiting for a decision: what the badge counts. */
  get active(): number {
    return this.items.filter((i) => i.state === 'queued' || i.state === 'sending' || i.state === 'hashing' || i.state === 'duplicate').length;
  }

  /**
   * How many files of `purpose` have been stored so far: a screen reloads its list when it grows,
   * even if the upload finished while the user was on another screen.
   */
  uploadedOf(purpose: string): number {
    return this.uploaded.get(purpose) ?? 0;
  }

  /**
   * Queues the files; those the rules refuse are listed as refused, with why, and never sent. The
   * others are hashed first: one whose bytes are already uploaded or queued waits for the user.
   */
  add<T>(files: readonly File[], send: SendFile<T>, rules: UploadRules, purpose: string): UploadItem<T>[] {
    if (this.disposed) return [];
    const added = files.map((file) => {
      const item = new UploadItem<T>((this.seq += 1), file, send, purpose);
      const refusal = refusalOf(file, rules);
      if (refusal) {
        item.state = 'refused';
        item.reason = refusal;
      }
      return item;
    });
    this.items.push(...(added as UploadItem[]));
    for (const item of added) if (item.state === 'hashing') this.readHash(item);
    return added;
  }

  /** Sends a duplicate anyway: both copies are kept. */
  keepBoth(id: number): void {
    const item = this.items.find((i) => i.id === id);
    if (!item || item.state !== 'duplicate' || this.disposed) return;
    item.state = 'queued';
    item.duplicateOf = undefined;
    item.keepDuplicate = true;
    this.pump();
  }

  /** Leaves a duplicate out: nothing is sent. */
  skip(id: number): void {
    const item = this.items.find((i) => i.id === id);
    if (!item || item.state !== 'duplicate') return;
    item.state = 'skipped';
  }

  /** Files are hashed one after the other, in the order chosen: of two equal files the second is the duplicate. */
  private readHash(item: UploadItem): void {
    this.hashing = this.hashing
      .then(() => (item.state === 'hashing' ? this.hashOf(item.file, (fraction) => this.checking(item, fraction)) : ''))
      .then(
        (hash) => this.hashed(item, hash),
        () => this.hashed(item, ''),
      );
  }

  private hashed(item: UploadItem, hash: string): void {
    if (this.disposed || item.state !== 'hashing') return;
    item.hash = hash;
    // Unreadable (no Web Crypto): sent without the duplicate check, and without resuming after a reload.
    const earlier = hash ? (this.items.find((other) => other !== item && other.hash === hash && HOLDS_BYTES.has(other.state))?.name ?? this.uploadedHashes.get(hash)) : undefined;
    if (earlier !== undefined) {
      item.state = 'duplicate';
      item.duplicateOf = earlier;
      return;
    }
    item.state = 'queued';
    this.pump();
  }

  /** Percent of the confirmed bytes, for a label beside a bar ("42 %"). */
  /** The bar's figure: how far the check has read the file while checking, then the bytes the server confirmed. */
  static percent(item: UploadItem): number {
    if (item.state === 'hashing') return Math.floor(item.checked * 100);
    return item.state === 'done' ? 100 : Math.floor(item.fraction * 100);
  }

  private checking(item: UploadItem, fraction: number): void {
    if (!this.disposed) item.checked = fraction;
  }

  /** Stops a waiting or running upload (what the server holds stays, to resume from when tried again). */
  cancel(id: number): void {
    const item = this.items.find((i) => i.id === id);
    if (!item || (item.state !== 'queued' && item.state !== 'sending' && item.state !== 'hashing')) return;
    item.controller?.abort();
    item.state = 'cancelled';
    this.pump();
  }

  /** Queues a failed or cancelled upload again: it resumes from the bytes the server confirmed. */
  retry(id: number): void {
    const item = this.items.find((i) => i.id === id);
    if (!item || (item.state !== 'failed' && item.state !== 'cancelled') || this.disposed) return;
    item.reason = undefined;
    if (!item.hash) {
      item.state = 'hashing';
      this.readHash(item);
      return;
    }
    item.state = 'queued';
    this.pump();
  }

  /** Drops the finished ones from the list (failed ones stay, to be tried again or cancelled). */
  clearFinished(): void {
    this.items = this.items.filter((i) => !FINISHED.has(i.state));
  }

  /** Aborts every upload under way and empties the list: nothing is sent, retried or shown afterwards. */
  dispose(): void {
    this.disposed = true;
    for (const item of this.items) item.controller?.abort();
    this.items = [];
  }

  private pump(): void {
    if (this.disposed) return;
    let running = this.items.filter((i) => i.state === 'sending').length;
    for (const item of this.items) {
      if (running >= this.concurrency) break;
      if (item.state !== 'queued') continue;
      running += 1;
      this.start(item);
    }
  }

  private start(item: UploadItem): void {
    const controller = new AbortController();
    item.controller = controller;
    item.state = 'sending';
    const onProgress = action((progress: UploadProgress) => {
      if (!controller.signal.aborted) item.sent = Math.min(progress.loaded, item.file.size);
    });
    item.send(item.file, { signal: controller.signal, onProgress, hash: item.hash, keepDuplicate: item.keepDuplicate }).then(
      (result) => this.finish(item, controller, { result }),
      (error: unknown) => this.finish(item, controller, { error }),
    );
  }

  private finish(item: UploadItem, controller: AbortController, outcome: { result?: unknown; error?: unknown }): void {
    // A cancelled or disposed upload's late answer changes nothing.
    if (controller.signal.aborted || item.controller !== controller) return;
    item.controller = undefined;
    const earlier = 'error' in outcome ? libraryCopyOf(outcome.error) : undefined;
    if (earlier !== undefined) {
      // The server already holds these bytes (the check of another browser or day): the user decides.
      item.state = 'duplicate';
      item.duplicateOf = earlier;
      item.duplicateInLibrary = true;
    } else if ('error' in outcome) {
      item.state = 'failed';
      item.reason = isApiError(outcome.error) ? outcome.error.userMessage : { id: 'uploads.failed' };
    } else {
      item.state = 'done';
      item.sent = item.file.size;
      item.result = outcome.result;
      if (item.hash) this.uploadedHashes.set(item.hash, item.name);
      this.uploaded.set(item.purpose, this.uploadedOf(item.purpose) + 1);
    }
    this.pump();
  }
}
