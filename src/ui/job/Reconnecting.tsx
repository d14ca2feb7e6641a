import { DisconnectOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useIntl } from 'react-intl';

/**
 * Said beside a long job's progress while its progress asks get no answer: the job goes on on
 * the server and its last known state stays (not an error, nothing restarted). A still icon: no
 * spinner is left turning on a network that stays bad.
 */
export function Reconnecting({ shown }: { shown: boolean }) {
  const intl = useIntl();
  if (!shown) return null;
  return (
    <Typography.Text type="warning" data-testid="job-reconnecting" aria-live="polite">
      <DisconnectOutlined aria-hidden /> {intl.formatMessage({ id: 'shell.connection.jobReconnecting' })}
    </Typography.Text>
  );
}
