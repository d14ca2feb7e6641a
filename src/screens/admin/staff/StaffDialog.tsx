import { Form, Input, Radio, Select } from 'antd';
import { useIntl } from 'react-intl';
import type { StaffCreated, StaffInput, StaffList, StaffRow, StaffScope } from '../../../api/access/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { accessApi } from '../../../api/access';
import { STAFF_RULES } from '../../../api/access/rules';
import { fieldRules } from '../../../ui/form/fieldRules';
import { validValues } from '../../../ui/form/validValues';

const KINDS = ['all', 'parents', 'stores', 'own-store'] as const;

interface FormValues {
  username: string;
  name: string;
  roles: string[];
  scopeKind: StaffScope['kind'];
  parents: string[];
  stores: string[];
  store?: string;
  organization?: string;
}

export interface StaffDialogProps {
  pid: string;
  options: StaffList;
  /** The user edited; none: an invitation. */
  user?: StaffRow;
  onCreated: (created: StaffCreated) => void;
  onSaved: (row: StaffRow) => void;
  onClose: () => void;
}

/** The message id of each field's label (their version beside mine names fields by them). */
const FIELD_LABELS: Record<string, string> = {
  name: 'admin.staff.name', roles: 'admin.staff.roles', scopeKind: 'admin.staff.scope', parents: 'admin.staff.parents', stores: 'admin.staff.stores', store: 'admin.staff.ownStore', organization: 'admin.staff.organization',
};

/** The form's values of a user (blank ones for an invitation). */
function initialValues(user: StaffRow | undefined): FormValues {
  const scope = user?.scope;
  return {
    username: user?.username ?? '',
    name: user?.name ?? '',
    roles: user?.roles ?? [],
    scopeKind: scope?.kind ?? 'stores',
    parents: scope?.kind === 'parents' ? scope.parents : [],
    stores: scope?.kind === 'stores' ? scope.stores : [],
    store: scope?.kind === 'own-store' ? scope.store : undefined,
    organization: user?.organization || undefined,
  };
}

function scopeFrom(values: FormValues): StaffScope {
  if (values.scopeKind === 'parents') return { kind: 'parents', parents: values.parents ?? [] };
  if (values.scopeKind === 'stores') return { kind: 'stores', stores: values.stores ?? [] };
  if (values.scopeKind === 'own-store') return { kind: 'own-store', store: values.store ?? '' };
  return { kind: 'all' };
}

/**
 * Invite a user or edit one: roles, data scope (all, parent businesses, stores, own store),
 * organization. An edit names the version it was opened on (issue 36 item 2).
 */
export function StaffDialog({ pid, options, user, onCreated, onSaved, onClose }: StaffDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('scopeKind', form) ?? user?.scope.kind ?? 'stores';
  /** The user as the other editor saved them. */
  const theirs = async () => {
    const row = user && (await accessApi(api).staff.info({ pid, userid: user.userid }));
    return row ? { values: initialValues(row), version: row.version } : undefined;
  };
  const initial = initialValues(user);
  const roleChoices = options.roles.filter((r) => !r.disabled || initial.roles.includes(r.name)).map((r) => ({ value: r.name, label: r.title }));
  const kindChoices = KINDS.map((k) => ({ value: k, label: t(`admin.staff.scope.${k}`) }));
  const parentChoices = options.parents.map((p) => ({ value: p.did, label: p.name }));
  const storeChoices = options.stores.map((s) => ({ value: s.did, label: s.name }));
  const organizationChoices = options.organizations.map((o) => ({ value: o.did, label: o.name }));
  const { saving, general, run, version, conflict } = useVersionedSave(form, {
    // The server names a body's field (cmd.name): the form's field of that name shows it.
    version: user?.version, labels: FIELD_LABELS, theirs, locate: (path) => (path[0] === 'cmd' && (path[1] === 'username' || path[1] === 'name') ? [path[1]] : undefined),
    choices: { roles: roleChoices, scopeKind: kindChoices, parents: parentChoices, stores: storeChoices, store: storeChoices, organization: organizationChoices },
  });
  const required = (id: string) => [{ required: true, message: t(id) }];

  const save = async () => {
    if (!(await validValues(form))) return;
    const values = form.getFieldsValue(true) as FormValues;
    const cmd: StaffInput = { username: values.username.trim(), name: values.name.trim(), roles: values.roles, scope: scopeFrom(values), organization: values.organization };
    // A cleared organization is sent as '' (none): a left-out one would stay as it was.
    const edit = { name: cmd.name, roles: cmd.roles, scope: cmd.scope, organization: cmd.organization ?? '' };
    if (user) await run(({ overwrite }) => accessApi(api).staff.update({ pid, userid: user.userid, act: 'set', cmd: edit, version, overwrite }, { hideError: true }), onSaved);
    else await run(() => accessApi(api).staff.create({ pid, cmd }, { hideError: true }), onCreated);
  };

  return (
    <Dialog open title={user ? t('admin.staff.editNamed', { name: user.name }) : t('admin.staff.invite')} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={saving} onOk={() => void save()} onCancel={onClose} mask={{ closable: false }}>
      <SaveAlert title={t('common.notSaved')} reasons={general} />
      {conflict}
      <Form form={form} layout="vertical" initialValues={initial} name="staff" requiredMark>
        <Form.Item name="username" label={t('admin.staff.username')} rules={user ? [] : fieldRules(intl, STAFF_RULES.username, { messages: { required: 'admin.staff.usernameRequired' } })}>
          <Input maxLength={STAFF_RULES.username.maxLength} disabled={Boolean(user)} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t('admin.staff.name')} rules={fieldRules(intl, STAFF_RULES.name, { messages: { required: 'admin.staff.nameRequired' } })}>
          <Input maxLength={STAFF_RULES.name.maxLength} />
        </Form.Item>
        <Form.Item name="roles" label={t('admin.staff.roles')} rules={required('admin.refusal.noRoles')}>
          <Select mode="multiple" options={roleChoices} />
        </Form.Item>
        <Form.Item name="scopeKind" label={t('admin.staff.scope')}>
          <Radio.Group options={kindChoices} />
        </Form.Item>
        {kind === 'parents' ? (
          <Form.Item name="parents" label={t('admin.staff.parents')} rules={required('admin.refusal.scopeEmpty')}>
            <Select mode="multiple" optionFilterProp="label" options={parentChoices} />
          </Form.Item>
        ) : null}
        {kind === 'stores' ? (
          <Form.Item name="stores" label={t('admin.staff.stores')} rules={required('admin.refusal.scopeEmpty')}>
            <Select mode="multiple" optionFilterProp="label" options={storeChoices} />
          </Form.Item>
        ) : null}
        {kind === 'own-store' ? (
          <Form.Item name="store" label={t('admin.staff.ownStore')} rules={required('admin.refusal.scopeEmpty')}>
            <Select showSearch optionFilterProp="label" options={storeChoices} />
          </Form.Item>
        ) : null}
        <Form.Item name="organization" label={t('admin.staff.organization')}>
          <Select allowClear options={organizationChoices} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
