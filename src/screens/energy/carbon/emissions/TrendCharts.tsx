import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { SeriesAnswer } from '../../../../api/energyTypes';
import { TimeSeriesChart } from '../../../../ui';
import { fitLength, sumSeries } from '../model/series';
import type { Group } from './breakdown';

/** This period's emissions against the same period last year: two series on one axis. */
export function VsLastYearChart({ current, lastYear, loading }: { current: SeriesAnswer; lastYear: SeriesAnswer | null; loading: boolean }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'carbon.emissions.vsLastYear' });
  const now = sumSeries(current.series, current.buckets.length);
  return (
    <Card size="small" title={title}>
      <TimeSeriesChart
        buckets={current.buckets}
        series={[
          { key: 'current', name: intl.formatMessage({ id: 'carbon.emissions.thisPeriod' }), values: now, type: 'bar' },
          ...(lastYear
            ? [{ key: 'last-year', name: intl.formatMessage({ id: 'carbon.emissions.lastYear' }), values: fitLength(sumSeries(lastYear.series), current.buckets.length), type: 'line' as const, dashed: true }]
            : []),
        ]}
        unit="kgCO2"
        height={300}
        loading={loading}
        aria-label={title}
      />
      {lastYear ? null : (
        <Typography.Text type="secondary">{intl.formatMessage({ id: 'carbon.emissions.noLastYear' })}</Typography.Text>
      )}
    </Card>
  );
}

/** Emissions over time stacked by the chosen breakdown. */
export function BreakdownChart({ buckets, groups, title, loading }: { buckets: readonly string[]; groups: Group[]; title: string; loading: boolean }) {
  return (
    <Card size="small" title={title}>
      <TimeSeriesChart
        buckets={buckets}
        series={groups.map((g) => ({ key: g.key, name: g.name, values: g.values, type: 'bar', stack: 'carbon' }))}
        unit="kgCO2"
        height={300}
        loading={loading}
        aria-label={title}
      />
    </Card>
  );
}
