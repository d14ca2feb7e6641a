import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Table } from '../data-table/Table';
import { bucketText, inferInterval } from './bucketLabels';
import type { TimeSeriesChartProps } from './TimeSeriesCanvas';
import { seriesValueText } from './timeSeriesOption';

type Row = { bucket: string; index: number };

/**
 * The chart's text alternative: the same series as a table, time × series, every bucket (not the
 * downsampled points), each value written as the chart's tooltip writes it.
 */
export function SeriesTable({ buckets, series, unit, unit2, interval, ...rest }: Omit<TimeSeriesChartProps, 'height' | 'loading' | 'markLines'>) {
  const intl = useIntl();
  const { locale } = intl;
  const shownInterval = interval ?? inferInterval(buckets);
  const columns = useMemo(() => {
    const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return [
      { key: 'time', title: intl.formatMessage({ id: 'ui.chart.time' }), render: (_: unknown, r: Row) => bucketText({ locale }, r.bucket, shownInterval) },
      ...series.map((s) => ({
        key: s.key,
        title: s.name,
        align: 'right' as const,
        render: (_: unknown, r: Row) => seriesValueText(s.values[r.index], s.yAxis === 1 ? unit2 : unit, (v) => numbers.format(v)),
      })),
    ];
  }, [intl, locale, series, unit, unit2, shownInterval]);
  const rows = useMemo(() => buckets.map((bucket, index) => ({ bucket, index })), [buckets]);
  return (
    <Table<Row>
      aria-label={rest['aria-label']}
      size="small"
      rowKey="bucket"
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: shownInterval === 'hour' ? 24 : 31, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
}
