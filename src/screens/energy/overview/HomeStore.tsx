import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Card, Col, Empty, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ENERGY_TYPES } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
// By path, not through the ui barrel (see shared/EnergyFrame.tsx).
import { TimeSeriesChart } from '../../../ui/chart/TimeSeriesChart';
import { comparisonsOf } from '../shared/comparison';
import { LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { RankingBars } from '../../../ui/ranking';
import { useComparedTotals } from '../shared/useComparedTotals';
import { useResource } from '../../../ui/resource/useResource';
import { HomeSummary } from './HomeSummary';
import { energyTypeKpis, meteredTypes, totalKpis } from './kpis';
import { analysisApi } from '../../../api/analysis';

/** `home` with a store: the store's period at a glance (a month by default). */
export const HomeStore = observer(function HomeStore() {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, interval, format } = useEnergy();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const key = [store, period.start, period.end];
  const totals = useComparedTotals(comparisons, { stores: [store], groupby: 'energytype' }, key);
  const buildings = useResource((signal) => analysisApi(api, pid).aggQuery({ stores: [store], start: period.start, end: period.end, groupby: 'building' }, { signal }), key);

  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const data = totals.value;
  const types = meteredTypes(config);
  if (data.current.rows.length === 0) return <Empty description={intl.formatMessage({ id: 'energy.noData' })} />;

  return (
    <>
      <KpiRow items={[...energyTypeKpis(intl, format, data, types), ...totalKpis(intl, format, data, ['carbon', 'cost'])]} />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={16}>
          <Card size="small" title={intl.formatMessage({ id: 'overview.home.trend' })}>
            <DailyTrend interval={interval} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <RankingBars
            title={intl.formatMessage({ id: 'overview.home.topBuildings' })}
            items={(buildings.value?.rows ?? []).map((r) => ({ key: r.key, name: r.name, value: r.tce }))}
            format={(v) => `${format.number(v, 3)} tce`}
            limit={5}
          />
        </Col>
        <Col xs={24}>
          <HomeSummary data={data} buildings={buildings.value ?? null} />
        </Col>
      </Row>
    </>
  );
});

/** Electricity per bucket (bars) with the emissions of all energy types (line, right axis). */
const DailyTrend = observer(function DailyTrend({ interval }: { interval: 'hour' | 'day' | 'week' | 'month' }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, period, format } = useEnergy();
  const deps = [store, period.start, period.end, interval];
  const series = useResource(async (signal) => {
    const base = { store, start: period.start, end: period.end, interval };
    const [energy, carbon] = await Promise.all([
      analysisApi(api, pid).query({ ...base, metric: 'energy', energytypes: ['electricity'] }, { signal }),
      analysisApi(api, pid).query({ ...base, metric: 'carbon', energytypes: [...ENERGY_TYPES] }, { signal }),
    ]);
    return { energy, carbon };
  }, deps);
  if (!series.value) return <LoadState status={series.status} onRetry={() => void series.reload()} />;
  const { energy, carbon } = series.value;
  const electricity = energy.series[0];
  // Emissions of all energy types per bucket: the same kgCO2 unit, so they add up.
  const carbonTotal = carbon.buckets.map((_, i) => {
    const values = carbon.series.map((s) => s.values[i]).filter((v): v is number => typeof v === 'number');
    return values.length > 0 ? values.reduce((a, b) => a + b, 0) : null;
  });
  if (!electricity) return <Empty description={intl.formatMessage({ id: 'energy.noData' })} />;
  return (
    <TimeSeriesChart
      buckets={energy.buckets}
      series={[
        { key: 'electricity', name: format.energyType('electricity'), values: electricity.values, type: 'bar' },
        { key: 'carbon', name: intl.formatMessage({ id: 'overview.kpi.carbon' }), values: carbonTotal, type: 'line', yAxis: 1 },
      ]}
      unit="kWh"
      unit2="kgCO2"
      height={300}
      loading={series.loading}
      aria-label={intl.formatMessage({ id: 'overview.home.trend' })}
    />
  );
});
