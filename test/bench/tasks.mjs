// The renderer's main-thread tasks over a stretch of a bench row, from a Chromium trace.

const TIMELINE = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/**
 * The renderer main thread's tasks in a trace: wall time (what the user waits, inflated when other
 * processes take the cores) and thread CPU time (the work itself), in ms.
 */
export function mainThreadTasks(traceEvents) {
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return traceEvents
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask')
    .map((e) => ({ wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }));
}

/** Runs `fn` with the timeline traced: its result and the main thread's tasks meanwhile. */
export async function withTaskTrace(browser, page, fn) {
  await browser.startTracing(page, { categories: TIMELINE });
  let result;
  try {
    result = await fn();
  } catch (error) {
    await browser.stopTracing().catch(() => {});
    throw error;
  }
  const tasks = mainThreadTasks(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
  return { result, tasks, maxCpu: Math.max(0, ...tasks.map((t) => t.cpu)), maxWall: Math.max(0, ...tasks.map((t) => t.wall)) };
}
