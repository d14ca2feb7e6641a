import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TenantTypeRow } from '../../../api/billing/tenantsTypes';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { Dialog } from '../../../ui/dialog/Dialog';
import { ConfirmWrite } from '../../../ui/dialog/ConfirmWrite';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useFormSave } from '../../../ui/form/useFormSave';
import { useReloadable } from '../shared/useReloadable';
import { billingApi } from '../../../api/billing';
import { validValues } from '../../../ui/form/validValues';
import { TENANT_TYPE_RULES } from '../../../api/billing/rules';
import { fieldRules } from '../../../ui/form/fieldRules';
import { LoadFailed } from '../../../ui/LoadFailed';

/** Tenant types: add, rename, and delete one no tenant has (the server says how many have it). */
export const TenantTypesTab = observer(function TenantTypesTab({ pid }: { pid: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages } = useStores();
  const store = project.currentStore;
  const { resource: types, reload } = useReloadable(store ? (signal) => billingApi(api).tenants.tenantTypes({ pid, store }, { signal }) : null, [api, store, pid]);
  const [naming, setNaming] = useState<{ type?: TenantTypeRow } | null>(null);
  const [deleting, setDeleting] = useState<TenantTypeRow | null>(null);
  if (!types.value && types.status === 'error') return <LoadFailed title={t('billing.tenants.loadFailed')} onRetry={reload} />;
  const canEdit = pages.can('edit', pid);
  const canDelete = pages.can('delete', pid);

  return (
    <Card size="small" title={t('billing.tenants.tab.types')} extra={pages.can('add', pid) ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setNaming({})}>{t('billing.tenants.typeCreate')}</Button> : null}>
      <Table<TenantTypeRow>
        aria-label={t('billing.tenants.tab.types')}
        size="small"
        rowKey="did"
        loading={!types.value}
        dataSource={types.value ?? []}
        pagination={false}
        columns={[
          { key: 'name', title: t('billing.tenants.typeName'), dataIndex: 'name' },
          { key: 'tenants', title: t('billing.tenants.typeTenants'), dataIndex: 'tenants', align: 'right' },
          ...(canEdit || canDelete
            ? [{
                key: 'actions',
                title: t('common.actions'),
                render: (_: unknown, row: TenantTypeRow) => (
                  <Space size={4}>
                    {canEdit ? <Button size="small" onClick={() => setNaming({ type: row })} aria-label={t('billing.tenants.typeRenameNamed', { name: row.name })}>{t('billing.tenants.typeRename')}</Button> : null}
                    {canDelete ? <Button size="small" danger onClick={() => setDeleting(row)} aria-label={t('billing.tenants.typeDeleteNamed', { name: row.name })}>{t('common.delete')}</Button> : null}
                  </Space>
                ),
              }]
            : []),
        ]}
      />
      {naming ? <TypeNameDialog pid={pid} store={store} type={naming.type} onClose={() => setNaming(null)} onSaved={() => { setNaming(null); reload(); }} /> : null}
      {deleting ? <DeleteTypeDialog pid={pid} type={deleting} onClose={() => setDeleting(null)} onDeleted={() => { setDeleting(null); reload(); }} /> : null}
    </Card>
  );
});

function TypeNameDialog({ pid, store, type, onClose, onSaved }: { pid: string; store: string; type?: TenantTypeRow; onClose: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api } = useStores();
  const [form] = Form.useForm<{ name: string }>();
  const { saving, general, run } = useFormSave(form, { locate: (path) => (path[0] === 'name' ? path : undefined) });
  const save = async () => {
    if (!(await validValues(form))) return;
    const name = String(form.getFieldValue('name') ?? '');
    await run(() => (type ? billingApi(api).tenants.saveTenantType({ pid, act: 'set', did: type.did, name }, { hideError: true }) : billingApi(api).tenants.saveTenantType({ pid, store, act: 'create', name }, { hideError: true })), onSaved);
  };
  return (
    <Dialog open title={t(type ? 'billing.tenants.typeRename' : 'billing.tenants.typeCreate')} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={saving} onOk={() => void save()} onCancel={onClose}>
      <SaveAlert title={intl.formatMessage({ id: 'billing.common.notSaved' })} reasons={general} />
      <Form form={form} layout="vertical" initialValues={{ name: type?.name ?? '' }} name="tenant-type" onFinish={() => void save()}>
        <Form.Item name="name" label={t('billing.tenants.typeName')} rules={fieldRules(intl, TENANT_TYPE_RULES.name, { messages: { required: 'billing.tenants.error.nameRequired' } })}>
          <Input maxLength={TENANT_TYPE_RULES.name.maxLength} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}

function DeleteTypeDialog({ pid, type, onClose, onDeleted }: { pid: string; type: TenantTypeRow; onClose: () => void; onDeleted: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  return (
    <ConfirmWrite
      danger
      title={t('billing.tenants.typeDeleteNamed', { name: type.name })}
      body={type.tenants > 0 ? t('billing.tenants.error.typeInUse', { name: type.name, count: type.tenants }) : t('billing.tenants.typeDeleteBody')}
      okText={t('common.delete')}
      write={() => billingApi(api).tenants.saveTenantType({ pid, act: 'delete', did: type.did }, { hideError: true })}
      onDone={onDeleted}
      onClose={onClose}
    />
  );
}
