import { useEffect, useRef, useState } from 'react';
import { useStores } from '../../stores/context';
import { loadQrReader } from './detector';

/** Frames read per second at most: enough for a hand held still, light on a phone's battery. */
const READ_EVERY_MS = 250;

export type ReaderState = 'loading' | 'ready' | 'failed';

/**
 * Reads the camera's picture (`video`, once it plays) for QR codes, handing each text read to `onText` (the
 * reader loads on first use). Reads one frame at a time on the app's own timers, so unmount,
 * closing, or the app's dispose stops it.
 */
export function useQrScan(video: HTMLVideoElement | null, onText: (text: string) => void): ReaderState {
  const { timers } = useStores();
  const [state, setState] = useState<ReaderState>('loading');
  const handler = useRef(onText);
  handler.current = onText;
  useEffect(() => {
    if (!video) return undefined;
    let live = true;
    let cancel = () => {};
    loadQrReader().then(
      (reader) => {
        if (!live) return;
        setState('ready');
        const tick = () => {
          const ready = video.readyState >= 2 && video.videoWidth > 0;
          const read = ready ? reader.read(video).catch(() => undefined) : Promise.resolve(undefined);
          void read.then((text) => {
            if (!live || timers.disposed) return;
            if (text) handler.current(text);
            cancel = timers.setTimeout(tick, READ_EVERY_MS);
          });
        };
        tick();
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [video, timers]);
  return state;
}
