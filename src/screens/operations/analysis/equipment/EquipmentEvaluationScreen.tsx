import { Card, Col, Row, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { chargingAnalysisApi } from '../../../../api/operations';
import { ANALYSIS_PIDS, type EquipmentFigures } from '../../../../api/operations/analysisTypes';
import { useStores } from '../../../../stores/context';
import { Table } from '../../../../ui/data-table/Table';
import { EmptyData } from '../../../../ui/EmptyData';
import { ExportButton } from '../../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../../ui/export-button/rowsExportJob';
import { KpiRow } from '../../../../ui/KpiRow';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { RankingBars } from '../../../../ui/ranking/RankingBars';
import { useSearchParam } from '../../../../ui/url-state/useSearchParam';
import { textParam } from '../../../../ui/url-state/codecs';
import { AnalysisHeader } from '../shared/AnalysisHeader';
import { useAnalysis } from '../shared/useAnalysis';

const ALL = '';

/**
 * `equipment-evaluation`: per manufacturer and model of the charging registry's piles, the fault
 * tickets of the period (the fault tickets list's), fault rate, MTBF and MTTR in hours over the
 * completed tickets, availability, ranked by availability.
 */
export default observer(function EquipmentEvaluationScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const analysis = useAnalysis(ANALYSIS_PIDS.equipment, (query, signal) => chargingAnalysisApi(api).equipment(query, { signal, silent: true, hideError: true }), [api]);
  const [maker, setMaker] = useSearchParam('manufacturer', textParam, ALL);
  const view = analysis.resource.value;
  const makers = useMemo(() => [...new Set((view?.models ?? []).map((m) => m.manufacturer))].sort(), [view]);
  const shown = useMemo(() => (view?.models ?? []).filter((m) => maker === ALL || m.manufacturer === maker), [view, maker]);
  const hours = (value: number | null) => (value === null ? '—' : intl.formatNumber(value, { maximumFractionDigits: 1 }));
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 2 });
  const job = useMemo(
    () =>
      rowsExportJob(async () => shown, [
        { key: 'rank', title: t('operations.analysis.equipment.col.rank'), type: 'number' },
        { key: 'manufacturer', title: t('operations.analysis.equipment.col.manufacturer') },
        { key: 'model', title: t('operations.analysis.equipment.col.model') },
        { key: 'piles', title: t('operations.analysis.equipment.col.piles'), type: 'number' },
        { key: 'tickets', title: t('operations.analysis.equipment.col.tickets'), type: 'number' },
        { key: 'completed', title: t('operations.analysis.equipment.col.completed'), type: 'number' },
        { key: 'faultRate', title: t('operations.analysis.equipment.col.faultRate'), type: 'number' },
        { key: 'mtbf', title: t('operations.analysis.equipment.col.mtbf'), type: 'number' },
        { key: 'mttr', title: t('operations.analysis.equipment.col.mttr'), type: 'number' },
        { key: 'availability', title: t('operations.analysis.equipment.col.availability'), type: 'number' },
      ], `equipment-evaluation-${analysis.period.start}-${analysis.period.end}`),
    // The labels follow the language; the rows are the ones shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, intl, analysis.period.start, analysis.period.end],
  );
  if (analysis.failed) return <LoadFailed title={t('operations.analysis.equipment.loadFailed')} onRetry={analysis.retry} />;
  const total = (key: 'piles' | 'tickets' | 'completed') => shown.reduce((sum, m) => sum + m[key], 0);
  const repair = shown.reduce((sum, m) => sum + m.repairHours, 0);
  const pileHours = shown.reduce((sum, m) => sum + m.pileHours, 0);
  const completed = total('completed');
  const tableTitle = t('operations.analysis.equipment.tableTitle');
  return (
    <div data-screen="equipment-evaluation">
      <AnalysisHeader intro={t('operations.analysis.equipment.definitions')} bounds={analysis.bounds} period={analysis.period} onPeriod={analysis.setPeriod} />
      <KpiRow
        items={[
          { key: 'piles', title: t('operations.analysis.equipment.kpi.piles'), value: view ? total('piles') : null, fractionDigits: 0, loading: !view },
          { key: 'tickets', title: t('operations.analysis.equipment.kpi.tickets'), value: view ? total('tickets') : null, fractionDigits: 0, extra: view ? t('operations.analysis.equipment.kpi.completed', { count: completed }) : null, loading: !view },
          { key: 'mtbf', title: t('operations.analysis.equipment.kpi.mtbf'), value: view ? hours(completed ? (pileHours - repair) / completed : null) : null, unit: 'h', loading: !view },
          { key: 'mttr', title: t('operations.analysis.equipment.kpi.mttr'), value: view ? hours(completed ? repair / completed : null) : null, unit: 'h', loading: !view },
          { key: 'availability', title: t('operations.analysis.equipment.kpi.availability'), value: view ? (pileHours ? percent((pileHours - repair) / pileHours) : '—') : null, loading: !view },
        ]}
      />
      <Select<string>
        aria-label={t('operations.analysis.equipment.manufacturerFilter')}
        style={{ minWidth: 200, marginBottom: 12 }}
        value={maker}
        onChange={setMaker}
        options={[{ value: ALL, label: t('operations.analysis.equipment.allManufacturers') }, ...makers.map((m) => ({ value: m, label: m }))]}
      />
      {!view ? (
        <div style={{ height: 240 }} aria-busy="true" />
      ) : shown.length === 0 ? (
        <EmptyData description={t('operations.analysis.equipment.empty')} />
      ) : (
        <Row gutter={[12, 12]}>
          <Col xs={24} xl={16}>
            <Card size="small" title={tableTitle} extra={<ExportButton job={job} />}>
              <Table<EquipmentFigures>
                aria-label={tableTitle}
                size="small"
                rowKey={(m) => `${m.manufacturer}/${m.model}`}
                dataSource={shown}
                pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
                columns={[
                  { key: 'rank', dataIndex: 'rank', title: t('operations.analysis.equipment.col.rank'), align: 'right' },
                  { key: 'manufacturer', dataIndex: 'manufacturer', title: t('operations.analysis.equipment.col.manufacturer') },
                  { key: 'model', dataIndex: 'model', title: t('operations.analysis.equipment.col.model') },
                  { key: 'piles', dataIndex: 'piles', title: t('operations.analysis.equipment.col.piles'), align: 'right' },
                  { key: 'tickets', title: t('operations.analysis.equipment.col.tickets'), align: 'right', render: (_v, m) => `${m.tickets} / ${m.completed}` },
                  { key: 'faultRate', title: t('operations.analysis.equipment.col.faultRate'), align: 'right', render: (_v, m) => intl.formatNumber(m.faultRate, { maximumFractionDigits: 2 }) },
                  { key: 'mtbf', title: t('operations.analysis.equipment.col.mtbf'), align: 'right', render: (_v, m) => hours(m.mtbf) },
                  { key: 'mttr', title: t('operations.analysis.equipment.col.mttr'), align: 'right', render: (_v, m) => hours(m.mttr) },
                  { key: 'availability', title: t('operations.analysis.equipment.col.availability'), align: 'right', render: (_v, m) => percent(m.availability) },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <RankingBars title={t('operations.analysis.equipment.ranking')} items={shown.map((m) => ({ key: `${m.manufacturer}/${m.model}`, name: `${m.manufacturer} ${m.model}`, value: m.faultRate }))} format={(v) => intl.formatNumber(v, { maximumFractionDigits: 2 })} />
          </Col>
        </Row>
      )}
    </div>
  );
});
