import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ComponentType } from 'react';
import { isApiError, type UserMessage } from '../api/errors';
import type { ManifestEntry } from '../api/types';
import type { TimerScope } from '../lib/timers';
import { asChunkLoadError } from './chunkErrors';
import type { ChunkReloader } from './chunkReload';
import type { ScreenProps, ScreenRegistry } from './registry';

/** Spec §9: a screen chunk that has not arrived after 120 s is given up. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type LoadState =
  | { status: 'idle' }
  | { status: 'loading'; reloading?: boolean }
  | { status: 'mounted'; component: ComponentType<ScreenProps> }
  | { status: 'error'; message: UserMessage };

class LoadTimeout extends Error {}

class MissingPath extends Error {
  constructor(readonly key: string) {
    super(`no component path for ${key}`);
  }
}

export interface ScreenLoaderDeps {
  manifest: () => Promise<ManifestEntry[]>;
  /** The registry, or how to load it (the app's comes with the first screen, not on the login route). */
  registry: ScreenRegistry | (() => Promise<ScreenRegistry>);
  timers: TimerScope;
  chunks: ChunkReloader;
  timeoutMs?: number;
}

/**
 * Screen key → component (spec §2 page loader, §8): the key resolves through the manifest to
 * a registry path; each key loads at most once at a time and is cached; retry starts afresh.
 * States: idle → loading → mounted | error.
 */
export class ScreenLoader {
  // States are replaced whole, never mutated: the map holds them by reference.
  private readonly states = observable.map<string, LoadState>({}, { deep: false });
  private readonly pending = new Map<string, Promise<void>>();
  private manifestRequest: Promise<ManifestEntry[]> | null = null;
  private readonly prefetching = new Set<string>();
  private disposed = false;

  constructor(private readonly deps: ScreenLoaderDeps) {
    makeAutoObservable<ScreenLoader, 'deps' | 'pending' | 'manifestRequest' | 'prefetching'>(this, { deps: false, pending: false, manifestRequest: false, prefetching: false });
  }

  state(key: string): LoadState {
    return this.states.get(key) ?? { status: 'idle' };
  }

  /** Loads the screen of `key` unless it is loaded or loading. */
  load(key: string): Promise<void> {
    const state = this.state(key).status;
    if (state === 'mounted' || state === 'error') return Promise.resolve();
    let request = this.pending.get(key);
    if (!request) {
      request = this.run(key).finally(() => this.pending.delete(key));
      this.pending.set(key, request);
    }
    return request;
  }

  /**
   * Fetches the code of `key`'s screen ahead of its load, by its usual registry path and without
   * the manifest (the sign-in form starts it, so the chunks travel beside the sign-in requests).
   * It changes no state: a failure is left for load() to meet, and import() fetches a failed
   * module again when asked again.
   */
  prefetch(key: string): void {
    if (this.disposed || this.state(key).status !== 'idle' || this.prefetching.has(key)) return;
    this.prefetching.add(key);
    void this.registry()
      .then((registry) => registry[`screens/${key}`]?.())
      .catch(() => this.prefetching.delete(key));
  }

  /** Forgets the cached outcome (and a failed manifest) and loads again. */
  retry(key: string): Promise<void> {
    if (this.pending.has(key)) return this.pending.get(key)!;
    this.states.delete(key);
    return this.load(key);
  }

  dispose(): void {
    this.disposed = true;
    this.pending.clear();
  }

  private async run(key: string): Promise<void> {
    this.states.set(key, { status: 'loading' });
    const outcome = await this.resolve(key).then(
      (component): LoadState => ({ status: 'mounted', component }),
      (error: unknown): LoadState => this.failure(error),
    );
    if (this.disposed) return;
    if (outcome.status === 'mounted') this.deps.chunks.succeeded();
    runInAction(() => this.states.set(key, outcome));
  }

  private async resolve(key: string): Promise<ComponentType<ScreenProps>> {
    const [entries, registry] = await Promise.all([this.loadManifest(), this.registry()]);
    const entry = entries.find((e) => e.pid === key) ?? entries.find((e) => e.main === true);
    const importer = entry ? registry[entry.path] : undefined;
    if (!importer) throw new MissingPath(key);
    const module = await this.withTimeout(importer());
    return module.default;
  }

  /** The registry, loaded when the app passed how to load it. */
  private async registry(): Promise<ScreenRegistry> {
    const source = this.deps.registry;
    return typeof source === 'function' ? source() : source;
  }

  private loadManifest(): Promise<ManifestEntry[]> {
    this.manifestRequest ??= this.deps.manifest().then((list) => (Array.isArray(list) ? list.filter(isEntry) : []));
    // A failed manifest is asked for again on the next load or retry.
    this.manifestRequest.catch(() => (this.manifestRequest = null));
    return this.manifestRequest;
  }

  private withTimeout<T>(promise: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const cancel = this.deps.timers.setTimeout(() => reject(new LoadTimeout()), this.deps.timeoutMs ?? CHUNK_TIMEOUT_MS);
      promise.then(resolve, reject).finally(cancel);
    });
  }

  /** Spec §8: missing path, time-out or abort, a failure with a reason, anything else. */
  private failure(error: unknown): LoadState {
    if (error instanceof MissingPath) return { status: 'error', message: { id: 'noComponentPath', values: { key: error.key } } };
    // DOMException is not always an Error subclass (jsdom, older engines): go by the name.
    const aborted = typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
    if (error instanceof LoadTimeout || aborted || (isApiError(error) && error.kind === 'timeout')) {
      return { status: 'error', message: { id: 'loadTimerout' } };
    }
    // The manifest call failed: the request layer has said why already.
    if (isApiError(error)) return { status: 'error', message: { id: 'loadFailToRetry' } };
    const chunk = asChunkLoadError(error);
    if (chunk && this.deps.chunks.attempt() === 'reloading') return { status: 'loading', reloading: true };
    if (error instanceof Error && error.message) return { status: 'error', message: { id: 'loadFail', values: { reason: error.message } } };
    return { status: 'error', message: { id: 'loadFailToRetry' } };
  }
}

function isEntry(value: unknown): value is ManifestEntry {
  const entry = value as Partial<ManifestEntry> | null;
  return typeof entry === 'object' && entry !== null && typeof entry.pid === 'string' && typeof entry.path === 'string';
}
