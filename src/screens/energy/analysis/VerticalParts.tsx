import { Card } from 'antd';
import { useIntl } from 'react-intl';
import type { Interval } from '../../../api/energyTypes';
import { trendOf } from '../shared/comparison';
import { useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { PositionChart } from './PositionChart';
import { difference, positionNumber, type AlignedRow, type VerticalMetric } from './verticalModel';
import { Table } from '../../../ui';

type Text = (id: string, values?: Record<string, string | number>) => string;

/** Formats a value of the metric: energy with its unit, carbon, money in the language's currency. */
function useShow(metric: VerticalMetric, unit: string) {
  const { format } = useEnergy();
  return (value: number) => (metric === 'energy' ? format.quantity(value, unit) : metric === 'carbon' ? format.carbon(value) : format.money(value));
}

export function VerticalKpis({ values, metric, unit }: { values: { current: number; previous: number | null; lastYear: number | null }; metric: VerticalMetric; unit: string }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const show = useShow(metric, unit);
  const text: Text = (id, v) => intl.formatMessage({ id }, v);
  const diffText = (base: number | null) => {
    const d = difference(values.current, base);
    return d.abs === null ? text('analysis.vertical.notCompared') : text('analysis.vertical.diff', { abs: `${d.abs >= 0 ? '+' : '−'}${show(Math.abs(d.abs))}`, percent: d.percent === null ? '—' : format.percent(d.percent) });
  };
  return (
    <KpiRow
      items={[
        { key: 'current', title: text('analysis.vertical.current'), value: show(values.current) },
        {
          key: 'previous',
          title: text('analysis.vertical.previous'),
          value: values.previous === null ? null : show(values.previous),
          trend: trendOf(values.current, values.previous),
          extra: diffText(values.previous),
        },
        {
          key: 'lastYear',
          title: text('analysis.vertical.lastYear'),
          value: values.lastYear === null ? null : show(values.lastYear),
          trend: trendOf(values.current, values.lastYear),
          extra: diffText(values.lastYear),
        },
      ]}
    />
  );
}

/** Position labels of the aligned axis: "00:00"…, "Day 1"…, "Month 1"…. */
function usePositionLabel(interval: Interval) {
  const intl = useIntl();
  return (index: number) => intl.formatMessage({ id: `analysis.vertical.pos.${interval}` }, { n: positionNumber(interval, index) });
}

export function VerticalChart({ rows, metric, unit, interval }: { rows: AlignedRow[]; metric: VerticalMetric; unit: string; interval: Interval }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const label = usePositionLabel(interval);
  const convert = (v: number | null) => (v === null ? null : metric === 'cost' ? format.moneyValue(v) : v);
  const has = (field: 'previous' | 'lastYear') => rows.some((r) => r[field] !== null);
  return (
    <PositionChart
      labels={rows.map((r) => label(r.index))}
      series={[
        { key: 'current', name: intl.formatMessage({ id: 'analysis.vertical.current' }), values: rows.map((r) => convert(r.current)), type: 'bar' as const },
        ...(has('previous') ? [{ key: 'previous', name: intl.formatMessage({ id: 'analysis.vertical.previous' }), values: rows.map((r) => convert(r.previous)), type: 'line' as const }] : []),
        ...(has('lastYear') ? [{ key: 'lastYear', name: intl.formatMessage({ id: 'analysis.vertical.lastYear' }), values: rows.map((r) => convert(r.lastYear)), type: 'line' as const, dashed: true }] : []),
      ]}
      unit={metric === 'energy' ? unit : metric === 'carbon' ? 'kgCO2' : format.moneyCurrency}
      height={320}
      aria-label={intl.formatMessage({ id: 'analysis.vertical.chartLabel' })}
    />
  );
}

export function VerticalTable(props: { rows: AlignedRow[]; metric: VerticalMetric; unit: string; interval: Interval; hasPrevious: boolean; hasLastYear: boolean }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const text: Text = (id, v) => intl.formatMessage({ id }, v);
  const label = usePositionLabel(props.interval);
  const num = (v: number | null) => (v === null ? '—' : props.metric === 'cost' ? format.money(v) : format.number(v, 2));
  const signed = (v: number | null) => (v === null ? '—' : `${v > 0 ? '+' : v < 0 ? '−' : ''}${num(Math.abs(v))}`);
  const pct = (v: number | null) => (v === null ? '—' : `${v > 0 ? '+' : ''}${format.percent(v)}`);
  const against = (field: 'previous' | 'lastYear', title: string) => [
    { key: field, title, align: 'right' as const, render: (_: unknown, r: AlignedRow) => num(r[field]) },
    { key: `${field}-abs`, title: text('analysis.vertical.diffAbs'), align: 'right' as const, render: (_: unknown, r: AlignedRow) => signed(difference(r.current, r[field]).abs) },
    { key: `${field}-pct`, title: text('analysis.vertical.diffPercent'), align: 'right' as const, render: (_: unknown, r: AlignedRow) => pct(difference(r.current, r[field]).percent) },
  ];
  const unitLabel = props.metric === 'energy' ? props.unit : props.metric === 'carbon' ? 'kgCO2' : format.moneyCurrency;
  return (
    <Card size="small" title={text('analysis.vertical.table', { unit: unitLabel })}>
      <Table<AlignedRow>
        size="small"
        rowKey="index"
        dataSource={props.rows}
        pagination={props.rows.length > 31 ? { pageSize: 24, showSizeChanger: false } : false}
        scroll={{ x: 800 }}
        aria-label={text('analysis.vertical.table', { unit: unitLabel })}
        columns={[
          { key: 'position', title: text('analysis.col.position'), render: (_, r) => label(r.index) },
          { key: 'current', title: text('analysis.vertical.current'), align: 'right', render: (_, r) => num(r.current) },
          ...(props.hasPrevious ? against('previous', text('analysis.vertical.previous')) : []),
          ...(props.hasLastYear ? against('lastYear', text('analysis.vertical.lastYear')) : []),
        ]}
      />
    </Card>
  );
}
