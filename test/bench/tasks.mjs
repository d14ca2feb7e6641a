// The renderer's main-thread tasks over a stretch of a bench row, from a Chromium trace.
import { NotMeasured } from './gate.mjs';

const TIMELINE = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];
/** A mark the traced page sets as tracing starts: its event names the page's own main thread. */
export const TRACE_MARK = 'cem:bench:traced-page';

/**
 * The traced page's main-thread tasks: wall time (what the user waits, inflated when other
 * processes take the cores) and thread CPU time (the work itself), in ms. The thread is the one
 * that recorded TRACE_MARK (a trace holds every renderer, and the first one listed may be another
 * page's). Throws NotMeasured when the mark or the tasks are missing: a row must not read 0.
 */
export function mainThreadTasks(traceEvents) {
  const mark = traceEvents.find((e) => e.name === TRACE_MARK);
  if (!mark) throw new NotMeasured(`the trace has no '${TRACE_MARK}' mark: the traced page's thread is unknown`);
  const tasks = traceEvents
    .filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.name === 'RunTask' && typeof e.dur === 'number')
    .map((e) => ({ wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }));
  if (!tasks.length) throw new NotMeasured('no main-thread task of the traced page in the trace');
  return tasks;
}

/** Runs `fn` with the timeline traced: its result and the main thread's tasks meanwhile. */
export async function withTaskTrace(browser, page, fn) {
  await browser.startTracing(page, { categories: TIMELINE });
  let result;
  try {
    await page.evaluate((name) => performance.mark(name), TRACE_MARK);
    result = await fn();
  } catch (error) {
    await browser.stopTracing().catch(() => {});
    throw error;
  }
  const tasks = mainThreadTasks(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
  return { result, tasks, maxCpu: Math.max(...tasks.map((t) => t.cpu)), maxWall: Math.max(...tasks.map((t) => t.wall)) };
}
