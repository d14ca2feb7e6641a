import type { SafeStorage } from '../lib/storage';
import type { TimerScope } from '../lib/timers';
import { readPersisted, writePersisted } from '../stores/persisted';

/** Spec §9: a failed chunk reloads the page at most 3 times, 3000 ms apart. */
export const CHUNK_RELOAD_LIMIT = 3;
export const CHUNK_RELOAD_DELAY_MS = 3000;
/** Reloads further apart than this start a new series: yesterday's failures do not count today. */
export const CHUNK_RELOAD_WINDOW_MS = 5 * 60_000;

export interface ChunkReloader {
  /** Schedules a reload when the limit allows: 'reloading', else 'exhausted' (show the error). */
  attempt(): 'reloading' | 'exhausted';
  /** A screen loaded: the next failure starts a new series. */
  succeeded(): void;
}

/**
 * The count lives in persisted state so that it survives the reload it causes; that is what
 * stops a broken deployment from reloading forever. Inside a host the whole page reloads:
 * only a new host page fetches the console's new entry (qiankun caches the old one).
 */
export function createChunkReloader(deps: {
  storage: SafeStorage;
  timers: TimerScope;
  reloadPage: () => void;
  now: () => number;
}): ChunkReloader {
  let scheduled = false;
  return {
    attempt() {
      if (scheduled) return 'reloading';
      const record = readPersisted(deps.storage).chunkReload;
      const recent = record && deps.now() - record.at < CHUNK_RELOAD_WINDOW_MS ? record.count : 0;
      if (recent >= CHUNK_RELOAD_LIMIT) return 'exhausted';
      writePersisted(deps.storage, { chunkReload: { count: recent + 1, at: deps.now() } });
      scheduled = true;
      deps.timers.setTimeout(() => deps.reloadPage(), CHUNK_RELOAD_DELAY_MS);
      return 'reloading';
    },
    succeeded() {
      if (readPersisted(deps.storage).chunkReload) writePersisted(deps.storage, { chunkReload: null });
    },
  };
}
