import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { STORE_PID, type StoreRow } from '../../../api/admin/storeTypes';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui/EmptyData';
import { ConfirmWrite } from '../../../ui/dialog/ConfirmWrite';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { FilterBar } from '../../../ui/filter-bar/FilterBar';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { useResource } from '../../../ui/resource/useResource';
import { useListFilters } from '../../../ui/url-state/useListFilters';
import { StoreDialog } from './StoreDialog';
import { placeText, STORE_FILTERS, storeQuery } from './storeFilters';
import { StoreTable } from './StoreTable';
import { storesApi } from '../../../api/admin/stores';
import { LoadFailed } from '../../../ui/LoadFailed';

/**
 * `store-management`: the company's parent businesses and stores, filtered in the URL, with add,
 * edit, disable and enable. After a save the project picker's lists are read again, so a new,
 * renamed or disabled store shows there without a new sign-in.
 */
export default observer(function StoreManagementScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages, notify, project } = useStores();
  const pid = usePagePid({ fallback: STORE_PID });
  const { filters, bar, filtered } = useListFilters(STORE_FILTERS);
  const query = storeQuery(pid, filters);
  const list = useResource((signal) => storesApi(api).list(query, { signal }), [api, pid, filters]);
  const [editing, setEditing] = useState<{ record?: StoreRow; parent?: string } | null>(null);
  const [toggling, setToggling] = useState<StoreRow | null>(null);

  if (!list.value && list.status === 'error') {
    return <LoadFailed title={t('admin.stores.loadFailed')} onRetry={() => void list.reload()} />;
  }
  const data = list.value;
  const rows = data?.rows ?? [];
  const organizations = new Map((data?.organizations ?? []).map((o) => [o.did, o.name]));
  const changed = () => {
    void list.reload();
    // The picker and the portfolio read the lists again: no new sign-in needed.
    void project.refresh();
  };
  const exportJob = data
    ? rowsExportJob(async (signal) => (await storesApi(api).list({ ...query, export: true }, { signal })).rows, [
        { key: 'name', title: t('admin.stores.name') },
        { key: 'grade', title: t('admin.stores.grade'), value: (row: StoreRow) => t(`admin.stores.grade.${row.businessgrade}`) },
        { key: 'parentName', title: t('admin.stores.parent') },
        { key: 'place', title: t('admin.stores.place'), value: (row: StoreRow) => placeText(row) },
        { key: 'address', title: t('admin.stores.address') },
        { key: 'latitude', title: t('admin.stores.latitude') },
        { key: 'longitude', title: t('admin.stores.longitude') },
        { key: 'timezone', title: t('admin.stores.timezone') },
        { key: 'area', title: t('admin.stores.areaM2'), value: (row: StoreRow) => row.area ?? '' },
        { key: 'organization', title: t('admin.stores.organization'), value: (row: StoreRow) => organizations.get(row.organization ?? '') ?? row.organization ?? '' },
        { key: 'state', title: t('admin.stores.state'), value: (row: StoreRow) => t(`admin.stores.state.${row.state}`) },
      ], t('admin.stores.title'))
    : undefined;
  const toggleText = (row: StoreRow) => {
    const act = row.state === 'enabled' ? 'disable' : 'enable';
    if (act === 'disable' && row.businessgrade === 0) return t('admin.stores.disableParentBody', { name: row.name, count: row.stores });
    return t(`admin.stores.${act}Body`, { name: row.name });
  };

  return (
    <Card
      size="small"
      title={t('admin.stores.title')}
      loading={!data}
      extra={
        <Space>
          {pages.can('export', pid) && exportJob ? <ExportButton job={exportJob} /> : null}
          {pages.can('add', pid) ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>{t('admin.stores.add')}</Button> : null}
        </Space>
      }
    >
      <FilterBar
        aria-label={t('admin.stores.filters')}
        fields={[
          { key: 'q', kind: 'text', label: t('admin.stores.search') },
          { key: 'grade', kind: 'enum', label: t('admin.stores.grade'), options: (['0', '1'] as const).map((g) => ({ value: g, label: t(`admin.stores.grade.${g}`) })) },
          { key: 'parent', kind: 'enum', label: t('admin.stores.parent'), options: (data?.parents ?? []).map((p) => ({ value: p.did, label: p.name })) },
          { key: 'state', kind: 'enum', label: t('admin.stores.state'), options: (['enabled', 'disabled'] as const).map((s) => ({ value: s, label: t(`admin.stores.state.${s}`) })) },
        ]}
        {...bar}
      />
      {data && rows.length === 0 ? (
        <EmptyData description={t(filtered ? 'admin.stores.noneMatch' : 'admin.stores.none')} />
      ) : data ? (
        <StoreTable
          rows={rows}
          organizations={organizations}
          canEdit={pages.can('edit', pid)}
          canAdd={pages.can('add', pid)}
          onEdit={(record) => setEditing({ record })}
          onAddStore={(parent) => setEditing({ parent: parent.did })}
          onToggle={setToggling}
        />
      ) : null}
      {editing && data ? (
        <StoreDialog
          pid={pid}
          options={data}
          record={editing.record}
          parent={editing.parent}
          onClose={() => setEditing(null)}
          onSaved={(row, created) => {
            setEditing(null);
            notify.success({ id: created ? 'admin.stores.created' : 'admin.stores.saved', values: { name: row.name } });
            changed();
          }}
        />
      ) : null}
      {toggling ? (
        <ConfirmWrite
          title={t(`admin.stores.${toggling.state === 'enabled' ? 'disable' : 'enable'}Named`, { name: toggling.name })}
          body={toggleText(toggling)}
          okText={t(`admin.stores.${toggling.state === 'enabled' ? 'disable' : 'enable'}`)}
          danger={toggling.state === 'enabled'}
          write={() => storesApi(api).setDisabled({ pid, did: toggling.did }, toggling.state === 'enabled', { hideError: true })}
          onClose={() => setToggling(null)}
          onDone={() => {
            setToggling(null);
            changed();
          }}
        />
      ) : null}
    </Card>
  );
});
