import { Alert, Card, Col, Row, Segmented } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { serviceTicketsApi, ticketsApi } from '../../../api/operations';
import type { ServiceTicketSlaList } from '../../../api/operations/serviceTicketsTypes';
import { SLA_STATES, TICKET_PIDS, type SlaState, type TicketOverview, type TicketSlaList } from '../../../api/operations/ticketsTypes';
import { useStores } from '../../../stores/context';
import { TimeSeriesChart } from '../../../ui/chart/TimeSeriesChart';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { KpiRow } from '../../../ui/KpiRow';
import { LoadFailed } from '../../../ui/LoadFailed';
import { RankingBars } from '../../../ui/ranking';
import { useResource } from '../../../ui/resource/useResource';
import { oneOfParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { PeriodHeader } from './PeriodHeader';
import { serviceSlaColumns, serviceSlaExportColumns } from './serviceSlaColumns';
import { SlaTicketsTable } from './SlaTicketsTable';
import { slaColumns, slaExportColumns } from './slaColumns';
import { TicketKindSwitch } from './TicketKindSwitch';
import { changeOf, minutesText, rateText, statusLabel } from './ticketWords';
import { useTicketKind } from './useTicketKind';
import { useTicketPeriod } from './useTicketPeriod';

const slaParam = oneOfParam<SlaState | 'all'>(['all', ...SLA_STATES]);

/**
 * `work-overview`: the customer-service or fault tickets (the Tickets switch, in the URL) opened in a period (local days of each store): opened,
 * resolved, breached, SLA rate and mean response against the previous period, by day and by
 * status, and the tickets themselves with their SLA on the world clock, filtered by SLA state.
 */
export default observer(function WorkOverviewScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages } = useStores();
  const pid = usePagePid({ screen: 'work-overview', fallback: TICKET_PIDS.overview });
  const state = useTicketPeriod();
  const { query, learn } = state;
  const [sla, setSla] = useSearchParam('sla', slaParam, 'all');
  const [kind, setKind] = useTicketKind();
  const service = kind === 'service';
  const fetchOverview = (signal: AbortSignal) => (service ? serviceTicketsApi(api) : ticketsApi(api)).overview({ pid, ...query }, { signal, silent: true });
  const overview = useResource<TicketOverview>(pid ? fetchOverview : null, [api, pid, query, kind]);
  const faults = useResource<TicketSlaList>(pid && !service ? (signal) => ticketsApi(api).tickets({ pid, ...query }, { signal, silent: true }) : null, [api, pid, query, kind]);
  const services = useResource<ServiceTicketSlaList>(pid && service ? (signal) => serviceTicketsApi(api).tickets({ pid, ...query }, { signal, silent: true }) : null, [api, pid, query, kind]);
  const figures = overview.value;
  useEffect(() => learn(figures), [figures, learn]);
  const inState = (r: { sla: SlaState }) => sla === 'all' || r.sla === sla;
  const faultRows = useMemo(() => (faults.value?.rows ?? []).filter((r) => sla === 'all' || r.sla === sla), [faults.value, sla]);
  const serviceRows = useMemo(() => (services.value?.rows ?? []).filter((r) => sla === 'all' || r.sla === sla), [services.value, sla]);

  if (!figures && overview.status === 'error') return <LoadFailed title={t('operations.tickets.loadFailed')} onRetry={() => void overview.load(fetchOverview)} />;
  const title = t('operations.tickets.overview.title');
  const kpis = figures?.kpis;
  const before = figures?.previous;
  const file = `${title}-${state.period.start}_${state.period.end}`;
  const exportJob = service
    ? rowsExportJob(async (signal) => (await serviceTicketsApi(api).tickets({ pid, ...query }, { signal })).rows.filter(inState), serviceSlaExportColumns(intl), file)
    : rowsExportJob(async (signal) => (await ticketsApi(api).tickets({ pid, ...query }, { signal })).rows.filter(inState), slaExportColumns(intl), file);
  const shown = service ? serviceRows.length : faultRows.length;
  const tableLabel = t('operations.tickets.overview.tickets');
  return (
    <div data-screen="work-overview">
      <PeriodHeader title={title} state={state} extra={pages.can('export', pid) ? <ExportButton job={exportJob} disabled={shown === 0} /> : null}>
        <TicketKindSwitch value={kind} onChange={setKind} />
      </PeriodHeader>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('operations.definitions.withinSla')} />
      <KpiRow
        items={[
          { key: 'opened', title: t('operations.tickets.kpi.opened'), value: kpis?.opened, loading: !kpis, trend: kpis && before ? trend(kpis.opened, before.opened, 'down') : undefined },
          { key: 'resolved', title: t('operations.tickets.kpi.resolved'), value: kpis?.resolved, loading: !kpis, extra: kpis ? t('operations.tickets.kpi.open', { count: kpis.open }) : null },
          { key: 'breached', title: t('operations.tickets.kpi.breached'), value: kpis?.breached, loading: !kpis, trend: kpis && before ? trend(kpis.breached, before.breached, 'down') : undefined },
          { key: 'slaRate', title: t('operations.tickets.kpi.slaRate'), value: kpis ? rateText(intl, kpis.slaRate) : null, loading: !kpis },
          { key: 'response', title: t('operations.tickets.kpi.avgResponse'), value: kpis ? minutesText(intl, kpis.avgResponseMinutes) : null, loading: !kpis, extra: kpis ? t('operations.tickets.kpi.avgResolution', { value: minutesText(intl, kpis.avgResolutionMinutes) }) : null },
        ]}
      />
      {figures && figures.kpis.opened === 0 ? (
        <Card size="small">
          <EmptyData description={t(service ? 'operations.tickets.service.none' : 'operations.tickets.none')} />
        </Card>
      ) : (
        <>
          <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
            <Col xs={24} xl={16}>
              <Card size="small" title={t('operations.tickets.overview.trend')}>
                <TimeSeriesChart
                  buckets={(figures?.trend ?? []).map((d) => d.day)}
                  series={[
                    { key: 'opened', name: t('operations.tickets.kpi.opened'), type: 'bar', values: (figures?.trend ?? []).map((d) => d.opened) },
                    { key: 'resolved', name: t('operations.tickets.kpi.resolved'), type: 'line', values: (figures?.trend ?? []).map((d) => d.resolved) },
                  ]}
                  unit={t('operations.tickets.unit')}
                  interval="day"
                  loading={!figures || overview.loading}
                  height={260}
                  aria-label={t('operations.tickets.overview.trend')}
                />
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <RankingBars
                title={t('operations.tickets.overview.byStatus')}
                items={(figures?.byStatus ?? []).map((s) => ({ key: s.status, name: statusLabel(intl, s.status), value: s.count }))}
                format={(count) => intl.formatNumber(count)}
              />
            </Col>
          </Row>
          <Card
            size="small"
            title={t('operations.tickets.overview.tickets')}
            extra={<Segmented<SlaState | 'all'> aria-label={t('operations.tickets.column.sla')} value={sla} onChange={setSla} options={[{ value: 'all', label: t('operations.tickets.sla.all') }, ...SLA_STATES.map((s) => ({ value: s, label: t(`operations.tickets.sla.${s}`) }))]} />}
          >
            {service ? (
              <SlaTicketsTable label={tableLabel} rows={serviceRows} columns={serviceSlaColumns(intl)} loading={services.pending} onRetry={services.retry} />
            ) : (
              <SlaTicketsTable label={tableLabel} rows={faultRows} columns={slaColumns(intl)} loading={faults.pending} onRetry={faults.retry} />
            )}
          </Card>
        </>
      )}
    </div>
  );
});

function trend(now: number, before: number, goodWhen: 'up' | 'down') {
  const change = changeOf(now, before);
  return change === undefined ? undefined : { change, goodWhen };
}
