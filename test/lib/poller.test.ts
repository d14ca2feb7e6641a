import { startPoller, type Visibility } from '../../src/lib/poller';

/** A page whose visibility the test sets. */
function fakeVisibility(hidden = false): Visibility & { set(hidden: boolean): void } {
  let state = hidden;
  const listeners = new Set<() => void>();
  return {
    hidden: () => state,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      state = next;
      listeners.forEach((l) => l());
    },
  };
}

/** A task whose runs the test ends by hand, recording when each started. */
function manualTask() {
  const starts: number[] = [];
  const pending: Array<() => void> = [];
  return {
    starts,
    run: () => {
      starts.push(Date.now());
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    finishAll: () => pending.splice(0).forEach((resolve) => resolve()),
  };
}

describe('startPoller (spec §9 refreshRate)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('runs at once, then 10000 ms after each start', async () => {
    const task = manualTask();
    const poller = startPoller({ intervalMs: 10000, run: task.run, visibility: fakeVisibility() });
    expect(task.starts).toEqual([0]);
    task.finishAll();
    await vi.advanceTimersByTimeAsync(9999);
    expect(task.starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(task.starts).toEqual([0, 10000]);
    poller.stop();
  });

  it('never stacks a request on a slow one: the next starts only after it settles', async () => {
    const task = manualTask();
    const poller = startPoller({ intervalMs: 10000, run: task.run, visibility: fakeVisibility() });
    await vi.advanceTimersByTimeAsync(35000); // the first answer takes 35 s
    expect(task.starts).toEqual([0]);
    task.finishAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(task.starts).toEqual([0, 35000]); // overdue: right away, once
    poller.stop();
  });

  it('pauses while the page is hidden and runs at once on showing when a run came due', async () => {
    const page = fakeVisibility();
    const task = manualTask();
    const poller = startPoller({ intervalMs: 10000, run: task.run, visibility: page });
    task.finishAll();
    await vi.advanceTimersByTimeAsync(3000);
    page.set(true);
    await vi.advanceTimersByTimeAsync(60000);
    expect(task.starts).toEqual([0]);
    page.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(task.starts).toEqual([0, 63000]);
    poller.stop();
  });

  it('on showing before a run is due, waits for the rest of the interval', async () => {
    const page = fakeVisibility();
    const task = manualTask();
    const poller = startPoller({ intervalMs: 10000, run: task.run, visibility: page });
    task.finishAll();
    page.set(true);
    await vi.advanceTimersByTimeAsync(4000);
    page.set(false);
    await vi.advanceTimersByTimeAsync(5999);
    expect(task.starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(task.starts).toEqual([0, 10000]);
    poller.stop();
  });

  it('started on a hidden page, waits for it to show', async () => {
    const page = fakeVisibility(true);
    const task = manualTask();
    const poller = startPoller({ intervalMs: 10000, run: task.run, visibility: page });
    await vi.advanceTimersByTimeAsync(30000);
    expect(task.starts).toEqual([]);
    page.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(task.starts).toEqual([30000]);
    poller.stop();
  });

  it('goes on after a failed run', async () => {
    let calls = 0;
    const poller = startPoller({ intervalMs: 10000, run: () => (calls++, Promise.reject(new Error('down'))), visibility: fakeVisibility() });
    await vi.advanceTimersByTimeAsync(20000);
    expect(calls).toBe(3);
    poller.stop();
  });

  it('stop aborts the run under way and leaves no timer or listener', async () => {
    const page = fakeVisibility();
    let signal: AbortSignal | undefined;
    const poller = startPoller({ intervalMs: 10000, run: (s) => ((signal = s), Promise.resolve()), visibility: page });
    await vi.advanceTimersByTimeAsync(0);
    poller.stop();
    expect(signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    page.set(false);
    await vi.advanceTimersByTimeAsync(60000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refresh runs now and restarts the interval from there', async () => {
    const task = manualTask();
    const poller = startPoller({ intervalMs: 10000, run: task.run, visibility: fakeVisibility() });
    task.finishAll();
    await vi.advanceTimersByTimeAsync(4000);
    poller.refresh();
    expect(task.starts).toEqual([0, 4000]);
    poller.refresh(); // under way: ignored
    expect(task.starts).toEqual([0, 4000]);
    task.finishAll();
    await vi.advanceTimersByTimeAsync(9999);
    expect(task.starts).toEqual([0, 4000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(task.starts).toEqual([0, 4000, 14000]);
    poller.stop();
  });

  it('immediate: false waits one interval for the first run', async () => {
    const task = manualTask();
    const poller = startPoller({ intervalMs: 10000, run: task.run, visibility: fakeVisibility(), immediate: false });
    expect(task.starts).toEqual([]);
    await vi.advanceTimersByTimeAsync(10000);
    expect(task.starts).toEqual([10000]);
    poller.stop();
  });
});

describe('startPoller on an app instance\'s timer scope (issue 21)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('a poller started after dispose adds no visibilitychange listener, runs nothing and sets no timer', async () => {
    const { createTimerScope } = await import('../../src/lib/timers');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const add = vi.spyOn(document, 'addEventListener');
    try {
      const scope = createTimerScope();
      scope.dispose();
      const run = vi.fn(async () => undefined);
      const poller = startPoller({ intervalMs: 1000, run, scope }); // the document's visibility
      await vi.advanceTimersByTimeAsync(5000);
      expect(add.mock.calls.filter(([type]) => type === 'visibilitychange')).toEqual([]);
      expect(run).not.toHaveBeenCalled();
      expect(vi.getTimerCount()).toBe(0);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/a poller refused/));
      poller.refresh();
      poller.stop();
      expect(run).not.toHaveBeenCalled();
    } finally {
      add.mockRestore();
      warn.mockRestore();
    }
  });

  it('the scope\'s dispose stops a poller that is running: its listener and timer go', async () => {
    const { createTimerScope } = await import('../../src/lib/timers');
    const scope = createTimerScope();
    const visibility = fakeVisibility();
    const subscribed = vi.spyOn(visibility, 'onChange');
    const task = manualTask();
    startPoller({ intervalMs: 1000, run: task.run, scope, visibility });
    expect(task.starts).toEqual([0]);
    const unsubscribe = subscribed.mock.results[0]!.value as () => boolean;
    scope.dispose();
    expect(unsubscribe()).toBe(false); // already removed by dispose
    task.finishAll();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task.starts).toEqual([0]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
