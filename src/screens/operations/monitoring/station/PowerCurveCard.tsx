import { Card } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PowerCurve } from '../../../../api/operations/monitoringTypes';
import { TimeSeriesChart } from '../../../../ui/chart/TimeSeriesChart';

/** Today's power in 15-minute steps beside yesterday's (the registry's sessions), with the chart kit. */
export function PowerCurveCard({ curve }: { curve: PowerCurve }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'operations.monitoring.curve' });
  const series = useMemo(
    () => [
      { key: 'today', name: intl.formatMessage({ id: 'operations.monitoring.curve.today' }), values: curve.today, area: true },
      { key: 'yesterday', name: intl.formatMessage({ id: 'operations.monitoring.curve.yesterday' }), values: curve.yesterday, dashed: true },
    ],
    [curve, intl],
  );
  return (
    <Card size="small" title={title}>
      <TimeSeriesChart buckets={curve.buckets} series={series} unit="kW" interval="hour" height={260} aria-label={title} />
    </Card>
  );
}
