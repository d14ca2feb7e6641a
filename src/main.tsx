import { qiankunWindow, renderWithQiankun, type QiankunProps } from 'vite-plugin-qiankun/dist/helper';
import { createApp, type AppInstance } from './app/createApp';
import { createAppUpdates, type AppUpdates } from './lib/appUpdate';
import { createRuntime, type HostProps, type RunMode } from './lib/runtime';
import { browserStorage, createSafeStorage } from './lib/storage';

let app: AppInstance | null = null;

function start(mode: RunMode, container: HTMLElement, props?: HostProps, updates?: AppUpdates) {
  app?.dispose();
  const runtime = createRuntime({
    mode,
    mountElement: container,
    hostname: window.location.hostname,
    publicBase: import.meta.env.BASE_URL,
    storage: createSafeStorage(browserStorage()),
    props,
  });
  app = createApp(runtime, { updates });
}

function stop() {
  app?.dispose();
  app = null;
}

/** The qiankun container holds a copy of index.html's body; render into its #root. */
function containerOf(props: QiankunProps): HTMLElement {
  const container = props.container ?? document.body;
  return container.querySelector<HTMLElement>('#root') ?? container;
}

renderWithQiankun({
  bootstrap() {},
  mount(props) {
    start('micro', containerOf(props), props as HostProps);
  },
  unmount() {
    stop();
  },
  update() {},
});

/**
 * The installable app's service worker: the standalone build only. The micro build (mode 'micro')
 * compiles this away, so an embedded console, or its entry opened on its own, registers none.
 */
function installable(updates: AppUpdates) {
  if (import.meta.env.MODE !== 'standalone' || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('./app/serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker(updates));
}

if (!qiankunWindow.__POWERED_BY_QIANKUN__) {
  const updates = createAppUpdates();
  start('standalone', document.getElementById('root') ?? document.body, undefined, updates);
  installable(updates);
}
