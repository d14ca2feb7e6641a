import { Card, Segmented, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ticketsApi } from '../../../api/operations';
import { SCREENING_RULES, TICKET_PIDS, type ScreeningCandidate, type ScreeningList, type ScreeningRule } from '../../../api/operations/ticketsTypes';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { ConfirmWrite } from '../../../ui/dialog/ConfirmWrite';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { KpiRow } from '../../../ui/KpiRow';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useResource } from '../../../ui/resource/useResource';
import { oneOfParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { PeriodHeader } from '../tickets/PeriodHeader';
import { timeText } from '../tickets/ticketWords';
import { useTicketPeriod } from '../tickets/useTicketPeriod';
import { candidateColumns, candidateExportColumns, evidenceText } from './candidateColumns';

const ruleParam = oneOfParam<ScreeningRule | 'all'>(['all', ...SCREENING_RULES]);

/**
 * `judgment-screening`: the rules that pick out suspect guns and sessions over a period, their
 * candidates with the evidence, and confirmation, which opens a fault ticket in the fault
 * tickets list (routed by the ticket rules like any new ticket).
 */
export default observer(function JudgmentScreeningScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages, notify } = useStores();
  const pid = usePagePid({ screen: 'judgment-screening', fallback: TICKET_PIDS.screening });
  const state = useTicketPeriod();
  const { query, learn } = state;
  const [rule, setRule] = useSearchParam('rule', ruleParam, 'all');
  const [confirming, setConfirming] = useState<ScreeningCandidate>();
  const fetch = pid ? (signal: AbortSignal) => ticketsApi(api).screening({ pid, ...query }, { signal, silent: true }) : null;
  const list = useResource<ScreeningList>(fetch, [api, pid, query]);
  const answer = list.value;
  useEffect(() => learn(answer), [answer, learn]);
  const rows = useMemo(() => (answer?.rows ?? []).filter((c) => rule === 'all' || c.rule === rule), [answer, rule]);
  // Confirming opens a ticket of the fault tickets list: its add permission decides.
  useEffect(() => pages.load(TICKET_PIDS.tickets), [pages]);
  const canConfirm = pages.can('add', TICKET_PIDS.tickets);

  if (!answer && list.status === 'error') return <LoadFailed title={t('operations.screening.loadFailed')} onRetry={() => fetch && void list.load(fetch)} />;
  const title = t('operations.screening.title');
  const exportJob = rowsExportJob(async (signal) => (await ticketsApi(api).screening({ pid, ...query }, { signal })).rows.filter((c) => rule === 'all' || c.rule === rule), candidateExportColumns(intl), `${title}-${state.period.start}_${state.period.end}`);
  return (
    <div data-screen="judgment-screening">
      <PeriodHeader title={title} state={state} extra={pages.can('export', pid) ? <ExportButton job={exportJob} disabled={rows.length === 0} /> : null} />
      <Card size="small" title={t('operations.screening.rules')} style={{ marginBottom: 12 }}>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {SCREENING_RULES.map((r) => (
            <li key={r}>
              <Typography.Text strong>{t(`operations.screening.rule.${r}`)}</Typography.Text>: {t(`operations.screening.ruleText.${r}`)}
            </li>
          ))}
        </ul>
      </Card>
      <KpiRow items={SCREENING_RULES.map((r) => ({ key: r, title: t(`operations.screening.rule.${r}`), value: answer?.counts[r], loading: !answer }))} />
      <Card
        size="small"
        title={t('operations.screening.candidates')}
        extra={<Segmented<ScreeningRule | 'all'> aria-label={t('operations.screening.column.rule')} value={rule} onChange={setRule} options={[{ value: 'all', label: t('operations.screening.allRules') }, ...SCREENING_RULES.map((r) => ({ value: r, label: t(`operations.screening.rule.${r}`) }))]} />}
      >
        <Table<ScreeningCandidate>
          aria-label={t('operations.screening.candidates')}
          size="small"
          rowKey="id"
          loading={!answer || list.loading}
          dataSource={rows}
          columns={candidateColumns(intl, canConfirm ? setConfirming : null)}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: 1200 }}
          locale={{ emptyText: <EmptyData description={t('operations.screening.none')} /> }}
        />
      </Card>
      {confirming ? (
        <ConfirmWrite
          title={t('operations.screening.confirmTitle')}
          body={t('operations.screening.confirmBody', { gun: confirming.guncode, station: confirming.stationname, time: timeText(intl, confirming.time, confirming.zone), evidence: evidenceText(intl, confirming) })}
          okText={t('operations.screening.confirm')}
          write={async () => {
            const ticket = await ticketsApi(api).confirm({ pid, id: confirming.id }, { hideError: true });
            notify.success({ id: 'operations.screening.opened', values: { ticket: ticket.ticketno, team: ticket.teamname || t('operations.tickets.unassigned') } });
          }}
          onDone={() => {
            setConfirming(undefined);
            if (fetch) void list.load(fetch);
          }}
          onClose={() => setConfirming(undefined)}
        />
      ) : null}
    </div>
  );
});
