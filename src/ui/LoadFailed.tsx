import { Button, Result } from 'antd';
import { useIntl } from 'react-intl';

/** A screen whose first load failed: says what could not be loaded and offers to try again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const intl = useIntl();
  return <Result status="warning" title={title} extra={<Button onClick={onRetry}>{intl.formatMessage({ id: 'common.retry' })}</Button>} />;
}
