import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { RoleSummary } from '../../../api/access/types';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { useResource } from '../../../ui/resource/useResource';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { idParam } from '../../../ui/url-state/codecs';
import { ConfirmWrite } from '../../../ui/dialog/ConfirmWrite';
import { PermissionTree } from './PermissionTree';
import { RoleDeleteDialog } from './RoleDeleteDialog';
import { RoleNameDialog, type RoleNaming } from './RoleNameDialog';
import { RoleTable, type RoleAct } from './RoleTable';
import { accessApi } from '../../../api/access';
import { LoadFailed } from '../../../ui/LoadFailed';

/** The roles and, beside them, the selected role's permission tree (the role in the URL). */
export const RolesTab = observer(function RolesTab({ pid }: { pid: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages, notify } = useStores();
  const list = useResource((signal) => accessApi(api).roles.list(pid, { signal }), [api, pid]);
  const [roleName, setRoleName] = useSearchParam('role', idParam, '');
  const [naming, setNaming] = useState<RoleNaming | null>(null);
  const [toggling, setToggling] = useState<RoleSummary | null>(null);
  const [deleting, setDeleting] = useState<RoleSummary | null>(null);

  if (!list.value && list.status === 'error') {
    return <LoadFailed title={t('admin.roles.loadFailed')} onRetry={() => void list.reload()} />;
  }
  const roles = list.value?.roles ?? [];
  const current = roles.find((r) => r.name === roleName);
  const allowed = new Set<RoleAct>([
    ...(pages.can('edit', pid) ? (['rename', 'toggle'] as const) : []),
    ...(pages.can('add', pid) ? (['clone'] as const) : []),
    ...(pages.can('delete', pid) ? (['delete'] as const) : []),
  ]);
  const reload = () => void list.reload();
  const onAct = (act: RoleAct, role: RoleSummary) => {
    if (act === 'rename') setNaming({ kind: 'rename', role });
    else if (act === 'clone') setNaming({ kind: 'clone', from: role });
    else if (act === 'toggle') setToggling(role);
    else setDeleting(role);
  };
  const exportJob = rowsExportJob(
    async (signal) => (await accessApi(api).roles.list(pid, { signal })).roles,
    [
      { key: 'title', title: t('admin.roles.name') },
      { key: 'users', title: t('admin.roles.users'), type: 'number' },
      { key: 'state', title: t('admin.roles.state'), value: (row: RoleSummary) => t(row.disabled ? 'admin.roles.disabled' : 'admin.roles.enabled') },
    ],
    t('admin.roles.title'),
  );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Card
          size="small"
          title={t('admin.roles.title')}
          loading={!list.value}
          extra={
            <Space>
              {pages.can('export', pid) ? <ExportButton job={exportJob} /> : null}
              {pages.can('add', pid) ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setNaming({ kind: 'create' })}>{t('admin.roles.create')}</Button> : null}
            </Space>
          }
        >
          {list.value && roles.length === 0 ? <EmptyData description={t('admin.roles.none')} /> : <RoleTable roles={roles} selected={roleName} allowed={allowed} beyond={new Set(list.value?.beyond ?? [])} onSelect={(role) => setRoleName(role.name)} onAct={onAct} />}
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        {current && list.value ? <PermissionTree key={current.name} pid={pid} role={current} list={list.value} onSaved={reload} /> : <Card size="small"><EmptyData description={t('admin.roles.pick')} /></Card>}
      </Col>
      {naming ? (
        <RoleNameDialog
          pid={pid}
          naming={naming}
          onClose={() => setNaming(null)}
          onSaved={(role) => {
            setNaming(null);
            notify.success({ id: 'admin.roles.saved', values: { role: role.title } });
            setRoleName(role.name);
            reload();
          }}
        />
      ) : null}
      {toggling ? (
        <ConfirmWrite
          title={t(toggling.disabled ? 'admin.roles.enableNamed' : 'admin.roles.disableNamed', { role: toggling.title })}
          body={t(toggling.disabled ? 'admin.roles.enableBody' : 'admin.roles.disableBody', { role: toggling.title, count: toggling.users })}
          okText={t(toggling.disabled ? 'admin.roles.enable' : 'admin.roles.disable')}
          danger={!toggling.disabled}
          write={() => accessApi(api).roles.setDisabled({ pid, role: toggling.name }, !toggling.disabled, { hideError: true })}
          onClose={() => setToggling(null)}
          onDone={() => {
            setToggling(null);
            reload();
          }}
        />
      ) : null}
      {deleting ? (
        <RoleDeleteDialog
          pid={pid}
          role={deleting}
          roles={roles}
          onClose={() => setDeleting(null)}
          onDone={() => {
            if (roleName === deleting.name) setRoleName('');
            setDeleting(null);
            notify.success({ id: 'admin.roles.deleted', values: { role: deleting.title } });
            reload();
          }}
        />
      ) : null}
    </Row>
  );
});
