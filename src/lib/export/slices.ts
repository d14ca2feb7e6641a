import type { WriteOptions } from './types.ts';

/** Default longest stretch of work between yields: well under one frame at 60 Hz. */
export const DEFAULT_SLICE_MS = 12;
const ROWS_BETWEEN_CLOCK_READS = 64;

/** Gives the event loop a turn (rendering, input, the Cancel button) before the next slice. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `handle(i)` for i in [0, total) in time slices, yielding to the event loop between them,
 * reporting progress at every yield and at the end, and stopping with the abort reason when
 * the signal aborts.
 */
export async function forEachInSlices(
  total: number,
  handle: (index: number) => void,
  options: WriteOptions = {},
): Promise<void> {
  const sliceMs = options.sliceMs ?? DEFAULT_SLICE_MS;
  options.signal?.throwIfAborted();
  let index = 0;
  while (index < total) {
    const started = performance.now();
    do {
      const end = Math.min(total, index + ROWS_BETWEEN_CLOCK_READS);
      for (; index < end; index++) handle(index);
    } while (index < total && performance.now() - started < sliceMs);
    options.onProgress?.({ done: index, total });
    if (index < total) {
      await yieldToEventLoop();
      options.signal?.throwIfAborted();
    }
  }
  if (total === 0) options.onProgress?.({ done: 0, total: 0 });
}
