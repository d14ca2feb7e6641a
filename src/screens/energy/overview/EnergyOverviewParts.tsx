import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ENERGY_UNIT, type AggRow, type EnergyType } from '../../../api/energyTypes';
import { changePercent, tceOf } from '../../../lib/carbon';
import { useStores } from '../../../stores/context';
import { Table, TimeSeriesChart } from '../../../ui';
import { LoadState, useEnergy } from '../shared/EnergyFrame';
import { useResource } from '../../../ui/resource/useResource';
import type { Compared } from '../shared/comparison';
import { meteredTypes, rowOf } from './kpis';
import { analysisApi } from '../../../api/analysis';

export type OverviewMetric = 'tce' | 'cost';

interface TrendData {
  buckets: string[];
  series: Array<{ type: EnergyType; values: Array<number | null> }>;
}

/**
 * Coal equivalent (or cost) per bucket, stacked by energy type. Months come from the server's
 * monthly aggregation; shorter buckets convert each type's series with the same GB/T 2589
 * coefficients the server uses (lib/carbon tceOf), so the bars add up to the totals above.
 */
export const TypeTrend = observer(function TypeTrend({ metric }: { metric: OverviewMetric }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, interval, format } = useEnergy();
  const types = meteredTypes(config);
  const trend = useResource<TrendData>(
    async (signal) => {
      if (interval === 'month') {
        const answers = await analysisApi(api, pid).aggQueries(
          types.map((type) => ({ stores: [store], start: period.start, end: period.end, groupby: 'month' as const, energytypes: [type] })),
          { signal },
        );
        // Month rows are keyed 'YYYY-MM'; the chart's buckets are days, the first of each month.
        const months = [...new Set(answers.flatMap((a) => a.rows.map((r) => r.key)))].sort();
        return {
          buckets: months.map((m) => `${m}-01`),
          series: types.map((type, i) => ({ type, values: months.map((m) => metricOf(rowOf(answers[i], m) ?? null)) })),
        };
      }
      const answer = await analysisApi(api, pid).query(
        { store, metric: metric === 'tce' ? 'energy' : 'cost', energytypes: types, start: period.start, end: period.end, interval },
        { signal },
      );
      return {
        buckets: answer.buckets,
        series: answer.series.map((s) => ({
          type: s.energytype,
          values: s.values.map((v) => (v === null ? null : metric === 'tce' ? tceOf(s.energytype, v) : v)),
        })),
      };
      function metricOf(row: AggRow | null) {
        return row === null ? null : metric === 'tce' ? row.tce : row.cost;
      }
    },
    [store, period.start, period.end, interval, metric, types.join(',')],
  );
  const title = intl.formatMessage({ id: `overview.energy.trend.${metric}` });
  return (
    <Card size="small" title={title}>
      {!trend.value ? (
        <LoadState status={trend.status} onRetry={() => void trend.reload()} />
      ) : (
        <TimeSeriesChart
          buckets={trend.value.buckets}
          series={trend.value.series.map((s) => ({
            key: s.type,
            name: format.energyType(s.type),
            type: 'bar',
            stack: 'total',
            values: metric === 'tce' ? s.values : s.values.map((v) => (v === null ? null : format.moneyValue(v))),
          }))}
          unit={metric === 'tce' ? 'tce' : format.moneyCurrency}
          interval={interval}
          height={300}
          loading={trend.loading}
          aria-label={title}
        />
      )}
    </Card>
  );
});

interface TypeLine {
  type: EnergyType;
  energy: number;
  tce: number;
  share: number;
  cost: number;
  carbon: number;
  yoy: number | null;
  mom: number | null;
}

/** Each energy type: its own unit, tce and share, cost in the language's currency, carbon, YoY and previous period. */
export function EnergyTypesTable({ data }: { data: Compared }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const t = (id: string) => intl.formatMessage({ id });
  const total = data.current.total.tce;
  const lines: TypeLine[] = data.current.rows.map((r) => {
    const type = (r.energytype ?? r.key) as EnergyType;
    return {
      type,
      energy: r.energy,
      tce: r.tce,
      share: total > 0 ? (r.tce / total) * 100 : 0,
      cost: r.cost,
      carbon: r.carbon,
      yoy: changePercent(r.energy, rowOf(data.yoy, r.key)?.energy),
      mom: changePercent(r.energy, rowOf(data.mom, r.key)?.energy),
    };
  });
  const pct = (v: number | null) => (v === null ? '—' : `${v > 0 ? '+' : ''}${format.percent(v)}`);
  const num = { align: 'right' as const };
  return (
    <Card size="small" title={t('overview.energy.table')}>
      <Table<TypeLine>
        size="small"
        rowKey="type"
        pagination={false}
        dataSource={lines}
        scroll={{ x: 860 }}
        aria-label={t('overview.energy.table')}
        columns={[
          { key: 'type', title: t('overview.col.energyType'), render: (_, l) => format.energyType(l.type) },
          { key: 'energy', title: t('overview.col.consumption'), ...num, render: (_, l) => format.quantity(l.energy, ENERGY_UNIT[l.type]) },
          { key: 'tce', title: t('overview.col.tce'), ...num, render: (_, l) => format.number(l.tce, 3) },
          { key: 'share', title: t('overview.col.share'), ...num, render: (_, l) => format.percent(l.share) },
          { key: 'cost', title: t('overview.col.cost'), ...num, render: (_, l) => format.money(l.cost) },
          { key: 'carbon', title: t('overview.col.carbon'), ...num, render: (_, l) => format.carbon(l.carbon) },
          { key: 'yoy', title: t('overview.col.yoy'), ...num, render: (_, l) => pct(l.yoy) },
          { key: 'mom', title: t('overview.col.mom'), ...num, render: (_, l) => pct(l.mom) },
        ]}
      />
    </Card>
  );
}
