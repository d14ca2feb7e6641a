import { CameraOutlined } from '@ant-design/icons';
import { Button, Image, Progress, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { shrinkPhoto } from '../../../lib/media/shrinkPhoto';
import { idOrText } from '../../../lib/serverMessage';
import { useStores } from '../../../stores/context';
import { UploadQueue } from '../../../stores/uploads/UploadQueue';
import { useUploads } from '../../../stores/uploads/uploadsOf';
import { useFileLink } from '../../../ui/files/useFileLink';
import { fileAddress, TICKET_PHOTO_RULES, ticketPhotoPurpose, ticketPhotoSender } from './ticketPhoto';

export interface TicketPhotoProps {
  pid: string;
  did: string;
  /** The did of the photo the ticket holds now ('' for none). */
  photo: string;
  /** Whether the caller may attach one (the list's edit right, an open ticket). */
  canAttach: boolean;
  /** A photo was attached: the ticket is read again. */
  onAttached: () => void;
}

/**
 * The ticket's photo from the site: the phone's camera (`capture`) or a picked image, made small
 * (lib/media/shrinkPhoto), sent through the console's upload queue (its badge in the header shows it going), then shown as a thumbnail.
 */
export const TicketPhoto = observer(function TicketPhoto({ pid, did, photo, canAttach, onAttached }: TicketPhotoProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const root = useStores();
  const queue = useUploads(root);
  const input = useRef<HTMLInputElement>(null);
  const purpose = ticketPhotoPurpose(pid, did);
  const attached = queue.uploadedOf(purpose);
  const send = useMemo(() => ticketPhotoSender(root.api, pid, did), [root.api, pid, did]);
  const link = useFileLink(photo ? fileAddress(photo) : null);
  const latest = queue.items.filter((item) => item.purpose === purpose).at(-1);
  // Read the ticket again once a photo of it is stored, even if it finished while the user was elsewhere.
  const seen = useRef(attached);
  useEffect(() => {
    if (attached === seen.current) return;
    seen.current = attached;
    onAttached();
  }, [attached, onAttached]);

  return (
    <section aria-label={t('workOrder.photo')}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>{t('workOrder.photo')}</Typography.Title>
      {photo ? (
        link ? <Image src={link} alt={t('workOrder.photoAlt')} width={160} style={{ borderRadius: 6 }} /> : <Typography.Text type="secondary">{t('workOrder.photoLoading')}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('workOrder.noPhoto')}</Typography.Text>
      )}
      {canAttach ? (
        <Space orientation="vertical" style={{ display: 'flex', marginTop: 8 }}>
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            aria-label={t('workOrder.takePhoto')}
            style={{ display: 'none' }}
            onChange={(event) => {
              const [file] = Array.from(event.target.files ?? []);
              event.target.value = '';
              // A phone's full-size photo is made small first: quick on a slow network, within the service's limit.
              if (file) void shrinkPhoto(file).then((photo) => queue.add([photo], send, TICKET_PHOTO_RULES, purpose));
            }}
          />
          <Button block icon={<CameraOutlined />} style={{ minHeight: 44 }} onClick={() => input.current?.click()}>
            {t(photo ? 'workOrder.replacePhoto' : 'workOrder.takePhoto')}
          </Button>
          {latest && latest.state !== 'done' ? (
            <div role="status">
              {latest.state === 'sending' || latest.state === 'queued' || latest.state === 'hashing' ? <Progress percent={UploadQueue.percent(latest)} size="small" /> : null}
              <Typography.Text type={latest.reason ? 'danger' : 'secondary'}>{latest.reason ? idOrText(intl, latest.reason) : t(`uploads.state.${latest.state}`)}</Typography.Text>
              {latest.state === 'failed' ? <Button type="link" onClick={() => queue.retry(latest.id)}>{t('common.retry')}</Button> : null}
              {latest.state === 'duplicate' ? <Button type="link" onClick={() => queue.keepBoth(latest.id)}>{t('workOrder.sendAnyway')}</Button> : null}
            </div>
          ) : null}
        </Space>
      ) : null}
    </section>
  );
});
