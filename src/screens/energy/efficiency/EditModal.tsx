import { Alert, Form } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui';

/** The modal of the efficiency edit dialogs: Save and Cancel, Enter submits, the server's refusal under the form. */
export function EditModal({
  title,
  saving,
  serverError,
  onSave,
  onClose,
  children,
}: {
  title: string;
  saving: boolean;
  serverError: string | null;
  onSave: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Dialog
      open
      title={title}
      okText={intl.formatMessage({ id: 'common.save' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      onOk={() => void onSave()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void onSave()}>
        {children}
      </Form>
      {serverError && <Alert type="error" showIcon role="alert" title={serverError} />}
    </Dialog>
  );
}
