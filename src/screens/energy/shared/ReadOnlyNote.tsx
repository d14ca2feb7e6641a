import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import type { PageGrants } from './usePageGrants';

/** Says why a setting screen offers no Save or Edit: the page's edit permission is missing. */
export function ReadOnlyNote({ grants }: { grants: PageGrants }) {
  const intl = useIntl();
  if (!grants.known || grants.canEdit) return null;
  return <Alert type="info" showIcon style={{ marginBottom: 12 }} title={intl.formatMessage({ id: 'energy.settings.readOnly' })} />;
}
