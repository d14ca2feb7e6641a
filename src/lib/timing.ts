import { browserNow } from './serverClock';
/** Resolves after `ms` milliseconds (fake-timer friendly). */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A throttle gate: `tryPass()` is true at most once per `intervalMs`.
 * Used for error toasts (spec §9: one per 1000 ms).
 */
export function createThrottleGate(intervalMs: number, now: () => number = browserNow) {
  let last = -Infinity;
  return {
    tryPass(): boolean {
      const t = now();
      if (t - last < intervalMs) return false;
      last = t;
      return true;
    },
  };
}
