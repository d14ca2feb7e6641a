import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Card, Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { scaleUnit } from '../../../lib/carbon';
import { periodDays } from '../../../lib/period';
import { useStores } from '../../../stores/context';
import { LazyChart, TimeSeriesChart } from '../../../ui';
import { comparisonsOf } from '../shared/comparison';
import { LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { RankingBars } from '../../../ui/ranking';
import { useComparedTotals } from '../shared/useComparedTotals';
import { useResource } from '../../../ui/resource/useResource';
import { capacityKwOf, sumSeries } from './assetMeters';
import { generationKpis, PvScreen, type PvBodyProps } from './PvScreen';
import { Section } from './Section';
import { analysisApi } from '../../../api/analysis';

/**
 * `photovoltaic-monitoring`: the store's PV inverters: generation on the last day with data and
 * in the period, equivalent full-load hours, inverter ranking, generation against the load, and
 * how much of it was used on site or exported.
 */
export default function PhotovoltaicMonitoringScreen() {
  return <PvScreen body={PvBody} />;
}

const PvBody = observer(function PvBody({ inverters, shown }: PvBodyProps) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, format } = useEnergy();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const key = [store, period.start, period.end];
  const generation = useComparedTotals(comparisons, { stores: [store], groupby: 'meter', kinds: ['pv'] }, key);
  const lastDay = useResource(
    (signal) => analysisApi(api, pid).aggQuery({ stores: [store], start: config.dataTo, end: config.dataTo, groupby: 'energytype', kinds: ['pv'] }, { signal }),
    [store, config.dataTo],
  );
  // The store's electricity use: `green` is the PV electricity used on site (spec: AggRow.green).
  const load = useResource(
    (signal) => analysisApi(api, pid).aggQuery({ stores: [store], start: period.start, end: period.end, groupby: 'energytype', energytypes: ['electricity'] }, { signal }),
    key,
  );
  const interval = periodDays(period) <= 31 ? 'hour' : 'day';
  const dids = shown.map((m) => m.did);
  const curve = useResource(
    async (signal) => {
      const [pv, total] = await Promise.all([
        analysisApi(api, pid).query({ store, meters: dids, metric: 'energy', start: period.start, end: period.end, interval }, { signal }),
        analysisApi(api, pid).query({ store, energytypes: ['electricity'], metric: 'energy', start: period.start, end: period.end, interval }, { signal }),
      ]);
      return { buckets: pv.buckets, pv: sumSeries(pv.series.map((s) => s.values), pv.buckets.length), load: total.series[0]?.values ?? [] };
    },
    [...key, interval, dids.join(',')],
  );

  if (!generation.value) return <LoadState status={generation.status} onRetry={() => void generation.reload()} />;
  const { current } = generation.value;
  const produced = current.total.energy;
  const capacity = capacityKwOf(inverters);
  const selfUsed = load.value?.total.green ?? null;
  const exported = selfUsed === null ? null : Math.max(0, produced - selfUsed);
  const curveTitle = intl.formatMessage({ id: 'assets.pv.curve' });

  return (
    <>
      <KpiRow
        items={[
          {
            key: 'today',
            title: intl.formatMessage({ id: 'assets.pv.kpi.lastDay' }),
            ...scaleUnit(lastDay.value?.total.energy ?? 0, 'kWh'),
            loading: lastDay.pending,
            extra: format.day(config.dataTo),
          },
          ...generationKpis(intl, format, generation.value, capacity),
          {
            key: 'self',
            title: intl.formatMessage({ id: 'assets.pv.kpi.selfUse' }),
            value: selfUsed !== null && produced > 0 ? (selfUsed / produced) * 100 : null,
            unit: '%',
            fractionDigits: 1,
            loading: load.pending,
            extra:
              selfUsed !== null && exported !== null
                ? intl.formatMessage({ id: 'assets.pv.kpi.split' }, { self: format.quantity(selfUsed, 'kWh'), exported: format.quantity(exported, 'kWh') })
                : undefined,
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={16}>
          <Section title={curveTitle} resource={curve} isEmpty={(v) => v.buckets.length === 0} emptyText={intl.formatMessage({ id: 'assets.noDataPeriod' })}>
            {(v) => (
              <TimeSeriesChart
                buckets={v.buckets}
                series={[
                  { key: 'pv', name: intl.formatMessage({ id: 'assets.pv.series.generation' }), values: v.pv, type: 'line', area: true },
                  { key: 'load', name: intl.formatMessage({ id: 'assets.pv.series.load' }), values: v.load, type: 'line', dashed: true },
                ]}
                unit="kWh"
                height={320}
                loading={curve.loading}
                aria-label={curveTitle}
              />
            )}
          </Section>
        </Col>
        <Col xs={24} xl={8}>
          <RankingBars
            title={intl.formatMessage({ id: 'assets.pv.ranking' })}
            items={current.rows.map((r) => {
              const kw = inverters.find((m) => m.did === r.key)?.capacityKw ?? 0;
              return { key: r.key, name: r.name, value: kw > 0 ? r.energy / kw : 0 };
            })}
            format={(v) => intl.formatMessage({ id: 'assets.pv.hoursValue' }, { value: format.number(v, 1) })}
          />
        </Col>
        {selfUsed !== null && exported !== null && produced > 0 && (
          <Col xs={24} xl={8}>
            <Card size="small" title={intl.formatMessage({ id: 'assets.pv.use' })}>
              <LazyChart
                height={240}
                aria-label={intl.formatMessage({ id: 'assets.pv.use' })}
                option={{
                  tooltip: { trigger: 'item', valueFormatter: (v) => format.quantity(Number(v), 'kWh') },
                  legend: { bottom: 0 },
                  series: [
                    {
                      type: 'pie',
                      radius: ['40%', '68%'],
                      data: [
                        { name: intl.formatMessage({ id: 'assets.pv.selfUsed' }), value: Math.round(selfUsed) },
                        { name: intl.formatMessage({ id: 'assets.pv.exported' }), value: Math.round(exported) },
                      ],
                    },
                  ],
                }}
              />
            </Card>
          </Col>
        )}
      </Row>
    </>
  );
});
