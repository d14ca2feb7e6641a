import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { usePageGrants } from '../shared/usePageGrants';
import { Card, Segmented } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ReportKind, ReportQuery } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { EmptyData, ExportButton, Table } from '../../../ui';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { useResource } from '../../../ui/resource/useResource';
import { metersOfKind } from './assetMeters';
import { NoAsset } from './NoAsset';
import { cellText, columnTitle, type ReportRow } from './reportColumns';
import { reportExportJob } from './reportExport';
import { numberParam, oneOfParam } from '../../../ui/url-state/codecs';
import { useParamGroup } from '../../../ui/url-state/useParamGroup';
import { reportApi } from '../../../api/analysis';

export type ReportInterval = ReportQuery['interval'];
type AssetReport = Exclude<ReportKind, 'energy-data'>;

const PAGE_SIZES = [20, 50, 100] as const;
const MAX_PAGE = 100_000;
/** Position of a row in the whole report: rows have no id of their own. */
const ROW_KEY = '__row';

/**
 * One report of the energy assets over `/report/query`: period, interval, server paging, the
 * server's columns (titles `report.col.<key>`), money in the language's currency, a totals row
 * over all pages, and an export of every page with the current filters.
 */
export function ReportScreen({ report, intervals }: { report: AssetReport; intervals: readonly ReportInterval[] }) {
  return (
    <EnergyFrame toolbar={<IntervalSwitch intervals={intervals} />}>
      <ReportGate report={report} intervals={intervals} />
    </EnergyFrame>
  );
}

/** The inverter and storage reports of a store without PV or storage say so rather than show an empty table. */
function ReportGate({ report, intervals }: { report: AssetReport; intervals: readonly ReportInterval[] }) {
  const { config } = useEnergy();
  if (report === 'inverter' && metersOfKind(config, 'pv').length === 0) return <NoAsset kind="pv" storeName={config.storeName} />;
  if (report === 'storage-charge' && config.storage.length === 0) return <NoAsset kind="storage" storeName={config.storeName} />;
  return <ReportBody report={report} intervals={intervals} />;
}

/** Interval, page and page size of the report, in the URL; a new interval or page size starts at page 1. */
function useReportParams(intervals: readonly ReportInterval[]) {
  const fallback: ReportInterval = intervals.includes('day') ? 'day' : (intervals[0] ?? 'day');
  const [read, patch] = useParamGroup({
    interval: oneOfParam(intervals, { omit: fallback }),
    page: numberParam({ min: 1, max: MAX_PAGE, integer: true, omit: 1 }),
    size: numberParam({ min: 1, max: 1000, integer: true, omit: PAGE_SIZES[0] }),
  });
  const interval = read.interval ?? fallback;
  const page = read.page ?? 1;
  const size = (PAGE_SIZES as readonly number[]).includes(read.size ?? 0) ? read.size! : PAGE_SIZES[0];
  return {
    interval,
    page,
    size,
    setInterval: (next: ReportInterval) => patch({ interval: next, page: null }),
    setPage: (next: number) => patch({ page: next }),
    setPaging: (nextPage: number, nextSize: number) => patch({ page: nextSize !== size ? null : nextPage, size: nextSize }),
  };
}

function IntervalSwitch({ intervals }: { intervals: readonly ReportInterval[] }) {
  const intl = useIntl();
  const { interval, setInterval } = useReportParams(intervals);
  return (
    <Segmented<ReportInterval>
      aria-label={intl.formatMessage({ id: 'assets.report.interval' })}
      value={interval}
      onChange={setInterval}
      options={intervals.map((i) => ({ value: i, label: intl.formatMessage({ id: `assets.report.interval.${i}` }) }))}
    />
  );
}

const ReportBody = observer(function ReportBody({ report, intervals }: { report: AssetReport; intervals: readonly ReportInterval[] }) {
  const intl = useIntl();
  const { api } = useStores();
  // Export only with the page's export permission.
  const { pid, canExport } = usePageGrants();
  const { store, config, period, format } = useEnergy();
  const { interval, page, setPage, size, setPaging } = useReportParams(intervals);
  const query = useMemo(() => ({ report, store, start: period.start, end: period.end, interval }), [report, store, period.start, period.end, interval]);
  const answer = useResourceOfReport(query, page, size);
  const value = answer.value;
  const lastPage = value ? Math.max(1, Math.ceil(value.total / size)) : 1;
  // A page past the end (the period or interval changed under it) goes back to the first.
  useEffect(() => {
    if (value && page > lastPage) setPage(1);
  }, [value, page, lastPage, setPage]);

  const title = intl.formatMessage({ id: `assets.report.title.${report}` });
  const job = useMemo(
    () =>
      reportExportJob({
        query,
        fetch: (q, signal) => reportApi(api, pid).query(q, { signal }),
        intl,
        format,
        basename: `${title}-${config.storeName}-${period.start}_${period.end}-${interval}`,
        sheetName: title,
        totalLabel: intl.formatMessage({ id: 'assets.report.total' }),
      }),
    [query, api, pid, intl, format, title, config.storeName, period.start, period.end, interval],
  );

  if (!value) return <LoadState status={answer.status} onRetry={() => void answer.reload()} />;
  const labelKey = value.columns.find((c) => c.type === 'text')?.key;
  return (
    <Card size="small" title={title} extra={canExport ? <ExportButton job={job} disabled={value.total === 0} /> : null}>
      {answer.status === 'error' ? (
        <LoadState status="error" onRetry={() => void answer.reload()} />
      ) : (
        <Table<ReportRow>
          size="small"
          aria-label={title}
          rowKey={ROW_KEY}
          loading={answer.loading}
          dataSource={value.data.map((row, i) => ({ ...row, [ROW_KEY]: (page - 1) * size + i }))}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyData description={intl.formatMessage({ id: 'assets.noDataPeriod' })} /> }}
          columns={value.columns.map((c) => ({
            key: c.key,
            dataIndex: c.key,
            title: columnTitle(c, intl, format),
            align: c.type === 'text' ? undefined : ('right' as const),
            render: (v: unknown) => cellText(c, v, intl, format),
          }))}
          pagination={{
            current: Math.min(page, lastPage),
            pageSize: size,
            total: value.total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (total) => intl.formatMessage({ id: 'ui.table.total' }, { total: intl.formatNumber(total) }),
            onChange: setPaging,
          }}
          summary={() =>
            value.total > 0 && (
              <Table.Summary fixed>
                <Table.Summary.Row data-testid="report-totals">
                  {value.columns.map((c, index) => (
                    <Table.Summary.Cell key={c.key} index={index} align={c.type === 'text' ? undefined : 'right'}>
                      <strong>
                        {c.key === labelKey
                          ? intl.formatMessage({ id: 'assets.report.total' })
                          : c.type !== 'text' && typeof value.totals[c.key] === 'number'
                            ? cellText(c, value.totals[c.key], intl, format)
                            : ''}
                      </strong>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              </Table.Summary>
            )
          }
        />
      )}
    </Card>
  );
});

function useResourceOfReport(query: Omit<ReportQuery, 'page' | 'pagesize'>, page: number, pagesize: number) {
  const { api } = useStores();
  const pid = useScreenPid();
  return useResource((signal) => reportApi(api, pid).query({ ...query, page, pagesize }, { signal }), [query, page, pagesize]);
}
