import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { monthText } from '../../../lib/dateText';
import { TENANT_ALERTS, type TenantAlert, type TenantStatusRow } from '../../../api/billing/tenantsTypes';
import { BILLING_PIDS } from '../../../api/billing/types';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { FilterBar } from '../../../ui/filter-bar/FilterBar';
import { KpiRow } from '../../../ui/KpiRow';
import { useLiveResource } from '../../../ui/live/useLiveResource';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { LiveCard } from '../../../ui/live/LiveCard';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { anyText, useListFilters } from '../../../ui/url-state/useListFilters';
import { useMoney } from '../../../ui/format/useMoney';
import { statusColumns, statusExportColumns } from './statusColumns';
import { billingApi } from '../../../api/billing';
import { LoadFailed } from '../../../ui/LoadFailed';

const FILTERS = { q: anyText, alert: (v: string) => TENANT_ALERTS.includes(v as TenantAlert) };

/**
 * `tenant-status`: each tenant's rooms, contract and days left, arrears, and consumption of the
 * latest whole month against the month before and a year before, with alerts; live (payments arrive).
 */
export default observer(function TenantStatusScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages } = useStores();
  const store = project.currentStore;
  const pid = usePagePid({ fallback: BILLING_PIDS.tenantStatus });
  const { money } = useMoney();
  const { filters, bar, filtered } = useListFilters(FILTERS);
  const query = { pid, store, search: filters.q || undefined, alert: (filters.alert || undefined) as TenantAlert | undefined };
  const live = useLiveResource(store ? (signal) => billingApi(api).tenants.status(query, { silent: true, signal }) : null, [api, store, pid, filters]);
  const columns = useMemo(() => statusColumns(intl, money), [intl, money]);
  const { resource } = live;
  if (!resource.value && resource.status === 'error') {
    return <LoadFailed title={t('billing.status.loadFailed')} onRetry={live.refresh} />;
  }
  const status = resource.value;
  const rows = status?.rows ?? [];
  const kpis = status?.kpis;

  return (
    <div>
      <KpiRow
        items={[
          { key: 'tenants', title: t('billing.status.kpi.tenants'), value: kpis?.tenants, loading: !kpis },
          { key: 'withArrears', title: t('billing.status.kpi.withArrears'), value: kpis?.withArrears, loading: !kpis },
          { key: 'arrears', title: t('billing.status.kpi.arrears'), value: kpis ? money(kpis.arrears, kpis.currency) : undefined, loading: !kpis },
          { key: 'expiring', title: t('billing.status.kpi.expiring'), value: kpis?.expiring, loading: !kpis },
        ]}
      />
      <LiveCard
        title={t('billing.status.title')}
        live={live}
        empty={rows.length === 0}
        exportJob={pages.can('export', pid) ? rowsExportJob(async (signal) => (await billingApi(api).tenants.status(query, { signal })).rows, statusExportColumns(intl), t('billing.status.title')) : undefined}
      >
        {status ? (
          <Typography.Paragraph type="secondary">
            {t('billing.status.months', { month: monthText(intl, status.month), lastMonth: monthText(intl, status.lastMonth), lastYear: monthText(intl, status.lastYearMonth), percent: 30 })}
          </Typography.Paragraph>
        ) : null}
        <FilterBar
          aria-label={t('billing.common.filters')}
          fields={[
            { key: 'q', kind: 'text', label: t('billing.status.search') },
            { key: 'alert', kind: 'enum', label: t('billing.status.alerts'), options: TENANT_ALERTS.map((a) => ({ value: a, label: t(`billing.status.alert.${a}`) })) },
          ]}
          {...bar}
        />
        {status && rows.length === 0 ? (
          <EmptyData description={t(filtered ? 'billing.common.noneMatch' : 'billing.status.none')} />
        ) : (
          <Table<TenantStatusRow>
            aria-label={t('billing.status.title')}
            size="small"
            rowKey="tenant"
            loading={!status}
            dataSource={rows}
            columns={columns}
            pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ x: 1300 }}
          />
        )}
      </LiveCard>
    </div>
  );
});
