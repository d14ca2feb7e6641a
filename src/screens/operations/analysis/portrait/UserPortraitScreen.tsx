import { Card, Col, Row, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { chargingAnalysisApi } from '../../../../api/operations';
import { ANALYSIS_PIDS, USER_SEGMENTS, type PortraitUser, type UserSegment } from '../../../../api/operations/analysisTypes';
import { useStores } from '../../../../stores/context';
import { Table } from '../../../../ui/data-table/Table';
import { EmptyData } from '../../../../ui/EmptyData';
import { ExportButton } from '../../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../../ui/export-button/rowsExportJob';
import { KpiRow } from '../../../../ui/KpiRow';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { RankingBars } from '../../../../ui/ranking/RankingBars';
import { useSearchParam } from '../../../../ui/url-state/useSearchParam';
import { oneOfParam } from '../../../../ui/url-state/codecs';
import { AnalysisHeader } from '../shared/AnalysisHeader';
import { cny, kwh } from '../shared/money';
import { useAnalysis } from '../shared/useAnalysis';

type SegmentFilter = UserSegment | 'all';
const segmentParam = oneOfParam<SegmentFilter>(['all', ...USER_SEGMENTS], { omit: 'all' });

/**
 * `user-portrait-Portrait`: the users with orders in the period (the orders list's), by orders,
 * energy and spend; segments by orders per 30 days (thresholds stated); ranked by spend.
 */
export default observer(function UserPortraitScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const analysis = useAnalysis(ANALYSIS_PIDS.portrait, (query, signal) => chargingAnalysisApi(api).portrait(query, { signal, silent: true, hideError: true }), [api]);
  const [segment, setSegment] = useSearchParam('segment', segmentParam, 'all');
  const view = analysis.resource.value;
  const shown = useMemo(() => (view?.users ?? []).filter((u) => segment === 'all' || u.segment === segment), [view, segment]);
  const segmentName = (s: UserSegment) => t(`operations.analysis.portrait.segment.${s}`);
  const job = useMemo(
    () =>
      rowsExportJob(async () => shown, [
        { key: 'rank', title: t('operations.analysis.portrait.col.rank'), type: 'number' },
        { key: 'name', title: t('operations.analysis.portrait.col.user') },
        { key: 'plate', title: t('operations.analysis.portrait.col.plate') },
        { key: 'businessname', title: t('operations.analysis.portrait.col.store') },
        { key: 'orders', title: t('operations.analysis.portrait.col.orders'), type: 'number' },
        { key: 'energy', title: t('operations.analysis.portrait.col.energy'), type: 'number' },
        { key: 'spend', title: t('operations.analysis.portrait.col.spend'), type: 'number' },
        { key: 'segment', title: t('operations.analysis.portrait.col.segment'), value: (u) => segmentName(u.segment) },
      ], `user-portrait-${analysis.period.start}-${analysis.period.end}`),
    // The labels follow the language; the rows are the ones shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, intl, analysis.period.start, analysis.period.end],
  );
  if (analysis.failed) return <LoadFailed title={t('operations.analysis.portrait.loadFailed')} onRetry={analysis.retry} />;
  const tableTitle = t('operations.analysis.portrait.tableTitle');
  return (
    <div data-screen="user-portrait-Portrait">
      <AnalysisHeader intro={t('operations.analysis.portrait.intro', { frequent: view?.thresholds.frequent ?? 40, regular: view?.thresholds.regular ?? 20 })} bounds={analysis.bounds} period={analysis.period} onPeriod={analysis.setPeriod} />
      <KpiRow
        items={(view?.segments ?? USER_SEGMENTS.map((s) => ({ segment: s, users: 0, orders: 0, energy: 0, spend: 0 }))).map((s) => ({
          key: s.segment,
          title: segmentName(s.segment),
          value: view ? s.users : null,
          fractionDigits: 0,
          extra: view ? t('operations.analysis.portrait.kpi.extra', { orders: s.orders, spend: cny(intl, s.spend) }) : null,
          loading: !view,
        }))}
      />
      <Select<SegmentFilter>
        aria-label={t('operations.analysis.portrait.segmentFilter')}
        style={{ minWidth: 200, marginBottom: 12 }}
        value={segment}
        onChange={setSegment}
        options={[{ value: 'all', label: t('operations.analysis.portrait.allSegments') }, ...USER_SEGMENTS.map((s) => ({ value: s, label: segmentName(s) }))]}
      />
      {!view ? (
        <div style={{ height: 240 }} aria-busy="true" />
      ) : shown.length === 0 ? (
        <EmptyData description={t('operations.analysis.portrait.empty')} />
      ) : (
        <Row gutter={[12, 12]}>
          <Col xs={24} xl={16}>
            <Card size="small" title={tableTitle} extra={<ExportButton job={job} />}>
              <Table<PortraitUser>
                aria-label={tableTitle}
                size="small"
                rowKey="customerdid"
                dataSource={shown}
                pagination={{ pageSize: 10, showSizeChanger: false }}
                columns={[
                  { key: 'rank', dataIndex: 'rank', title: t('operations.analysis.portrait.col.rank'), align: 'right' },
                  { key: 'name', dataIndex: 'name', title: t('operations.analysis.portrait.col.user') },
                  { key: 'plate', dataIndex: 'plate', title: t('operations.analysis.portrait.col.plate') },
                  { key: 'store', dataIndex: 'businessname', title: t('operations.analysis.portrait.col.store') },
                  { key: 'orders', dataIndex: 'orders', title: t('operations.analysis.portrait.col.orders'), align: 'right' },
                  { key: 'energy', title: t('operations.analysis.portrait.col.energy'), align: 'right', render: (_v, u) => kwh(intl, u.energy) },
                  { key: 'spend', title: t('operations.analysis.portrait.col.spend'), align: 'right', render: (_v, u) => cny(intl, u.spend) },
                  { key: 'segment', title: t('operations.analysis.portrait.col.segment'), render: (_v, u) => segmentName(u.segment) },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <RankingBars title={t('operations.analysis.portrait.ranking')} items={shown.map((u) => ({ key: u.customerdid, name: u.name, value: u.energy }))} format={(v) => `${kwh(intl, v)} kWh`} />
          </Col>
        </Row>
      )}
    </div>
  );
});
