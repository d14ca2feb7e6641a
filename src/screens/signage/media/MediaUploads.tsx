import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Select, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { idOrText } from '../../../lib/serverMessage';
import { useStores } from '../../../stores/context';
import { UploadQueue, type UploadItem } from '../../../stores/uploads/UploadQueue';
import { DuplicateChoice } from '../../../ui/files/DuplicateChoice';
import { MEDIA_PURPOSE, MEDIA_UPLOAD_RULES, mediaSender } from './mediaUpload';

/**
 * Choosing files to upload (several at once, with tags for all of them), through the console's
 * queue: they go on, and the header shows them, while the user is on other screens.
 */
export function MediaUploadPicker({ queue }: { queue: UploadQueue }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api, session } = useStores();
  const input = useRef<HTMLInputElement>(null);
  const [tags, setTags] = useState<string[]>([]);
  const choose = (files: FileList | null) => {
    const signedIn = session.headers;
    const owner = signedIn && { companyid: signedIn.companyid, userid: signedIn.userid };
    if (files?.length && owner) queue.add([...files], mediaSender(api, tags, owner), MEDIA_UPLOAD_RULES, MEDIA_PURPOSE);
    // The same file can be chosen again (after a cancel) only once the input is empty.
    if (input.current) input.current.value = '';
  };
  return (
    <Space wrap>
      <Select mode="tags" value={tags} onChange={setTags} placeholder={t('signage.media.uploadTags')} aria-label={t('signage.media.uploadTags')} style={{ minWidth: 220 }} open={false} suffixIcon={null} tokenSeparators={[',']} />
      <Button type="primary" icon={<UploadOutlined />} onClick={() => input.current?.click()}>
        {t('signage.media.upload')}
      </Button>
      <input ref={input} type="file" multiple hidden accept={MEDIA_UPLOAD_RULES.types.join(',')} aria-label={t('signage.media.chooseFiles')} onChange={(e) => choose(e.target.files)} />
    </Space>
  );
}

/** This library's uploads in the queue: per-file progress, cancel, try again, why one was not accepted. */
export const MediaUploadList = observer(function MediaUploadList({ queue }: { queue: UploadQueue }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const items = queue.items.filter((item) => item.purpose === MEDIA_PURPOSE);
  if (items.length === 0) return null;
  return (
    <section aria-label={t('signage.media.uploads')} style={{ marginBottom: 16 }}>
      <Typography.Text strong>{t('signage.media.uploads')}</Typography.Text>
      <ul style={{ listStyle: 'none', margin: '8px 0', padding: 0, display: 'grid', gap: 6 }}>
        {items.map((item) => (
          <UploadLine key={item.id} item={item} queue={queue} />
        ))}
      </ul>
      <Button size="small" onClick={() => queue.clearFinished()}>
        {t('uploads.clearFinished')}
      </Button>
    </section>
  );
});

const UploadLine = observer(function UploadLine({ item, queue }: { item: UploadItem; queue: UploadQueue }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const running = item.state === 'queued' || item.state === 'sending';
  const again = item.state === 'failed' || item.state === 'cancelled';
  const status = item.state === 'done' ? 'success' : item.state === 'failed' || item.state === 'refused' ? 'exception' : 'normal';
  return (
    <li data-upload={item.name} style={{ display: 'grid', gridTemplateColumns: 'minmax(120px, 1fr) 2fr auto', gap: 12, alignItems: 'center' }}>
      <span style={{ overflowWrap: 'anywhere' }}>{item.name}</span>
      <span>
        <Progress percent={UploadQueue.percent(item)} size="small" status={status} aria-label={t('uploads.progressOf', { name: item.name })} />
        <Typography.Text type={item.reason ? 'danger' : 'secondary'}>{item.reason ? idOrText(intl, item.reason) : t(`uploads.state.${item.state}`)}</Typography.Text>
        <DuplicateChoice item={item} queue={queue} />
      </span>
      <span>
        {running ? (
          <Button size="small" onClick={() => queue.cancel(item.id)} aria-label={t('uploads.cancelNamed', { name: item.name })}>
            {t('uploads.cancel')}
          </Button>
        ) : null}
        {again ? (
          <Button size="small" onClick={() => queue.retry(item.id)} aria-label={t('uploads.retryNamed', { name: item.name })}>
            {t('uploads.retry')}
          </Button>
        ) : null}
      </span>
    </li>
  );
});
