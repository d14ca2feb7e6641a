import { Card, Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { OVERVIEW_PIDS } from '../../../../api/operations/overviewTypes';
import { useStores } from '../../../../stores/context';
import { TimeSeriesChart } from '../../../../ui/chart/TimeSeriesChart';
import { KpiRow } from '../../../../ui/KpiRow';
import { RankingBars } from '../../../../ui/ranking/RankingBars';
import { compareKpis, formatFigure, type KpiSpec } from '../shared/compareKpis';
import { OverviewFrame } from '../shared/OverviewFrame';
import { StationTable } from '../shared/StationTable';
import { useOverview } from '../shared/useOverview';

/**
 * `operation-overview`: the network's business for the period — orders, energy, revenue and
 * utilization against the previous period and last year, their trend, and the stations by revenue.
 */
export default observer(function OperationOverviewScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { pages } = useStores();
  const state = useOverview('operation-overview', OVERVIEW_PIDS.business);
  const { figures } = state;
  const specs: KpiSpec[] = [
    { key: 'orders', title: t('operations.overviews.kpi.orders'), kind: 'count' },
    { key: 'energy', title: t('operations.overviews.kpi.energy'), kind: 'kwh' },
    { key: 'revenue', title: t('operations.overviews.kpi.revenue'), kind: 'money' },
    { key: 'utilization', title: t('operations.overviews.kpi.utilization'), kind: 'ratio' },
  ];
  const trend = figures?.trend ?? [];
  return (
    <OverviewFrame screen="operation-overview" state={state} intro={t('operations.overviews.business.intro')}>
      <KpiRow items={compareKpis(intl, specs, figures, state.bounds)} />
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} xl={16}>
          <Card size="small" title={t('operations.overviews.business.trend')}>
            <TimeSeriesChart
              buckets={trend.map((p) => p.bucket)}
              series={[
                { key: 'energy', name: t('operations.overviews.kpi.energy'), type: 'bar', values: trend.map((p) => p.energy) },
                { key: 'revenue', name: t('operations.overviews.kpi.revenue'), type: 'line', yAxis: 1, values: trend.map((p) => p.revenue) },
              ]}
              unit="kWh"
              unit2="CNY"
              interval={figures?.interval}
              loading={state.loading}
              height={280}
              aria-label={t('operations.overviews.business.trend')}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <RankingBars
            title={t('operations.overviews.business.ranking')}
            items={(figures?.current.stations ?? []).map((s) => ({ key: s.did, name: s.name, value: s.revenue }))}
            format={(value) => formatFigure(intl, 'money', value)}
          />
        </Col>
      </Row>
      <StationTable title={t('operations.overviews.stationsTable')} specs={specs} figures={figures} basename={`${t('menu.operation-monitoring-overview')}-${state.period.start}_${state.period.end}`} canExport={pages.can('export', state.pid)} />
    </OverviewFrame>
  );
});
