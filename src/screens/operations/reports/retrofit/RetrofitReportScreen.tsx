import { Alert, Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { reportsApi } from '../../../../api/operations';
import { REPORTS_PIDS, type RetrofitRow, type RetrofitWindow } from '../../../../api/operations/reportsTypes';
import { useStores } from '../../../../stores/context';
import { Table } from '../../../../ui/data-table/Table';
import { EmptyData } from '../../../../ui/EmptyData';
import { ExportButton } from '../../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../../ui/export-button/rowsExportJob';
import { usePagePid } from '../../../../ui/hooks/usePagePid';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { useResource } from '../../../../ui/resource/useResource';
import { dayText } from '../../../../lib/dateText';

type Side = 'before' | 'after';

/**
 * `technical-transformation-report`: each retrofitted pile before and after its retrofit, over
 * two equal windows of whole days; fault tickets on the pile (the fault tickets list's records)
 * and its sessions' energy (the orders). The method is stated above the table.
 */
export default observer(function RetrofitReportScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const pid = usePagePid({ fallback: REPORTS_PIDS.retrofit });
  const report = useResource(pid ? (signal) => reportsApi(api).retrofits({ pid }, { silent: true, hideError: true, signal }) : null, [api, pid]);
  const num = (n: number, digits = 0) => intl.formatNumber(n, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const job = useMemo(() => {
    const rows = report.value?.rows ?? [];
    const side = (s: Side) => [
      { key: `${s}-faults`, title: t(`operations.reports.retrofit.${s}.faults`), type: 'number' as const, value: (r: RetrofitRow) => r[s].faults },
      { key: `${s}-sessions`, title: t(`operations.reports.retrofit.${s}.sessions`), type: 'number' as const, value: (r: RetrofitRow) => r[s].sessions },
      { key: `${s}-energy`, title: t(`operations.reports.retrofit.${s}.energy`), type: 'number' as const, value: (r: RetrofitRow) => r[s].energy },
      { key: `${s}-rate`, title: t(`operations.reports.retrofit.${s}.rate`), type: 'number' as const, value: (r: RetrofitRow) => r[s].faultRate },
    ];
    return rowsExportJob(async () => rows, [
      { key: 'code', title: t('operations.reports.retrofit.pile') },
      { key: 'stationname', title: t('operations.reports.station') },
      { key: 'change', title: t('operations.reports.retrofit.change'), value: (r) => t(`operations.reports.retrofit.change.${r.change}`) },
      { key: 'date', title: t('operations.reports.retrofit.date') },
      ...side('before'),
      ...side('after'),
    ], 'retrofit-report');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows intl
  }, [report.value, intl]);
  if (report.status === 'error' && !report.value) return <LoadFailed title={t('operations.reports.loadFailed')} onRetry={() => void report.reload()} />;
  const value = report.value;
  const cell = (w: RetrofitWindow) => (
    <span>
      {t('operations.reports.retrofit.cell', { from: dayText(intl, w.from), to: dayText(intl, w.to), faults: w.faults, sessions: num(w.sessions), energy: num(w.energy, 2), rate: num(w.faultRate, 2) })}
    </span>
  );
  const title = t('operations.reports.retrofit.title');
  return (
    <div data-screen="technical-transformation-report">
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('operations.reports.retrofit.method', { days: value?.windowDays ?? 30 })} />
      <Card size="small" title={title} loading={!value} extra={value && value.rows.length > 0 ? <ExportButton job={job} /> : null}>
        {value && value.rows.length === 0 ? <EmptyData description={t('operations.reports.retrofit.none')} /> : null}
        {value && value.rows.length > 0 ? (
          <Table<RetrofitRow>
            aria-label={title}
            size="small"
            rowKey="pile"
            dataSource={value.rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'code', dataIndex: 'code', title: t('operations.reports.retrofit.pile') },
              { key: 'station', dataIndex: 'stationname', title: t('operations.reports.station') },
              { key: 'model', title: t('operations.reports.retrofit.model'), render: (_v, r) => `${r.manufacturer} ${r.model}` },
              { key: 'change', title: t('operations.reports.retrofit.change'), render: (_v, r) => t(`operations.reports.retrofit.change.${r.change}`) },
              { key: 'date', title: t('operations.reports.retrofit.date'), render: (_v, r) => dayText(intl, r.date) },
              { key: 'before', title: t('operations.reports.retrofit.before', { days: value.windowDays }), render: (_v, r) => cell(r.before) },
              { key: 'after', title: t('operations.reports.retrofit.after', { days: value.windowDays }), render: (_v, r) => cell(r.after) },
            ]}
          />
        ) : null}
      </Card>
    </div>
  );
});
