// The browser context of the desktop rows: a laptop's screen, and no service worker. The built
// standalone console installs one after its first load (issue 39); left on, every fresh context
// would precache the shell in the background while the next measurement runs.
export const DESKTOP_CONTEXT = Object.freeze({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
