import { reaction } from 'mobx';
import { useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { StoresContext } from '../../stores/context';
import type { ThemeMode } from '../../stores/ThemeStore';
import { init } from './echarts';

export type ChartInstance = ReturnType<typeof init>;

/** ECharts' theme for the console's: its built-in dark theme, or its default. */
const chartTheme = (mode: ThemeMode) => (mode === 'dark' ? 'dark' : 'default');

/** The console's theme mode, re-rendering the caller when it changes (light outside the console). */
function useThemeMode(): ThemeMode {
  const theme = useContext(StoresContext)?.theme;
  const [mode, setMode] = useState<ThemeMode>(theme?.mode ?? 'light');
  useEffect(() => (theme ? reaction(() => theme.mode, setMode, { fireImmediately: true }) : undefined), [theme]);
  return mode;
}

/**
 * One ECharts instance on `host`: follows the element's size through a ResizeObserver (no
 * window listener; `onResize` hears of it too), follows the console's light or dark theme, and
 * is disposed on unmount, so nothing outlives the mount. Returns a ref to the instance (null
 * before mount and after unmount).
 */
export function useChartInstance(host: RefObject<HTMLDivElement | null>, onResize?: (element: HTMLDivElement) => void): RefObject<ChartInstance | null> {
  const chart = useRef<ChartInstance | null>(null);
  const mode = useThemeMode();
  /** The theme the instance has; it is set again only when the console's changes. */
  const applied = useRef(mode);
  const resized = useRef(onResize);
  useEffect(() => {
    resized.current = onResize;
  });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const instance = init(element, chartTheme(applied.current), { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => {
      instance.resize();
      resized.current?.(element);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [host]);

  useEffect(() => {
    if (!chart.current || applied.current === mode) return;
    applied.current = mode;
    chart.current.setTheme(chartTheme(mode));
  }, [mode]);

  return chart;
}

/** Options draw on the card behind them in both themes (the dark theme brings its own background). */
export function onCardBackground<T extends object>(option: T): T {
  return { backgroundColor: 'transparent', ...option };
}

/** Shows or hides ECharts' loading mask with `loading`. */
export function useChartLoading(chart: RefObject<ChartInstance | null>, loading: boolean): void {
  useEffect(() => {
    if (loading) chart.current?.showLoading();
    else chart.current?.hideLoading();
  }, [chart, loading]);
}
