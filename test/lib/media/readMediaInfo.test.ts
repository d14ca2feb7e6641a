// @vitest-environment node
import { readMediaInfo, type MediaDeps } from '../../../src/lib/media/readMediaInfo';

/** Stand-ins for the browser's decoders: each element answers as a browser would for its file. */
class FakeMedia extends EventTarget {
  naturalWidth = 0;
  naturalHeight = 0;
  videoWidth = 0;
  videoHeight = 0;
  duration = NaN;
  preload = '';
  muted = false;
  private time = 0;
  constructor(private readonly answer: (el: FakeMedia, event: 'src' | 'seek') => void) {
    super();
  }
  set src(_url: string) {
    queueMicrotask(() => this.answer(this, 'src'));
  }
  get currentTime() {
    return this.time;
  }
  set currentTime(t: number) {
    this.time = t;
    queueMicrotask(() => this.answer(this, 'seek'));
  }
}

function deps(answer: (el: FakeMedia, event: 'src' | 'seek') => void, drawn: unknown[] = []) {
  const urls: string[] = [];
  const revoked: string[] = [];
  const canvas = { width: 0, height: 0, getContext: () => ({ drawImage: (source: unknown) => drawn.push(source) }), toDataURL: () => 'data:image/jpeg;base64,THUMB' };
  const d: MediaDeps = {
    createObjectURL: () => (urls.push(`blob:${urls.length + 1}`), `blob:${urls.length}`),
    revokeObjectURL: (url) => revoked.push(url),
    createElement: (tag) => (tag === 'canvas' ? canvas : new FakeMedia(answer)) as unknown as HTMLElement,
    timeoutMs: 50,
  };
  return { d, urls, revoked, canvas };
}

const blob = (type: string) => new Blob(['x'], { type });

describe('readMediaInfo', () => {
  it('reads an image’s pixels and draws a thumbnail 160 px on its longer side', async () => {
    const { d, revoked, canvas } = deps((el) => {
      el.naturalWidth = 1920;
      el.naturalHeight = 1080;
      el.dispatchEvent(new Event('load'));
    });
    expect(await readMediaInfo(blob('image/png'), d)).toEqual({ kind: 'image', width: 1920, height: 1080, thumbnail: 'data:image/jpeg;base64,THUMB' });
    expect([canvas.width, canvas.height]).toEqual([160, 90]);
    expect(revoked).toEqual(['blob:1']);
  });

  it('reads a video’s duration and size, and takes its thumbnail a second in', async () => {
    const drawn: unknown[] = [];
    const seeks: number[] = [];
    const { d } = deps((el, event) => {
      if (event === 'src') {
        Object.assign(el, { duration: 12.345, videoWidth: 1080, videoHeight: 1920 });
        el.dispatchEvent(new Event('loadedmetadata'));
      } else {
        seeks.push(el.currentTime);
        el.dispatchEvent(new Event('seeked'));
      }
    }, drawn);
    expect(await readMediaInfo(blob('video/mp4'), d)).toEqual({ kind: 'video', width: 1080, height: 1920, durationS: 12.3, thumbnail: 'data:image/jpeg;base64,THUMB' });
    expect(seeks).toEqual([1]);
    expect(drawn).toHaveLength(1);
  });

  it('reads an audio file’s duration only', async () => {
    const { d } = deps((el) => {
      el.duration = 215.04;
      el.dispatchEvent(new Event('loadedmetadata'));
    });
    expect(await readMediaInfo(blob('audio/mpeg'), d)).toEqual({ kind: 'audio', durationS: 215 });
  });

  it('leaves out what the browser cannot decode, and what is no media at all; the URL is always let go', async () => {
    const failing = deps((el) => el.dispatchEvent(new Event('error')));
    expect(await readMediaInfo(blob('video/x-unknown'), failing.d)).toEqual({ kind: 'video' });
    const silent = deps(() => undefined);
    expect(await readMediaInfo(blob('image/heic'), silent.d)).toEqual({ kind: 'image' });
    expect([...failing.revoked, ...silent.revoked]).toEqual(['blob:1', 'blob:1']);
    expect(await readMediaInfo(blob('application/pdf'), silent.d)).toBeUndefined();
  });
});
