import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { scaleUnit } from '../../../lib/carbon';
import { useStores } from '../../../stores/context';
import { TimeSeriesChart } from '../../../ui';
import { comparisonsOf, trendOf } from '../shared/comparison';
import { LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { capacityKwOf, sumSeries } from './assetMeters';
import { InverterTable } from './InverterTable';
import { generationKpis, PvScreen, type PvBodyProps } from './PvScreen';
import { RevenueCard } from './RevenueCard';
import { usePvEarnings } from './usePvEarnings';
import { Section } from './Section';
import { analysisApi } from '../../../api/analysis';

/**
 * `pv-generation`: PV generation over the period by inverter with last year overlaid, and what
 * it earned: PV used on site at the avoided tariff plus PV exported at the feed-in tariff.
 */
export default function PvGenerationScreen() {
  return <PvScreen body={GenerationBody} />;
}

const GenerationBody = observer(function GenerationBody({ inverters, shown }: PvBodyProps) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, interval, format } = useEnergy();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const totals = usePvEarnings();
  const dids = shown.map((m) => m.did);
  const series = useResource(
    async (signal) => {
      const query = (start: string, end: string) => analysisApi(api, pid).query({ store, meters: dids, metric: 'energy', start, end, interval }, { signal });
      const [now, before] = await Promise.all([query(period.start, period.end), comparisons.yoy ? query(comparisons.yoy.start, comparisons.yoy.end) : null]);
      return { now, lastYear: before ? sumSeries(before.series.map((s) => s.values), before.buckets.length) : null };
    },
    [store, period.start, period.end, interval, dids.join(',')],
  );

  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const { generation: gen, revenue, revenueYoy } = totals.value;
  const produced = gen.current.total.energy;
  const chartTitle = intl.formatMessage({ id: 'assets.pvgen.chart' });

  return (
    <>
      <KpiRow
        items={[
          ...generationKpis(intl, format, gen, capacityKwOf(inverters)),
          {
            key: 'self',
            title: intl.formatMessage({ id: 'assets.pv.selfUsed' }),
            ...scaleUnit(revenue.selfUsed, 'kWh'),
            extra: produced > 0 ? format.percent((revenue.selfUsed / produced) * 100) : undefined,
          },
          {
            key: 'revenue',
            title: intl.formatMessage({ id: 'assets.pvgen.kpi.revenue' }),
            value: format.money(revenue.total),
            trend: trendOf(revenue.total, revenueYoy, 'up'),
            extra: intl.formatMessage({ id: 'assets.pvgen.kpi.exported' }, { value: format.quantity(revenue.exported, 'kWh') }),
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24}>
          <Section title={chartTitle} resource={series} isEmpty={(v) => v.now.buckets.length === 0} emptyText={intl.formatMessage({ id: 'assets.noDataPeriod' })}>
            {(v) => (
              <TimeSeriesChart
                buckets={v.now.buckets}
                series={[
                  ...v.now.series.map((s) => ({ key: s.key, name: s.name, values: s.values, type: 'bar' as const, stack: 'pv' })),
                  ...(v.lastYear
                    ? [{ key: 'last-year', name: intl.formatMessage({ id: 'assets.series.lastYear' }), values: v.lastYear, type: 'line' as const, dashed: true }]
                    : []),
                ]}
                unit="kWh"
                height={320}
                loading={series.loading}
                aria-label={chartTitle}
              />
            )}
          </Section>
        </Col>
        <Col xs={24} xl={12}>
          <InverterTable inverters={inverters} current={gen.current.rows} lastYear={gen.yoy?.rows ?? null} />
        </Col>
        <Col xs={24} xl={12}>
          <RevenueCard revenue={revenue} />
        </Col>
      </Row>
    </>
  );
});
