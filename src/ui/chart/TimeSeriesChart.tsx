import { Suspense, lazy } from 'react';
import { ChartSkeleton } from './ChartSkeleton';
import type { TimeSeriesChartProps } from './TimeSeriesCanvas';
import type { MarkLineSpec, TimeSeriesSpec } from './timeSeriesOption';

// ECharts loads with the first time series drawn, never with the screen's own chunk.
const Canvas = lazy(() => import('./TimeSeriesCanvas').then((module) => ({ default: module.TimeSeriesCanvas })));

/**
 * Energy over time for one or more meters on one shared x axis: lines or bars, stacks, a second
 * y axis, reference lines; min-max downsampled to about two points per pixel (peaks survive) with
 * a zoom slider for long series. Each draw is timed as the User Timing measure 'cem:chart-draw'.
 */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const height = props.height ?? 300;
  return (
    <Suspense fallback={<ChartSkeleton height={height} />}>
      <Canvas {...props} height={height} />
    </Suspense>
  );
}

export type { MarkLineSpec, TimeSeriesChartProps, TimeSeriesSpec };
