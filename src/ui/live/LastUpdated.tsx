import { instantForm } from '../../lib/dateText';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { LiveResource } from './useLiveResource';

/** "Updated 14:03:22" for live data, with a refresh button; says when a refresh failed and what is shown instead. */
export const LastUpdated = observer(function LastUpdated<T>({ live }: { live: LiveResource<T> }) {
  const intl = useIntl();
  const { resource } = live;
  const time = resource.updatedAt === undefined
    ? null
    : instantForm(intl, resource.updatedAt, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const failed = resource.status === 'error';
  return (
    <Space size={4} aria-live="polite" data-testid="last-updated">
      <Typography.Text type={failed ? 'danger' : 'secondary'}>
        {failed
          ? intl.formatMessage({ id: time ? 'live.refreshFailedShowing' : 'live.refreshFailed' }, { time })
          : time
            ? intl.formatMessage({ id: 'live.updatedAt' }, { time, seconds: Math.round(live.intervalMs / 1000) })
            : intl.formatMessage({ id: 'live.loading' })}
      </Typography.Text>
      <Button
        size="small"
        type="text"
        icon={<ReloadOutlined />}
        loading={resource.loading}
        onClick={live.refresh}
        aria-label={intl.formatMessage({ id: 'live.refresh' })}
      />
    </Space>
  );
});
