import { useEffect, useState, type RefObject } from 'react';
import { sameOriginMediaUrl } from '../../../lib/url';
import { playHls, type StreamEvents } from './hlsPlayer';

export type StreamStatus = 'none' | 'loading' | 'playing' | 'failed';

/**
 * Plays a camera's stream in the video while the tile is mounted: checked first (same origin,
 * http(s) only), stopped and destroyed on unmount or when the URL changes, so no request or
 * timer outlives the tile. `attempt` changes to try again after a failure.
 */
export function useStream(video: RefObject<HTMLVideoElement | null>, streamUrl: string | undefined, attempt: number) {
  const [status, setStatus] = useState<StreamStatus>('none');
  const [via, setVia] = useState<Parameters<StreamEvents['onVia']>[0] | null>(null);
  useEffect(() => {
    const element = video.current;
    const url = sameOriginMediaUrl(streamUrl, window.location.origin);
    if (!element || !url) {
      setStatus(streamUrl ? 'failed' : 'none');
      return undefined;
    }
    let stopped = false;
    setStatus('loading');
    const onPlaying = () => setStatus('playing');
    element.addEventListener('loadeddata', onPlaying);
    const player = playHls(element, url, { onVia: setVia, onFatal: () => !stopped && setStatus('failed') });
    return () => {
      stopped = true;
      element.removeEventListener('loadeddata', onPlaying);
      player.destroy();
    };
  }, [video, streamUrl, attempt]);
  return { status, via };
}
