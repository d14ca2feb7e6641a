import { PlayCircleOutlined, PrinterOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { monthText } from '../../../lib/dateText';
import type { BillDetail, BillRow } from '../../../api/billing/billsTypes';
import { BILLING_PIDS } from '../../../api/billing/types';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { ConfirmWrite } from '../../../ui/dialog/ConfirmWrite';
import { useMoney } from '../../../ui/format/useMoney';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { billColumns } from './billColumns';
import { BillDrawer } from './BillDrawer';
import { billExportJob } from './billExport';
import { PrintNotices, printable, type Notice } from './PrintNotices';
import { RunDialog } from './RunDialog';
import { useBillRun } from './useBillRun';
import { BILL_STATE_FILTERS, useBillFilters } from './useBillFilters';
import { VoidDialog } from './VoidDialog';
import { billingApi } from '../../../api/billing';
import { LoadFailed } from '../../../ui/LoadFailed';

const PAGE_SIZE = 20;

/** `bill-managemant`: the store's monthly bills, filtered in the URL, with KPIs, each bill explained, the month's bill run, voiding, printing and export. */
const BillManagementScreen = observer(function BillManagementScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages, notify } = useStores();
  const store = project.currentStore;
  const pid = usePagePid({ fallback: BILLING_PIDS.bills });
  const filters = useBillFilters();
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<BillRow[]>([]);
  const [running, setRunning] = useState(false);
  const billRun = useBillRun(pid, () => setVersion((v) => v + 1));
  // A finished run is not shown again: the dialog opens on a new one (or on the run still going).
  const openRun = () => {
    if (!billRun.running) billRun.reset();
    setRunning(true);
  };
  const [voiding, setVoiding] = useState<BillRow | null>(null);
  const [issuing, setIssuing] = useState<BillRow[] | null>(null);
  const [printing, setPrinting] = useState<Notice[] | null>(null);
  const [search, setSearch] = useState(filters.q);
  useEffect(() => setSearch(filters.q), [filters.q]);
  useEffect(() => {
    setPage(1);
    setSelected([]);
  }, [store, filters.month, filters.state, filters.tenant, filters.q]);
  const query = useMemo(
    () => ({ pid, store, month: filters.month || undefined, state: filters.state || undefined, tenant: filters.tenant || undefined, search: filters.q || undefined }),
    [pid, store, filters.month, filters.state, filters.tenant, filters.q],
  );
  const resource = useResource(store ? (signal) => billingApi(api).bills.list({ ...query, page, pagesize: PAGE_SIZE }, { signal, silent: true }) : null, [api, query, page, version]);
  const value = resource.value;
  // The selection holds rows as they were read: each new answer (after a void, an issue, a run)
  // replaces the selected rows it carries, so what is printed or issued is the bill as it is now.
  useEffect(() => {
    const rows = value?.data;
    if (!rows) return;
    setSelected((prev) => {
      const fresh = new Map(rows.map((r) => [r.did, r]));
      return prev.some((b) => fresh.has(b.did) && fresh.get(b.did) !== b) ? prev.map((b) => fresh.get(b.did) ?? b) : prev;
    });
  }, [value]);
  const { money } = useMoney(value?.fx);
  const openBill = filters.setBill;
  const columns = useMemo(() => billColumns(intl, money, (b) => openBill(b.did)), [intl, money, openBill]);
  const closePrint = useCallback(() => setPrinting(null), []);
  const storeName = project.store?.name ?? store;

  if (!value && resource.status === 'error') {
    return (
      <div>
        <LoadFailed title={t('billing.bills.loadFailed')} onRetry={() => setVersion((v) => v + 1)} />
      </div>
    );
  }
  const canAdd = pages.can('add', pid);
  const canEdit = pages.can('edit', pid);
  const canExport = pages.can('export', pid);
  const currency = value?.currency ?? 'CNY';
  const kpis = value?.kpis;
  const filtered = Boolean(filters.month || filters.state || filters.tenant || filters.q);
  const printDetail = (detail: BillDetail) => setPrinting([{ bill: detail.bill, storeName: detail.storeName }]);
  const selectedDrafts = selected.filter((b) => b.state === 'draft');
  const selectedPrints = printable(selected.map((bill) => ({ bill, storeName })));

  return (
    <div>
      <KpiRow
        items={[
          { key: 'billed', title: t('billing.bills.kpi.billed'), value: kpis ? money(kpis.billed, currency) : null, loading: !kpis },
          { key: 'paid', title: t('billing.bills.kpi.paid'), value: kpis ? money(kpis.paid, currency) : null, loading: !kpis },
          { key: 'outstanding', title: t('billing.bills.kpi.outstanding'), value: kpis ? money(kpis.outstanding, currency) : null, loading: !kpis },
          { key: 'overdue', title: t('billing.bills.kpi.overdue', { count: kpis?.overdueCount ?? 0 }), value: kpis ? money(kpis.overdue, currency) : null, loading: !kpis },
          { key: 'drafts', title: t('billing.bills.kpi.drafts', { count: kpis?.draftCount ?? 0 }), value: kpis ? money(kpis.drafts, currency) : null, loading: !kpis },
        ]}
      />
      <Card
        size="small"
        title={t('billing.bills.title')}
        extra={
          <Space wrap>
            <Button icon={<PrinterOutlined />} disabled={!selectedPrints.length} onClick={() => setPrinting(selectedPrints)}>
              {t('billing.bills.printSelected', { count: selectedPrints.length })}
            </Button>
            {canEdit ? (
              <Button icon={<SendOutlined />} disabled={!selectedDrafts.length} onClick={() => setIssuing(selectedDrafts)}>
                {t('billing.bills.issueSelected', { count: selectedDrafts.length })}
              </Button>
            ) : null}
            {canExport ? <ExportButton job={billExportJob(api, query, intl, t('billing.bills.title'))} disabled={!value?.total} /> : null}
            {canAdd ? (
              <Button type="primary" icon={<PlayCircleOutlined />} onClick={openRun} disabled={!value}>
                {t('billing.bills.run')}
              </Button>
            ) : null}
          </Space>
        }
      >
        <Space wrap role="group" aria-label={t('billing.bills.filters')} style={{ marginBottom: 12 }}>
          <Select
            aria-label={t('billing.bills.month')}
            style={{ width: 140 }}
            value={filters.month}
            onChange={filters.setMonth}
            options={[{ value: '', label: t('billing.bills.allMonths') }, ...(value?.months ?? []).map((m) => ({ value: m, label: monthText(intl, m) }))]}
          />
          <Select
            aria-label={t('billing.bills.state')}
            style={{ width: 160 }}
            value={filters.state}
            onChange={filters.setState}
            options={[{ value: '', label: t('billing.bills.allStates') }, ...BILL_STATE_FILTERS.map((s) => ({ value: s, label: t(`billing.bills.state.${s}`) }))]}
          />
          <Select
            aria-label={t('billing.bills.tenant')}
            style={{ width: 220 }}
            showSearch={{ optionFilterProp: 'label' }}
            value={filters.tenant}
            onChange={filters.setTenant}
            options={[{ value: '', label: t('billing.bills.allTenants') }, ...(value?.tenants ?? []).map((x) => ({ value: x.did, label: x.name }))]}
          />
          <Input.Search aria-label={t('billing.bills.search')} placeholder={t('billing.bills.search')} allowClear style={{ width: 240 }} value={search} onChange={(e) => setSearch(e.target.value)} onSearch={(q) => filters.setQ(q)} />
        </Space>
        {value && value.total === 0 ? (
          <EmptyData description={t(filtered ? 'billing.bills.noneMatch' : 'billing.bills.none')} />
        ) : (
          <Table<BillRow>
            aria-label={t('billing.bills.table')}
            size="small"
            rowKey="did"
            stableRows
            loading={!value || resource.status === 'loading'}
            dataSource={value?.data ?? []}
            columns={columns}
            rowSelection={{ selectedRowKeys: selected.map((b) => b.did), onChange: (_, rows) => setSelected(rows), preserveSelectedRowKeys: true }}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: value?.total ?? 0, onChange: setPage, showSizeChanger: false }}
            scroll={{ x: 1300 }}
          />
        )}
      </Card>
      {filters.bill ? (
        <BillDrawer pid={pid} did={filters.bill} version={version} canEdit={canEdit} onClose={() => filters.setBill('')} onPrint={printDetail} onVoid={(d) => setVoiding(d.bill)} onIssue={(d) => setIssuing([d.bill])} />
      ) : null}
      {voiding ? (
        <VoidDialog
          pid={pid}
          bill={voiding}
          onClose={() => setVoiding(null)}
          onVoided={() => {
            const voided = voiding.did;
            setVoiding(null);
            // Until the list answers again, the voided bill is no longer among what may be printed.
            setSelected((prev) => prev.map((b) => (b.did === voided ? { ...b, state: 'void' as const } : b)));
            setVersion((v) => v + 1);
          }}
        />
      ) : null}
      {issuing ? (
        <ConfirmWrite
          title={t('billing.bills.issueTitle', { count: issuing.length })}
          body={t('billing.bills.issueBody', { count: issuing.length })}
          okText={t('billing.bills.issue')}
          write={() => billingApi(api).bills.issue({ pid, dids: issuing.map((b) => b.did) }, { hideError: true })}
          onDone={() => {
            notify.success({ id: 'billing.bills.issued', values: { count: issuing.length } });
            setIssuing(null);
            setSelected([]);
            setVersion((v) => v + 1);
          }}
          onClose={() => setIssuing(null)}
        />
      ) : null}
      {running && value ? (
        <RunDialog
          pid={pid}
          store={store}
          months={value.runMonths}
          run={billRun}
          onClose={() => setRunning(false)}
          onShowDrafts={(month) => {
            setRunning(false);
            filters.showDrafts(month);
          }}
        />
      ) : null}
      {printing ? <PrintNotices notices={printing} onDone={closePrint} /> : null}
    </div>
  );
});

export default BillManagementScreen;
