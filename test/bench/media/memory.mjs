// The memory figure of the upload rows: this Node process (the preview server's mock, and a bench's
// own client) sampled every 20 ms against the level after a forced collection, peaks and what stays.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Starts sampling now (after a collection); `stop()` ends it and answers the growth of the peaks
 * (RSS, and V8 heap + array buffers, garbage included) and what is left after another collection.
 */
export function sampleMemory(everyMs = 20) {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  gc();
  const base = process.memoryUsage();
  const baseHeap = base.heapUsed + base.arrayBuffers;
  const peak = { rss: base.rss, heap: baseHeap };
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed + now.arrayBuffers);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      gc();
      const end = process.memoryUsage();
      return { rssGrowth: peak.rss - base.rss, heapGrowth: peak.heap - baseHeap, heapAfter: end.heapUsed + end.arrayBuffers - baseHeap };
    },
  };
}
