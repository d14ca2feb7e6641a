import { stampText } from '../../../../lib/dateText';
import { Button, Card, Progress, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { idParam } from '../../../../ui/url-state/codecs';
import { useParamGroup } from '../../../../ui/url-state/useParamGroup';
import { reportsApi } from '../../../../api/operations';
import { REPORTS_PIDS, type GeneratedReport, type ReportDefinition, type ReportJob } from '../../../../api/operations/reportsTypes';
import { useStores } from '../../../../stores/context';
import { Table } from '../../../../ui/data-table/Table';
import { EmptyData } from '../../../../ui/EmptyData';
import { safeHref } from '../../../../ui/format/safeHref';
import { usePagePid } from '../../../../ui/hooks/usePagePid';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { useResource } from '../../../../ui/resource/useResource';
import { ReportFilters } from '../shared/ReportFilters';
import { paramsText, reportName } from '../shared/reportText';
import { useCatalogue } from '../shared/useCatalogue';
import { useReportParams } from '../shared/useReportParams';
import { useReportJob } from './useReportJob';
import { useFileLink } from '../../../../ui/files/useFileLink';
import { Reconnecting } from '../../../../ui/job/Reconnecting';

/** The report chosen in the URL; choosing another drops the last one's parameters. */
const REPORT = { report: idParam };

/**
 * `report-center`: the catalogue of reports; one chosen (`?report=`) takes its parameters (its
 * own by default, changed ones in the URL), is generated as a long job with its progress, and
 * its file (an Excel workbook, from the same records as the lists) joins the history to download.
 * A running generation can be cancelled: no file is made and the history stays as it was.
 */
export default observer(function ReportCenterScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages } = useStores();
  const pid = usePagePid({ fallback: REPORTS_PIDS.center });
  const catalogue = useCatalogue(pid);
  const history = useResource(pid ? (signal) => reportsApi(api).history({ pid }, { silent: true, hideError: true, signal }) : null, [api, pid]);
  const [{ report: reportId = '' }, setSearch] = useParamGroup(REPORT);
  const [chosen, setParams] = useReportParams();
  // The answer to the last cancel: what the status line says once the job is no longer followed.
  const [stopped, setStopped] = useState<ReportJob | null>(null);
  const job = useReportJob(pid, () => void history.reload(), (answer) => {
    setStopped(answer);
    if (answer.state === 'done') void history.reload();
  });
  const canExport = pages.can('export', pid);
  if (catalogue.status === 'error' && !catalogue.value) return <LoadFailed title={t('operations.reports.loadFailed')} onRetry={() => void catalogue.reload()} />;
  const reports = catalogue.value?.reports ?? [];
  const report = reports.find((r) => r.did === reportId);
  const params = report ? { from: chosen.from || report.params.from, to: chosen.to || report.params.to, station: chosen.station || report.params.station, faulttype: chosen.faulttype || report.params.faulttype } : undefined;
  // Another report starts from its own parameters: one URL change sets it and drops the old ones.
  const choose = (did: string) => {
    setSearch({ report: did }, { only: true });
    job.reset();
    setStopped(null);
  };
  const generate = async () => {
    if (!report || !params) return;
    setStopped(null);
    try {
      job.attach(await reportsApi(api).generate({ pid, report: report.did, ...params }));
    } catch {
      // The client has shown the refusal; nothing started.
    }
  };
  const cancel = async () => {
    const running = job.job;
    try {
      await job.cancel();
    } catch {
      // Refused (the client has said why): the job goes on, so it is followed again.
      if (running) job.attach(running);
    }
  };
  const shown = job.job ?? stopped;
  const catalogueTitle = t('operations.reports.catalogue');
  const historyTitle = t('operations.reports.history');
  return (
    <div data-screen="report-center">
      <Card size="small" title={catalogueTitle} loading={!catalogue.value} style={{ marginBottom: 12 }}>
        {catalogue.value ? (
          <Table<ReportDefinition>
            aria-label={catalogueTitle}
            size="small"
            rowKey="did"
            dataSource={reports}
            pagination={false}
            rowClassName={(r) => (r.did === reportId ? 'ant-table-row-selected' : '')}
            columns={[
              { key: 'name', title: t('operations.reports.name'), render: (_v, r) => reportName(intl, r) },
              { key: 'template', title: t('operations.reports.template'), render: (_v, r) => t(`operations.reports.template.${r.template}`) },
              { key: 'params', title: t('operations.reports.parameters'), render: (_v, r) => paramsText(intl, r.params, catalogue.value) },
              {
                key: 'choose',
                title: t('operations.reports.actions'),
                render: (_v, r) => (
                  <Button size="small" type={r.did === reportId ? 'primary' : 'default'} aria-label={t('operations.reports.choose', { name: reportName(intl, r) })} onClick={() => choose(r.did)}>
                    {t('operations.reports.chooseShort')}
                  </Button>
                ),
              },
            ]}
          />
        ) : null}
      </Card>
      {report && params && catalogue.value ? (
        <Card size="small" title={t('operations.reports.generateTitle', { name: reportName(intl, report) })} style={{ marginBottom: 12 }}>
          <ReportFilters catalogue={catalogue.value} params={params} onChange={setParams} withType={report.template === 'fault-tickets'} />
          <Space wrap>
            <Button type="primary" disabled={job.running || !canExport} onClick={() => void generate()}>
              {t('operations.reports.generate')}
            </Button>
            {job.running ? <Button onClick={() => void cancel()}>{t('operations.reports.cancel')}</Button> : null}
            {shown ? (
              <Space>
                {shown.state === 'cancelled' ? null : <Progress style={{ width: 200 }} percent={job.job ? job.percent : 100} size="small" aria-label={t('operations.reports.progress')} />}
                <Typography.Text role="status">{statusText(t, shown, job.running)}</Typography.Text>
                <Reconnecting shown={job.reconnecting} />
              </Space>
            ) : null}
          </Space>
        </Card>
      ) : null}
      <Card size="small" title={historyTitle} loading={!history.value && history.status !== 'error'}>
        {history.status === 'error' && !history.value ? <LoadFailed title={t('operations.reports.loadFailed')} onRetry={() => void history.reload()} /> : null}
        {history.value && history.value.length === 0 ? <EmptyData description={t('operations.reports.noHistory')} /> : null}
        {history.value && history.value.length > 0 ? (
          <Table<GeneratedReport>
            aria-label={historyTitle}
            size="small"
            rowKey="id"
            dataSource={history.value}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'name', title: t('operations.reports.name'), render: (_v, h) => reportName(intl, { name: h.reportname, nameKey: h.reportnameKey }) },
              { key: 'params', title: t('operations.reports.parameters'), render: (_v, h) => paramsText(intl, h.params, catalogue.value) },
              { key: 'rows', dataIndex: 'rows', align: 'right', title: t('operations.reports.rows') },
              { key: 'when', title: t('operations.reports.generatedAt'), render: (_v, h) => stampText(intl, h.file.createtime, h.zone) },
              { key: 'by', dataIndex: 'createdby', title: t('operations.reports.by') },
              { key: 'file', title: t('operations.reports.file'), render: (_v, h) => <FileLink name={h.file.name} url={h.file.url} /> },
            ]}
          />
        ) : null}
      </Card>
    </div>
  );
});

function statusText(t: (id: string, values?: Record<string, string | number>) => string, job: ReportJob, running: boolean): string {
  if (running) return t('operations.reports.running', { processed: job.processed, total: job.total });
  if (job.state === 'cancelled') return t('operations.reports.cancelled', { processed: job.processed, total: job.total });
  return t('operations.reports.done', { rows: job.file?.rows ?? 0 });
}

function FileLink({ name, url }: { name: string; url: string }) {
  const intl = useIntl();
  // A download cannot send the session header: the session's signed link.
  const link = safeHref(useFileLink(url));
  if (!link) return <span>{name}</span>;
  return (
    <a href={link.href} download={name} aria-label={intl.formatMessage({ id: 'operations.reports.download' }, { name })}>
      {name}
    </a>
  );
}
