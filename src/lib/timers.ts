/**
 * Timers owned by one app instance, so that unmount can cancel every one of them
 * (the micro-app runs outside qiankun's sandbox and must clean up after itself).
 * Once disposed the scope refuses: nothing it is asked for afterwards starts, so a late answer
 * of an unmounted instance cannot keep that instance alive (ARCHITECTURE §8).
 */
export interface TimerScope {
  setTimeout(fn: () => void, ms: number): () => void;
  /** Resolves after `ms`, or never when the scope is disposed first. */
  sleep(ms: number): Promise<void>;
  /** True once the instance is gone: late continuations check it before they start anything. */
  readonly disposed: boolean;
  /**
   * Ties `cleanup` (a poller's stop, a listener's removal) to the scope: it runs on dispose.
   * Returns the release (the owner stopped it first). Refused once disposed: `cleanup` runs at once.
   */
  own(cleanup: () => void, what?: string): () => void;
  dispose(): void;
}

/**
 * Says, in development only, that a disposed instance was asked to start something: a late
 * continuation that should have checked `disposed`. A warning, never an error: it is harmless now.
 */
export function warnRefused(what: string): void {
  if (import.meta.env?.DEV) console.warn(`[cem] ${what} refused: its app instance is disposed`);
}

export function createTimerScope(): TimerScope {
  const live = new Set<ReturnType<typeof setTimeout>>();
  const owned = new Set<() => void>();
  let disposed = false;
  const scope: TimerScope = {
    get disposed() {
      return disposed;
    },
    setTimeout(fn, ms) {
      if (disposed) {
        warnRefused('a timer');
        return () => {};
      }
      const id = setTimeout(() => {
        live.delete(id);
        fn();
      }, ms);
      live.add(id);
      return () => {
        clearTimeout(id);
        live.delete(id);
      };
    },
    sleep: (ms) => new Promise((resolve) => void scope.setTimeout(resolve, ms)),
    own(cleanup, what = 'a poller or listener') {
      if (disposed) {
        warnRefused(what);
        cleanup();
        return () => {};
      }
      // A fresh function per call, so owning the same cleanup twice releases each on its own.
      const entry = () => cleanup();
      owned.add(entry);
      return () => void owned.delete(entry);
    },
    dispose() {
      disposed = true;
      for (const id of live) clearTimeout(id);
      live.clear();
      for (const cleanup of [...owned]) cleanup();
      owned.clear();
    },
  };
  return scope;
}
