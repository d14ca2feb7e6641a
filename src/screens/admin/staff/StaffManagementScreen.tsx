import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ACCESS_PIDS, type StaffCreated, type StaffRow } from '../../../api/access/types';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { FilterBar } from '../../../ui/filter-bar/FilterBar';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { useResource } from '../../../ui/resource/useResource';
import { anyText, oneOf, useListFilters } from '../../../ui/url-state/useListFilters';
import { ConfirmWrite } from '../../../ui/dialog/ConfirmWrite';
import { PasswordDialog } from './PasswordDialog';
import { StaffDialog } from './StaffDialog';
import { StaffTable } from './StaffTable';
import { organizationText, rolesText, scopeText } from './staffText';
import { accessApi } from '../../../api/access';
import { LoadFailed } from '../../../ui/LoadFailed';

const FILTERS = { q: anyText, role: (v: string) => /^[\w-]{1,40}$/.test(v), state: oneOf('enabled', 'disabled') };

/** `staff-management`: the company's users, filtered in the URL, with invite, edit, disable, enable and reset password. */
export default observer(function StaffManagementScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { api, pages, notify } = useStores();
  const pid = usePagePid({ fallback: ACCESS_PIDS.staff });
  const { filters, bar, filtered } = useListFilters(FILTERS);
  const query = { pid, search: filters.q || undefined, role: filters.role || undefined, state: filters.state || undefined };
  const list = useResource((signal) => accessApi(api).staff.list(query, { signal }), [api, pid, filters]);
  const [editing, setEditing] = useState<{ user?: StaffRow } | null>(null);
  const [acting, setActing] = useState<{ user: StaffRow; act: 'disable' | 'enable' | 'resetPassword' } | null>(null);
  const [password, setPassword] = useState<{ name: string; password: string } | null>(null);

  if (!list.value && list.status === 'error') {
    return <LoadFailed title={t('admin.staff.loadFailed')} onRetry={() => void list.reload()} />;
  }
  const data = list.value;
  const rows = data?.rows ?? [];
  const reload = () => void list.reload();
  const stateText = (row: StaffRow) => t(`admin.staff.state.${row.state}`);
  const exportJob = data
    ? rowsExportJob(async (signal) => (await accessApi(api).staff.list(query, { signal })).rows, [
        { key: 'name', title: t('admin.staff.name') },
        { key: 'username', title: t('admin.staff.username') },
        { key: 'roles', title: t('admin.staff.roles'), value: (row: StaffRow) => rolesText(row, data) },
        { key: 'scope', title: t('admin.staff.scope'), value: (row: StaffRow) => scopeText(intl, row.scope, data) },
        { key: 'organization', title: t('admin.staff.organization'), value: (row: StaffRow) => organizationText(row, data) },
        { key: 'state', title: t('admin.staff.stateColumn'), value: stateText },
      ], t('admin.staff.title'))
    : undefined;
  const created = (answer: StaffCreated) => {
    setEditing(null);
    notify.success({ id: 'admin.staff.invited', values: { name: answer.user.name } });
    setPassword({ name: answer.user.name, password: answer.password });
    reload();
  };

  return (
    <Card
      size="small"
      title={t('admin.staff.title')}
      loading={!data}
      extra={
        <Space>
          {pages.can('export', pid) && exportJob ? <ExportButton job={exportJob} /> : null}
          {pages.can('add', pid) ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>{t('admin.staff.invite')}</Button> : null}
        </Space>
      }
    >
      <FilterBar
        aria-label={t('admin.staff.filters')}
        fields={[
          { key: 'q', kind: 'text', label: t('admin.staff.search') },
          { key: 'role', kind: 'enum', label: t('admin.staff.roles'), options: (data?.roles ?? []).map((r) => ({ value: r.name, label: r.title })) },
          { key: 'state', kind: 'enum', label: t('admin.staff.stateColumn'), options: (['enabled', 'disabled'] as const).map((s) => ({ value: s, label: t(`admin.staff.state.${s}`) })) },
        ]}
        {...bar}
      />
      {data && rows.length === 0 ? (
        <EmptyData description={t(filtered ? 'admin.staff.noneMatch' : 'admin.staff.none')} />
      ) : data ? (
        <StaffTable rows={rows} options={data} canEdit={pages.can('edit', pid)} onEdit={(user) => setEditing({ user })} onAct={(user, act) => setActing({ user, act })} />
      ) : null}
      {editing && data ? (
        <StaffDialog
          pid={pid}
          options={data}
          user={editing.user}
          onClose={() => setEditing(null)}
          onCreated={created}
          onSaved={(row) => {
            setEditing(null);
            notify.success({ id: 'admin.staff.saved', values: { name: row.name } });
            reload();
          }}
        />
      ) : null}
      {acting ? (
        <ConfirmWrite
          title={t(`admin.staff.${acting.act}Named`, { name: acting.user.name })}
          body={t(`admin.staff.${acting.act}Body`, { name: acting.user.name })}
          okText={t(`admin.staff.${acting.act}`)}
          danger={acting.act !== 'enable'}
          write={async () => {
            if (acting.act === 'resetPassword') {
              const answer = await accessApi(api).staff.resetPassword({ pid, userid: acting.user.userid }, { hideError: true });
              setPassword({ name: answer.user.name, password: answer.password });
              return answer;
            }
            return accessApi(api).staff.act({ pid, userid: acting.user.userid, act: acting.act }, { hideError: true });
          }}
          onClose={() => setActing(null)}
          onDone={() => {
            setActing(null);
            reload();
          }}
        />
      ) : null}
      {password ? <PasswordDialog name={password.name} password={password.password} onClose={() => setPassword(null)} /> : null}
    </Card>
  );
});
