/**
 * A phone's photo made fit to send over a slow network and within the file service's limit: a
 * large one is redrawn as a JPEG of at most `maxSide` pixels a side. A small one, or one the browser
 * cannot decode (or a browser without createImageBitmap), is sent as it is.
 */

/** Longest side kept: plenty to read a nameplate or see a burnt contact. */
const MAX_SIDE = 2048;
/** Photos under this are sent untouched. */
const SMALL_BYTES = 1024 * 1024;
const QUALITY = 0.85;

export interface ShrinkDeps {
  decode: (file: Blob) => Promise<{ width: number; height: number; close?: () => void } & CanvasImageSource>;
  canvas: (width: number, height: number) => HTMLCanvasElement;
}

export const browserShrinkDeps = (): ShrinkDeps | undefined =>
  typeof createImageBitmap === 'function' && typeof document !== 'undefined'
    ? {
        decode: (file) => createImageBitmap(file),
        canvas: (width, height) => Object.assign(document.createElement('canvas'), { width, height }),
      }
    : undefined;

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
}

export async function shrinkPhoto(file: File, deps: ShrinkDeps | undefined = browserShrinkDeps(), maxSide = MAX_SIDE): Promise<File> {
  if (!deps || file.size < SMALL_BYTES || !file.type.startsWith('image/')) return file;
  try {
    const image = await deps.decode(file);
    const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
    const canvas = deps.canvas(Math.round(image.width * scale), Math.round(image.height * scale));
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    image.close?.();
    const blob = await toJpeg(canvas);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  }
}
