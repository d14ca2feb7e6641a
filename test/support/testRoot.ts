import { createApi } from '../../src/api';
import type { UserMessage } from '../../src/api/errors';
import { createHttpClient } from '../../src/api/http';
import { APP_CONFIG } from '../../src/app/config';
import { createRuntime } from '../../src/app/runtime';
import { createSafeStorage } from '../../src/lib/storage';
import { RootStore } from '../../src/stores/RootStore';
import { quietLog } from './mountApp';

/** A RootStore over the real request layer and the msw mock, without React; records toasts and navigation. */
export function createTestRoot(hostname = '127.0.0.1') {
  const toasts: Array<{ kind: 'error' | 'success'; message: UserMessage }> = [];
  const visited: string[] = [];
  const storage = createSafeStorage(window.localStorage);
  const runtime = createRuntime({ mode: 'standalone', mountElement: document.body, hostname, publicBase: '/cem_platform/', storage });
  const holder: { root?: RootStore } = {};
  const http = createHttpClient({
    baseURL: '',
    sessionHeaders: () => holder.root?.session.headers ?? null,
    acceptLanguage: () => holder.root?.locale.localeTag ?? 'en-US',
    isLoggingOut: () => holder.root?.session.loggingOut ?? false,
    requestStarted: () => holder.root?.loading.start(),
    requestEnded: (token) => holder.root?.loading.end(typeof token === 'number' ? token : undefined),
    sessionExpired: (message) => holder.root?.session.expire(message),
    showError: (message) => toasts.push({ kind: 'error', message }),
  });
  const root = new RootStore({
    api: createApi(http, runtime.publicBase),
    runtime,
    storage,
    config: APP_CONFIG,
    log: quietLog,
    notify: {
      error: (message) => toasts.push({ kind: 'error', message }),
      success: (message) => toasts.push({ kind: 'success', message }),
    },
  });
  holder.root = root;
  root.attachNavigator((path) => visited.push(path));
  return { root, toasts, visited, dispose: () => (http.dispose(), root.dispose()) };
}
