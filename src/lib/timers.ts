/**
 * Timers owned by one app instance, so that unmount can cancel every one of them
 * (the micro-app runs outside qiankun's sandbox and must clean up after itself).
 */
export interface TimerScope {
  setTimeout(fn: () => void, ms: number): () => void;
  /** Resolves after `ms`, or never when the scope is disposed first. */
  sleep(ms: number): Promise<void>;
  dispose(): void;
}

export function createTimerScope(): TimerScope {
  const live = new Set<ReturnType<typeof setTimeout>>();
  let disposed = false;
  const scope: TimerScope = {
    setTimeout(fn, ms) {
      if (disposed) return () => {};
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
    dispose() {
      disposed = true;
      for (const id of live) clearTimeout(id);
      live.clear();
    },
  };
  return scope;
}
