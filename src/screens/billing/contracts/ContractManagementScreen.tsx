import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { CONTRACT_PHASES, type ContractPhase, type ContractRow } from '../../../api/billing/contractsTypes';
import { BILLING_PIDS } from '../../../api/billing/types';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { FilterBar } from '../../../ui/filter-bar/FilterBar';
import { useLiveResource } from '../../../ui/live/useLiveResource';
import { useResource } from '../../../ui/resource/useResource';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { LiveCard } from '../../../ui/live/LiveCard';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { anyText, useListFilters } from '../../../ui/url-state/useListFilters';
import { useMoney } from '../../../ui/format/useMoney';
import { contractColumns, contractExportColumns } from './contractColumns';
import { ContractDialog, type ContractEdit } from './ContractDialog';
import { ContractDrawer } from './ContractDrawer';
import { billingApi } from '../../../api/billing';
import { LoadFailed } from '../../../ui/LoadFailed';

const DID = (v: string) => /^[\w-]{1,80}$/.test(v);
const FILTERS = { state: (v: string) => CONTRACT_PHASES.includes(v as ContractPhase), tenant: DID, room: DID, q: anyText, open: DID };
const PAGE = 10_000;

/** `contract-management`: the store's contracts filtered in the URL, with create, sign, renew, terminate and attachments. */
export default observer(function ContractManagementScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages, notify } = useStores();
  const store = project.currentStore;
  const pid = usePagePid({ fallback: BILLING_PIDS.contracts });
  const { money } = useMoney();
  const { filters, setFilters, bar, filtered } = useListFilters(FILTERS);
  const query = { pid, store, state: (filters.state || undefined) as ContractPhase | undefined, tenant: filters.tenant || undefined, room: filters.room || undefined, search: filters.q || undefined, page: 1, pagesize: PAGE };
  const live = useLiveResource(store ? (signal) => billingApi(api).contracts.list(query, { silent: true, signal }) : null, [api, store, pid, filters.state, filters.tenant, filters.room, filters.q]);
  const options = useResource(store ? (signal) => billingApi(api).contracts.options({ pid, store }, { signal }) : null, [api, store, pid]);
  const [editing, setEditing] = useState<ContractEdit | null>(null);
  const open = (row: ContractRow | null) => setFilters({ ...filters, open: row?.did ?? '' });
  const columns = useMemo(() => contractColumns(intl, money, open), [intl, money, filters]); // eslint-disable-line react-hooks/exhaustive-deps
  const { resource } = live;
  if (!resource.value && resource.status === 'error') {
    return <LoadFailed title={t('billing.contracts.loadFailed')} onRetry={live.refresh} />;
  }
  const rows = resource.value?.data ?? [];
  const opts = options.value;

  return (
    <div>
      <LiveCard
        title={t('billing.contracts.title')}
        live={live}
        empty={rows.length === 0}
        exportJob={pages.can('export', pid) ? rowsExportJob(async (signal) => (await billingApi(api).contracts.list(query, { signal })).data, contractExportColumns(intl), t('billing.contracts.title')) : undefined}
        after={pages.can('add', pid) && opts ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'create' })}>{t('billing.contracts.create')}</Button> : null}
      >
        <FilterBar
          aria-label={t('billing.common.filters')}
          fields={[
            { key: 'q', kind: 'text', label: t('billing.contracts.search') },
            { key: 'state', kind: 'enum', label: t('billing.contracts.state'), options: CONTRACT_PHASES.map((p) => ({ value: p, label: t(`billing.contracts.phase.${p}`) })) },
            { key: 'tenant', kind: 'enum', label: t('billing.contracts.tenant'), options: (opts?.tenants ?? []).map((x) => ({ value: x.did, label: x.name })) },
            { key: 'room', kind: 'enum', label: t('billing.contracts.room'), options: (opts?.rooms ?? []).map((x) => ({ value: x.did, label: `${x.buildingName} ${x.name}` })) },
          ]}
          {...bar}
          onReset={() => setFilters({})}
        />
        {resource.value && rows.length === 0 ? (
          <EmptyData description={t(filtered ? 'billing.common.noneMatch' : 'billing.contracts.none')} />
        ) : (
          <Table<ContractRow>
            aria-label={t('billing.contracts.title')}
            size="small"
            rowKey="did"
            loading={!resource.value}
            dataSource={rows}
            columns={columns}
            pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ x: 1300 }}
          />
        )}
      </LiveCard>
      {filters.open && opts ? (
        <ContractDrawer
          pid={pid}
          did={filters.open}
          onClose={() => open(null)}
          onEdit={setEditing}
          onChanged={live.refresh}
        />
      ) : null}
      {editing && opts ? (
        <ContractDialog
          pid={pid}
          store={store}
          edit={editing}
          options={opts}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            notify.success({ id: 'billing.contracts.saved', values: { code: saved.code } });
            live.refresh();
            setFilters({ ...filters, open: saved.did });
          }}
        />
      ) : null}
    </div>
  );
});
