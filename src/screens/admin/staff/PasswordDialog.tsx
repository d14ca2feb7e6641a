import { Alert, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/dialog/Dialog';

/** The one-time password, shown once: closing the dialog forgets it (the server keeps none to show again). */
export function PasswordDialog({ name, password, onClose }: { name: string; password: string; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Dialog open title={t('admin.staff.passwordTitle', { name })} okText={t('common.close')} cancelButtonProps={{ style: { display: 'none' } }} onOk={onClose} onCancel={onClose}>
      <Alert type="warning" showIcon title={t('admin.staff.passwordOnce')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph copyable={{ text: password }}>
        <Typography.Text code aria-label={t('admin.staff.password')}>{password}</Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('admin.staff.passwordFirstSignIn')}</Typography.Paragraph>
    </Dialog>
  );
}
