import { registerSW } from 'virtual:pwa-register';
import type { AppUpdates } from '../lib/appUpdate';

/** How often an open console asks the server for a new version (the browser alone waits for a navigation). */
export const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the installable app's service worker (standalone build only; a lazy chunk of its own,
 * so the login route does not carry Workbox's window code). A new version found later waits until
 * the user (the update notice) or the chunk retry takes it: `updateSW(true)` tells it to skip
 * waiting, and the page reloads once it controls the page. A console left open checks hourly, only
 * while it is shown and online. Page-lived, like the standalone page it serves: nothing to undo.
 */
export function registerServiceWorker(updates: AppUpdates, register: typeof registerSW = registerSW): void {
  const updateSW = register({
    onNeedRefresh: () => updates.offer(() => updateSW(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (document.visibilityState === 'visible' && navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}
