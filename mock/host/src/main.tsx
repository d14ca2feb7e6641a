import { createRoot } from 'react-dom/client';
import { addGlobalUncaughtErrorHandler, registerMicroApps, start } from 'qiankun';
import { HostHeader } from './HostHeader';
import { HARNESS_APPS, navigate, routeForKey } from './microApps';

createRoot(document.getElementById('host-header')!).render(<HostHeader />);

/** Mount counts, for people and for the end-to-end suite. */
const counts: Record<string, { mounted: number; unmounted: number }> = {};
(window as unknown as { __harness: unknown }).__harness = { counts };

registerMicroApps(
  HARNESS_APPS.map((app) => ({
    name: app.name,
    entry: app.entry,
    container: '#subapp-container',
    activeRule: app.route,
    props: { base: app.route, switchApp: (key: string) => navigate(routeForKey(key)) },
  })),
  {
    afterMount: [async (app) => void ((counts[app.name] ??= { mounted: 0, unmounted: 0 }).mounted += 1)],
    afterUnmount: [async (app) => void ((counts[app.name] ??= { mounted: 0, unmounted: 0 }).unmounted += 1)],
  },
);
addGlobalUncaughtErrorHandler((event) => console.error('[host] micro-app error', event));
start({ prefetch: false });
