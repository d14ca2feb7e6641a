import { Alert, Button, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { CommandTracker } from './CommandTracker';
import { reasonText } from '../../lib/serverMessage';

/**
 * The last batch as it goes: how many confirmed, failed, timed out or were refused, and the
 * ones still waiting; the unsuccessful ones can be sent again. Announced politely as it changes.
 */
export const BatchResults = observer(function BatchResults<Cmd>({ tracker, nameOf, canRetry = true }: {
  tracker: CommandTracker<Cmd>;
  /** A target's name for people (a device's name). */
  nameOf: (target: string) => string;
  canRetry?: boolean;
}) {
  const intl = useIntl();
  const total = tracker.lastBatch.length;
  if (!total) return null;
  const s = tracker.summary;
  const waiting = s.sending + s.sent;
  const unsuccessful = tracker.unsuccessful;
  const type = waiting ? 'info' : unsuccessful.length ? 'warning' : 'success';
  return (
    <Alert
      type={type}
      showIcon
      data-testid="batch-results"
      data-total={total}
      data-waiting={waiting}
      data-timeout={s.timeout}
      role="status"
      aria-live="polite"
      title={intl.formatMessage(
        { id: 'command.batch.summary' },
        { total, confirmed: s.confirmed, waiting, failed: s.failed, timeout: s.timeout, refused: s.refused },
      )}
      description={
        unsuccessful.length ? (
          <Space orientation="vertical" size={4} style={{ width: '100%' }}>
            <ul style={{ margin: 0, paddingInlineStart: 20, maxHeight: 160, overflow: 'auto' }} tabIndex={0} aria-label={intl.formatMessage({ id: 'command.batch.unsuccessful' })}>
              {unsuccessful.slice(0, 50).map((c) => (
                <li key={c.target}>
                  {nameOf(c.target)}: {intl.formatMessage({ id: `command.life.${c.life}` })}
                  {c.reason ? ` (${reasonText(intl, c.reason)})` : ''}
                </li>
              ))}
              {unsuccessful.length > 50 ? <li>{intl.formatMessage({ id: 'command.batch.more' }, { count: unsuccessful.length - 50 })}</li> : null}
            </ul>
            {canRetry && !waiting ? (
              <Button size="small" onClick={() => void tracker.retryUnsuccessful()}>
                {intl.formatMessage({ id: 'command.batch.retry' }, { count: unsuccessful.length })}
              </Button>
            ) : null}
          </Space>
        ) : undefined
      }
    />
  );
});
