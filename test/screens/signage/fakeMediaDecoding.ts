/**
 * jsdom decodes no media and has no object URLs: these stand in for the browser, so the screen's
 * real readMediaInfo runs. A file named in `known` answers with its pixels or duration; any other
 * fails to decode (as a browser without the codec), and the upload goes on without them.
 */
export interface FakeMedia {
  width?: number;
  height?: number;
  durationS?: number;
}

export function fakeMediaDecoding(known: Readonly<Record<string, FakeMedia>>): () => void {
  const blobs = new Map<string, Blob>();
  const restore: (() => void)[] = [];
  const replace = <T extends object>(target: T, key: string, descriptor: PropertyDescriptor) => {
    const before = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { configurable: true, ...descriptor });
    restore.push(() => (before ? Object.defineProperty(target, key, before) : delete (target as Record<string, unknown>)[key]));
  };
  const fileOf = (url: string) => blobs.get(url) as File | undefined;
  const answer = (element: EventTarget, event: string, values: Record<string, number>) => {
    for (const [key, value] of Object.entries(values)) Object.defineProperty(element, key, { configurable: true, value });
    setTimeout(() => element.dispatchEvent(new Event(event)), 0);
  };

  replace(URL, 'createObjectURL', { value: (blob: Blob) => (blobs.set(`blob:fake/${blobs.size + 1}`, blob), `blob:fake/${blobs.size}`) });
  replace(URL, 'revokeObjectURL', { value: (url: string) => blobs.delete(url) });
  replace(HTMLCanvasElement.prototype, 'toDataURL', { value: () => 'data:image/jpeg;base64,VEhVTUI=' });
  replace(HTMLImageElement.prototype, 'src', {
    set(this: HTMLImageElement, url: string) {
      this.setAttribute('src', url);
      const media = fileOf(url) && known[fileOf(url)!.name];
      if (fileOf(url)) answer(this, media ? 'load' : 'error', media ? { naturalWidth: media.width ?? 0, naturalHeight: media.height ?? 0 } : {});
    },
    get(this: HTMLImageElement) {
      return this.getAttribute('src') ?? '';
    },
  });
  replace(HTMLMediaElement.prototype, 'src', {
    set(this: HTMLMediaElement, url: string) {
      this.setAttribute('src', url);
      const media = fileOf(url) && known[fileOf(url)!.name];
      if (!fileOf(url)) return;
      if (!media) return answer(this, 'error', {});
      answer(this, 'loadedmetadata', { duration: media.durationS ?? NaN, videoWidth: media.width ?? 0, videoHeight: media.height ?? 0 });
      // A seek lands at once (the thumbnail's frame).
      Object.defineProperty(this, 'currentTime', { configurable: true, set: () => answer(this, 'seeked', {}), get: () => 0 });
    },
    get(this: HTMLMediaElement) {
      return this.getAttribute('src') ?? '';
    },
  });
  return () => restore.reverse().forEach((undo) => undo());
}
