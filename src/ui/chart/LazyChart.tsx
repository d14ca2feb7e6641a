import { Suspense, lazy } from 'react';
import type { ChartProps } from './Chart';
import { ChartSkeleton } from './ChartSkeleton';

// The only path to ECharts: a screen that never renders a chart never downloads it.
const Chart = lazy(() => import('./Chart').then((module) => ({ default: module.Chart })));

/** A chart whose ECharts code loads on first render, with a skeleton of the same size meanwhile. */
export function LazyChart(props: ChartProps) {
  const height = props.height ?? 300;
  return (
    <Suspense fallback={<ChartSkeleton height={height} />}>
      <Chart {...props} height={height} />
    </Suspense>
  );
}

export type { ChartProps };
export type { ChartOption } from './echarts';
