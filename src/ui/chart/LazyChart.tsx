import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import type { ChartProps } from './Chart';

// The only path to ECharts: a screen that never renders a chart never downloads it.
const Chart = lazy(() => import('./Chart').then((module) => ({ default: module.Chart })));

function ChartSkeleton({ height }: { height: number | string }) {
  const intl = useIntl();
  return (
    <div role="status" aria-label={intl.formatMessage({ id: 'ui.chart.loading' })} style={{ height, display: 'flex' }}>
      <Skeleton.Node active style={{ width: '100%', height: '100%' }} />
    </div>
  );
}

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
