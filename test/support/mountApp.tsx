import { act } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { setupUser, type User } from './user';
import { createApp, type AppInstance, type AppOverrides } from '../../src/app/createApp';
import { createRuntime, MICRO_BASE, STANDALONE_BASE, type HostProps, type RunMode } from '../../src/lib/runtime';
import { createSafeStorage } from '../../src/lib/storage';
import { trackMounted } from './mounted';

export interface MountOptions {
  /** App path (after the base), e.g. '/login'. */
  path?: string;
  mode?: RunMode;
  hostname?: string;
  props?: HostProps;
  overrides?: AppOverrides;
}

export interface MountedApp {
  app: AppInstance;
  container: HTMLElement;
  base: string;
  user: User;
  /** The app path shown in the address bar, without the base. */
  path(): string;
  unmount(): Promise<void>;
}

export const quietLog = { warn: () => {}, error: () => {} };

// Screen tests mount without StrictMode: it runs every render twice (test/screens/energy took
// 246 s of CPU with it, 195 s without), and production never runs it. The lifecycle tests
// (test/app) keep it, as does the dev server, so a missing effect cleanup still shows.
let strictByDefault = false;

/** Every mount in this test file runs under React's StrictMode (module state: the `app` project isolates each file). */
export function strictModeInThisFile(): void {
  strictByDefault = true;
}

/** Mounts the real app the way src/main.tsx does, into a fresh container. */
export async function mountApp(options: MountOptions = {}): Promise<MountedApp> {
  const mode = options.mode ?? 'standalone';
  const base = mode === 'micro' ? (typeof options.props?.base === 'string' ? options.props.base : MICRO_BASE) : STANDALONE_BASE;
  window.history.replaceState(null, '', `${base}${options.path ?? '/'}`);
  const container = document.createElement('div');
  container.setAttribute('data-testid', 'mount-container');
  document.body.appendChild(container);
  const runtime = createRuntime({
    mode,
    mountElement: container,
    hostname: options.hostname ?? 'localhost',
    publicBase: `${base}/`,
    storage: createSafeStorage(window.localStorage),
    props: options.props,
  });
  let app!: AppInstance;
  await act(async () => {
    app = createApp(runtime, { log: quietLog, strictMode: strictByDefault, ...options.overrides });
    await app.ready;
  });
  const unmount = async () => {
    untrack();
    await act(async () => app.dispose());
    container.remove();
  };
  const untrack = trackMounted(unmount);
  return {
    app,
    container,
    base,
    user: setupUser(),
    path: () => window.location.pathname.slice(base.length) + window.location.search,
    unmount,
  };
}

/** Signs in through the login form. */
export async function signIn(m: MountedApp, username: string, password: string): Promise<void> {
  await m.user.type(await screen.findByLabelText(/user name|用户名/i), username);
  await m.user.type(screen.getByLabelText(/^password$|^密码$/i), password);
  await m.user.click(screen.getByRole('button', { name: /^sign in$|^登 ?录$/i }));
}

/** Waits until the address bar shows the app path. */
export async function waitForPath(m: MountedApp, expected: string | RegExp): Promise<void> {
  await waitFor(() => (typeof expected === 'string' ? expect(m.path()).toBe(expected) : expect(m.path()).toMatch(expected)));
}

/** Waits until the page loader has mounted the screen of route `name` (placeholder or real) and returns it. */
export async function findScreen(name: string): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(() => {
    found = document.querySelector<HTMLElement>(`[data-screen="${name}"]`);
    expect(found).not.toBeNull();
  });
  return found!;
}
