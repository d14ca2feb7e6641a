import { screen, waitFor } from '@testing-library/react';
import { setupMockBackend } from '../support/backend';
import { mountApp, signIn, strictModeInThisFile, waitForPath } from '../support/mountApp';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from '../../src/app/createApp';
import { createRuntime } from '../../src/lib/runtime';
import { createSafeStorage } from '../../src/lib/storage';
import { mockDb } from '../support/backend';
import { quietLog } from '../support/mountApp';
import { mountSignedIn, seedSession } from '../support/session';
import { setupUser } from '../support/user';

// Lifecycle tests: mounts run React's StrictMode checks, as under the dev server.
strictModeInThisFile();

setupMockBackend();

// React (selectionchange) and user-event (focus, blur) listen on a document once, for good, the
// first time a root or a user is made on it: the page's, not the app's. Whether they are there
// before a count starts would depend on which test ran first: they are put there now.
beforeAll(() => {
  createRoot(document.createElement('div')).unmount();
  setupUser();
});

/** Counts listeners added to and removed from window and document while a test runs. */
function trackListeners() {
  const live = new Map<string, number>();
  const targets = [window, document] as const;
  const originals = targets.map((t) => ({ add: t.addEventListener, remove: t.removeEventListener }));
  targets.forEach((target, i) => {
    const { add, remove } = originals[i]!;
    target.addEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject, opts?: boolean | AddEventListenerOptions) {
      live.set(type, (live.get(type) ?? 0) + 1);
      return add.call(this, type, listener, opts);
    } as typeof target.addEventListener;
    target.removeEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject, opts?: boolean | EventListenerOptions) {
      live.set(type, (live.get(type) ?? 0) - 1);
      return remove.call(this, type, listener, opts);
    } as typeof target.removeEventListener;
  });
  return {
    /** Event types with more adds than removes. */
    leaked: () => [...live].filter(([, n]) => n > 0).map(([type]) => type),
    restore: () => targets.forEach((t, i) => Object.assign(t, { addEventListener: originals[i]!.add, removeEventListener: originals[i]!.remove })),
  };
}

/**
 * Records the timers (timeouts and intervals) created while a test runs, and drops each one
 * when it fires (a timeout) or is cleared: what is left is still pending. Spies on window's and
 * the global functions; under vitest's jsdom they are the same object, so it is one spy.
 * Left out: mobx-react-lite's one setTimeout, the 10 s sweep of its module-wide finalization
 * registry (an observer rendered but not yet committed). It belongs to the library, is shared
 * by every mount, is not the app's to cancel, and stops once its registry is empty.
 */
function trackTimers() {
  const live = new Map<unknown, string>();
  const scopes = new Set<typeof globalThis>([globalThis, window as unknown as typeof globalThis]);
  for (const scope of scopes) {
    const original = { setTimeout: scope.setTimeout, setInterval: scope.setInterval, clearTimeout: scope.clearTimeout, clearInterval: scope.clearInterval };
    const create = (kind: 'setTimeout' | 'setInterval') =>
      function (this: unknown, fn: unknown, ms?: number, ...args: unknown[]) {
        const made: { id?: unknown } = {};
        const wrapped =
          typeof fn === 'function' && kind === 'setTimeout'
            ? (...a: unknown[]) => {
                live.delete(key(made.id));
                return (fn as (...b: unknown[]) => unknown)(...a);
              }
            : fn;
        made.id = (original[kind] as (...b: unknown[]) => unknown).call(this, wrapped, ms, ...args);
        const from = creators(new Error().stack);
        if (!LIBRARY_SWEEP.test(from[0] ?? '')) live.set(key(made.id), `${kind} ${ms ?? 0} ms from ${from.slice(0, 4).join(' < ')}`);
        return made.id;
      };
    const clear = (kind: 'clearTimeout' | 'clearInterval') =>
      function (this: unknown, id: unknown) {
        live.delete(key(id));
        return (original[kind] as (id: unknown) => void).call(this, id);
      };
    vi.spyOn(scope, 'setTimeout').mockImplementation(create('setTimeout') as never);
    vi.spyOn(scope, 'setInterval').mockImplementation(create('setInterval') as never);
    vi.spyOn(scope, 'clearTimeout').mockImplementation(clear('clearTimeout') as never);
    vi.spyOn(scope, 'clearInterval').mockImplementation(clear('clearInterval') as never);
  }
  return { pending: () => [...live.values()] };
}

/** The frame of mobx-react-lite's sweep timer (its only setTimeout). */
const LIBRARY_SWEEP = /[/\\]node_modules[/\\]mobx-react-lite[/\\]/;

/** Node's timer handles convert to their numeric id, which clearTimeout also accepts. */
function key(id: unknown): unknown {
  return typeof id === 'object' && id !== null ? Number(id) : id;
}

/** The stack frames outside this file and vitest: the code that made the timer, first. */
function creators(stack: string | undefined): string[] {
  const frames = (stack ?? '').split('\n').slice(1).map((f) => f.trim());
  return frames.filter((f) => !/mount\.integration\.test|node_modules[/\\](@vitest|vitest)[/\\]/.test(f));
}

describe('mount → unmount → mount (micro-app hygiene)', () => {
  it('leaves no DOM, style tags or head changes behind, again and again', async () => {
    const headBefore = document.head.innerHTML;
    for (let round = 0; round < 3; round += 1) {
      const m = await mountApp({ path: '/login', mode: 'micro', hostname: '127.0.0.1' });
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      // antd's styles are inside this mount's container, not in the document head.
      expect(m.container.querySelectorAll('style').length).toBeGreaterThan(0);
      expect(document.head.querySelectorAll('style').length).toBe(0);
      await m.unmount();
      expect(m.container.innerHTML).toBe('');
      expect(document.body.querySelectorAll('[data-cem-app]').length).toBe(0);
      expect(document.head.innerHTML).toBe(headBefore);
    }
  });

  it('removes every window and document listener it added and cancels its timers', async () => {
    const tracker = trackListeners();
    const timers = trackTimers();
    try {
      const m = await mountApp({ path: '/login', mode: 'micro', hostname: '127.0.0.1' });
      await signIn(m, 'admin', 'admin123');
      await waitForPath(m, '/index');
      await screen.findByRole('banner');
      // Unmount inside the 2 s sign-out window: its wait is an app timer that only the app's
      // dispose can cancel (left running, it would clear the session of an unmounted app).
      const sleep = vi.spyOn(m.app.root.timers, 'sleep');
      void m.app.root.session.signOut();
      await waitFor(() => expect(sleep).toHaveBeenCalled());
      await waitFor(() => expect(m.app.root.loading.visible).toBe(false)); // the logout call's bar is done
      expect(timers.pending().length).toBeGreaterThan(0);
      await m.unmount();
      expect(tracker.leaked()).toEqual([]);
      // Every timer made since the spies went in, by the app or by the test's own helpers
      // (waitFor, user-event), has fired or been cleared: none is excluded.
      expect(timers.pending()).toEqual([]);
      expect(m.app.root.loading.visible).toBe(false);
    } finally {
      tracker.restore();
    }
  });

  it('left before its answers came: a late answer starts no poller, listener or timer (issue 21)', async () => {
    seedSession(mockDb(), 'admin');
    window.history.replaceState(null, '', '/cem-platform/index');
    const container = document.createElement('div');
    document.body.appendChild(container);
    const listeners = trackListeners();
    const timers = trackTimers();
    try {
      const runtime = createRuntime({
        mode: 'micro', mountElement: container, hostname: '127.0.0.1', publicBase: '/cem-platform/', storage: createSafeStorage(window.localStorage),
      });
      const app = createApp(runtime, { log: quietLog });
      // The menu answers after the host has unmounted the console (the user left at once).
      const menuGet = app.root.api.menu.get;
      let answered = false;
      vi.spyOn(app.root.api.menu, 'get').mockImplementation(async (...args) => {
        const answer = await menuGet(...args);
        await act(async () => app.dispose());
        answered = true;
        return answer;
      });
      await act(async () => app.ready);
      expect(answered).toBe(true);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      // React DOM listens for selectionchange once per document, for good, at its first root.
      expect(listeners.leaked().filter((type) => type !== 'selectionchange')).toEqual([]);
      expect(timers.pending()).toEqual([]);
    } finally {
      listeners.restore();
      container.remove();
    }
  });

  it('a popup opened by the console renders inside its own container', async () => {
    const m = await mountSignedIn('/index', { user: 'admin', mode: 'micro' });
    await m.user.click(await screen.findByRole('button', { name: 'Language' }));
    const item = await screen.findByText('ไทย');
    expect(m.container.contains(item)).toBe(true);
    await m.unmount();
  });
});

describe('standalone and micro modes', () => {
  it('embedded: router base /cem-platform, antd prefix cem, app switcher shown', async () => {
    const m = await mountApp({ path: '/login', mode: 'micro', hostname: '127.0.0.1' });
    await signIn(m, 'admin', 'admin123');
    await waitForPath(m, '/index');
    expect(window.location.pathname).toBe('/cem-platform/index');
    expect(await screen.findByTestId('app-switcher')).toBeInTheDocument();
    expect(m.container.querySelector('.cem-layout')).not.toBeNull();
    expect(m.container.querySelector('.ant-layout')).toBeNull();
    await m.unmount();
  });

  it('a base passed by the host is used as router base', async () => {
    const m = await mountApp({ path: '/login', mode: 'micro', hostname: '127.0.0.1', props: { base: '/apps/cem' } });
    await signIn(m, 'admin', 'admin123');
    await waitFor(() => expect(window.location.pathname).toBe('/apps/cem/index'));
    await m.unmount();
  });

  it('standalone: router base /cem_platform, no app switcher, title and favicon follow the tenant', async () => {
    const link = document.createElement('link');
    link.id = 'cem-favicon';
    link.rel = 'icon';
    link.href = 'data:,';
    document.head.appendChild(link);
    const m = await mountApp({ path: '/login', hostname: '127.0.0.1' });
    await signIn(m, 'admin', 'admin123');
    await waitForPath(m, '/index');
    expect(window.location.pathname).toBe('/cem_platform/index');
    await screen.findByRole('banner');
    expect(screen.queryByTestId('app-switcher')).not.toBeInTheDocument();
    expect(document.title).toMatch(/GreenGrid/);
    expect(link.getAttribute('href')).not.toBe('data:,');
    await m.unmount();
    expect(link.getAttribute('href')).toBe('data:,');
    link.remove();
  });

  it('corrupt persisted state never crashes: the login screen shows', async () => {
    window.localStorage.setItem('cem_platform', '{"user": {"did": 1, ');
    window.localStorage.setItem('lang', 'klingon');
    const m = await mountApp({ path: '/index', hostname: '127.0.0.1' });
    await waitForPath(m, /^\/login/);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await m.unmount();
  });
});

describe('branding by host', () => {
  it('localhost and 127.0.0.1 show different platforms', async () => {
    const a = await mountApp({ path: '/login', hostname: 'localhost' });
    const nameA = (await screen.findByTestId('brand-name')).textContent;
    await a.unmount();
    const b = await mountApp({ path: '/login', hostname: '127.0.0.1' });
    const nameB = (await screen.findByTestId('brand-name')).textContent;
    await b.unmount();
    expect(nameA).toBeTruthy();
    expect(nameB).toBeTruthy();
    expect(nameA).not.toBe(nameB);
  });
});
