import { useEffect, useRef, type RefObject } from 'react';
import { init } from './echarts';

export type ChartInstance = ReturnType<typeof init>;

/**
 * One ECharts instance on `host`: follows the element's size through a ResizeObserver (no
 * window listener; `onResize` hears of it too) and is disposed on unmount, so nothing outlives
 * the mount. Returns a ref to the instance (null before mount and after unmount).
 */
export function useChartInstance(host: RefObject<HTMLDivElement | null>, onResize?: (element: HTMLDivElement) => void): RefObject<ChartInstance | null> {
  const chart = useRef<ChartInstance | null>(null);
  const resized = useRef(onResize);
  useEffect(() => {
    resized.current = onResize;
  });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'canvas' });
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

  return chart;
}

/** Shows or hides ECharts' loading mask with `loading`. */
export function useChartLoading(chart: RefObject<ChartInstance | null>, loading: boolean): void {
  useEffect(() => {
    if (loading) chart.current?.showLoading();
    else chart.current?.hideLoading();
  }, [chart, loading]);
}
