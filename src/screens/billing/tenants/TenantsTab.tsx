import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TenantRow } from '../../../api/billing/tenantsTypes';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { FilterBar } from '../../../ui/filter-bar/FilterBar';
import { useLiveResource } from '../../../ui/live/useLiveResource';
import { useResource } from '../../../ui/resource/useResource';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { LiveCard } from '../../../ui/live/LiveCard';
import { anyText, useListFilters } from '../../../ui/url-state/useListFilters';
import { TenantDialog } from './TenantDialog';
import { tenantExportColumns } from './tenantExport';
import { billingApi } from '../../../api/billing';
import { LoadFailed } from '../../../ui/LoadFailed';

const FILTERS = { q: anyText, type: (v: string) => /^[\w-]{1,80}$/.test(v), key: (v: string) => v === 'yes' || v === 'no' };

/** The store's tenants, filtered in the URL (search, type, key), with create, edit and export. */
export const TenantsTab = observer(function TenantsTab({ pid }: { pid: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages, notify } = useStores();
  const store = project.currentStore;
  const { filters, bar, filtered } = useListFilters(FILTERS);
  const query = { pid, store, search: filters.q || undefined, type: filters.type || undefined, key: filters.key ? filters.key === 'yes' : undefined };
  const live = useLiveResource(store ? (signal) => billingApi(api).tenants.tenants(query, { silent: true, signal }) : null, [api, store, pid, filters]);
  const types = useResource(store ? (signal) => billingApi(api).tenants.tenantTypes({ pid, store }, { signal }) : null, [api, store, pid]);
  const [editing, setEditing] = useState<{ tenant?: TenantRow } | null>(null);
  const { resource } = live;
  if (!resource.value && resource.status === 'error') {
    return <LoadFailed title={t('billing.tenants.loadFailed')} onRetry={live.refresh} />;
  }
  const rows = resource.value?.data ?? [];
  const canEdit = pages.can('edit', pid);
  const typeOptions = (types.value ?? []).map((type) => ({ value: type.did, label: type.name }));
  const columns = tenantExportColumns(intl);

  return (
    <>
      <LiveCard
        title={t('billing.tenants.tab.tenants')}
        live={live}
        empty={rows.length === 0}
        exportJob={pages.can('export', pid) ? rowsExportJob(async (signal) => (await billingApi(api).tenants.tenants(query, { signal })).data, columns, t('billing.tenants.tab.tenants')) : undefined}
        after={pages.can('add', pid) ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>{t('billing.tenants.create')}</Button> : null}
      >
        <FilterBar
          aria-label={t('billing.common.filters')}
          fields={[
            { key: 'q', kind: 'text', label: t('billing.tenants.search') },
            { key: 'type', kind: 'enum', label: t('billing.tenants.type'), options: typeOptions },
            { key: 'key', kind: 'enum', label: t('billing.tenants.key'), options: [{ value: 'yes', label: t('common.yes') }, { value: 'no', label: t('common.no') }] },
          ]}
          {...bar}
        />
        {resource.value && rows.length === 0 ? (
          <EmptyData description={t(filtered ? 'billing.common.noneMatch' : 'billing.tenants.none')} />
        ) : (
          <Table<TenantRow>
            aria-label={t('billing.tenants.tab.tenants')}
            size="small"
            rowKey="did"
            loading={!resource.value}
            dataSource={rows}
            pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ x: 960 }}
            columns={[
              { key: 'name', title: t('billing.tenants.name'), render: (_, row) => <Space size={4}>{row.name}{row.key ? <StatusTag tone="info">{t('billing.tenants.key')}</StatusTag> : null}</Space> },
              { key: 'contact', title: t('billing.tenants.contact'), dataIndex: 'contact' },
              { key: 'phone', title: t('billing.tenants.phone'), dataIndex: 'phone' },
              { key: 'email', title: t('billing.tenants.email'), dataIndex: 'email' },
              { key: 'type', title: t('billing.tenants.type'), dataIndex: 'typeName' },
              { key: 'contracts', title: t('billing.tenants.contracts'), dataIndex: 'contracts', align: 'right' },
              ...(canEdit ? [{ key: 'actions', title: t('common.actions'), render: (_: unknown, row: TenantRow) => <Button size="small" onClick={() => setEditing({ tenant: row })} aria-label={t('billing.tenants.editNamed', { name: row.name })}>{t('common.edit')}</Button> }] : []),
            ]}
          />
        )}
      </LiveCard>
      {editing ? (
        <TenantDialog
          pid={pid}
          store={store}
          tenant={editing.tenant}
          types={typeOptions}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            notify.success({ id: 'billing.tenants.saved', values: { name: saved.name } });
            live.refresh();
          }}
        />
      ) : null}
    </>
  );
});
