import { Alert, Card, Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { OVERVIEW_PIDS } from '../../../../api/operations/overviewTypes';
import { useStores } from '../../../../stores/context';
import { TimeSeriesChart } from '../../../../ui/chart/TimeSeriesChart';
import { KpiRow } from '../../../../ui/KpiRow';
import { RankingBars } from '../../../../ui/ranking/RankingBars';
import { compareKpis, type KpiSpec } from '../shared/compareKpis';
import { OverviewFrame } from '../shared/OverviewFrame';
import { StationTable } from '../shared/StationTable';
import { useOverview } from '../shared/useOverview';

/**
 * `operation-maintenance-overview`: the period's faults — fault tickets, fault rate, mean time to
 * repair and tickets resolved within their SLA, against the previous period and last year; faults
 * by day and the stations with the most. Read from the fault tickets list's records.
 */
export default observer(function MaintenanceOverviewScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { pages } = useStores();
  const state = useOverview('operation-maintenance-overview', OVERVIEW_PIDS.maintenance);
  const { figures } = state;
  const specs: KpiSpec[] = [
    { key: 'faults', title: t('operations.overviews.kpi.faults'), kind: 'count', goodWhen: 'down' },
    { key: 'faultRate', title: t('operations.overviews.kpi.faultRate'), kind: 'rate', goodWhen: 'down' },
    { key: 'mttrHours', title: t('operations.overviews.kpi.mttr'), kind: 'hours', goodWhen: 'down' },
    { key: 'slaRate', title: t('operations.overviews.kpi.sla'), kind: 'ratio' },
  ];
  const tableSpecs: KpiSpec[] = [
    ...specs.slice(0, 2),
    { key: 'resolved', title: t('operations.overviews.kpi.resolved'), kind: 'count' },
    { key: 'withinSla', title: t('operations.overviews.kpi.withinSla'), kind: 'count' },
    ...specs.slice(2),
  ];
  const trend = figures?.trend ?? [];
  return (
    <OverviewFrame screen="operation-maintenance-overview" state={state} intro={t('operations.overviews.maintenance.intro')}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={t('operations.overviews.maintenance.definitions')}
        description={
          <>
            <div>{t('operations.definitions.mttr')}</div>
            <div>{t('operations.definitions.withinSla')}</div>
          </>
        }
      />
      <KpiRow items={compareKpis(intl, specs, figures, state.bounds)} />
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} xl={16}>
          <Card size="small" title={t('operations.overviews.maintenance.trend')}>
            <TimeSeriesChart
              buckets={trend.map((p) => p.bucket)}
              series={[{ key: 'faults', name: t('operations.overviews.kpi.faults'), type: 'bar', values: trend.map((p) => p.faults) }]}
              unit={t('operations.overviews.ticketsUnit')}
              interval={figures?.interval}
              loading={state.loading}
              height={280}
              aria-label={t('operations.overviews.maintenance.trend')}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <RankingBars
            title={t('operations.overviews.maintenance.ranking')}
            items={(figures?.current.stations ?? []).map((s) => ({ key: s.did, name: s.name, value: s.faults }))}
            format={(value) => intl.formatNumber(value)}
          />
        </Col>
      </Row>
      <StationTable title={t('operations.overviews.stationsTable')} specs={tableSpecs} figures={figures} basename={`${t('menu.operation-maintenance-overview')}-${state.period.start}_${state.period.end}`} canExport={pages.can('export', state.pid)} />
    </OverviewFrame>
  );
});
