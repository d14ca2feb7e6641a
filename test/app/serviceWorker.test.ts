import type { RegisterSWOptions } from 'virtual:pwa-register';
import { registerServiceWorker } from '../../src/app/serviceWorker';
import { createAppUpdates } from '../../src/lib/appUpdate';

describe('registerServiceWorker', () => {
  it('offers a waiting version to the console, and taking it tells the worker to skip waiting', async () => {
    let options: RegisterSWOptions = {};
    const skips: Array<boolean | undefined> = [];
    const register = (given?: RegisterSWOptions) => {
      options = given ?? {};
      return async (reloadPage?: boolean) => void skips.push(reloadPage);
    };
    const updates = createAppUpdates();
    registerServiceWorker(updates, register);
    expect(updates.waiting).toBe(false);
    options.onNeedRefresh?.();
    expect(updates.waiting).toBe(true);
    expect(skips).toEqual([]);
    updates.apply();
    await Promise.resolve();
    expect(skips).toEqual([true]);
  });
});
