import type { UserMessage } from '../../src/api/errors';
import { APP_CONFIG } from '../../src/lib/config';
import { createRuntime } from '../../src/lib/runtime';
import { createServices } from '../../src/app/services';
import { createSafeStorage } from '../../src/lib/storage';
import { quietLog } from './mountApp';

/** A RootStore over the real request layer and the msw mock, without React; records toasts, navigation and reloads. */
export function createTestRoot(hostname = '127.0.0.1', mode: 'standalone' | 'micro' = 'standalone') {
  const toasts: Array<{ kind: 'error' | 'success'; message: UserMessage }> = [];
  const visited: string[] = [];
  const storage = createSafeStorage(window.localStorage);
  const reloadPage = vi.fn();
  const runtime = createRuntime({ mode, mountElement: document.body, hostname, publicBase: '/cem_platform/', storage });
  const { root, http } = createServices({
    runtime,
    storage,
    config: APP_CONFIG,
    log: quietLog,
    reloadPage,
    notify: {
      error: (message) => toasts.push({ kind: 'error', message }),
      success: (message) => toasts.push({ kind: 'success', message }),
    },
  });
  root.attachNavigator((path) => visited.push(path));
  return { root, toasts, visited, reloadPage, dispose: () => (root.dispose(), http.dispose()) };
}

/** A test root signed in through the store (credentials), with the sign-in's loads settled. */
export async function signedInRoot(
  username: string,
  password: string,
  { hostname = '127.0.0.1', mode = 'standalone' }: { hostname?: string; mode?: 'standalone' | 'micro' } = {},
) {
  const t = createTestRoot(hostname, mode);
  await t.root.start();
  expect(await t.root.session.loginWithCredentials(username, password)).toEqual({ ok: true });
  return t;
}
