import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Col, Result, Row, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { EnergyType, MeterInfo, MeterKind } from '../../../api/energyTypes';
import { scaleUnit } from '../../../lib/carbon';
import { periodDays } from '../../../lib/period';
import { useStores } from '../../../stores/context';
import { TimeSeriesChart } from '../../../ui';
import { comparisonsOf, trendOf, vsPreviousText } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { RankingBars } from '../../../ui/ranking';
import { useComparedTotals } from '../shared/useComparedTotals';
import { useResource } from '../../../ui/resource/useResource';
import { capacityKwOf, loadSelection, metersOfKind, parseLoadType, peakOf, sumSeries, type LoadType } from './assetMeters';
import { MeterFilter } from './filters';
import { NoAsset } from './NoAsset';
import { Section } from './Section';
import { useDidsParam } from './urlParams';
import { analysisApi } from '../../../api/analysis';

/**
 * `load-monitoring/:loadtype?`: the EV charging load (13), the discharge load (14) or the whole
 * electricity load (1) of the store: load curve per meter and in total (kW = energy of each
 * hour), peak, energy delivered, utilisation of the rated power, year-on-year.
 */
export default function LoadMonitoringScreen() {
  const { loadtype } = useParams();
  const kind = parseLoadType(loadtype);
  if (!kind) return <UnknownLoadType value={loadtype} />;
  return (
    <EnergyFrame toolbar={<MeterFilter {...loadSelection(kind)} />}>
      <LoadMonitoring kind={kind} />
    </EnergyFrame>
  );
}

function UnknownLoadType({ value }: { value: string | undefined }) {
  const intl = useIntl();
  return (
    <Result
      status="info"
      title={intl.formatMessage({ id: 'assets.load.unknownType' }, { value: value ?? '—' })}
      subTitle={intl.formatMessage({ id: 'assets.load.unknownTypeHint' })}
      extra={
        <Space>
          <Link to="/index/load-monitoring/13">{intl.formatMessage({ id: 'assets.load.title.charging' })}</Link>
          <Link to="/index/load-monitoring/14">{intl.formatMessage({ id: 'assets.load.title.discharge' })}</Link>
        </Space>
      }
    />
  );
}

function LoadMonitoring({ kind }: { kind: LoadType }) {
  const { config } = useEnergy();
  const { kind: meterKind, energytype } = loadSelection(kind);
  const all = metersOfKind(config, meterKind).filter((m) => !energytype || m.energytype === energytype);
  const [picked] = useDidsParam('meters', all.map((m) => m.did));
  // Every store has electricity mains, so only the asset loads can be missing.
  if (all.length === 0 && kind !== 'store') return <NoAsset kind={kind} storeName={config.storeName} />;
  const meters = picked.length > 0 ? all.filter((m) => picked.includes(m.did)) : all;
  return <LoadBody kind={kind} meters={meters} whole={picked.length === 0} />;
}

const LoadBody = observer(function LoadBody({ kind, meters, whole }: { kind: LoadType; meters: MeterInfo[]; whole: boolean }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, format } = useEnergy();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const dids = meters.map((m) => m.did);
  const key = [store, kind, period.start, period.end];
  const totals = useComparedTotals(comparisons, { stores: [store], groupby: 'meter', ...aggFilter(kind) }, key);
  // Load in kW is the energy of each hour, so the curve is always hourly (the chart thins long periods).
  const curve = useResource(
    (signal) => analysisApi(api, pid).query({ store, meters: dids, metric: 'energy', start: period.start, end: period.end, interval: 'hour' }, { signal }),
    [...key, dids.join(',')],
  );

  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const { current, yoy, mom } = totals.value;
  // The server's totals: the whole kind's total, or the sum of the chosen meters' rows.
  const delivered = (answer: typeof current | null) =>
    !answer ? null : whole ? answer.total.energy : answer.rows.filter((r) => dids.includes(r.key)).reduce((s, r) => s + r.energy, 0);
  const energy = delivered(current) ?? 0;
  const capacity = capacityKwOf(meters);
  const hours = periodDays(period) * 24;
  const utilisation = capacity > 0 ? (energy / (capacity * hours)) * 100 : null;
  const total = curve.value ? sumSeries(curve.value.series.map((s) => s.values), curve.value.buckets.length) : [];
  const peak = peakOf(total);
  const peakAt = peak && curve.value ? format.dayTime(curve.value.buckets[peak.index]!) : null;
  const vsMom = trendOf(energy, delivered(mom), 'up');
  const title = intl.formatMessage({ id: `assets.load.title.${kind}` });

  return (
    <>
      <KpiRow
        items={[
          {
            key: 'energy',
            title: intl.formatMessage({ id: 'assets.load.kpi.energy' }),
            ...scaleUnit(energy, 'kWh'),
            trend: trendOf(energy, delivered(yoy), 'up'),
            extra: vsPreviousText(intl, format, vsMom?.change),
          },
          {
            key: 'peak',
            title: intl.formatMessage({ id: 'assets.load.kpi.peak' }),
            value: peak ? peak.value : null,
            unit: 'kW',
            loading: curve.pending,
            extra: peakAt ?? undefined,
          },
          {
            key: 'utilisation',
            title: intl.formatMessage({ id: 'assets.load.kpi.utilisation' }),
            value: utilisation,
            unit: '%',
            fractionDigits: 1,
            extra: peak && capacity > 0 ? intl.formatMessage({ id: 'assets.load.kpi.peakShare' }, { value: format.percent((peak.value / capacity) * 100) }) : undefined,
          },
          {
            key: 'capacity',
            title: intl.formatMessage({ id: 'assets.load.kpi.capacity' }),
            value: capacity,
            unit: 'kW',
            extra: intl.formatMessage({ id: 'assets.kpi.meterCount' }, { count: meters.length }),
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={16}>
          <Section
            title={intl.formatMessage({ id: 'assets.load.curve' }, { title })}
            resource={curve}
            isEmpty={(v) => v.series.every((s) => s.values.every((x) => x === null))}
            emptyText={intl.formatMessage({ id: 'assets.noDataPeriod' })}
          >
            {(v) => (
              <TimeSeriesChart
                buckets={v.buckets}
                series={[
                  ...(v.series.length > 1 ? [{ key: 'total', name: intl.formatMessage({ id: 'assets.total' }), values: total, type: 'line' as const }] : []),
                  ...v.series.map((s) => ({ key: s.key, name: s.name, values: s.values, type: 'line' as const })),
                ]}
                unit="kW"
                markLines={capacity > 0 ? [{ value: capacity, name: intl.formatMessage({ id: 'assets.load.rated' }) }] : undefined}
                height={320}
                loading={curve.loading}
                aria-label={intl.formatMessage({ id: 'assets.load.curve' }, { title })}
              />
            )}
          </Section>
        </Col>
        <Col xs={24} xl={8}>
          <RankingBars
            title={intl.formatMessage({ id: 'assets.load.ranking' })}
            items={current.rows.filter((r) => dids.includes(r.key)).map((r) => ({ key: r.key, name: r.name, value: r.energy }))}
            format={(v) => format.quantity(v, 'kWh')}
          />
        </Col>
      </Row>
    </>
  );
});

/** The aggregation's meter kinds and energy types of a load type. */
function aggFilter(type: LoadType): { kinds: MeterKind[]; energytypes?: EnergyType[] } {
  const { kind, energytype } = loadSelection(type);
  return energytype ? { kinds: [kind], energytypes: [energytype] } : { kinds: [kind] };
}
