import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ENERGY_UNIT, type EnergyType, type SeriesAnswer } from '../../../api/energyTypes';
import { comparisonsOf } from '../shared/comparison';
import { useEnergy } from '../shared/EnergyFrame';
import { KpiRow, type KpiItem } from '../../../ui/KpiRow';
import { useComparedTotals } from '../shared/useComparedTotals';
import type { Resource } from '../../../ui/resource/Resource';
import { energyTypeKpis } from './kpis';
import { statsOf } from './meters';

/**
 * energy-monitoring's headline: the store's total of the energy type (the server's figure, with
 * year-on-year and previous period), the highest reading among the chosen meters, and how
 * complete their readings are.
 */
export const MonitoringKpis = observer(function MonitoringKpis({ type, series }: { type: EnergyType; series: Resource<SeriesAnswer | null> }) {
  const intl = useIntl();
  const { store, config, period, format } = useEnergy();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const totals = useComparedTotals(comparisons, { stores: [store], groupby: 'energytype', energytypes: [type] }, [store, period.start, period.end, type]);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const total: KpiItem = totals.value
    ? { ...energyTypeKpis(intl, format, totals.value, [type])[0]!, title: t('overview.monitor.storeTotal', { type: format.energyType(type) }) }
    : { key: type, title: t('overview.monitor.storeTotal', { type: format.energyType(type) }), value: null, loading: totals.pending };

  let peak: { value: number; name: string; at: string } | null = null;
  let present = 0;
  let expected = 0;
  const answer = series.value;
  for (const s of answer?.series ?? []) {
    const stats = statsOf(answer!.buckets, s.values);
    if (stats.max !== null && (peak === null || stats.max > peak.value)) peak = { value: stats.max, name: s.name, at: stats.maxAt ?? '' };
    expected += answer!.buckets.length;
    present += answer!.buckets.length - stats.missing;
  }
  // A failed load stops the placeholders: the chart below offers the retry.
  const loading = series.pending;
  return (
    <KpiRow
      items={[
        total,
        {
          key: 'peak',
          title: t('overview.monitor.peak', { interval: t(`overview.monitor.per.${answer?.interval ?? 'hour'}`) }),
          value: peak ? format.quantity(peak.value, ENERGY_UNIT[type]) : null,
          extra: peak ? `${peak.name} · ${format.dayTime(peak.at)}` : undefined,
          loading,
        },
        {
          key: 'complete',
          title: t('overview.monitor.complete'),
          value: expected > 0 ? (present / expected) * 100 : null,
          unit: '%',
          fractionDigits: 1,
          extra: expected > 0 ? t('overview.monitor.missing', { count: format.number(expected - present, 0) }) : undefined,
          loading,
        },
      ]}
    />
  );
});
