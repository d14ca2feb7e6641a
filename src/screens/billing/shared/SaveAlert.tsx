import { Alert } from 'antd';
import { useIntl } from 'react-intl';

/** Why a save was refused, above the form (errors that belong to no field). */
export function SaveAlert({ reasons }: { reasons: string[] }) {
  const intl = useIntl();
  if (reasons.length === 0) return null;
  return <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} title={intl.formatMessage({ id: 'billing.common.notSaved' })} description={reasons.join(' · ')} />;
}
