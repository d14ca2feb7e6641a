import type { RegisterSWOptions } from 'virtual:pwa-register';
import { registerServiceWorker, UPDATE_CHECK_MS } from '../../src/app/serviceWorker';
import { createAppUpdates } from '../../src/lib/appUpdate';

/** A stand-in for vite-plugin-pwa's registerSW: keeps the options, records each skip-waiting call. */
function fakeRegister() {
  const seen = { options: {} as RegisterSWOptions, skips: [] as Array<boolean | undefined> };
  const register = (given?: RegisterSWOptions) => {
    seen.options = given ?? {};
    return async (reloadPage?: boolean) => void seen.skips.push(reloadPage);
  };
  return { seen, register };
}

describe('registerServiceWorker', () => {
  afterEach(() => vi.useRealTimers());

  it('offers a waiting version to the console, and taking it tells the worker to skip waiting', async () => {
    const { seen, register } = fakeRegister();
    const updates = createAppUpdates();
    registerServiceWorker(updates, register);
    expect(updates.waiting).toBe(false);
    seen.options.onNeedRefresh?.();
    expect(updates.waiting).toBe(true);
    expect(seen.skips).toEqual([]);
    updates.apply();
    await Promise.resolve();
    expect(seen.skips).toEqual([true]);
  });

  it('asks for a new version every hour while the page is shown, not while it is hidden', () => {
    vi.useFakeTimers();
    const { seen, register } = fakeRegister();
    registerServiceWorker(createAppUpdates(), register);
    let checks = 0;
    const registration = { update: async () => void (checks += 1) } as unknown as ServiceWorkerRegistration;
    seen.options.onRegisteredSW?.('/cem_platform/sw.js', registration);
    vi.advanceTimersByTime(UPDATE_CHECK_MS - 1);
    expect(checks).toBe(0);
    vi.advanceTimersByTime(1);
    expect(checks).toBe(1);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(checks).toBe(1);
    visibility.mockReturnValue('visible');
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(checks).toBe(2);
    vi.clearAllTimers();
  });
});
