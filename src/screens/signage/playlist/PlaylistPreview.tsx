import { PauseOutlined, CaretRightOutlined, StepForwardOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { playLengthText } from '../shared/playLength';
import { useFileLink } from '../../../ui/files/useFileLink';
import { previewMediaUrl } from '../shared/previewMediaUrl';
import { playMs, type DraftItem } from './playlistDraft';
import { usePlaylistPlayer } from './usePlaylistPlayer';

const STAGE = { height: 270, background: '#000', display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#fff' } as const;

/** The item on the stage: an image for its time, a video or audio playing itself; a file from elsewhere is not loaded (undefined: its link is on its way). */
function Stage({ item, url, playing }: { item: DraftItem; url: string | null | undefined; playing: boolean }) {
  const intl = useIntl();
  const media = useRef<HTMLMediaElement | null>(null);
  useEffect(() => {
    const element = media.current;
    if (!element || typeof element.pause !== 'function') return;
    // A browser may refuse to start sound on its own; the timer still moves on.
    if (playing) element.play?.()?.catch?.(() => undefined);
    else element.pause();
  }, [playing, url]);
  if (url === undefined) return null;
  if (!url) return <Alert type="warning" showIcon title={intl.formatMessage({ id: 'signage.preview.blocked' }, { name: item.name })} />;
  if (item.kind === 'image') return <img src={url} alt={item.name} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />;
  if (item.kind === 'video') return <video ref={(node) => void (media.current = node)} key={url} src={url} autoPlay playsInline aria-label={item.name} style={{ maxWidth: '100%', maxHeight: '100%' }} />;
  return <audio ref={(node) => void (media.current = node)} key={url} src={url} autoPlay controls aria-label={item.name} />;
}

/** Plays the playlist as a screen would (in the order and times being edited), looping, until closed. */
export function PlaylistPreview({ name, items, onClose }: { name: string; items: readonly DraftItem[]; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { runtime } = useStores();
  const player = usePlaylistPlayer(items.map(playMs));
  const item = items[player.index];
  // The file's signed link of the session: a <video> cannot send the session header.
  const link = useFileLink(item?.url);
  const url = !item ? null : link === undefined ? undefined : previewMediaUrl(link, runtime.apiBase, window.location.origin);
  return (
    <Dialog open title={t('signage.preview.title', { name })} footer={null} onCancel={onClose} width={560} destroyOnHidden>
      {item ? (
        <>
          <div style={STAGE}>
            <Stage item={item} url={url} playing={player.playing} />
          </div>
          <Space style={{ marginTop: 12, width: '100%', justifyContent: 'space-between' }} wrap>
            <Typography.Text aria-live="polite" data-testid="preview-now">
              {t('signage.preview.now', { position: player.index + 1, count: items.length, name: item.name, length: playLengthText(intl, playMs(item)) })}
            </Typography.Text>
            <Space>
              <Button icon={player.playing ? <PauseOutlined /> : <CaretRightOutlined />} onClick={player.toggle}>
                {t(player.playing ? 'signage.preview.pause' : 'signage.preview.play')}
              </Button>
              <Button icon={<StepForwardOutlined />} onClick={player.next}>
                {t('signage.preview.next')}
              </Button>
            </Space>
          </Space>
        </>
      ) : (
        <Typography.Text>{t('signage.playlist.noItems')}</Typography.Text>
      )}
    </Dialog>
  );
}
