// @vitest-environment node
import type { ComponentType } from 'react';
import { createTimerScope } from '../../src/lib/timers';
import type { ScreenModule, ScreenProps, ScreenRegistry } from '../../src/loader/registry';
import { ScreenLoader } from '../../src/loader/ScreenLoader';
import { createWarmUp } from '../../src/loader/warmUp';

/** Issue 39 §6: the sign-in form fetches the layout and the landing screen's code while the user signs in. */
const Screen: ComponentType<ScreenProps> = () => null;
const chunks = { attempt: () => 'exhausted' as const, succeeded: () => undefined };

function setup(importer: () => Promise<ScreenModule>) {
  const screen = vi.fn(importer);
  const registry = vi.fn(async (): Promise<ScreenRegistry> => ({ 'screens/work-overview': screen }));
  const manifest = vi.fn(async () => [{ pid: 'work-overview', path: 'screens/work-overview' }]);
  const loader = new ScreenLoader({ manifest, registry, timers: createTimerScope(), chunks });
  return { loader, screen, registry, manifest };
}

describe('ScreenLoader.prefetch', () => {
  it("fetches a screen's code without the manifest and without changing its state; load then uses it", async () => {
    const { loader, screen, manifest } = setup(async () => ({ default: Screen }));
    loader.prefetch('work-overview');
    loader.prefetch('work-overview');
    await vi.waitFor(() => expect(screen).toHaveBeenCalledTimes(1));
    expect(manifest).not.toHaveBeenCalled();
    expect(loader.state('work-overview').status).toBe('idle');
    await loader.load('work-overview');
    expect(loader.state('work-overview')).toEqual({ status: 'mounted', component: Screen });
  });

  it('a failed prefetch shows nothing and is tried again on the next call; load still loads', async () => {
    let fail = true;
    const { loader, screen } = setup(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Screen };
    });
    loader.prefetch('work-overview');
    await vi.waitFor(() => expect(screen).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(loader.state('work-overview').status).toBe('idle');
    fail = false;
    loader.prefetch('work-overview');
    await vi.waitFor(() => expect(screen).toHaveBeenCalledTimes(2));
    await loader.load('work-overview');
    expect(loader.state('work-overview').status).toBe('mounted');
  });

  it('a key without a screen of its own, or a loader disposed, fetches nothing', async () => {
    const { loader, registry } = setup(async () => ({ default: Screen }));
    loader.prefetch('nowhere');
    await vi.waitFor(() => expect(registry).toHaveBeenCalledTimes(1));
    loader.dispose();
    loader.prefetch('work-overview');
    expect(registry).toHaveBeenCalledTimes(1);
  });
});

describe('createWarmUp', () => {
  it("asks for the layout once and for the /index path's screen, by the route table", () => {
    const layout = vi.fn(async () => ({}));
    const loader = { prefetch: vi.fn() };
    const warmUp = createWarmUp({ layout, loader });
    warmUp('/index/work-overview/work-overview?kind=fault');
    warmUp('/index/station-monitoring');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(loader.prefetch.mock.calls).toEqual([['work-overview'], ['station-monitoring']]);
  });

  it('the bare /index asks for the layout only; a path outside /index asks for nothing', () => {
    const layout = vi.fn(async () => ({}));
    const loader = { prefetch: vi.fn() };
    const warmUp = createWarmUp({ layout, loader });
    warmUp('/register');
    warmUp('/indexes');
    expect(layout).not.toHaveBeenCalled();
    warmUp('/index');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(loader.prefetch).not.toHaveBeenCalled();
  });

  it('a layout that failed to arrive is asked for again on the next call', async () => {
    const layout = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({});
    const warmUp = createWarmUp({ layout, loader: { prefetch: vi.fn() } });
    warmUp('/index');
    await vi.waitFor(() => expect(layout).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    warmUp('/index');
    warmUp('/index');
    expect(layout).toHaveBeenCalledTimes(2);
  });
});
