import { useEffect, useRef, useState, type RefObject } from 'react';

/** `starting` → `live`, or why there is no picture: none to be had, or the user (or policy) said no. */
export type CameraState = 'starting' | 'live' | 'none' | 'denied';

function stop(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The back camera's picture in `video` while `on`: every track is stopped when it goes off or the
 * component unmounts (no camera left running after the dialog, nor after the app unmounts).
 */
export function useCamera(on: boolean): { video: RefObject<HTMLVideoElement | null>; state: CameraState } {
  const video = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>('starting');
  useEffect(() => {
    if (!on) return undefined;
    let stream: MediaStream | null = null;
    let live = true;
    const element = video.current;
    setState('starting');
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setState('none');
      return undefined;
    }
    media.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
      (got) => {
        if (!live) {
          stop(got);
          return;
        }
        stream = got;
        if (element) {
          element.srcObject = got;
          void element.play().catch(() => undefined);
        }
        setState('live');
      },
      (error: unknown) => {
        if (!live) return;
        const name = error instanceof DOMException ? error.name : '';
        setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'none');
      },
    );
    return () => {
      live = false;
      stop(stream);
      if (element) element.srcObject = null;
    };
  }, [on]);
  return { video, state };
}
