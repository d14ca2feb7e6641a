import { stampText } from '../../../lib/dateText';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { Channel, PlaylistRef } from '../../../api/signage/types';
import type { ScheduleEvent } from '../../../api/signage/scheduleTypes';
import { EmptyData } from '../../../ui/EmptyData';
import { playLengthText } from '../shared/playLength';

export interface ChannelDetailProps {
  channel: Channel;
  /** The schedule events that play this channel; undefined while they load. */
  events: ScheduleEvent[] | undefined;
  onEdit?: () => void;
  onDelete?: () => void;
}

const REGION_STYLE = { border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 4, padding: 8 } as const;

/** One channel: its layout drawn as regions with their playlists, the default content, and where the schedule uses it. */
export function ChannelDetail({ channel, events, onEdit, onDelete }: ChannelDetailProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const names = (list: readonly PlaylistRef[]) => (list.length ? list.map((p) => `${p.name} (${playLengthText(intl, p.totalMs)})`).join(' → ') : t('signage.channel.nothing'));
  const main = channel.regions.find((r) => r.region === 'main');
  const ticker = channel.regions.find((r) => r.region === 'ticker');
  return (
    <Card
      title={channel.name}
      extra={
        <Space>
          {onEdit ? <Button icon={<EditOutlined />} onClick={onEdit}>{t('common.edit')}</Button> : null}
          {onDelete ? <Button danger icon={<DeleteOutlined />} onClick={onDelete}>{t('common.delete')}</Button> : null}
        </Space>
      }
    >
      <div role="group" aria-label={t('signage.channel.layoutOf', { name: channel.name })} style={{ display: 'grid', gap: 8, marginBottom: 16 }}>
        <div style={{ ...REGION_STYLE, minHeight: 72 }}>
          <Typography.Text strong>{t('signage.region.main')}: </Typography.Text>
          <Typography.Text>{names(main?.playlists ?? [])}</Typography.Text>
        </div>
        {ticker ? (
          <div style={REGION_STYLE}>
            <Typography.Text strong>{t('signage.region.ticker')}: </Typography.Text>
            <Typography.Text>{ticker.playlists.length ? names(ticker.playlists) : channel.tickerText ? t('signage.channel.tickerScrolls', { text: channel.tickerText }) : t('signage.channel.nothing')}</Typography.Text>
          </div>
        ) : null}
      </div>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('signage.channel.layout')}>{t(`signage.layout.${channel.layout}`)}</Descriptions.Item>
        <Descriptions.Item label={t('signage.channel.default')}>{channel.defaultPlaylist ? names([channel.defaultPlaylist]) : t('signage.channel.idlePage')}</Descriptions.Item>
        <Descriptions.Item label={t('signage.playlist.updatedAt')}>{t('signage.playlist.updated', { at: stampText(intl, channel.updatedAt), by: channel.updatedBy })}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('signage.channel.usedBy')}
      </Typography.Title>
      {events === undefined ? null : events.length === 0 ? (
        <EmptyData description={t('signage.channel.notScheduled')} height={80} />
      ) : (
        <ul aria-label={t('signage.channel.usedBy')} style={{ paddingInlineStart: 20, margin: 0 }}>
          {events.map((event) => (
            <li key={event.did}>
              {t('signage.channel.event', { name: event.name, target: event.target.name, priority: event.priority })}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
