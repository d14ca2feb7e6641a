/** What the browser can tell of a media file before (or while) it is uploaded. */
export interface MediaInfo {
  kind: 'image' | 'video' | 'audio';
  /** Pixels (images and videos). */
  width?: number;
  height?: number;
  /** Seconds (videos and audio). */
  durationS?: number;
  /** A small JPEG data URL (images and videos), for the library's grid. */
  thumbnail?: string;
}

/** The browser pieces it uses, so tests can stand in for media decoding jsdom does not do. */
export interface MediaDeps {
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
  createElement(tag: 'img' | 'video' | 'audio' | 'canvas'): HTMLElement;
  /** Gives up on a file the browser cannot decode after this long. */
  timeoutMs: number;
}

const THUMB_PX = 160;

export const browserMediaDeps = (): MediaDeps => ({
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
  createElement: (tag) => document.createElement(tag),
  timeoutMs: 15_000,
});

export function mediaKind(type: string): MediaInfo['kind'] | undefined {
  const [major] = type.split('/');
  return major === 'image' || major === 'video' || major === 'audio' ? major : undefined;
}

/** Resolves once `target` fires one of `ok` (true) or `error` (false), or after `ms` (false). */
function once(target: HTMLElement, ok: string, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      target.removeEventListener(ok, onOk);
      target.removeEventListener('error', onError);
      resolve(value);
    };
    const onOk = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), ms);
    target.addEventListener(ok, onOk);
    target.addEventListener('error', onError);
  });
}

/** A frame scaled to THUMB_PX on its longer side, or undefined when the canvas cannot draw it. */
function thumbnailOf(deps: MediaDeps, source: CanvasImageSource, width: number, height: number): string | undefined {
  if (!width || !height) return undefined;
  const scale = Math.min(1, THUMB_PX / Math.max(width, height));
  const canvas = deps.createElement('canvas') as HTMLCanvasElement;
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  try {
    context.drawImage(source, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.7);
  } catch {
    return undefined; // a tainted or undecodable frame: the file still uploads, without a thumbnail
  }
}

/**
 * Reads a media file's size in pixels, its duration and a thumbnail in the browser, so the server
 * needs no decoder. Never rejects: what cannot be read (an unknown type, a codec the browser lacks,
 * a time-out) is left out, and the upload goes on without it.
 */
export async function readMediaInfo(file: Blob, deps: MediaDeps = browserMediaDeps()): Promise<MediaInfo | undefined> {
  const kind = mediaKind(file.type);
  if (!kind) return undefined;
  const url = deps.createObjectURL(file);
  try {
    if (kind === 'image') {
      const image = deps.createElement('img') as HTMLImageElement;
      const loaded = once(image, 'load', deps.timeoutMs);
      image.src = url;
      if (!(await loaded)) return { kind };
      const { naturalWidth: width, naturalHeight: height } = image;
      return { kind, width, height, thumbnail: thumbnailOf(deps, image, width, height) };
    }
    const media = deps.createElement(kind) as HTMLMediaElement;
    media.preload = 'metadata';
    media.muted = true;
    const metadata = once(media, 'loadedmetadata', deps.timeoutMs);
    media.src = url;
    if (!(await metadata)) return { kind };
    const durationS = Number.isFinite(media.duration) ? Math.round(media.duration * 10) / 10 : undefined;
    if (kind === 'audio') return { kind, durationS };
    const video = media as HTMLVideoElement;
    const { videoWidth: width, videoHeight: height } = video;
    // A frame a little in (the first is often black), then drawn once the seek lands.
    const seeked = once(video, 'seeked', deps.timeoutMs);
    video.currentTime = Math.min(1, (durationS ?? 0) / 2);
    const thumbnail = (await seeked) ? thumbnailOf(deps, video, width, height) : undefined;
    return { kind, width, height, durationS, thumbnail };
  } finally {
    deps.revokeObjectURL(url);
  }
}
