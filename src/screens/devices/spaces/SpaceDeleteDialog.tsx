import { Alert, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { SpaceNode } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useDialogWrite } from '../../../ui/form/useDialogWrite';
import { devicesApi } from '../../../api/devices';

/** Asks before deleting a space; a refusal (devices or meters bound, children left) shows the reason. */
export function SpaceDeleteDialog({ node, pid, onClose, onDeleted }: { node: SpaceNode; pid: string; onClose: () => void; onDeleted: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const { error, saving, run } = useDialogWrite();
  const remove = () => run(() => devicesApi(api).spaceDelete(node.did, { pid, hideError: true }), onDeleted);
  return (
    <Dialog
      open
      title={t('devices.space.deleteTitle', { name: node.name })}
      okText={t('common.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void remove()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon role="alert" title={t('devices.space.deleteRefused')} description={error} style={{ marginBottom: 12 }} /> : null}
      <Typography.Paragraph>{t('devices.space.deleteAsk', { name: node.name, devices: node.deviceCount, meters: node.meterCount, children: node.childCount })}</Typography.Paragraph>
    </Dialog>
  );
}
