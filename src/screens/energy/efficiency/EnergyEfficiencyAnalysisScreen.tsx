import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Card, Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { periodDays } from '../../../lib/period';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui';
import { seriesBatched } from '../../../api/analysisBatches';
import { comparisonsOf, trendOf, vsPreviousText } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useComparedTotals } from '../shared/useComparedTotals';
import { useResource } from '../../../ui/resource/useResource';
import { IndicatorCharts, IndicatorTabs } from './IndicatorCharts';
import { loadIndicators } from './indicators';
import { analysisApi } from '../../../api/analysis';

/**
 * `energy-efficiency-analysis`: the store's electricity efficiency indicators over time:
 * consumption per m² per day, air-conditioning share, night base load against peak, load
 * factor, weekday against weekend, each with a plain-language finding from the data.
 */
export default function EnergyEfficiencyAnalysisScreen() {
  return (
    <EnergyFrame granularities={['month', 'week', 'year', 'custom']} toolbar={<IndicatorTabs />}>
      <EnergyEfficiencyAnalysis />
    </EnergyFrame>
  );
}

const EnergyEfficiencyAnalysis = observer(function EnergyEfficiencyAnalysis() {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, format } = useEnergy();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const key = [store, period.start, period.end];
  const hvacMeters = config.meters.filter((m) => m.energytype === 'electricity' && m.kind === 'sub' && m.category === 'hvac').map((m) => m.did);
  const totals = useComparedTotals(comparisons, { stores: [store], groupby: 'energytype', energytypes: ['electricity'] }, key);
  const byUse = useResource(
    (signal) => analysisApi(api, pid).aggQuery({ stores: [store], start: period.start, end: period.end, groupby: 'category', energytypes: ['electricity'], kinds: ['sub'] }, { signal }),
    key,
  );
  const hourly = useResource(
    (signal) => analysisApi(api, pid).query({ store, energytypes: ['electricity'], metric: 'energy', start: period.start, end: period.end, interval: 'hour' }, { signal }),
    key,
  );
  const daily = useResource(
    async (signal) => {
      const [total, hvac] = await Promise.all([
        analysisApi(api, pid).query({ store, energytypes: ['electricity'], metric: 'energy', start: period.start, end: period.end, interval: 'day' }, { signal }),
        hvacMeters.length
          ? seriesBatched(analysisApi(api, pid), { store, meters: hvacMeters, metric: 'energy', start: period.start, end: period.end, interval: 'day' }, signal)
          : Promise.resolve(null),
      ]);
      return { total, hvac };
    },
    key,
  );

  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const { current, yoy, mom } = totals.value;
  if (current.total.energy <= 0) return <EmptyData />;
  const area = config.buildings.reduce((sum, b) => sum + b.floorarea, 0);
  const days = periodDays(period);
  const perDay = (kwh: number, span: number) => (area > 0 ? kwh / area / span : null);
  const intensity = perDay(current.total.energy, days);
  const yoyIntensity = yoy && comparisons.yoy ? perDay(yoy.total.energy, periodDays(comparisons.yoy)) : null;
  const momIntensity = mom && comparisons.mom ? perDay(mom.total.energy, periodDays(comparisons.mom)) : null;
  const vsMom = intensity !== null ? trendOf(intensity, momIntensity) : undefined;
  const hvacRow = byUse.value?.rows.find((r) => r.key === 'hvac');
  const hvacShare = byUse.value && byUse.value.total.energy > 0 ? ((hvacRow?.energy ?? 0) / byUse.value.total.energy) * 100 : null;
  const series = hourly.value?.series.find((s) => s.energytype === 'electricity');
  const load = hourly.value && series ? loadIndicators(hourly.value.buckets, series.values) : null;

  return (
    <>
      <KpiRow
        items={[
          {
            key: 'perDay',
            title: intl.formatMessage({ id: 'efficiency.kpi.perM2Day' }),
            value: intensity,
            unit: 'kWh/(m²·d)',
            fractionDigits: 3,
            trend: intensity !== null ? trendOf(intensity, yoyIntensity) : undefined,
            extra: vsPreviousText(intl, format, vsMom?.change),
          },
          { key: 'hvac', title: intl.formatMessage({ id: 'efficiency.kpi.hvacShare' }), value: hvacShare, unit: '%', fractionDigits: 1, loading: byUse.pending },
          { key: 'base', title: intl.formatMessage({ id: 'efficiency.kpi.baseShare' }), value: load?.baseShare ?? null, unit: '%', fractionDigits: 1, loading: hourly.pending },
          { key: 'loadFactor', title: intl.formatMessage({ id: 'efficiency.kpi.loadFactor' }), value: load?.loadFactor ?? null, unit: '%', fractionDigits: 1, loading: hourly.pending },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={16}>
          <IndicatorCharts area={area} daily={daily} hourly={hourly} load={load} />
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title={intl.formatMessage({ id: 'efficiency.findings.title' })}>
            <Findings intensity={intensity} hvacShare={hvacShare} load={load} />
          </Card>
        </Col>
      </Row>
    </>
  );
});

/** One sentence per indicator, computed from the data shown. */
function Findings({ intensity, hvacShare, load }: { intensity: number | null; hvacShare: number | null; load: ReturnType<typeof loadIndicators> | null }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const items: Array<[string, string]> = [];
  if (intensity !== null) items.push(['intensity', intl.formatMessage({ id: 'efficiency.finding.intensity' }, { value: format.number(intensity, 3), year: format.number(intensity * 365, 0) })]);
  if (hvacShare !== null) items.push(['hvac', intl.formatMessage({ id: 'efficiency.finding.hvac' }, { share: format.percent(hvacShare) })]);
  if (load?.baseShare != null && load.base !== null && load.peak !== null) {
    items.push(['base', intl.formatMessage({ id: 'efficiency.finding.base' }, { share: format.percent(load.baseShare), base: format.number(load.base, 1), peak: format.number(load.peak, 1) })]);
  }
  if (load?.loadFactor != null && load.peakAt) {
    items.push(['loadFactor', intl.formatMessage({ id: 'efficiency.finding.loadFactor' }, { value: format.percent(load.loadFactor), at: format.dayTime(load.peakAt) })]);
  }
  if (load?.weekendShare != null) items.push(['weekend', intl.formatMessage({ id: 'efficiency.finding.weekend' }, { share: format.percent(load.weekendShare) })]);
  if (items.length === 0) return <EmptyData />;
  return (
    <ul aria-label={intl.formatMessage({ id: 'efficiency.findings.title' })} style={{ margin: 0, paddingInlineStart: 18 }}>
      {items.map(([key, text]) => (
        <li key={key} data-finding={key} style={{ marginBottom: 8 }}>
          {text}
        </li>
      ))}
    </ul>
  );
}
