import { SoundOutlined } from '@ant-design/icons';
import type { MediaItem } from '../../../api/signage/types';

/**
 * A file's thumbnail drawn by the browser from the file itself: the picture, a video's first
 * frame (only its metadata and first frame are fetched), a sound icon for audio. Decorative: the
 * name is always written beside it.
 */
export function MediaThumb({ item, size }: { item: MediaItem; size: number }) {
  const box = { width: size, height: Math.round((size * 9) / 16), objectFit: 'contain' as const, background: 'rgba(0,0,0,0.04)', borderRadius: 4, display: 'block' };
  if (item.kind === 'image') return <img src={item.url} alt="" loading="lazy" style={box} />;
  if (item.kind === 'video') return <video src={item.url} preload="metadata" muted playsInline aria-hidden="true" tabIndex={-1} style={box} />;
  return (
    <span aria-hidden="true" style={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: Math.round(size / 5) }}>
      <SoundOutlined />
    </span>
  );
}
