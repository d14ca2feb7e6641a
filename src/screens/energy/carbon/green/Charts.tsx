import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { LazyChart, TimeSeriesChart } from '../../../../ui';
import { useEnergy } from '../../shared/EnergyFrame';
import { hourLabel } from '../model/tariff';
import type { GreenMonth } from './model';

export type MonthlyView = 'energy' | 'share';

/** Month by month: consumption, PV generation, green used and exported; or the green share and emissions avoided. */
export function MonthlyChart({ months, view }: { months: GreenMonth[]; view: MonthlyView }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const title = t(view === 'energy' ? 'carbon.green.monthly.energy' : 'carbon.green.monthly.share');
  const buckets = months.map((m) => `${m.month}-01`);
  const series =
    view === 'energy'
      ? [
          { key: 'consumption', name: t('carbon.green.consumption'), values: months.map((m) => m.consumption), type: 'bar' as const },
          { key: 'generation', name: t('carbon.green.generation'), values: months.map((m) => m.generation), type: 'bar' as const },
          { key: 'green', name: t('carbon.green.used'), values: months.map((m) => m.green), type: 'line' as const },
          { key: 'exported', name: t('carbon.green.exported'), values: months.map((m) => m.exported), type: 'line' as const, dashed: true },
        ]
      : [
          { key: 'avoided', name: t('carbon.green.avoided'), values: months.map((m) => m.avoided), type: 'bar' as const },
          { key: 'share', name: t('carbon.green.share'), values: months.map((m) => Math.round(m.share * 10) / 10), type: 'line' as const, yAxis: 1 as const },
        ];
  return (
    <Card size="small" title={title}>
      <TimeSeriesChart buckets={buckets} series={series} unit={view === 'energy' ? 'kWh' : 'kgCO2'} unit2="%" interval="month" height={320} aria-label={title} />
    </Card>
  );
}

/** The average day: when PV covers the load. */
export function HourProfileChart({ load, pv, green }: { load: number[]; pv: number[]; green: number[] }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const title = t('carbon.green.profile.title');
  const coverage = load.map((l, h) => (l > 0 ? (green[h]! / l) * 100 : 0));
  const best = coverage.reduce((b, c, h) => (c > coverage[b]! ? h : b), 0);
  const covered = coverage.flatMap((c, h) => (c >= 99.5 ? [h] : []));
  const some = coverage.flatMap((c, h) => (c > 0 ? [h] : []));
  const fmt = (v: unknown) => (typeof v === 'number' ? `${format.number(v, 1)} kWh` : '—');
  return (
    <Card size="small" title={title}>
      <LazyChart
        height={300}
        aria-label={title}
        option={{
          tooltip: { trigger: 'axis', valueFormatter: fmt },
          legend: { bottom: 0 },
          grid: { left: 56, right: 16, top: 24, bottom: 48 },
          xAxis: { type: 'category', data: load.map((_, h) => hourLabel(h)) },
          yAxis: { type: 'value', name: 'kWh' },
          series: [
            { type: 'line', name: t('carbon.green.consumption'), data: load.map((v) => Math.round(v * 10) / 10), areaStyle: { opacity: 0.1 } },
            { type: 'line', name: t('carbon.green.generation'), data: pv.map((v) => Math.round(v * 10) / 10), areaStyle: { opacity: 0.2 }, color: '#faad14' },
            { type: 'bar', name: t('carbon.green.used'), data: green.map((v) => Math.round(v * 10) / 10), color: '#52c41a', barMaxWidth: 16 },
          ],
        }}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {some.length === 0
          ? t('carbon.green.profile.none')
          : t('carbon.green.profile.text', {
              from: hourLabel(some[0]!),
              to: hourLabel(some[some.length - 1]! + 1),
              best: hourLabel(best),
              share: format.percent(coverage[best]!),
              full: covered.length ? covered.map(hourLabel).join(', ') : t('carbon.green.profile.never'),
            })}
      </Typography.Paragraph>
    </Card>
  );
}
