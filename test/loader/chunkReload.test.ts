import { createSafeStorage } from '../../src/lib/storage';
import { createTimerScope } from '../../src/lib/timers';
import { asChunkLoadError, CSS_CHUNK_LOAD_FAILED } from '../../src/loader/chunkErrors';
import { CHUNK_RELOAD_WINDOW_MS, createChunkReloader } from '../../src/loader/chunkReload';
import { readPersisted } from '../../src/stores/persisted';
import { memoryStorage } from '../support/memoryStorage';

describe('chunk errors (spec §8)', () => {
  it('recognises script chunk failures by name or message', () => {
    expect(asChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))?.name).toBe('ChunkLoadError');
    expect(asChunkLoadError(new TypeError('Importing a module script failed.'))?.code).toBeUndefined();
    expect(asChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).not.toBeNull();
  });

  it('marks stylesheet failures with CSS_CHUNK_LOAD_FAILED', () => {
    expect(asChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))?.code).toBe(CSS_CHUNK_LOAD_FAILED);
    expect(asChunkLoadError(Object.assign(new Error('css'), { code: CSS_CHUNK_LOAD_FAILED }))?.code).toBe(CSS_CHUNK_LOAD_FAILED);
  });

  it('leaves other failures alone', () => {
    expect(asChunkLoadError(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(asChunkLoadError('Failed to fetch dynamically imported module')).toBeNull();
  });
});

// Spec §9's 3 and 3000 ms are literals here, not src's constants, so a drift in src fails a test.
describe('chunk reload (spec §9: 3 reloads, 3000 ms apart)', () => {
  afterEach(() => vi.useRealTimers());

  /** One page life: a reloader over storage that outlives it, as localStorage does. */
  function pageLife(backend: Storage, now: () => number) {
    const reloadPage = vi.fn();
    const timers = createTimerScope();
    const reloader = createChunkReloader({ storage: createSafeStorage(backend), timers, reloadPage, now });
    return { reloader, reloadPage, timers };
  }

  it('reloads 3000 ms after a failure, 3 times across reloads, then gives up', async () => {
    vi.useFakeTimers();
    const backend = memoryStorage();
    let clock = 1_000_000;
    for (let n = 1; n <= 3; n += 1) {
      const page = pageLife(backend, () => clock);
      expect(page.reloader.attempt()).toBe('reloading');
      expect(page.reloader.attempt()).toBe('reloading'); // a second failing screen on the same page: one reload
      await vi.advanceTimersByTimeAsync(2999);
      expect(page.reloadPage).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(page.reloadPage).toHaveBeenCalledTimes(1);
      expect(readPersisted(createSafeStorage(backend)).chunkReload?.count).toBe(n);
      page.timers.dispose();
      clock += 3500; // the delay and the reload itself
    }
    const last = pageLife(backend, () => clock);
    expect(last.reloader.attempt()).toBe('exhausted');
    await vi.advanceTimersByTimeAsync(6000);
    expect(last.reloadPage).not.toHaveBeenCalled();
  });

  it('a success resets the count; an old series does not count', () => {
    const backend = memoryStorage();
    let clock = 0;
    const first = pageLife(backend, () => clock);
    first.reloader.attempt();
    first.reloader.succeeded();
    expect(readPersisted(createSafeStorage(backend)).chunkReload).toBeNull();

    for (let n = 0; n < 3; n += 1) pageLife(backend, () => clock).reloader.attempt();
    expect(pageLife(backend, () => clock).reloader.attempt()).toBe('exhausted');
    clock += CHUNK_RELOAD_WINDOW_MS + 1;
    expect(pageLife(backend, () => clock).reloader.attempt()).toBe('reloading');
  });

  it('disposing the page cancels a pending reload', async () => {
    vi.useFakeTimers();
    const page = pageLife(memoryStorage(), () => 0);
    page.reloader.attempt();
    page.timers.dispose();
    await vi.advanceTimersByTimeAsync(3000);
    expect(page.reloadPage).not.toHaveBeenCalled();
  });
});
