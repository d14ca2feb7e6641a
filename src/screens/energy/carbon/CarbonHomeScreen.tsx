import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Card, Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ENERGY_TYPES } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { LazyChart, TimeSeriesChart } from '../../../ui';
import { comparisonsOf, trendOf } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { FactorExplanation } from '../shared/FactorExplanation';
import { KpiRow } from '../../../ui/KpiRow';
import { RankingBars } from '../../../ui/ranking';
import { useComparedTotals } from '../shared/useComparedTotals';
import { useResource } from '../../../ui/resource/useResource';
import { emissionsKpi } from './emissions/emissionsKpi';
import { analysisApi } from '../../../api/analysis';

/** `carbon-home`: the store's emissions at a glance, against last year and the previous period. */
export default function CarbonHomeScreen() {
  return (
    <EnergyFrame>
      <CarbonHome />
    </EnergyFrame>
  );
}

const CarbonHome = observer(function CarbonHome() {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, interval, format } = useEnergy();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const key = [store, period.start, period.end];
  const totals = useComparedTotals(comparisons, { stores: [store], groupby: 'energytype' }, key);
  const buildings = useResource((signal) => analysisApi(api, pid).aggQuery({ stores: [store], start: period.start, end: period.end, groupby: 'building' }, { signal }), key);
  const trend = useResource(
    (signal) => analysisApi(api, pid).query({ store, metric: 'carbon', energytypes: [...ENERGY_TYPES], start: period.start, end: period.end, interval }, { signal }),
    [...key, interval],
  );

  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const { current, yoy } = totals.value;
  const area = config.buildings.reduce((sum, b) => sum + b.floorarea, 0);
  const electricity = current.rows.find((r) => r.key === 'electricity');
  const greenShare = electricity && electricity.energy > 0 ? (electricity.green / electricity.energy) * 100 : 0;

  return (
    <>
      <KpiRow
        items={[
          emissionsKpi(intl, format, totals.value),
          {
            key: 'intensity',
            title: intl.formatMessage({ id: 'carbon.kpi.intensity' }),
            value: area > 0 ? current.total.carbon / area : null,
            unit: 'kgCO2/m²',
            trend: area > 0 && yoy ? trendOf(current.total.carbon / area, yoy.total.carbon / area) : undefined,
          },
          {
            key: 'green',
            title: intl.formatMessage({ id: 'carbon.kpi.green' }),
            value: greenShare,
            unit: '%',
            fractionDigits: 1,
            extra: electricity ? format.quantity(electricity.green, 'kWh') : undefined,
          },
          {
            key: 'tce',
            title: intl.formatMessage({ id: 'carbon.kpi.tce' }),
            value: current.total.tce,
            unit: 'tce',
            trend: trendOf(current.total.tce, yoy?.total.tce),
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={16}>
          <Card size="small" title={intl.formatMessage({ id: 'carbon.trend.title' })}>
            {trend.value ? (
              <TimeSeriesChart
                buckets={trend.value.buckets}
                series={trend.value.series.map((s) => ({ key: s.key, name: format.energyType(s.energytype), values: s.values, type: 'bar', stack: 'carbon' }))}
                unit="kgCO2"
                height={300}
                loading={trend.loading}
                aria-label={intl.formatMessage({ id: 'carbon.trend.title' })}
              />
            ) : (
              <LoadState status={trend.status} onRetry={() => void trend.reload()} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title={intl.formatMessage({ id: 'carbon.share.title' })}>
            <LazyChart
              height={300}
              aria-label={intl.formatMessage({ id: 'carbon.share.title' })}
              option={{
                tooltip: { trigger: 'item', valueFormatter: (v) => format.carbon(Number(v)) },
                legend: { bottom: 0 },
                series: [
                  {
                    type: 'pie',
                    radius: ['40%', '68%'],
                    data: current.rows.map((r) => ({ name: format.energyType(r.energytype ?? 'electricity'), value: Math.round(r.carbon) })),
                  },
                ],
              }}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <RankingBars
            title={intl.formatMessage({ id: 'carbon.rank.buildings' })}
            items={(buildings.value?.rows ?? []).map((r) => ({ key: r.key, name: r.name, value: r.carbon }))}
            format={(v) => format.carbon(v)}
          />
        </Col>
        <Col xs={24} xl={12}>
          <FactorExplanation />
        </Col>
      </Row>
    </>
  );
});
