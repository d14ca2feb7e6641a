import { registerSW } from 'virtual:pwa-register';
import type { AppUpdates } from '../lib/appUpdate';

/**
 * Registers the installable app's service worker (standalone build only; a lazy chunk of its own,
 * so the login route does not carry Workbox's window code). A new version found later waits until
 * the user (the update notice) or the chunk retry takes it: `updateSW(true)` tells it to skip
 * waiting, and the page reloads once it controls the page.
 */
export function registerServiceWorker(updates: AppUpdates, register: typeof registerSW = registerSW): void {
  const updateSW = register({
    onNeedRefresh: () => updates.offer(() => updateSW(true)),
  });
}
