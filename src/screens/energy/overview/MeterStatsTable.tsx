import { Card } from 'antd';
import { useIntl } from 'react-intl';
import type { AggAnswer, MeterInfo, SeriesAnswer } from '../../../api/energyTypes';
import { useEnergy } from '../shared/EnergyFrame';
import { statsOf, type SeriesStats } from './meters';
import { Table } from '../../../ui';

interface StatsLine extends SeriesStats {
  did: string;
  name: string;
  building: string;
  total: number | null;
}

/**
 * Each chosen meter over the period: its total (the server's aggregation, the figure every other
 * screen shows) and the largest, smallest and average bucket of the chart.
 */
export function MeterStatsTable({ meters, series, totals, unit }: { meters: MeterInfo[]; series: SeriesAnswer; totals: AggAnswer; unit: string }) {
  const intl = useIntl();
  const { config, format } = useEnergy();
  const t = (id: string) => intl.formatMessage({ id });
  const lines: StatsLine[] = meters.map((m) => {
    const s = series.series.find((x) => x.key === m.did);
    return {
      did: m.did,
      name: m.name,
      building: config.buildings.find((b) => b.did === m.building)?.name ?? '',
      total: totals.rows.find((r) => r.key === m.did)?.energy ?? null,
      ...statsOf(series.buckets, s?.values ?? []),
    };
  });
  const q = (v: number | null) => (v === null ? '—' : format.quantity(v, unit));
  const at = (v: number | null, when: string | null) => (v === null ? '—' : `${q(v)} (${format.dayTime(when ?? '')})`);
  const num = { align: 'right' as const };
  return (
    <Card size="small" title={intl.formatMessage({ id: 'overview.monitor.stats' }, { interval: t(`overview.monitor.per.${series.interval}`) })}>
      <Table<StatsLine>
        size="small"
        rowKey="did"
        pagination={false}
        dataSource={lines}
        scroll={{ x: 900 }}
        aria-label={t('overview.monitor.statsLabel')}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('overview.col.meter') },
          { key: 'building', dataIndex: 'building', title: t('overview.col.building') },
          { key: 'total', title: t('overview.col.total'), ...num, render: (_, l) => q(l.total) },
          { key: 'max', title: t('overview.col.max'), ...num, render: (_, l) => at(l.max, l.maxAt) },
          { key: 'min', title: t('overview.col.min'), ...num, render: (_, l) => at(l.min, l.minAt) },
          { key: 'average', title: t('overview.col.average'), ...num, render: (_, l) => q(l.average) },
          { key: 'missing', dataIndex: 'missing', title: t('overview.col.missing'), ...num },
        ]}
      />
    </Card>
  );
}
