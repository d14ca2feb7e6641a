import { Card, Col, Row, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { monthText } from '../../../../lib/dateText';
import { reportsApi } from '../../../../api/operations';
import { REPORTS_PIDS, type CountOf, type FaultStats, type ReportCatalogue, type ReportParams } from '../../../../api/operations/reportsTypes';
import { useStores } from '../../../../stores/context';
import { Table } from '../../../../ui/data-table/Table';
import { EmptyData } from '../../../../ui/EmptyData';
import { ExportButton } from '../../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../../ui/export-button/rowsExportJob';
import { usePagePid } from '../../../../ui/hooks/usePagePid';
import { KpiRow } from '../../../../ui/KpiRow';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { useResource } from '../../../../ui/resource/useResource';
import { ReportFilters } from '../shared/ReportFilters';
import { useCatalogue } from '../shared/useCatalogue';
import { useReportParams, withDefaults } from '../shared/useReportParams';

/**
 * `oper-main-stat-repo`: fault tickets counted by type, station and month, from the fault tickets
 * list's own records (created in the period, months in the station's zone): the list filtered
 * alike shows the same counts.
 */
export default observer(function FaultStatsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const pid = usePagePid({ fallback: REPORTS_PIDS.faults });
  const catalogue = useCatalogue(pid);
  const [chosen, setParams] = useReportParams();
  const params = catalogue.value ? withDefaults(chosen, catalogue.value.months) : undefined;
  const key = params ? JSON.stringify(params) : '';
  const stats = useResource(pid && params?.from ? (signal) => reportsApi(api).faults({ pid, ...params }, { silent: true, hideError: true, signal }) : null, [api, pid, key]);
  if (catalogue.status === 'error') return <LoadFailed title={t('operations.reports.loadFailed')} onRetry={() => void catalogue.reload()} />;
  if (catalogue.value && catalogue.value.months.length === 0) return <EmptyData description={t('operations.reports.noFaults')} />;
  if (stats.status === 'error' && !stats.value) return <LoadFailed title={t('operations.reports.loadFailed')} onRetry={() => void stats.reload()} />;
  const value = stats.value;
  return (
    <div data-screen="oper-main-stat-repo">
      <Space style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {catalogue.value && params ? <ReportFilters catalogue={catalogue.value} params={params} onChange={setParams} /> : <Card size="small" loading />}
        {value && params && catalogue.value ? <FaultExport stats={value} params={params} catalogue={catalogue.value} /> : null}
      </Space>
      <KpiRow
        items={[
          { key: 'total', title: t('operations.reports.faults.total'), value: value?.total, loading: !value },
          { key: 'stations', title: t('operations.reports.faults.stations'), value: value?.byStation.length, loading: !value },
          { key: 'types', title: t('operations.reports.faults.types'), value: value?.byType.length, loading: !value },
        ]}
      />
      {value && value.total === 0 ? <EmptyData description={t('operations.reports.noFaults')} /> : null}
      {value && value.total > 0 ? (
        <Row gutter={[12, 12]}>
          <Col xs={24} lg={8}>
            <CountTable title={t('operations.reports.faults.byType')} rows={value.byType} label={(c) => t(`operations.reports.faultType.${c.key}`)} />
          </Col>
          <Col xs={24} lg={8}>
            <CountTable title={t('operations.reports.faults.byStation')} rows={value.byStation} label={(c) => c.name} />
          </Col>
          <Col xs={24} lg={8}>
            <CountTable title={t('operations.reports.faults.byMonth')} rows={value.byMonth} label={(c) => monthText(intl, c.key)} />
          </Col>
        </Row>
      ) : null}
    </div>
  );
});

function CountTable({ title, rows, label }: { title: string; rows: CountOf[]; label: (c: CountOf) => string }) {
  const intl = useIntl();
  return (
    <Card size="small" title={title}>
      <Table<CountOf>
        aria-label={title}
        size="small"
        rowKey="key"
        dataSource={rows}
        pagination={false}
        columns={[
          { key: 'label', title, render: (_v, c) => label(c) },
          { key: 'count', dataIndex: 'count', align: 'right', title: intl.formatMessage({ id: 'operations.reports.faults.count' }) },
        ]}
      />
    </Card>
  );
}

/** The station × month counts shown, one line a station, named after the period. */
function FaultExport({ stats, params, catalogue }: { stats: FaultStats; params: ReportParams; catalogue: ReportCatalogue }) {
  const intl = useIntl();
  const job = useMemo(() => {
    const months = catalogue.months.filter((m) => m >= params.from && m <= params.to);
    const rows = stats.byStation.map((s) => ({ ...s, months: months.map((m) => stats.cells[`${s.key}|${m}`] ?? 0) }));
    return rowsExportJob(async () => rows, [
      { key: 'name', title: intl.formatMessage({ id: 'operations.reports.station' }) },
      ...months.map((m, i) => ({ key: m, title: m, type: 'number' as const, value: (r: (typeof rows)[number]) => r.months[i] ?? 0 })),
      { key: 'count', title: intl.formatMessage({ id: 'operations.reports.faults.total' }), type: 'number' as const },
    ], `fault-statistics-${params.from}-${params.to}${params.station ? `-${params.station}` : ''}${params.faulttype ? `-${params.faulttype}` : ''}`);
  }, [stats, params, catalogue, intl]);
  return <ExportButton job={job} />;
}
