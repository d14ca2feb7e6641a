/**
 * The console's one clock. "Now" is the server's: every answer's standard `Date` header tells the
 * server's time, and the offset from the latest readable one corrects the browser's clock (whose
 * date may be wrong). This module is the only place in `src/` that reads the browser's clock
 * (the lint rule `cem/no-browser-clock` keeps it so).
 */

/** The browser's own clock: only for durations and as the base the server's offset corrects. */
export const browserNow = (): number => Date.now();

/** A `Date` header is whole seconds: offsets within this of the current one are the same clock (durations stay smooth). */
const HEADER_RESOLUTION_MS = 1500;

export interface ServerClock {
  /** The server's time now, epoch milliseconds (the browser's until an answer told it). */
  now(): number;
  /** Learns the offset from an answer's `Date` header; a missing or garbled header changes nothing. */
  learn(dateHeader: string | null | undefined): void;
  /** Server minus browser, milliseconds (0 until learnt). */
  readonly offsetMs: number;
}

/** An HTTP date ('Sun, 01 Nov 2026 00:00:00 GMT') as epoch ms, or undefined when it is not one. */
export function parseHttpDate(header: string | null | undefined): number | undefined {
  if (!header || !/\b\d{2}:\d{2}:\d{2} GMT$/.test(header.trim())) return undefined;
  const ms = Date.parse(header);
  return Number.isFinite(ms) ? ms : undefined;
}

export function createServerClock(base: () => number = browserNow): ServerClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    learn(dateHeader) {
      const server = parseHttpDate(dateHeader);
      if (server === undefined) return;
      // The header is truncated to the second: the middle of that second is the best guess.
      const next = server + 500 - base();
      if (Math.abs(next - offset) > HEADER_RESOLUTION_MS) offset = next;
    },
    get offsetMs() {
      return offset;
    },
  };
}
