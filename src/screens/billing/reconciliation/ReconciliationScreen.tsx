import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReconciliationQuery, TransactionRow } from '../../../api/billing/billsTypes';
import { BILLING_PIDS } from '../../../api/billing/types';
import type { Period } from '../../../lib/period';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { KpiRow } from '../../../ui/KpiRow';
import { LastUpdated } from '../../../ui/live/LastUpdated';
import { useLiveResource } from '../../../ui/live/useLiveResource';
import { PeriodPicker } from '../../../ui/time-range/PeriodPicker';
import { PeriodPending } from '../../../ui/time-range/PeriodPending';
import { dayAt } from '../../../lib/days';
import { usePeriodParam } from '../../../ui/url-state/usePeriodParam';
import { useMoney } from '../../../ui/format/useMoney';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { MatchDialog } from './MatchDialog';
import { RecordDialog } from './RecordDialog';
import { transactionColumns } from './transactionColumns';
import { transactionExportJob } from './transactionExport';
import { CHANNELS, MATCH_STATES, useReconciliationFilters } from './useReconciliationFilters';
import { billingApi } from '../../../api/billing';
import { LoadFailed } from '../../../ui/LoadFailed';

const PAGE_SIZE = 20;

/** `transaction-reconciliation`: the payment channel's transactions, live, matched to bills; manual match, unmatch and payments entered by hand; the period's summary with ageing. */
const ReconciliationScreen = observer(function ReconciliationScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages, notify, now, locale } = useStores();
  const store = project.currentStore;
  const pid = usePagePid({ fallback: BILLING_PIDS.reconciliation });
  const filters = useReconciliationFilters();
  // Until the server answers its default period, the picker shows its loading state; today only fills the type.
  const [answered, setAnswered] = useState<Period | null>(null);
  const [firstDay, setFirstDay] = useState<string>();
  const today = dayAt(now(), locale.timeZone);
  const [period, setPeriod] = usePeriodParam(answered ?? { granularity: 'custom', start: today, end: today }, { minDay: firstDay, maxDay: answered?.end });
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState(filters.q);
  const [matching, setMatching] = useState<TransactionRow | null>(null);
  const [recording, setRecording] = useState(false);
  useEffect(() => setSearch(filters.q), [filters.q]);
  useEffect(() => setPage(1), [store, period.start, period.end, filters.match, filters.channel, filters.q]);
  const query = useMemo<Omit<ReconciliationQuery, 'page' | 'pagesize'>>(
    () => ({
      pid,
      store,
      ...(filters.periodChosen ? { from: period.start, to: period.end } : {}),
      match: filters.match || undefined,
      channel: filters.channel || undefined,
      search: filters.q || undefined,
    }),
    [pid, store, filters.periodChosen, period.start, period.end, filters.match, filters.channel, filters.q],
  );
  const live = useLiveResource(store ? (signal) => billingApi(api).bills.reconciliation({ ...query, page, pagesize: PAGE_SIZE }, { signal, silent: true }) : null, [api, query, page]);
  const value = live.resource.value;
  const { money } = useMoney(value?.fx);
  useEffect(() => {
    if (value && (value.from !== answered?.start || value.to !== answered.end)) setAnswered({ granularity: 'custom', start: value.from, end: value.to });
    if (value) setFirstDay(value.firstDay);
  }, [value, answered]);
  const canAdd = pages.can('add', pid);
  const canEdit = pages.can('edit', pid);
  const canExport = pages.can('export', pid);
  const unmatch = async (tx: TransactionRow) => {
    try {
      await billingApi(api).bills.unmatch({ pid, tx: tx.did });
      notify.success({ id: 'billing.reconciliation.unmatched', values: { ref: tx.channelRef } });
    } catch {
      // The request layer has shown why.
    }
    live.refresh();
  };
  const columns = useMemo(() => transactionColumns(intl, { money, canEdit, onMatch: setMatching, onUnmatch: (tx) => void unmatch(tx) }), [intl, money, canEdit]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!value && live.resource.status === 'error') {
    return (
      <div>
        <LoadFailed title={t('billing.reconciliation.loadFailed')} onRetry={live.refresh} />
      </div>
    );
  }
  const summary = value?.summary;
  const currency = value?.currency ?? 'CNY';
  const amount = (x: number | undefined) => (x === undefined ? null : money(x, currency));
  const filtered = Boolean(filters.match || filters.channel || filters.q);
  return (
    <div>
      <KpiRow
        items={[
          { key: 'billed', title: t('billing.reconciliation.billed'), value: amount(summary?.billed), loading: !summary },
          { key: 'collected', title: t('billing.reconciliation.collected'), value: amount(summary?.collected), loading: !summary },
          { key: 'outstanding', title: t('billing.reconciliation.outstanding'), value: amount(summary?.outstanding), loading: !summary },
          { key: 'unmatched', title: t('billing.reconciliation.toReview'), value: summary ? summary.counts.unmatched + summary.counts.duplicate + summary.counts.short + summary.counts.over : null, fractionDigits: 0, loading: !summary },
        ]}
      />
      <div data-testid="ageing" aria-label={t('billing.reconciliation.ageing')} role="group">
        <KpiRow
          items={(['d0_30', 'd31_60', 'd61_90', 'd90plus'] as const).map((bucket) => ({
            key: bucket,
            title: t(`billing.reconciliation.ageing.${bucket}`),
            value: amount(summary?.ageing[bucket]),
            loading: !summary,
          }))}
        />
      </div>
      <Card
        size="small"
        title={t('billing.reconciliation.title')}
        extra={
          <Space wrap>
            <LastUpdated live={live} />
            {canExport ? <ExportButton job={transactionExportJob(api, { ...query, from: period.start, to: period.end }, intl, t('billing.reconciliation.title'))} disabled={!value?.total} /> : null}
            {canAdd ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setRecording(true)} disabled={!value}>
                {t('billing.reconciliation.record')}
              </Button>
            ) : null}
          </Space>
        }
      >
        <Space wrap role="group" aria-label={t('billing.reconciliation.filters')} style={{ marginBottom: 12 }}>
          {answered ? <PeriodPicker value={period} onChange={setPeriod} granularities={['month', 'custom']} minDay={firstDay} maxDay={answered.end} /> : <PeriodPending />}
          <Select
            aria-label={t('billing.reconciliation.match')}
            style={{ width: 150 }}
            value={filters.match}
            onChange={filters.setMatch}
            options={[{ value: '', label: t('billing.reconciliation.allMatches') }, ...MATCH_STATES.map((m) => ({ value: m, label: t(`billing.reconciliation.match.${m}`) }))]}
          />
          <Select
            aria-label={t('billing.reconciliation.channel')}
            style={{ width: 140 }}
            value={filters.channel}
            onChange={filters.setChannel}
            options={[{ value: '', label: t('billing.reconciliation.allChannels') }, ...CHANNELS.map((c) => ({ value: c, label: t(`billing.reconciliation.channel.${c}`) }))]}
          />
          <Input.Search aria-label={t('billing.reconciliation.search')} placeholder={t('billing.reconciliation.search')} allowClear style={{ width: 240 }} value={search} onChange={(e) => setSearch(e.target.value)} onSearch={(q) => filters.setQ(q)} />
        </Space>
        {value && value.total === 0 ? (
          <EmptyData description={t(filtered ? 'billing.reconciliation.noneMatch' : 'billing.reconciliation.none')} />
        ) : (
          <Table<TransactionRow>
            aria-label={t('billing.reconciliation.table')}
            size="small"
            rowKey="did"
            loading={!value}
            dataSource={value?.data ?? []}
            columns={columns}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: value?.total ?? 0, onChange: setPage, showSizeChanger: false }}
            scroll={{ x: 1400 }}
          />
        )}
      </Card>
      {matching ? (
        <MatchDialog
          pid={pid}
          store={store}
          tx={matching}
          onClose={() => setMatching(null)}
          onMatched={() => {
            setMatching(null);
            live.refresh();
          }}
        />
      ) : null}
      {recording && value ? (
        <RecordDialog
          pid={pid}
          store={store}
          today={value.today}
          onClose={() => setRecording(false)}
          onRecorded={() => {
            setRecording(false);
            live.refresh();
          }}
        />
      ) : null}
    </div>
  );
});

export default ReconciliationScreen;
