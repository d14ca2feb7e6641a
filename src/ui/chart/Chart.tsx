import { useEffect, useRef } from 'react';
import { markDrawn } from './drawnPoints';
import type { ChartOption } from './echarts';
import { onCardBackground, useChartInstance, useChartLoading } from './useChartInstance';

export interface ChartProps {
  option: ChartOption;
  height?: number | string;
  loading?: boolean;
  /** Text alternative of the chart (canvas is invisible to screen readers). */
  'aria-label'?: string;
  /** A click on a data item (a bubble, a bar…), with the item's data as the option gave it. */
  onItemClick?: (data: unknown) => void;
}

/**
 * One ECharts instance in a div: follows its container's size through a ResizeObserver (no
 * window listener) and is disposed on unmount, so nothing outlives the mount.
 */
export function Chart({ option, height = 300, loading = false, onItemClick, ...rest }: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useChartInstance(host);
  const clicked = useRef(onItemClick);
  useEffect(() => {
    clicked.current = onItemClick;
  });
  const clickable = onItemClick !== undefined;

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !clickable) return;
    const listener = (params: { data?: unknown }) => clicked.current?.(params.data);
    instance.on('click', listener);
    // On unmount the instance's own hook disposed it first (its effect is declared before this
    // one), and a disposed chart warns on every call: its listeners went with it.
    return () => void (instance.isDisposed() ? undefined : instance.off('click', listener));
  }, [chart, clickable]);

  useEffect(() => {
    // notMerge: a new option replaces the old one, so removed series really disappear.
    if (!chart.current) return;
    chart.current.setOption(onCardBackground(option), { notMerge: true });
    markDrawn(host.current, option);
  }, [chart, option]);

  useChartLoading(chart, loading);

  return <div ref={host} role="img" aria-label={rest['aria-label']} style={{ width: '100%', height }} />;
}
