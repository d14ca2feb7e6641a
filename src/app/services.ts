import { createApi } from '../api';
import { createHttpClient, type HttpClient } from '../api/http';
import { createServerClock } from '../lib/serverClock';
import type { SafeStorage } from '../lib/storage';
import type { Notifier } from '../stores/Notifier';
import { RootStore, type Logger } from '../stores/RootStore';
import type { AppConfig } from '../lib/config';
import type { Runtime } from '../lib/runtime';

export interface ServicesInput {
  runtime: Runtime;
  storage: SafeStorage;
  config: AppConfig;
  notify: Notifier;
  log?: Logger;
  /** Reloads the page after a parent-business change; tests pass a spy. */
  reloadPage?: () => void;
}

/**
 * The non-React half of the composition root: one http client whose interceptors ask the
 * stores for session, language, sign-out window and loading, and the RootStore over it.
 * The two need each other; the closures run only at request time, when the root exists.
 */
export function createServices({ runtime, storage, config, notify, log, reloadPage }: ServicesInput): { root: RootStore; http: HttpClient } {
  const holder: { root?: RootStore } = {};
  const clock = createServerClock();
  const http = createHttpClient({
    baseURL: runtime.apiBase,
    sessionHeaders: () => holder.root?.session.headers ?? null,
    acceptLanguage: () => holder.root?.locale.localeTag ?? 'zh-CN',
    isLoggingOut: () => holder.root?.session.loggingOut ?? false,
    requestStarted: () => holder.root?.loading.start(),
    requestEnded: (token) => holder.root?.loading.end(typeof token === 'number' ? token : undefined),
    sessionExpired: (message) => holder.root?.session.expire(message),
    showError: (message) => notify.error(message),
    serverDate: (header) => clock.learn(header),
    reachability: (reached) => (reached ? holder.root?.connection.reached() : holder.root?.connection.lost()),
    // Retry waits run on the app's timer scope, so an unmount cancels them.
    sleep: (ms) => (holder.root ? holder.root.timers.sleep(ms) : Promise.resolve()),
  });
  const root = new RootStore({ api: createApi(http, runtime.publicBase), runtime, storage, notify, config, log, reloadPage, now: clock.now });
  holder.root = root;
  return { root, http };
}
