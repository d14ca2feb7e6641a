import { afterAll, vi } from 'vitest';

// The app project's files (screens, the shell, the app) share a worker (isolate: false in
// vite.config.ts) for node_modules and jsdom only. What a file leaves must not reach the next one:
// the app's own modules (its stores and registries, and what a file's vi.mock gave them) are
// evaluated afresh for each file, as in an isolated worker, and the page goes back to a blank document.
afterAll(() => {
  if (typeof window !== 'undefined') endAnimationFrames();
  vi.resetModules();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (typeof document === 'undefined') return; // a file in the node environment
  document.body.innerHTML = '';
  document.title = '';
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
});

/**
 * Cancels every animation frame still asked for. A chart a file left drawing (its element blanked
 * below, never disposed) asks for a frame on each frame, forever: in a shared window that loop
 * would outlive its file and show up as a pending timer in a later file's leak check.
 */
function endAnimationFrames(): void {
  const last = window.requestAnimationFrame(() => {});
  for (let handle = 1; handle <= last; handle += 1) window.cancelAnimationFrame(handle);
}
