import { action, computed, makeObservable, observable, observableRef, observableShallow } from 'mobx';
import { isApiError } from '../../api/errors';
import type { UploadProgress } from '../../api/http';
import type { IdOrText } from '../../lib/serverMessage';
import { refusalOf, type UploadRules } from './uploadRules';

export type UploadState = 'queued' | 'sending' | 'done' | 'failed' | 'cancelled' | 'refused';

/** Sends one file; resolves with what the server stored. */
export type SendFile<T> = (file: File, opts: { signal: AbortSignal; onProgress: (progress: UploadProgress) => void }) => Promise<T>;

/** One file in the queue: observable, so a list and a badge follow it. */
export class UploadItem<T = unknown> {
  state: UploadState = 'queued';
  /** Bytes sent so far. */
  sent = 0;
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
    makeObservable(this, { state: observable, sent: observable, reason: observableRef, result: observableRef, fraction: computed });
  }

  get name(): string {
    return this.file.name;
  }

  /** 0…1 of the bytes sent. */
  get fraction(): number {
    return this.file.size > 0 ? Math.min(1, this.sent / this.file.size) : this.state === 'done' ? 1 : 0;
  }
}

const FINISHED: ReadonlySet<UploadState> = new Set(['done', 'cancelled', 'refused']);

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

  constructor(private readonly concurrency = 3) {
    makeObservable<UploadQueue, 'pump' | 'finish'>(this, {
      items: observableShallow,
      active: computed,
      add: action,
      cancel: action,
      retry: action,
      clearFinished: action,
      dispose: action,
      pump: action,
      finish: action,
    });
  }

  /** Files waiting or being sent: what the badge counts. */
  get active(): number {
    return this.items.filter((i) => i.state === 'queued' || i.state === 'sending').length;
  }

  /**
   * How many files of `purpose` have been stored so far: a screen reloads its list when it grows,
   * even if the upload finished while the user was on another screen.
   */
  uploadedOf(purpose: string): number {
    return this.uploaded.get(purpose) ?? 0;
  }

  /** Queues the files; those the rules refuse are listed as refused, with why, and never sent. */
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
    this.pump();
    return added;
  }

  /** Stops a waiting or running upload. */
  cancel(id: number): void {
    const item = this.items.find((i) => i.id === id);
    if (!item || (item.state !== 'queued' && item.state !== 'sending')) return;
    item.controller?.abort();
    item.state = 'cancelled';
    this.pump();
  }

  /** Queues a failed or cancelled upload again, from its first byte. */
  retry(id: number): void {
    const item = this.items.find((i) => i.id === id);
    if (!item || (item.state !== 'failed' && item.state !== 'cancelled') || this.disposed) return;
    item.state = 'queued';
    item.sent = 0;
    item.reason = undefined;
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
      if (!controller.signal.aborted) item.sent = progress.loaded;
    });
    item.send(item.file, { signal: controller.signal, onProgress }).then(
      (result) => this.finish(item, controller, { result }),
      (error: unknown) => this.finish(item, controller, { error }),
    );
  }

  private finish(item: UploadItem, controller: AbortController, outcome: { result?: unknown; error?: unknown }): void {
    // A cancelled or disposed upload's late answer changes nothing.
    if (controller.signal.aborted || item.controller !== controller) return;
    item.controller = undefined;
    if ('error' in outcome) {
      item.state = 'failed';
      item.reason = isApiError(outcome.error) ? outcome.error.userMessage : { id: 'uploads.failed' };
    } else {
      item.state = 'done';
      item.sent = item.file.size;
      item.result = outcome.result;
      this.uploaded.set(item.purpose, this.uploadedOf(item.purpose) + 1);
    }
    this.pump();
  }
}
