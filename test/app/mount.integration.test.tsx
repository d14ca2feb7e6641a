import { screen, waitFor } from '@testing-library/react';
import { setupMockBackend } from '../support/backend';
import { mountApp, signIn, waitForPath } from '../support/mountApp';

setupMockBackend();

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
    vi.spyOn(window, 'setTimeout');
    try {
      const m = await mountApp({ path: '/login', mode: 'micro', hostname: '127.0.0.1' });
      await signIn(m, 'admin', 'admin123');
      await waitForPath(m, '/index');
      await screen.findByRole('banner');
      await m.unmount();
      expect(tracker.leaked()).toEqual([]);
      expect(m.app.root.loading.visible).toBe(false);
    } finally {
      tracker.restore();
    }
  });

  it('a popup opened by the console renders inside its own container', async () => {
    const m = await mountApp({ path: '/login', mode: 'micro', hostname: '127.0.0.1' });
    await signIn(m, 'admin', 'admin123');
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
