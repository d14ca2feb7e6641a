import { createCache } from '@ant-design/cssinjs';
import { autorun } from 'mobx';
import { clearContainerCache } from '@rc-component/util/es/Dom/dynamicCSS';
import { Fragment, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createChunkReloader } from '../loader/chunkReload';
import { LoaderContext } from '../loader/LoaderContext';
import type { ScreenRegistry } from '../loader/registry';
import { ScreenLoader } from '../loader/ScreenLoader';
import { createWarmUp, WarmUpContext } from '../loader/warmUp';
import { browserStorage, createSafeStorage, type SafeStorage } from '../lib/storage';
import { reloadIntoUpdate, type AppUpdates } from '../lib/appUpdate';
import type { Logger, RootStore } from '../stores/RootStore';
import { SURFACE } from '../stores/ThemeStore';
import { bindDocumentBranding } from './branding';
import { APP_CONFIG, type AppConfig } from '../lib/config';
import { browserNow } from '../lib/serverClock';
import { createNotifierBridge } from './notifier';
import { ANT_PREFIX, Providers, type MountHosts } from './providers';
import { createAppRouter, loadShellLayout, type AppRouter } from './router';
import type { Runtime } from '../lib/runtime';
import { createServices } from './services';
import { UpdateNotice } from './UpdateNotice';

export interface AppInstance {
  root: RootStore;
  /** Settles when language, branding and (signed in) the menu have loaded. */
  ready: Promise<void>;
  /** Undoes everything the mount made: React root, router, stores, timers, interceptors, DOM. */
  dispose(): void;
}

export interface AppOverrides {
  storage?: SafeStorage;
  config?: AppConfig;
  log?: Logger;
  registry?: ScreenRegistry;
  reloadPage?: () => void;
  /** The installed app's waiting version (standalone entry only): the update notice and the chunk retry take it. */
  updates?: AppUpdates;
  /**
   * React's development checks (every render and effect run twice). On by default, as under the
   * dev server; the jsdom screen tests mount without them (a fifth less CPU; production builds
   * never run them), while the lifecycle tests keep them.
   */
  strictMode?: boolean;
}

function element(tag: string, attrs: Record<string, string>): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  return el;
}

/**
 * antd's Table measures its header inside a nested ConfigProvider, which hands the icons a
 * context without zeroRuntime: the sorter icons then write their base styles (our `cem-icon`
 * prefix) into document.head. They are ours, so unmount takes them away.
 */
function removeOwnIconStyles(): void {
  for (const style of document.head.querySelectorAll<HTMLStyleElement>('style[rc-util-key="@ant-design-icons"]')) {
    if (style.textContent?.includes(`.${ANT_PREFIX}-icon`)) style.remove();
  }
}

/**
 * What this mount leaves with React and the router, released outside any of its closures.
 * - A state update made on an unmounted component (antd's Menu updates itself while it unmounts;
 *   a late answer may too) waits in react-dom's module-wide queue until the next render anywhere,
 *   and holds the component's closures, and through them this instance, until then. Rendering a
 *   throwaway root takes the queue in: the update goes to the unmounted fiber, and with it away.
 * - router.dispose() aborts a navigation still pending (the user left before the screen settled);
 *   the abort's DOMException keeps the functions and receivers of its stack's frames. From here (a
 *   module-level function, a microtask) those frames hold nothing of the mount.
 * Two microtask hops: the Menu's update is itself queued as a microtask while it unmounts.
 */
const nextHop = <T,>(value: T): T => value;

function releaseAfterUnmount(router: AppRouter): void {
  router.dispose();
  const scratch = createRoot(document.createElement('div'));
  flushSync(() => scratch.render(null));
  scratch.unmount();
}

/** The composition root (ARCHITECTURE §1): one call per mount, nothing shared between mounts. */
export function createApp(runtime: Runtime, overrides: AppOverrides = {}): AppInstance {
  const storage = overrides.storage ?? createSafeStorage(browserStorage());
  const config = overrides.config ?? APP_CONFIG;
  // Toasts wait for antd's message API (mounted below), so `store` exists by the time one is translated.
  const notifier = createNotifierBridge((message) => store.locale.text(message));
  const { root: store, http } = createServices({ runtime, storage, config, notify: notifier, log: overrides.log, reloadPage: overrides.reloadPage });

  const loader = new ScreenLoader({
    manifest: () => store.api.manifest.get(),
    registry: overrides.registry ?? (() => import('./screens').then((m) => m.SCREEN_REGISTRY)),
    timers: store.timers,
    // Its stamp outlives a reload, after which the server's offset is not known yet: the browser's clock.
    // A waiting new version is taken by the retry's reload: the old version's files may be gone.
    chunks: createChunkReloader({ storage, timers: store.timers, reloadPage: reloadIntoUpdate(overrides.updates, store.reloadPage), now: browserNow }),
  });
  const warmUp = createWarmUp({ layout: loadShellLayout, loader });
  const router = createAppRouter(runtime.routerBase, runtime.hostname, config);
  store.attachNavigator((path) => void router.navigate(path));

  // Styles and popups live in elements this mount owns, inside its container.
  const frame = element('div', { 'data-cem-app': runtime.mode, class: 'cem-app' });
  const hosts: MountHosts = {
    styles: element('div', { 'data-cem-styles': '' }),
    popups: element('div', { 'data-cem-popups': '' }),
    cache: createCache(),
  };
  const reactHost = element('div', { 'data-cem-root': '' });
  frame.append(hosts.styles, reactHost, hosts.popups);
  runtime.mountElement.appendChild(frame);
  // The theme stays inside this mount's frame: a host page keeps its own colours and scheme.
  const unbindTheme = autorun(() => {
    const { mode } = store.theme;
    frame.dataset.theme = mode;
    frame.style.colorScheme = mode;
    // Standalone, the console is the whole page: pages without a layout (not found) sit on the theme too.
    if (runtime.mode === 'standalone') {
      frame.style.minHeight = '100vh';
      frame.style.background = SURFACE[mode].layout;
      frame.style.color = SURFACE[mode].text;
    }
  });

  const reactRoot = createRoot(reactHost);
  const Checks = overrides.strictMode === false ? Fragment : StrictMode;
  reactRoot.render(
    <Checks>
      <LoaderContext.Provider value={loader}>
        <WarmUpContext.Provider value={warmUp}>
          <Providers root={store} hosts={hosts} notifier={notifier}>
            <RouterProvider router={router} />
            {overrides.updates && <UpdateNotice updates={overrides.updates} />}
          </Providers>
        </WarmUpContext.Provider>
      </LoaderContext.Provider>
    </Checks>,
  );
  const unbindBranding = runtime.mode === 'standalone' ? bindDocumentBranding(store) : () => {};
  const ready = store.start().catch((error: unknown) => store.log.error('start failed', error));

  let disposed = false;
  return {
    root: store,
    ready,
    dispose() {
      if (disposed) return;
      disposed = true;
      unbindBranding();
      unbindTheme();
      reactRoot.unmount();
      void Promise.resolve(router).then(nextHop).then(releaseAfterUnmount);
      loader.dispose();
      notifier.dispose();
      // The store first: its last habit save must leave before the client aborts what is in flight.
      store.dispose();
      http.dispose();
      frame.remove();
      // antd's style injector remembers each styles element in a module-level map; left there,
      // every unmounted frame stays in memory. The map is only a lookup cache and refills itself.
      clearContainerCache();
      removeOwnIconStyles();
    },
  };
}
