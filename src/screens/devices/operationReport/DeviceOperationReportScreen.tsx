import { dateTimeText } from '../../../lib/dateText';
import { Card, Col, Result, Row, Select, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParamsPresent } from '../../../ui/url-state/useParamsPresent';
import { OPERATION_REPORT_PID, OPERATION_TYPES, type DeviceOperationRow, type OperationReport, type OperationReportQuery, type OperationType, type TypeOperationRow } from '../../../api/devices/types';
import { intervalFor, periodOf, type Period } from '../../../lib/period';
import { useStores } from '../../../stores/context';
import { TimeSeriesChart } from '../../../ui/chart/TimeSeriesChart';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { KpiRow } from '../../../ui/KpiRow';
import { RankingBars } from '../../../ui/ranking';
import { useResource } from '../../../ui/resource/useResource';
import { PeriodPicker } from '../../../ui/time-range/PeriodPicker';
import { PeriodPending } from '../../../ui/time-range/PeriodPending';
import { useToday } from '../../../ui/hooks/useToday';
import { usePeriodParam } from '../../../ui/url-state/usePeriodParam';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { oneOfParam } from '../../../ui/url-state/codecs';
import { deviceColumns, operationKpis, typeColumns, typeLabelId } from './operationParts';
import { operationExportJob } from './operationExport';
import { devicesApi } from '../../../api/devices';
import { LoadFailed } from '../../../ui/LoadFailed';

const typeParam = oneOfParam(OPERATION_TYPES);
const DEVICE_PAGE_SIZE = 20;

/**
 * `device-operation-report`: what the store's controllable devices did over a period of its local
 * days: running hours, starts and stops, commands by outcome and online rate, per type and per
 * device, with the hours and commands over time. Period and type live in the URL.
 */
export default function DeviceOperationReportScreen() {
  return <DeviceOperationReport />;
}

/** What the last answer said about the period's bounds: the store's week, first day with history and today. */
type Known = Pick<OperationReport, 'from' | 'to' | 'firstDay' | 'today'>;

const DeviceOperationReport = observer(function DeviceOperationReport() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages, menu } = useStores();
  const store = project.currentStore;
  // Opened by address without the menu entry (a viewer's menu has no tools), the page's own pid: the role book still decides.
  const pid = usePagePid({ screen: 'device-operation-report', fallback: OPERATION_REPORT_PID });
  const typeId = useId();
  // Without days in the URL the server answers the store's current week (its today, in its zone).
  const explicit = useParamsPresent('from');
  const [known, setKnown] = useState<Known>();
  // Until the first answer names the store's week, today's week stands in (never requested: no dates means "this week").
  const today = useToday();
  const fallback = useMemo<Period>(() => (known ? { granularity: 'week', start: known.from, end: known.to } : periodOf('week', today)), [known, today]);
  const [period, setPeriod] = usePeriodParam(fallback, known ? { minDay: known.firstDay, maxDay: known.today } : {});
  const [type, setType] = useSearchParam('type', typeParam, '');
  // The granularity names the buckets: a month cut at today is still charted by day.
  const query: Omit<OperationReportQuery, 'export'> = { pid, store, ...(explicit ? { from: period.start, to: period.end, interval: intervalFor(period) } : {}), ...(type ? { type } : {}) };
  const fetch = store && pid ? (signal: AbortSignal) => devicesApi(api).operationReport(query, { signal, silent: true }) : null;
  const resource = useResource<OperationReport>(fetch, [api, store, pid, explicit, period.start, period.end, type]);
  const last = resource.value;
  useEffect(() => {
    if (!last) return;
    setKnown((was) => (was && was.from === last.from && was.to === last.to && was.firstDay === last.firstDay && was.today === last.today ? was : { from: last.from, to: last.to, firstDay: last.firstDay, today: last.today }));
  }, [last]);
  const canExport = pages.can('export', pid);

  if (!pid && menu.status === 'ready') return <Result status="403" title={t('devices.operation.noAccess')} />;
  if (!last && resource.status === 'error') {
    return <LoadFailed title={t('devices.operation.loadFailed')} onRetry={() => fetch && void resource.load(fetch)} />;
  }
  const shown = explicit ? period : fallback;
  const title = t('menu.device-operation-report');
  // The simulated now the figures run to, on the store's clock.
  const upTo = last ? dateTimeText(intl, last.now, last.zone) : undefined;
  const series = last?.buckets ?? [];
  return (
    <div data-screen="device-operation-report">
      <Card
        size="small"
        title={title}
        style={{ marginBottom: 12 }}
        extra={
          <Space wrap>
            {upTo ? <Typography.Text type="secondary">{t('devices.operation.upTo', { now: upTo })}</Typography.Text> : null}
            {canExport ? <ExportButton job={operationExportJob(api, query, intl, `${title}-${shown.start}_${shown.end}`)} disabled={!last?.devices.length} /> : null}
          </Space>
        }
      >
        <Space wrap role="group" aria-label={t('devices.operation.filters')}>
          {explicit || known ? <PeriodPicker value={shown} onChange={setPeriod} minDay={known?.firstDay} maxDay={known?.today} /> : <PeriodPending />}
          <label htmlFor={typeId}>{t('devices.operation.type')}</label>
          <Select<OperationType | ''>
            id={typeId}
            style={{ width: 200 }}
            value={type}
            onChange={setType}
            options={[{ value: '', label: t('devices.operation.allTypes') }, ...OPERATION_TYPES.map((o) => ({ value: o, label: t(typeLabelId(o)) }))]}
          />
        </Space>
      </Card>
      <KpiRow items={operationKpis(intl, last)} />
      {last && last.devices.length === 0 ? (
        <Card size="small">
          <EmptyData description={t('devices.operation.none')} />
        </Card>
      ) : (
        <>
          <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
            <Col xs={24} xl={16}>
              <Card size="small" title={t('devices.operation.chart')}>
                <TimeSeriesChart
                  buckets={series.map((b) => b.bucket)}
                  series={[
                    { key: 'hours', name: t('devices.operation.runningHours'), type: 'bar', values: series.map((b) => b.runningHours) },
                    { key: 'commands', name: t('devices.operation.commands'), type: 'line', yAxis: 1, values: series.map((b) => b.commands) },
                  ]}
                  unit={t('devices.operation.hoursUnit')}
                  unit2={t('devices.operation.commandsUnit')}
                  interval={last?.interval}
                  loading={!last || resource.loading}
                  height={280}
                  aria-label={t('devices.operation.chart')}
                />
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <RankingBars
                title={t('devices.operation.longestRunning')}
                items={(last?.devices ?? []).map((d) => ({ key: d.did, name: d.name, value: d.runningHours }))}
                format={(hours) => `${intl.formatNumber(hours, { maximumFractionDigits: 1 })} ${t('devices.operation.hoursUnit')}`}
              />
            </Col>
          </Row>
          <Card size="small" title={t('devices.operation.byType')} style={{ marginBottom: 12 }}>
            <Table<TypeOperationRow> aria-label={t('devices.operation.typesTable')} size="small" rowKey="type" loading={!last} dataSource={last?.types ?? []} columns={typeColumns(intl)} pagination={false} scroll={{ x: 1000 }} />
          </Card>
          <Card size="small" title={t('devices.operation.byDevice')}>
            <Table<DeviceOperationRow>
              aria-label={t('devices.operation.devicesTable')}
              size="small"
              rowKey="did"
              loading={!last}
              dataSource={last?.devices ?? []}
              columns={deviceColumns(intl)}
              pagination={{ pageSize: DEVICE_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
              scroll={{ x: 1300 }}
            />
          </Card>
        </>
      )}
    </div>
  );
});
