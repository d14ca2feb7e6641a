import { Form, Select } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { RoleSummary } from '../../../api/access/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useFormSave } from '../../../ui/form/useFormSave';
import { accessApi } from '../../../api/access';

export interface RoleDeleteDialogProps {
  pid: string;
  role: RoleSummary;
  roles: readonly RoleSummary[];
  onDone: () => void;
  onClose: () => void;
}

/** Deletes a role; one in use asks which role its users move to first (never to nothing). */
export function RoleDeleteDialog({ pid, role, roles, onDone, onClose }: RoleDeleteDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const [replacement, setReplacement] = useState<string | undefined>(undefined);
  const { saving, general, run } = useFormSave(null);
  const inUse = role.users > 0;
  const others = roles.filter((r) => r.name !== role.name && !r.disabled).map((r) => ({ value: r.name, label: r.title }));
  const remove = () => void run(() => accessApi(api).roles.remove({ pid, role: role.name, ...(inUse ? { replacement } : {}) }, { hideError: true }), onDone);

  return (
    <Dialog
      open
      title={t('admin.roles.deleteNamed', { role: role.title })}
      okText={t('common.delete')}
      okButtonProps={{ danger: true, disabled: inUse && !replacement }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={remove}
      onCancel={onClose}
    >
      <SaveAlert title={t('common.notSaved')} reasons={general} />
      <p>{inUse ? t('admin.roles.deleteInUse', { role: role.title, count: role.users }) : t('admin.roles.deleteUnused', { role: role.title })}</p>
      {inUse ? (
        <Form layout="vertical">
          <Form.Item label={t('admin.roles.replacement')} htmlFor="role-replacement" required>
            <Select id="role-replacement" options={others} value={replacement} onChange={setReplacement} />
          </Form.Item>
        </Form>
      ) : null}
    </Dialog>
  );
}
