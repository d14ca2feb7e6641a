import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useDialogWrite } from '../../../ui/form/useDialogWrite';

export interface SignageDeleteDialogProps {
  title: string;
  body: string;
  remove: () => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/** Asks before deleting a playlist or a channel; a refusal (still in use) shows the server's reason in the dialog. */
export function SignageDeleteDialog({ title, body, remove, onDone, onClose }: SignageDeleteDialogProps) {
  const intl = useIntl();
  const { error, saving, run } = useDialogWrite();
  return (
    <Dialog
      open
      title={title}
      okText={intl.formatMessage({ id: 'common.delete' })}
      okButtonProps={{ danger: true }}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      confirmLoading={saving}
      onOk={() => void run(remove, onDone)}
      onCancel={onClose}
    >
      {error ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} title={intl.formatMessage({ id: 'signage.notDeleted' })} description={error} /> : null}
      <p>{body}</p>
    </Dialog>
  );
}
