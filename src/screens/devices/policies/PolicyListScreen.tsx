import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { Policy } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { Dialog } from '../../../ui/dialog/Dialog';
import { EmptyData } from '../../../ui/EmptyData';
import { FilterBar } from '../../../ui/filter-bar/FilterBar';
import { useLiveResource } from '../../../ui/live/useLiveResource';
import { LiveCard } from '../../../ui/live/LiveCard';
import { anyText, oneOf, useListFilters } from '../../../ui/url-state/useListFilters';
import { parseMenutype } from './menutypes';
import { policyColumns } from './policyColumns';
import { POLICY_PAGE_SIZE, policyExportJob } from './policyExport';
import { PolicyDialog } from './PolicyDialog';
import { defaultValues, policyValues } from './policyFormValues';
import { DEFAULT_ZONE, localDay, storeTimeFormat } from './storeTime';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { devicesApi } from '../../../api/devices';
import { LoadFailed } from '../../../ui/LoadFailed';

/** `device-policy-list/:menutype`: the store's policies of the page's device kinds, live, with create, edit, enable and delete. */
export default function DevicePolicyListScreen() {
  const menutype = parseMenutype(useParams().menutype);
  return <PolicyList key={menutype ?? 0} />;
}

/** The policy list's filters in the URL: part of the name, on or off, schedule or trigger. */
const FILTERS = { q: anyText, enabled: oneOf('on', 'off'), kind: oneOf('schedule', 'trigger') };

const PolicyList = observer(function PolicyList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const menutype = parseMenutype(useParams().menutype);
  const { api, project, pages, notify, menu, locale, now } = useStores();
  const store = project.currentStore;
  // The zone every time of the console is shown in (the store's, checked), as the day bounds' too.
  const zone = locale.timeZone ?? DEFAULT_ZONE;
  const pid = usePagePid({ screen: 'device-policy-list', params: { menutype: String(menutype ?? '') } });
  const { filters, bar, filtered } = useListFilters(FILTERS);
  const query = { pid, store, menutype, search: filters.q || undefined, enabled: filters.enabled ? filters.enabled === 'on' : undefined, kind: filters.kind || undefined };
  const live = useLiveResource(
    store && pid && menutype ? (signal) => devicesApi(api).policies({ ...query, page: 1, pagesize: POLICY_PAGE_SIZE }, { silent: true, signal }) : null,
    [api, store, pid, menutype, filters],
  );
  const [editing, setEditing] = useState<{ policy?: Policy } | null>(null);
  const [deleting, setDeleting] = useState<Policy | null>(null);
  const [switching, setSwitching] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Policy | null>(null);

  if (!menutype) return <Result status="404" title={t('devices.policies.unknownPage')} />;
  if (!pid && menu.status === 'ready') return <Result status="403" title={t('devices.policies.noAccess')} />;
  const { resource } = live;
  if (!resource.value && resource.status === 'error') {
    return <LoadFailed title={t('devices.policies.loadFailed')} onRetry={live.refresh} />;
  }
  const policies = resource.value?.data ?? [];
  const time = storeTimeFormat(intl, zone);
  const today = localDay(resource.value?.now ?? new Date(now()).toISOString(), zone);
  const canAdd = pages.can('add', pid);
  const canEdit = pages.can('edit', pid);
  const canDelete = pages.can('delete', pid);
  const canExport = pages.can('export', pid);
  const title = t(`devices.policies.title.${menutype}`);

  const enable = async (policy: Policy, on: boolean) => {
    setSwitching((s) => new Set([...s, policy.did]));
    try {
      const saved = await devicesApi(api).enable({ pid, did: policy.did, enable: on });
      if (saved.conflicts.length > 0) setNotice(saved);
    } catch {
      // The request layer has shown why.
    } finally {
      setSwitching((s) => new Set([...s].filter((did) => did !== policy.did)));
      live.refresh();
    }
  };
  const remove = async (policy: Policy) => {
    try {
      await devicesApi(api).deleteTrigger({ pid, type: 'policy', did: policy.did });
      notify.success({ id: 'devices.policies.deleted', values: { name: policy.name } });
    } catch {
      // The request layer has shown why.
    }
    setDeleting(null);
    live.refresh();
  };

  return (
    <>
      <LiveCard
        screen="device-policy-list"
        title={title}
        live={live}
        exportJob={canExport ? policyExportJob(api, query, intl, time, title) : undefined}
        empty={!policies.length}
        after={
          canAdd ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('devices.policies.create')}
            </Button>
          ) : null
        }
      >
        <FilterBar
          aria-label={t('devices.policies.filters')}
          fields={[
            { key: 'q', kind: 'text', label: t('devices.policies.search') },
            { key: 'enabled', kind: 'enum', label: t('devices.policies.enabled'), options: [{ value: 'on', label: t('devices.policies.enabledOn') }, { value: 'off', label: t('devices.policies.enabledOff') }] },
            { key: 'kind', kind: 'enum', label: t('devices.policies.kind'), options: [{ value: 'schedule', label: t('devices.policies.kind.schedule') }, { value: 'trigger', label: t('devices.policies.kind.trigger') }] },
          ]}
          {...bar}
        />
        {canAdd || canEdit || canDelete ? null : <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('devices.policies.readOnly')} />}
        {notice ? (
          <Alert
            type="warning"
            showIcon
            closable
            onClose={() => setNotice(null)}
            style={{ marginBottom: 12 }}
            title={t('devices.policies.conflictNotice', { name: notice.name })}
            description={notice.conflicts.map((c) => t('devices.policies.conflict', { policy: c.policyName, device: c.deviceName })).join(' · ')}
          />
        ) : null}
        {resource.value && policies.length === 0 ? (
          <EmptyData description={t(filtered ? 'devices.policies.noneMatch' : 'devices.policies.none')} />
        ) : (
          <Table<Policy>
            aria-label={t('devices.policies.table')}
            size="small"
            rowKey="did"
            loading={!resource.value}
            dataSource={policies}
            columns={policyColumns(intl, { time, canEdit, canDelete, switching, onEnable: (p, on) => void enable(p, on), onEdit: (p) => setEditing({ policy: p }), onDelete: setDeleting })}
            pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ x: 1200 }}
          />
        )}
      </LiveCard>
      {editing ? (
        <PolicyDialog
          pid={pid}
          store={store}
          menutype={menutype}
          policy={editing.policy}
          initialValues={editing.policy ? policyValues(editing.policy, today) : defaultValues(menutype, today)}
          firstDay={today}
          timeZone={zone}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (saved.conflicts.length > 0) setNotice(saved);
            else notify.success({ id: 'devices.policies.saved', values: { name: saved.name } });
            live.refresh();
          }}
        />
      ) : null}
      {deleting ? (
        <Dialog
          open
          title={t('devices.policies.deleteTitle', { name: deleting.name })}
          okText={t('common.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onOk={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          {t('devices.policies.deleteBody')}
        </Dialog>
      ) : null}
    </>
  );
});
