import { Alert, Card, Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { serviceTicketsApi, ticketsApi } from '../../../api/operations';
import { TICKET_PIDS, type TicketGroupRow, type TicketStatistics } from '../../../api/operations/ticketsTypes';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { KpiRow } from '../../../ui/KpiRow';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useResource } from '../../../ui/resource/useResource';
import { groupColumns, groupExportColumns } from './groupColumns';
import { PeriodHeader } from './PeriodHeader';
import { categoryLabel } from './serviceWords';
import { TicketKindSwitch } from './TicketKindSwitch';
import { faultTypeLabel, minutesText, rateText } from './ticketWords';
import { useTicketKind } from './useTicketKind';
import { useTicketPeriod } from './useTicketPeriod';

type Dimension = 'byTeam' | 'byType';

/**
 * `processing-statistics`: response and resolution of the fault tickets opened in a period, in
 * working minutes over the rules' calendar, and the share within SLA, by team and by fault type;
 * or of the customer-service tickets (the Tickets switch, in the URL), by team and by category.
 */
export default observer(function ProcessingStatisticsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages } = useStores();
  const pid = usePagePid({ screen: 'processing-statistics', fallback: TICKET_PIDS.statistics });
  const state = useTicketPeriod();
  const { query, learn } = state;
  const [kind, setKind] = useTicketKind();
  const service = kind === 'service';
  const section = service ? serviceTicketsApi(api) : ticketsApi(api);
  const fetch = pid ? (signal: AbortSignal) => section.statistics({ pid, ...query }, { signal, silent: true }) : null;
  const stats = useResource<TicketStatistics>(fetch, [api, pid, query, kind]);
  const answer = stats.value;
  useEffect(() => learn(answer), [answer, learn]);

  if (!answer && stats.status === 'error') return <LoadFailed title={t('operations.tickets.loadFailed')} onRetry={() => fetch && void stats.load(fetch)} />;
  const title = t('operations.tickets.statistics.title');
  const total = answer?.total;
  const labels: Record<Dimension, (row: TicketGroupRow) => string> = {
    byTeam: (row) => row.label || t('operations.tickets.unassigned'),
    byType: (row) => (service ? categoryLabel(intl, row.key) : faultTypeLabel(intl, row.key)),
  };
  const titles: Record<Dimension, string> = { byTeam: t('operations.tickets.statistics.byTeam'), byType: t(service ? 'operations.tickets.statistics.byCategory' : 'operations.tickets.statistics.byType') };
  const canExport = pages.can('export', pid);
  const card = (dimension: Dimension) => {
    const groupTitle = titles[dimension];
    const job = rowsExportJob(async (signal) => (await section.statistics({ pid, ...query }, { signal }))[dimension], groupExportColumns(intl, groupTitle, labels[dimension]), `${title}-${groupTitle}-${state.period.start}_${state.period.end}`);
    return (
      <Col xs={24} xl={12} key={dimension}>
        <Card size="small" title={groupTitle} extra={canExport ? <ExportButton job={job} disabled={!answer?.[dimension].length} /> : null}>
          <Table<TicketGroupRow> aria-label={groupTitle} size="small" rowKey={(r) => r.key || '-'} loading={!answer || stats.loading} dataSource={answer?.[dimension] ?? []} columns={groupColumns(intl, groupTitle, labels[dimension])} pagination={false} scroll={{ x: 760 }} />
        </Card>
      </Col>
    );
  };
  return (
    <div data-screen="processing-statistics">
      <PeriodHeader title={title} state={state}>
        <TicketKindSwitch value={kind} onChange={setKind} />
      </PeriodHeader>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t(service ? 'operations.tickets.service.definition' : 'operations.tickets.statistics.definition')} description={t('operations.definitions.withinSla')} />
      <KpiRow
        items={[
          { key: 'opened', title: t('operations.tickets.kpi.opened'), value: total?.opened, loading: !total },
          { key: 'response', title: t('operations.tickets.kpi.avgResponse'), value: total ? minutesText(intl, total.avgResponseMinutes) : null, loading: !total },
          { key: 'resolution', title: t('operations.tickets.kpi.avgResolutionTitle'), value: total ? minutesText(intl, total.avgResolutionMinutes) : null, loading: !total },
          { key: 'slaRate', title: t('operations.tickets.kpi.slaRate'), value: total ? rateText(intl, total.slaRate) : null, loading: !total, extra: total ? t('operations.tickets.kpi.breachedOf', { breached: total.breached }) : null },
        ]}
      />
      {total && total.opened === 0 ? (
        <Card size="small">
          <EmptyData description={t(service ? 'operations.tickets.service.none' : 'operations.tickets.none')} />
        </Card>
      ) : (
        <Row gutter={[12, 12]}>{(['byTeam', 'byType'] as const).map(card)}</Row>
      )}
    </div>
  );
});
