import { PictureOutlined, SoundOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { MediaItem } from '../../../api/signage/types';
import { useStores } from '../../../stores/context';
import { useFileLink } from '../../../ui/files/useFileLink';
import { previewMediaUrl } from '../shared/previewMediaUrl';

/**
 * A file's thumbnail drawn by the browser from the file itself: the picture, a video's first
 * frame (only its metadata and first frame are fetched), a sound icon for audio. Decorative: the
 * name is always written beside it. Only files of the console's or the API's origin are loaded
 * (the server's URL is data), through the session's signed link: anything else, or a link still
 * being asked for, shows the kind's icon.
 */
export function MediaThumb({ item, size }: { item: MediaItem; size: number }) {
  const { runtime } = useStores();
  const url = previewMediaUrl(useFileLink(item.url), runtime.apiBase, window.location.origin);
  const box = { width: size, height: Math.round((size * 9) / 16), objectFit: 'contain' as const, background: 'rgba(0,0,0,0.04)', borderRadius: 4, display: 'block' };
  if (item.kind === 'image' && url) return <img src={url} alt="" loading="lazy" style={box} />;
  if (item.kind === 'video' && url) return <video src={url} preload="metadata" muted playsInline aria-hidden="true" tabIndex={-1} style={box} />;
  return (
    <span aria-hidden="true" style={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: Math.round(size / 5) }}>
      {item.kind === 'audio' ? <SoundOutlined /> : item.kind === 'video' ? <VideoCameraOutlined /> : <PictureOutlined />}
    </span>
  );
}
