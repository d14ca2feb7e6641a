// @vitest-environment node
import { createTimerScope } from '../../src/lib/timers';
import { createThrottleGate, delay } from '../../src/lib/timing';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Tracks whether a promise has settled, without awaiting it. */
function track(promise: Promise<unknown>): { settled: boolean } {
  const state = { settled: false };
  void promise.then(() => {
    state.settled = true;
  });
  return state;
}

describe('createThrottleGate', () => {
  it('lets the first call through and then at most one per interval', () => {
    const clock = { now: 0 };
    const gate = createThrottleGate(1000, () => clock.now);
    expect(gate.tryPass()).toBe(true);
    expect(gate.tryPass()).toBe(false);
    clock.now = 999;
    expect(gate.tryPass()).toBe(false);
    clock.now = 1000;
    expect(gate.tryPass()).toBe(true);
    clock.now = 1500;
    expect(gate.tryPass()).toBe(false);
    clock.now = 2000;
    expect(gate.tryPass()).toBe(true);
  });

  it('measures the interval from the last call that passed, not from rejected ones', () => {
    const clock = { now: 5000 };
    const gate = createThrottleGate(1000, () => clock.now);
    expect(gate.tryPass()).toBe(true);
    for (const t of [5200, 5400, 5600, 5800]) {
      clock.now = t;
      expect(gate.tryPass()).toBe(false);
    }
    clock.now = 6000;
    expect(gate.tryPass()).toBe(true);
  });

  it('uses Date.now by default', () => {
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const gate = createThrottleGate(1000);
    expect(gate.tryPass()).toBe(true);
    vi.advanceTimersByTime(500);
    expect(gate.tryPass()).toBe(false);
    vi.advanceTimersByTime(500);
    expect(gate.tryPass()).toBe(true);
  });
});

describe('delay', () => {
  it('resolves only after the given time', async () => {
    const state = track(delay(200));
    await vi.advanceTimersByTimeAsync(199);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });
});

describe('createTimerScope', () => {
  it('runs a timeout after its delay', () => {
    const scope = createTimerScope();
    const fn = vi.fn();
    scope.setTimeout(fn, 100);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('returns a cancel function that stops that timeout only', () => {
    const scope = createTimerScope();
    const cancelled = vi.fn();
    const kept = vi.fn();
    const cancel = scope.setTimeout(cancelled, 100);
    scope.setTimeout(kept, 100);
    cancel();
    vi.advanceTimersByTime(200);
    expect(cancelled).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('cancels every pending timeout on dispose', () => {
    const scope = createTimerScope();
    const first = vi.fn();
    const second = vi.fn();
    scope.setTimeout(first, 10);
    scope.setTimeout(second, 10_000);
    scope.dispose();
    vi.advanceTimersByTime(20_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not schedule anything after dispose', () => {
    const scope = createTimerScope();
    scope.dispose();
    const fn = vi.fn();
    const cancel = scope.setTimeout(fn, 10);
    expect(vi.getTimerCount()).toBe(0);
    expect(() => cancel()).not.toThrow();
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
  });

  it('does not affect timers of another scope', () => {
    const a = createTimerScope();
    const b = createTimerScope();
    const fromB = vi.fn();
    a.setTimeout(vi.fn(), 10);
    b.setTimeout(fromB, 10);
    a.dispose();
    vi.advanceTimersByTime(10);
    expect(fromB).toHaveBeenCalledTimes(1);
  });

  it('sleep resolves after the given time', async () => {
    const scope = createTimerScope();
    const state = track(scope.sleep(300));
    await vi.advanceTimersByTimeAsync(299);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });

  it('sleep never resolves when the scope is disposed while it waits', async () => {
    const scope = createTimerScope();
    const state = track(scope.sleep(300));
    await vi.advanceTimersByTimeAsync(100);
    scope.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.settled).toBe(false);
  });

  it('sleep never resolves when started after dispose', async () => {
    const scope = createTimerScope();
    scope.dispose();
    const state = track(scope.sleep(0));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.settled).toBe(false);
  });

  it('forgets a timeout once it has fired, so a late cancel or dispose is harmless', () => {
    const scope = createTimerScope();
    const fn = vi.fn();
    const cancel = scope.setTimeout(fn, 10);
    vi.advanceTimersByTime(10);
    expect(() => cancel()).not.toThrow();
    expect(() => scope.dispose()).not.toThrow();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('createTimerScope: nothing starts once disposed (issue 21)', () => {
  it('runs what it owns on dispose, and refuses (with a development warning) what is asked after', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const scope = createTimerScope();
      const owned = vi.fn();
      const released = vi.fn();
      scope.own(owned);
      scope.own(released)(); // its owner stopped it first
      expect(scope.disposed).toBe(false);
      scope.dispose();
      expect(scope.disposed).toBe(true);
      expect(owned).toHaveBeenCalledTimes(1);
      expect(released).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();

      const late = vi.fn();
      scope.own(late, 'a listener');
      expect(late).toHaveBeenCalledTimes(1); // undone at once: nothing of it outlives the instance
      scope.setTimeout(() => {}, 10);
      expect(vi.getTimerCount()).toBe(0);
      expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringMatching(/a listener refused/),
        expect.stringMatching(/a timer refused/),
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});
