import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';

/**
 * A list narrowed to one record by its address (a scanned label opened it): which one, and the
 * way back to the whole list.
 */
export function OneShown({ name, onShowAll }: { name: string; onShowAll: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      type="info"
      showIcon
      title={intl.formatMessage({ id: 'ui.oneShown' }, { name })}
      action={<Button onClick={onShowAll}>{intl.formatMessage({ id: 'ui.showAll' })}</Button>}
    />
  );
}
