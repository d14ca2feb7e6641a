import { useEffect, useRef } from 'react';
import { init, type ChartOption } from './echarts';

export interface ChartProps {
  option: ChartOption;
  height?: number | string;
  loading?: boolean;
  /** Text alternative of the chart (canvas is invisible to screen readers). */
  'aria-label'?: string;
}

type ChartInstance = ReturnType<typeof init>;

/**
 * One ECharts instance in a div: follows its container's size through a ResizeObserver
 * (no window listener) and is disposed on unmount, so nothing outlives the mount.
 */
export function Chart({ option, height = 300, loading = false, ...rest }: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // notMerge: a new option replaces the old one, so removed series really disappear.
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    if (loading) chart.current?.showLoading();
    else chart.current?.hideLoading();
  }, [loading]);

  return <div ref={host} role="img" aria-label={rest['aria-label']} style={{ width: '100%', height }} />;
}
