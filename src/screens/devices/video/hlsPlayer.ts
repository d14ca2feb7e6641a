/** A stream playing in a <video>; destroy() stops it at once and lets go of every request and timer. */
export interface StreamPlayer {
  destroy(): void;
}

export interface StreamEvents {
  /** How it plays: the browser's own HLS, or hls.js over Media Source Extensions. */
  onVia(via: 'native' | 'hls.js'): void;
  /** The stream cannot go on (no way to play HLS, or errors hls.js could not recover from). */
  onFatal(): void;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Media Source Extensions with H.264, what hls.js needs for the clips. */
function canUseMse(): boolean {
  const source = (globalThis as { ManagedMediaSource?: typeof MediaSource }).ManagedMediaSource ?? globalThis.MediaSource;
  return typeof source?.isTypeSupported === 'function' && source.isTypeSupported('video/mp4; codecs="avc1.42E01E"');
}

/** The browser plays HLS itself (Safari): canPlayType answers 'probably' or 'maybe'. */
function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType(HLS_TYPE) !== '';
}

/** The browser's own HLS: stops by dropping the source, so the element lets go of its connection and buffer. */
function playNatively(video: HTMLVideoElement, url: string, events: StreamEvents): StreamPlayer {
  const onError = () => events.onFatal();
  video.addEventListener('error', onError);
  video.src = url;
  events.onVia('native');
  return {
    destroy: () => {
      video.removeEventListener('error', onError);
      video.pause();
      video.removeAttribute('src');
      video.load();
    },
  };
}

/**
 * Plays an HLS playlist in `video`: natively where the browser plays HLS itself (Safari, Chromium
 * from 141), else through hls.js over Media Source Extensions, loaded only now (a chunk of its
 * own). Returns at once: destroy() before hls.js has loaded cancels it. The URL must already be
 * checked (sameOriginMediaUrl).
 */
export function playHls(video: HTMLVideoElement, url: string, events: StreamEvents): StreamPlayer {
  if (playsHlsNatively(video)) return playNatively(video, url, events);
  if (!canUseMse()) {
    events.onFatal();
    return { destroy: () => undefined };
  }
  let destroyed = false;
  let hls: { destroy(): void } | null = null;
  void import('hls.js/light').then(
    ({ default: Hls }) => {
      if (destroyed) return;
      // Short clips in small tiles: a small buffer keeps 16 tiles light.
      const player = new Hls({ maxBufferLength: 10, backBufferLength: 4, capLevelToPlayerSize: true });
      player.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) events.onFatal();
      });
      player.loadSource(url);
      player.attachMedia(video);
      hls = player;
      events.onVia('hls.js');
    },
    () => !destroyed && events.onFatal(),
  );
  return {
    destroy: () => {
      destroyed = true;
      hls?.destroy();
      hls = null;
    },
  };
}
