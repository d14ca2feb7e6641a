import { Card, Col, Row, Segmented } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { serviceTicketsApi, ticketsApi } from '../../../api/operations';
import type { ServiceRankBy } from '../../../api/operations/serviceTicketsTypes';
import { TICKET_PIDS, type RankBy, type TicketGroupRow, type TicketRanking } from '../../../api/operations/ticketsTypes';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { LoadFailed } from '../../../ui/LoadFailed';
import { RankingBars } from '../../../ui/ranking';
import { useResource } from '../../../ui/resource/useResource';
import { useRouteParamTab } from '../../../ui/url-state/useRouteParamTab';
import { groupColumns, groupExportColumns } from './groupColumns';
import { PeriodHeader } from './PeriodHeader';
import { categoryLabel } from './serviceWords';
import { TicketKindSwitch } from './TicketKindSwitch';
import { faultTypeLabel } from './ticketWords';
import { useTicketKind } from './useTicketKind';
import { useTicketPeriod } from './useTicketPeriod';

/** The route's :type, as the menu passes it (1 = team). */
const KINDS: Record<number, RankBy> = { 1: 'team', 2: 'assignee', 3: 'type' };
/** The same :type for customer-service tickets: team, handler, category. */
const SERVICE_KINDS: Record<number, ServiceRankBy> = { 1: 'team', 2: 'handler', 3: 'category' };
const KIND_KEYS = [1, 2, 3] as const;

/**
 * `work-rank/:type`: the fault tickets opened in a period ranked by team, assignee or fault type,
 * or the customer-service tickets (the Tickets switch) by team, handler or category (most tickets first), with resolved, breached, SLA rate and mean working minutes per group.
 */
export default observer(function WorkRankScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages } = useStores();
  const pid = usePagePid({ screen: 'work-rank', fallback: TICKET_PIDS.rank });
  const [kind, setKind] = useRouteParamTab<1 | 2 | 3>('type', KIND_KEYS, 1);
  const [tickets, setTickets] = useTicketKind();
  const service = tickets === 'service';
  const by: RankBy | ServiceRankBy = service ? (SERVICE_KINDS[kind] ?? 'team') : (KINDS[kind] ?? 'team');
  const state = useTicketPeriod();
  const { query, learn } = state;
  const rank = (signal: AbortSignal, silent: boolean): Promise<Omit<TicketRanking, 'by'> & { by: string }> =>
    service ? serviceTicketsApi(api).rank({ pid, by: SERVICE_KINDS[kind] ?? 'team', ...query }, { signal, silent }) : ticketsApi(api).rank({ pid, by: KINDS[kind] ?? 'team', ...query }, { signal, silent });
  const fetch = pid ? (signal: AbortSignal) => rank(signal, true) : null;
  const ranking = useResource<Omit<TicketRanking, 'by'> & { by: string }>(fetch, [api, pid, by, query, tickets]);
  const answer = ranking.value;
  useEffect(() => learn(answer), [answer, learn]);

  if (!answer && ranking.status === 'error') return <LoadFailed title={t('operations.tickets.loadFailed')} onRetry={() => fetch && void ranking.load(fetch)} />;
  const label = (row: TicketGroupRow) => (by === 'type' ? faultTypeLabel(intl, row.key) : by === 'category' ? categoryLabel(intl, row.key) : row.label || t('operations.tickets.unassigned'));
  const groupTitle = t(`operations.tickets.rank.by.${by}`);
  const title = t('operations.tickets.rank.title');
  const rows = answer?.by === by ? answer.rows : [];
  const exportJob = rowsExportJob(async (signal) => (await rank(signal, false)).rows, groupExportColumns(intl, groupTitle, label), `${title}-${groupTitle}-${state.period.start}_${state.period.end}`);
  return (
    <div data-screen="work-rank">
      <PeriodHeader title={title} state={state} extra={pages.can('export', pid) ? <ExportButton job={exportJob} disabled={rows.length === 0} /> : null}>
        <TicketKindSwitch value={tickets} onChange={setTickets} />
        <Segmented<number> aria-label={t('operations.tickets.rank.byLabel')} value={kind} onChange={(value) => setKind(value as 1 | 2 | 3)} options={KIND_KEYS.map((k) => ({ value: k, label: t(`operations.tickets.rank.by.${(service ? SERVICE_KINDS : KINDS)[k]}`) }))} />
      </PeriodHeader>
      {answer && rows.length === 0 && !ranking.loading ? (
        <Card size="small">
          <EmptyData description={t('operations.tickets.none')} />
        </Card>
      ) : (
        <Row gutter={[12, 12]}>
          <Col xs={24} xl={8}>
            <RankingBars title={t('operations.tickets.rank.top', { group: groupTitle })} items={rows.map((r) => ({ key: r.key || '-', name: label(r), value: r.opened }))} format={(n) => intl.formatNumber(n)} />
          </Col>
          <Col xs={24} xl={16}>
            <Card size="small" title={t('operations.tickets.rank.table', { group: groupTitle })}>
              <Table<TicketGroupRow> aria-label={t('operations.tickets.rank.table', { group: groupTitle })} size="small" rowKey={(r) => r.key || '-'} loading={!answer || ranking.loading} dataSource={rows} columns={groupColumns(intl, groupTitle, label)} pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }} scroll={{ x: 800 }} />
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
});
