import { Skeleton } from 'antd';
import { useIntl } from 'react-intl';

/** What a lazy chart shows while ECharts loads: a skeleton of the chart's own size. */
export function ChartSkeleton({ height }: { height: number | string }) {
  const intl = useIntl();
  return (
    <div role="status" aria-label={intl.formatMessage({ id: 'ui.chart.loading' })} style={{ height, display: 'flex' }}>
      <Skeleton.Node active style={{ width: '100%', height: '100%' }} />
    </div>
  );
}
