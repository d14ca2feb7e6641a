// @vitest-environment node
import { createTimerScope, type TimerScope } from '../../src/lib/timers';
import { LOADING_MAX_VISIBLE_MS, LOADING_MIN_VISIBLE_MS, LoadingStore } from '../../src/stores/LoadingStore';

let scope: TimerScope;
let store: LoadingStore;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
  scope = createTimerScope();
  store = new LoadingStore(scope, () => Date.now());
});

afterEach(() => {
  scope.dispose();
  vi.useRealTimers();
});

describe('LoadingStore', () => {
  it('uses the limits of spec §9', () => {
    expect(LOADING_MIN_VISIBLE_MS).toBe(300);
    expect(LOADING_MAX_VISIBLE_MS).toBe(70_000);
  });

  it('is hidden until the first request starts, then shows at once', () => {
    expect(store.visible).toBe(false);
    store.start();
    expect(store.visible).toBe(true);
    expect(store.pending).toBe(1);
  });

  it('stays visible at least 300 ms after a quick request', () => {
    store.start();
    vi.advanceTimersByTime(50);
    store.end();
    expect(store.pending).toBe(0);
    expect(store.visible).toBe(true);
    vi.advanceTimersByTime(249);
    expect(store.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.visible).toBe(false);
  });

  it('counts the 300 ms from when it appeared, not from when the request ended', () => {
    store.start();
    vi.advanceTimersByTime(200);
    store.end();
    vi.advanceTimersByTime(99);
    expect(store.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.visible).toBe(false);
  });

  it('hides right away when the request took longer than 300 ms', () => {
    store.start();
    vi.advanceTimersByTime(301);
    store.end();
    expect(store.visible).toBe(false);
  });

  it('stays visible while any request is pending', () => {
    store.start();
    store.start();
    vi.advanceTimersByTime(500);
    store.end();
    expect(store.visible).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(store.visible).toBe(true);
    store.end();
    expect(store.visible).toBe(false);
  });

  it('stays visible when a new request starts during the 300 ms tail', () => {
    store.start();
    vi.advanceTimersByTime(100);
    store.end();
    vi.advanceTimersByTime(100);
    store.start();
    vi.advanceTimersByTime(1000);
    expect(store.visible).toBe(true);
    store.end();
    expect(store.visible).toBe(false);
  });

  it('is forced off at 70 s even with pending requests', () => {
    store.start();
    store.start();
    vi.advanceTimersByTime(69_999);
    expect(store.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.visible).toBe(false);
    expect(store.pending).toBe(0);
  });

  it('ignores late ends after the force-off: never negative, never shown again', () => {
    store.start();
    store.start();
    vi.advanceTimersByTime(LOADING_MAX_VISIBLE_MS);
    store.end();
    store.end();
    store.end();
    expect(store.pending).toBe(0);
    expect(store.visible).toBe(false);
    vi.advanceTimersByTime(LOADING_MAX_VISIBLE_MS);
    expect(store.visible).toBe(false);
  });

  it('shows again for a new request after a force-off and hides when it ends', () => {
    store.start();
    vi.advanceTimersByTime(LOADING_MAX_VISIBLE_MS);
    store.end();
    store.start();
    expect(store.visible).toBe(true);
    expect(store.pending).toBe(1);
    vi.advanceTimersByTime(400);
    store.end();
    expect(store.visible).toBe(false);
  });

  it('a request cut off by the force-off cannot hide a newer one when it finally ends', () => {
    const stale = store.start();
    vi.advanceTimersByTime(LOADING_MAX_VISIBLE_MS);
    const fresh = store.start();
    vi.advanceTimersByTime(400);
    store.end(stale);
    expect(store.visible).toBe(true);
    expect(store.pending).toBe(1);
    store.end(fresh);
    expect(store.visible).toBe(false);
  });

  it('measures the 70 s from the latest appearance, not an earlier one', () => {
    store.start();
    vi.advanceTimersByTime(500);
    store.end();
    expect(store.visible).toBe(false);
    vi.advanceTimersByTime(1000);
    store.start();
    vi.advanceTimersByTime(LOADING_MAX_VISIBLE_MS - 1);
    expect(store.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.visible).toBe(false);
  });

  it('an end without a start does nothing', () => {
    store.end();
    expect(store.pending).toBe(0);
    expect(store.visible).toBe(false);
    store.start();
    vi.advanceTimersByTime(400);
    store.end();
    expect(store.visible).toBe(false);
  });

  it('leaves no timer behind once hidden', () => {
    store.start();
    vi.advanceTimersByTime(400);
    store.end();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('after the app instance is disposed (issue 21)', () => {
  it('a request cut off by the unmount ends without starting a timer or warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const own = createTimerScope();
      const loading = new LoadingStore(own, () => 0);
      const token = loading.start();
      own.dispose();
      loading.end(token);
      expect(loading.visible).toBe(false);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
