import { Card, Col, Empty, Row, Segmented } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { LazyChart, oneOfParam, useSearchParam } from '../../../ui';
import { comparisonsOf, type Compared } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useComparedTotals } from '../shared/useComparedTotals';
import { EnergyTypesTable, TypeTrend, type OverviewMetric } from './EnergyOverviewParts';
import { totalKpis } from './kpis';

const METRICS: readonly OverviewMetric[] = ['tce', 'cost'];
const metricParam = oneOfParam(METRICS);

/** `energy-overview`: every energy type of the store over the period, in its unit, in tce and in money. */
export default function EnergyOverviewScreen() {
  const intl = useIntl();
  const [metric, setMetric] = useSearchParam('metric', metricParam, 'tce');
  const toolbar = (
    <Segmented<OverviewMetric>
      aria-label={intl.formatMessage({ id: 'overview.energy.metric' })}
      value={metric}
      onChange={setMetric}
      options={METRICS.map((m) => ({ value: m, label: intl.formatMessage({ id: `overview.energy.metric.${m}` }) }))}
    />
  );
  return (
    <EnergyFrame granularities={['month', 'year', 'week', 'day', 'custom']} toolbar={toolbar}>
      <EnergyOverview metric={metric} />
    </EnergyFrame>
  );
}

const EnergyOverview = observer(function EnergyOverview({ metric }: { metric: OverviewMetric }) {
  const intl = useIntl();
  const { store, config, period, format } = useEnergy();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const totals = useComparedTotals(comparisons, { stores: [store], groupby: 'energytype' }, [store, period.start, period.end]);
  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const data = totals.value;
  if (data.current.rows.length === 0) return <Empty description={intl.formatMessage({ id: 'energy.noData' })} />;
  return (
    <>
      <KpiRow items={totalKpis(intl, format, data, ['tce', 'cost', 'carbon'])} />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={16}>
          <TypeTrend metric={metric} />
        </Col>
        <Col xs={24} xl={8}>
          <Share data={data} metric={metric} />
        </Col>
        <Col xs={24}>
          <EnergyTypesTable data={data} />
        </Col>
      </Row>
    </>
  );
});

/** Share of each energy type in tce (the common unit) or in cost. */
function Share({ data, metric }: { data: Compared; metric: OverviewMetric }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const title = intl.formatMessage({ id: `overview.energy.share.${metric}` });
  return (
    <Card size="small" title={title}>
      <LazyChart
        height={300}
        aria-label={title}
        option={{
          tooltip: {
            trigger: 'item',
            valueFormatter: (v) => (metric === 'tce' ? `${format.number(Number(v), 3)} tce` : intl.formatNumber(Number(v), { style: 'currency', currency: format.moneyCurrency })),
          },
          legend: { bottom: 0 },
          series: [
            {
              type: 'pie',
              radius: ['40%', '68%'],
              data: data.current.rows.map((r) => ({
                name: format.energyType(r.energytype ?? 'electricity'),
                value: metric === 'tce' ? Number(r.tce.toFixed(3)) : Number(format.moneyValue(r.cost).toFixed(2)),
              })),
            },
          ],
        }}
      />
    </Card>
  );
}
