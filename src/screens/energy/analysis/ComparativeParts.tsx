import { Card } from 'antd';
import { useIntl } from 'react-intl';
import { LazyChart, Table, TimeSeriesChart } from '../../../ui';
import { useEnergy } from '../shared/EnergyFrame';
import type { CompareMetric, CompareRow, Dimension, Entity } from './comparativeModel';
import type { EntitySeries } from './comparativeSeries';

type Text = (id: string, values?: Record<string, string | number>) => string;

/** The unit a metric is charted in (cost in the language's currency). */
function useMetricUnit(metric: CompareMetric, unit: string): string {
  const { format } = useEnergy();
  return metric === 'energy' ? unit : metric === 'carbon' ? 'kgCO2' : metric === 'cost' ? format.moneyCurrency : `${unit}/m²`;
}

/** Totals of the compared entities as bars, in ranking order. */
export function CompareBars({ rows, metric, unit }: { rows: CompareRow[]; metric: CompareMetric; unit: string }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const shown = useMetricUnit(metric, unit);
  const title = intl.formatMessage({ id: 'analysis.compare.bars' }, { unit: shown });
  const value = (r: CompareRow) => (metric === 'cost' ? format.moneyValue(r.value) : r.value);
  return (
    <Card size="small" title={title}>
      <LazyChart
        height={Math.max(260, rows.length * 30)}
        aria-label={title}
        option={{
          grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
          tooltip: { trigger: 'axis' },
          xAxis: { type: 'value', name: shown },
          yAxis: { type: 'category', inverse: true, data: rows.map((r) => r.name) },
          series: [{ type: 'bar', name: intl.formatMessage({ id: `analysis.metric.${metric}` }), data: rows.map((r) => Math.round(value(r) * 100) / 100) }],
        }}
      />
    </Card>
  );
}

/** The entities' series over the period, overlaid (intensity: energy per m² in each bucket). */
export function CompareLines(props: { data: { buckets: string[]; series: EntitySeries[] }; rows: CompareRow[]; entities: Entity[]; metric: CompareMetric; unit: string; loading: boolean }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const shown = useMetricUnit(props.metric, props.unit);
  const nameOf = new Map(props.entities.map((e) => [e.key, e.name]));
  const areaOf = new Map(props.rows.map((r) => [r.key, r.area]));
  const convert = (key: string, v: number | null): number | null => {
    if (v === null) return null;
    if (props.metric === 'cost') return format.moneyValue(v);
    if (props.metric === 'intensity') {
      const area = areaOf.get(key);
      return area ? v / area : null;
    }
    return v;
  };
  return (
    <TimeSeriesChart
      buckets={props.data.buckets}
      series={props.data.series.map((s) => ({ key: s.key, name: nameOf.get(s.key) ?? s.key, values: s.values.map((v) => convert(s.key, v)), type: 'line' }))}
      unit={shown}
      height={320}
      loading={props.loading}
      aria-label={intl.formatMessage({ id: 'analysis.compare.lines' })}
    />
  );
}

/** The ranking as a table: every figure of each entity, and its share of the compared total. */
export function CompareTable({ rows, metric, unit, dim }: { rows: CompareRow[]; metric: CompareMetric; unit: string; dim: Dimension }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const text: Text = (id, values) => intl.formatMessage({ id }, values);
  return (
    <Card size="small" title={text('analysis.compare.table')}>
      <Table<CompareRow>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 800 }}
        aria-label={text('analysis.compare.table')}
        columns={[
          { key: 'rank', title: text('analysis.col.rank'), width: 64, render: (_, r) => r.rank },
          { key: 'name', title: text(`analysis.compare.dim.${dim}`), render: (_, r) => r.name },
          { key: 'energy', title: text('analysis.col.energy', { unit }), align: 'right', render: (_, r) => format.number(r.energy, 1) },
          { key: 'carbon', title: text('analysis.col.carbon'), align: 'right', render: (_, r) => format.carbon(r.carbon) },
          { key: 'cost', title: text('analysis.col.cost'), align: 'right', render: (_, r) => format.money(r.cost) },
          { key: 'area', title: text('analysis.col.area'), align: 'right', render: (_, r) => (r.area ? format.number(r.area, 0) : '—') },
          { key: 'intensity', title: text('analysis.col.intensity', { unit }), align: 'right', render: (_, r) => (r.intensity === null ? '—' : format.number(r.intensity, 2)) },
          { key: 'share', title: text('analysis.col.share'), align: 'right', render: (_, r) => (metric === 'intensity' ? '—' : format.percent(r.share)) },
        ]}
      />
    </Card>
  );
}
