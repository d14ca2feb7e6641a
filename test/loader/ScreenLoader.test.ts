// @vitest-environment node
import type { ComponentType } from 'react';
import { ApiError } from '../../src/api/errors';
import type { ManifestEntry } from '../../src/api/types';
import { createTimerScope } from '../../src/lib/timers';
import type { ChunkReloader } from '../../src/loader/chunkReload';
import type { ScreenModule, ScreenProps } from '../../src/loader/registry';
import { ScreenLoader } from '../../src/loader/ScreenLoader';

const Screen: ComponentType<ScreenProps> = () => null;
const Fallback: ComponentType<ScreenProps> = () => null;
const MANIFEST: ManifestEntry[] = [
  { pid: 'carbon-home', path: 'screens/carbon-home' },
  { pid: 'broken', path: 'screens/nowhere' },
  { pid: 'main', path: 'screens/common-page', common: true, main: true },
];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function setup(overrides: { manifest?: () => Promise<ManifestEntry[]>; importer?: () => Promise<ScreenModule>; chunk?: 'reloading' | 'exhausted' } = {}) {
  const importer = vi.fn(overrides.importer ?? (async () => ({ default: Screen })));
  const manifest = vi.fn(overrides.manifest ?? (async () => MANIFEST));
  const chunks = {
    attempt: vi.fn<ChunkReloader['attempt']>(() => overrides.chunk ?? 'exhausted'),
    succeeded: vi.fn<ChunkReloader['succeeded']>(),
  };
  const timers = createTimerScope();
  const loader = new ScreenLoader({
    manifest,
    registry: { 'screens/carbon-home': importer, 'screens/common-page': async () => ({ default: Fallback }) },
    timers,
    chunks,
  });
  return { loader, importer, manifest, chunks, timers };
}

describe('ScreenLoader (spec §2 page loader, §8)', () => {
  afterEach(() => vi.useRealTimers());

  it('idle → loading → mounted, through the manifest', async () => {
    const gate = deferred<ScreenModule>();
    const { loader, chunks } = setup({ importer: () => gate.promise });
    expect(loader.state('carbon-home').status).toBe('idle');
    const done = loader.load('carbon-home');
    await vi.waitFor(() => expect(loader.state('carbon-home').status).toBe('loading'));
    gate.resolve({ default: Screen });
    await done;
    expect(loader.state('carbon-home')).toEqual({ status: 'mounted', component: Screen });
    expect(chunks.succeeded).toHaveBeenCalledTimes(1);
  });

  it('loads a key at most once at a time, and caches it; the manifest is asked once', async () => {
    const { loader, importer, manifest } = setup();
    await Promise.all([loader.load('carbon-home'), loader.load('carbon-home'), loader.load('carbon-home')]);
    await loader.load('carbon-home');
    expect(importer).toHaveBeenCalledTimes(1);
    expect(manifest).toHaveBeenCalledTimes(1);
  });

  it('a key the manifest lacks uses the entry flagged main', async () => {
    const { loader } = setup();
    await loader.load('orders-list');
    expect(loader.state('orders-list')).toEqual({ status: 'mounted', component: Fallback });
  });

  it('a path the registry lacks is noComponentPath with the key', async () => {
    const { loader } = setup();
    await loader.load('broken');
    expect(loader.state('broken')).toEqual({ status: 'error', message: { id: 'noComponentPath', values: { key: 'broken' } } });
  });

  it('a failing module is loadFail with its reason; retry clears the cache and loads again', async () => {
    let fail = true;
    const { loader, importer } = setup({
      importer: async () => {
        if (fail) throw new Error('screen crashed while evaluating');
        return { default: Screen };
      },
    });
    await loader.load('carbon-home');
    expect(loader.state('carbon-home')).toEqual({ status: 'error', message: { id: 'loadFail', values: { reason: 'screen crashed while evaluating' } } });
    await loader.load('carbon-home'); // an error is cached too: no silent reload loop
    expect(importer).toHaveBeenCalledTimes(1);
    fail = false;
    await loader.retry('carbon-home');
    expect(loader.state('carbon-home').status).toBe('mounted');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a chunk that never arrives is loadTimerout after 120 s', async () => {
    vi.useFakeTimers();
    const { loader } = setup({ importer: () => new Promise(() => {}) });
    const done = loader.load('carbon-home');
    await vi.advanceTimersByTimeAsync(119_999); // spec §9: 120 s, a literal so a drift in src fails here
    expect(loader.state('carbon-home').status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(loader.state('carbon-home')).toEqual({ status: 'error', message: { id: 'loadTimerout' } });
  });

  it('an aborted load is loadTimerout', async () => {
    const { loader } = setup({ importer: async () => Promise.reject(new DOMException('aborted', 'AbortError')) });
    await loader.load('carbon-home');
    expect(loader.state('carbon-home')).toEqual({ status: 'error', message: { id: 'loadTimerout' } });
  });

  it('a failure without a reason is loadFailToRetry; a failed manifest is asked for again on retry', async () => {
    let calls = 0;
    const { loader, manifest } = setup({
      manifest: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('http', { id: 'requestError' });
        return MANIFEST;
      },
    });
    await loader.load('carbon-home');
    expect(loader.state('carbon-home')).toEqual({ status: 'error', message: { id: 'loadFailToRetry' } });
    await loader.retry('carbon-home');
    expect(loader.state('carbon-home').status).toBe('mounted');
    expect(manifest).toHaveBeenCalledTimes(2);

    const other = setup({ importer: () => Promise.reject('just a string') });
    await other.loader.load('carbon-home');
    expect(other.loader.state('carbon-home')).toEqual({ status: 'error', message: { id: 'loadFailToRetry' } });
  });

  it('a chunk failure asks for a reload and shows loading meanwhile; once exhausted, the error', async () => {
    const chunkError = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /cem_platform/assets/x.js'));
    const reloading = setup({ importer: chunkError, chunk: 'reloading' });
    await reloading.loader.load('carbon-home');
    expect(reloading.loader.state('carbon-home')).toEqual({ status: 'loading', reloading: true });
    expect(reloading.chunks.attempt).toHaveBeenCalledTimes(1);

    const exhausted = setup({ importer: chunkError, chunk: 'exhausted' });
    await exhausted.loader.load('carbon-home');
    expect(exhausted.loader.state('carbon-home')).toMatchObject({ status: 'error', message: { id: 'loadFail' } });
  });

  it('after dispose a late answer changes nothing', async () => {
    const gate = deferred<ScreenModule>();
    const { loader } = setup({ importer: () => gate.promise });
    const done = loader.load('carbon-home');
    loader.dispose();
    gate.resolve({ default: Screen });
    await done;
    expect(loader.state('carbon-home').status).toBe('loading');
  });
});
