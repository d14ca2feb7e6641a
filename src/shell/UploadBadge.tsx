import { CloudUploadOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { idOrText } from '../lib/serverMessage';
import { UploadQueue, type UploadItem } from '../stores/uploads/UploadQueue';
import { DuplicateChoice } from '../ui/files/DuplicateChoice';

/** The header's uploads: shown while the queue lists any, wherever the user is in the console. */
const UploadBadge = observer(function UploadBadge({ queue, color }: { queue: UploadQueue; color?: string }) {
  const intl = useIntl();
  if (queue.items.length === 0) return null;
  return (
    <Dropdown trigger={['click']} popupRender={() => <UploadPanel queue={queue} />}>
      <Button type="text" style={{ color }} aria-label={intl.formatMessage({ id: 'uploads.badge' }, { count: queue.active })}>
        <Badge count={queue.active} size="small" offset={[6, -2]} color="#007fff">
          <CloudUploadOutlined style={{ color }} />
        </Badge>
      </Button>
    </Dropdown>
  );
});

const UploadPanel = observer(function UploadPanel({ queue }: { queue: UploadQueue }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section
      aria-label={t('uploads.panel')}
      style={{ background: token.colorBgElevated, boxShadow: token.boxShadowSecondary, borderRadius: token.borderRadiusLG, padding: 12, width: 340 }}
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 320, overflowY: 'auto' }}>
        {queue.items.map((item) => (
          <UploadRow key={item.id} item={item} queue={queue} />
        ))}
      </ul>
      <Button size="small" onClick={() => queue.clearFinished()} style={{ marginTop: 8 }}>
        {t('uploads.clearFinished')}
      </Button>
    </section>
  );
});

const UploadRow = observer(function UploadRow({ item, queue }: { item: UploadItem; queue: UploadQueue }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const running = item.state === 'queued' || item.state === 'sending';
  const again = item.state === 'failed' || item.state === 'cancelled';
  return (
    <li style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 4, padding: '6px 0' }}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{item.name}</span>
      <span>
        {running ? (
          <Button size="small" type="link" onClick={() => queue.cancel(item.id)} aria-label={t('uploads.cancelNamed', { name: item.name })}>
            {t('uploads.cancel')}
          </Button>
        ) : null}
        {again ? (
          <Button size="small" type="link" onClick={() => queue.retry(item.id)} aria-label={t('uploads.retryNamed', { name: item.name })}>
            {t('uploads.retry')}
          </Button>
        ) : null}
      </span>
      <progress value={UploadQueue.percent(item)} max={100} aria-label={t('uploads.progressOf', { name: item.name })} style={{ width: '100%' }} />
      <span>{intl.formatNumber(UploadQueue.percent(item) / 100, { style: 'percent' })}</span>
      <span style={{ gridColumn: '1 / -1' }}>{item.reason ? idOrText(intl, item.reason) : t(`uploads.state.${item.state}`)}</span>
      <span style={{ gridColumn: '1 / -1' }}>
        <DuplicateChoice item={item} queue={queue} />
      </span>
    </li>
  );
});

export default UploadBadge;
