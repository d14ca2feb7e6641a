import { useEffect, useState } from 'react';

/** `starting` → `live`, or why there is no picture: none to be had, or the user (or policy) said no. */
export type CameraState = 'starting' | 'live' | 'none' | 'denied';

function stop(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export interface Camera {
  state: CameraState;
  /** The `<video>` the picture plays in: a callback ref (a dialog mounts its content after opening). */
  attach: (element: HTMLVideoElement | null) => void;
  /** The video playing the picture, once both are there. */
  element: HTMLVideoElement | null;
}

/**
 * The back camera's picture while `on`: every track is stopped when it goes off or the component
 * unmounts (no camera left running after the dialog, nor after the app unmounts).
 */
export function useCamera(on: boolean): Camera {
  const [element, attach] = useState<HTMLVideoElement | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('starting');
  useEffect(() => {
    if (!on) return undefined;
    let got: MediaStream | null = null;
    let live = true;
    setState('starting');
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setState('none');
      return undefined;
    }
    media.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
      (answer) => {
        got = answer;
        if (!live) {
          stop(answer);
          return;
        }
        setStream(answer);
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
      stop(got);
      setStream(null);
    };
  }, [on]);
  // The picture goes to the video once both exist, in whichever order they came.
  useEffect(() => {
    if (!element || !stream) return undefined;
    element.srcObject = stream;
    // Muted and inline, it plays by itself; a refused play (or a browser without one) leaves it still, not broken.
    void Promise.resolve().then(() => element.play()).catch(() => undefined);
    return () => {
      element.srcObject = null;
    };
  }, [element, stream]);
  return { state, attach, element: stream ? element : null };
}
