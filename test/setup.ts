import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { unmountAll } from './support/mounted';

// jsdom lacks matchMedia and ResizeObserver, which antd's responsive helpers use.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
  }
}

// Lazy screens are transformed on first import; give them time on a cold, shared machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  await unmountAll();
  cleanup();
  try {
    window.localStorage.clear();
  } catch {
    // node environment: no storage
  }
});
