import { dayForm } from '../../../../lib/dateText';
import { Col, Row, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { OVERVIEW_PIDS } from '../../../../api/operations/overviewTypes';
import { useStores } from '../../../../stores/context';
import { RankingBars } from '../../../../ui/ranking/RankingBars';
import { useSearchParam } from '../../../../ui/url-state/useSearchParam';
import { oneOfParam } from '../../../../ui/url-state/codecs';
import { formatFigure, type KpiSpec } from '../shared/compareKpis';
import { covered } from '../../shared/dataWindow';
import { changeOf } from '../shared/periods';
import { OverviewFrame } from '../shared/OverviewFrame';
import { StationTable } from '../shared/StationTable';
import { useOverview } from '../shared/useOverview';

const METRICS = ['orders', 'energy', 'revenue', 'utilization'] as const;
type Metric = (typeof METRICS)[number];
const metricParam = oneOfParam(METRICS, { omit: 'revenue' });
const KIND: Record<Metric, KpiSpec['kind']> = { orders: 'count', energy: 'kwh', revenue: 'money', utilization: 'ratio' };

/**
 * `operational-overview`: how each station runs in the period — the stations ranked by the chosen
 * figure (kept in the URL as `rank`), the ones that grew most against the previous period, and
 * every station's orders, energy, revenue, utilization and faults.
 */
export default observer(function OperationalOverviewScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { pages } = useStores();
  const selectId = useId();
  const state = useOverview('operational-overview', OVERVIEW_PIDS.stations);
  const [metric, setMetric] = useSearchParam('rank', metricParam, 'revenue');
  const { figures } = state;
  const label = (m: Metric) => t(`operations.overviews.kpi.${m}`);
  const day = (value: string) => dayForm(intl, value, { year: 'numeric', month: 'short', day: 'numeric' });
  const specs: KpiSpec[] = [
    ...METRICS.map((m) => ({ key: m, title: label(m), kind: KIND[m] })),
    { key: 'faults', title: t('operations.overviews.kpi.faults'), kind: 'count' },
    { key: 'faultRate', title: t('operations.overviews.kpi.faultRate'), kind: 'rate' },
  ];
  const stations = figures?.current.stations ?? [];
  // Before the first day with data the previous period's zeros are missing records: no growth to rank.
  const comparable = !!figures && covered(figures.previous.range, state.bounds);
  const before = new Map((comparable ? figures.previous.stations : []).map((s) => [s.did, s]));
  const growth = stations.flatMap((s) => {
    const change = changeOf(s[metric], before.get(s.did)?.[metric]);
    return change === null ? [] : [{ key: s.did, name: s.name, value: change }];
  });
  const picker = (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <label htmlFor={selectId}>{t('operations.overviews.stations.rankBy')}</label>
      <Select<Metric> id={selectId} style={{ minWidth: 160 }} value={metric} onChange={setMetric} options={METRICS.map((m) => ({ value: m, label: label(m) }))} />
    </span>
  );
  return (
    <OverviewFrame screen="operational-overview" state={state} intro={t('operations.overviews.stations.intro')} extra={picker}>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} xl={12}>
          <RankingBars title={t('operations.overviews.stations.ranking', { metric: label(metric) })} items={stations.map((s) => ({ key: s.did, name: s.name, value: s[metric] }))} format={(value) => formatFigure(intl, KIND[metric], value)} />
        </Col>
        <Col xs={24} xl={12}>
          <RankingBars
            title={t('operations.overviews.stations.growth', { metric: label(metric) })}
            items={growth}
            empty={figures && !comparable && state.bounds ? t('operations.overviews.stations.growthNoData', { first: day(state.bounds.firstDay) }) : undefined}
            format={(value) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })}
          />
        </Col>
      </Row>
      <StationTable title={t('operations.overviews.stationsTable')} specs={specs} figures={figures} basename={`${t('menu.operation-management-overview')}-${state.period.start}_${state.period.end}`} canExport={pages.can('export', state.pid)} />
    </OverviewFrame>
  );
});
