import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type * as Cssinjs from '@ant-design/cssinjs';
import { afterEach, beforeAll, vi } from 'vitest';
import { cacheComputedStyle } from './support/computedStyleCache';
import { unmountAll } from './support/mounted';

// The app's style provider writes only what decides visibility and clicks (see visibilityStyles.ts).
vi.mock('@ant-design/cssinjs', async (importOriginal) => {
  const cssinjs = await importOriginal<typeof Cssinjs>();
  const { createElement } = await import('react');
  const { visibilityOnly } = await import('./support/visibilityStyles');
  const StyleProvider = (props: Parameters<typeof cssinjs.StyleProvider>[0]) =>
    createElement(cssinjs.StyleProvider, { ...props, transformers: [...(props.transformers ?? []), visibilityOnly] });
  return { ...cssinjs, StyleProvider };
});

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
  cacheComputedStyle(window);
  // jsdom has no canvas: getContext answers null, and ECharts then throws while drawing. A 2D
  // context that accepts every call and draws nothing lets chart screens render in tests
  // (the chart tests that check options mock echarts/core instead).
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    return noopContext(this);
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
}

function noopContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = { canvas };
  const special: Record<string, unknown> = {
    measureText: (text: string) => ({ width: String(text).length * 6, actualBoundingBoxAscent: 8, actualBoundingBoxDescent: 2 }),
    getImageData: (_x: number, _y: number, w: number, h: number) => ({ data: new Uint8ClampedArray(Math.max(0, w * h * 4)), width: w, height: h }),
    createLinearGradient: () => ({ addColorStop: () => {} }),
    createRadialGradient: () => ({ addColorStop: () => {} }),
    createPattern: () => ({}),
    getLineDash: () => [],
    isPointInPath: () => false,
  };
  return new Proxy(state, {
    get: (target, key) => (key in target ? target[key] : typeof key === 'string' && key in special ? special[key] : () => undefined),
    set: (target, key, value) => ((target[key] = value), true),
  }) as unknown as CanvasRenderingContext2D;
}

// Tests wait for conditions, never for a time: a wait ends as soon as what it waits for holds.
// Its time-out only stops a wait that would never end, so it is one generous value for every wait
// (no per-call time-outs): on two cores shared with other work (a browser walk, other suites) a
// lazy screen's first import and render can take many times what they take on an idle machine.
// The test time-out in vite.config.ts is larger still, so a failed wait reports what it waited for.
configure({ asyncUtilTimeout: 60_000 });

afterEach(async () => {
  await unmountAll();
  cleanup();
  try {
    window.localStorage.clear();
  } catch {
    // node environment: no storage
  }
});

// Every project shares a worker between files (isolate: false in vite.config.ts): React, antd
// and jsdom load once per worker, and this file runs again before each test file. Testing Library
// marks the act environment from hooks it registers once, on its first import; each file sets it.
beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});
