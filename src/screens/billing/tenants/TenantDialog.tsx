import { Form, Input, Select, Switch } from 'antd';
import { useIntl } from 'react-intl';
import type { TenantInput, TenantRow } from '../../../api/billing/tenantsTypes';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { billingApi } from '../../../api/billing';
import { validValues } from '../../../ui/form/validValues';
import { TENANT_RULES } from '../../../api/billing/rules';
import { fieldRules } from '../../../ui/form/fieldRules';

const FIELDS = new Set(['name', 'contact', 'phone', 'email', 'type', 'key']);
/** The message id of each field's label (their version beside mine names fields by them). */
const FIELD_LABELS: Record<string, string> = {
  name: 'billing.tenants.name', contact: 'billing.tenants.contact', phone: 'billing.tenants.phone', email: 'billing.tenants.email', type: 'billing.tenants.type', key: 'billing.tenants.key',
};

const valuesOf = (tenant: TenantRow): TenantInput => ({ name: tenant.name, contact: tenant.contact, phone: tenant.phone, email: tenant.email, type: tenant.type, key: tenant.key });

export interface TenantDialogProps {
  pid: string;
  store: string;
  /** The tenant edited; none: a new one. */
  tenant?: TenantRow;
  types: Array<{ value: string; label: string }>;
  onSaved: (tenant: TenantRow) => void;
  onClose: () => void;
}

/** Create or edit a tenant; the server's field errors land on their fields, nothing typed is lost. */
export function TenantDialog({ pid, store, tenant, types, onSaved, onClose }: TenantDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api, project } = useStores();
  const [form] = Form.useForm<TenantInput>();
  /** The tenant as the other editor saved it. */
  const theirs = async () => {
    if (!tenant) return undefined;
    const now = (await billingApi(api).tenants.tenants({ pid, store })).data.find((row) => row.did === tenant.did);
    return now ? { values: valuesOf(now), version: now.version } : undefined;
  };
  const { saving, general, run, version, conflict } = useVersionedSave(form, {
    version: tenant?.version, labels: FIELD_LABELS, theirs, timeZone: project.store?.timezone,
    locate: (path) => (FIELDS.has(String(path[0])) ? path : undefined),
  });
  const initial: TenantInput = tenant ? valuesOf(tenant) : { name: '', contact: '', phone: '', email: '', type: types[0]?.value ?? '', key: false };

  const save = async () => {
    if (!(await validValues(form))) return;
    const cmd = form.getFieldsValue(true) as TenantInput;
    await run(
      ({ overwrite }) => (tenant ? billingApi(api).tenants.saveTenant({ pid, act: 'set', did: tenant.did, version, overwrite, cmd }, { hideError: true }) : billingApi(api).tenants.saveTenant({ pid, store, act: 'create', cmd }, { hideError: true })),
      onSaved,
    );
  };

  return (
    <Dialog
      open
      title={tenant ? intl.formatMessage({ id: 'billing.tenants.editNamed' }, { name: tenant.name }) : t('billing.tenants.create')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <SaveAlert title={intl.formatMessage({ id: 'billing.common.notSaved' })} reasons={general} />
      {conflict}
      <Form form={form} layout="vertical" initialValues={initial} name="tenant" requiredMark>
        <Form.Item name="name" label={t('billing.tenants.name')} rules={fieldRules(intl, TENANT_RULES.name, { messages: { required: 'billing.tenants.error.nameRequired' } })}>
          <Input maxLength={TENANT_RULES.name.maxLength} />
        </Form.Item>
        <Form.Item name="contact" label={t('billing.tenants.contact')} rules={fieldRules(intl, TENANT_RULES.contact)}>
          <Input maxLength={TENANT_RULES.contact.maxLength} />
        </Form.Item>
        <Form.Item name="phone" label={t('billing.tenants.phone')} rules={fieldRules(intl, TENANT_RULES.phone)}>
          <Input maxLength={TENANT_RULES.phone.maxLength} inputMode="tel" />
        </Form.Item>
        <Form.Item name="email" label={t('billing.tenants.email')} rules={fieldRules(intl, TENANT_RULES.email)}>
          <Input maxLength={TENANT_RULES.email.maxLength} inputMode="email" />
        </Form.Item>
        <Form.Item name="type" label={t('billing.tenants.type')} rules={[{ required: true, message: t('billing.tenants.error.type') }]}>
          <Select options={types} />
        </Form.Item>
        <Form.Item name="key" valuePropName="checked" label={t('billing.tenants.key')} extra={t('billing.tenants.keyHint')}>
          <Switch />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
