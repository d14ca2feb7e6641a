import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import type { RoleSummary } from '../../../api/access/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useVersionedSave } from '../../../ui/form/useVersionedSave';
import { accessApi } from '../../../api/access';
import { ROLE_RULES } from '../../../api/access/rules';
import { fieldRules } from '../../../ui/form/fieldRules';
import { validValues } from '../../../ui/form/validValues';

/** What the name is for: a new role, a copy of one, or a new name for one. */
export type RoleNaming = { kind: 'create' } | { kind: 'clone'; from: RoleSummary } | { kind: 'rename'; role: RoleSummary };

export interface RoleNameDialogProps {
  pid: string;
  naming: RoleNaming;
  onSaved: (role: RoleSummary) => void;
  onClose: () => void;
}

/**
 * Create, clone or rename a role: one name field; the server checks the name is unique. A rename
 * names the role's version (its tree's too: one record), so a colleague's save since is told.
 */
export function RoleNameDialog({ pid, naming, onSaved, onClose }: RoleNameDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const [form] = Form.useForm<{ title: string }>();
  const renamed = naming.kind === 'rename' ? naming.role : undefined;
  /** The role as the other editor saved it. */
  const theirs = async () => {
    const role = renamed && (await accessApi(api).roles.list(pid)).roles.find((r) => r.name === renamed.name);
    return role ? { values: { title: role.title }, version: role.version } : undefined;
  };
  const { saving, general, run, version, conflict } = useVersionedSave(form, { version: renamed?.version, labels: { title: 'admin.roles.name' }, theirs, locate: (path) => (path[0] === 'title' ? ['title'] : undefined) });
  const heading = naming.kind === 'create' ? t('admin.roles.create') : naming.kind === 'clone' ? t('admin.roles.cloneNamed', { role: naming.from.title }) : t('admin.roles.renameNamed', { role: naming.role.title });
  const initial = naming.kind === 'rename' ? naming.role.title : naming.kind === 'clone' ? t('admin.roles.copyOf', { role: naming.from.title }) : '';

  const save = async () => {
    if (!(await validValues(form))) return;
    const title = String(form.getFieldValue('title')).trim();
    const roles = accessApi(api).roles;
    await run(
      ({ overwrite }) => (naming.kind === 'create' ? roles.create({ pid, title }, { hideError: true }) : naming.kind === 'clone' ? roles.clone({ pid, role: naming.from.name, title }, { hideError: true }) : roles.rename({ pid, role: naming.role.name, title, version, overwrite }, { hideError: true })),
      onSaved,
    );
  };

  return (
    <Dialog open title={heading} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={saving} onOk={() => void save()} onCancel={onClose} mask={{ closable: false }}>
      <SaveAlert title={t('common.notSaved')} reasons={general} />
      {conflict}
      <Form form={form} layout="vertical" initialValues={{ title: initial }} name="role" onFinish={() => void save()}>
        <Form.Item name="title" label={t('admin.roles.name')} rules={fieldRules(intl, ROLE_RULES.title, { messages: { required: 'admin.roles.nameRequired' } })}>
          <Input maxLength={ROLE_RULES.title.maxLength} autoFocus />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
