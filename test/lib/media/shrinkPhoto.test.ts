import { describe, expect, it } from 'vitest';
import { shrinkPhoto, type ShrinkDeps } from '../../../src/lib/media/shrinkPhoto';

const MB = 1024 * 1024;
const photo = (bytes: number, type = 'image/jpeg', name = 'IMG_0001.HEIC.jpeg') => new File([new Uint8Array(bytes)], name, { type });

/** A decoder of a picture of `width` × `height`, and canvases whose JPEG weighs `jpegBytes`. */
function fake(width: number, height: number, jpegBytes: number, drawn: Array<[number, number]>): ShrinkDeps {
  return {
    decode: async () => ({ width, height }) as unknown as Awaited<ReturnType<ShrinkDeps['decode']>>,
    canvas: (w, h) =>
      ({
        width: w,
        height: h,
        getContext: () => ({ drawImage: (_i: unknown, _x: number, _y: number, dw: number, dh: number) => drawn.push([dw, dh]) }),
        toBlob: (done: (blob: Blob | null) => void) => done(new Blob([new Uint8Array(jpegBytes)], { type: 'image/jpeg' })),
      }) as unknown as HTMLCanvasElement,
  };
}

describe('shrinkPhoto', () => {
  it('redraws a large photo as a JPEG of at most 2048 px a side, keeping its proportions', async () => {
    const drawn: Array<[number, number]> = [];
    const out = await shrinkPhoto(photo(6 * MB), fake(4032, 3024, 900_000, drawn));
    expect(drawn).toEqual([[2048, 1536]]);
    expect([out.name, out.type, out.size]).toEqual(['IMG_0001.HEIC.jpg', 'image/jpeg', 900_000]);
  });

  it('sends a small photo, a file that is no image, one the browser cannot decode, or one that would grow, as it is', async () => {
    const drawn: Array<[number, number]> = [];
    const small = photo(300_000);
    expect(await shrinkPhoto(small, fake(4032, 3024, 100, drawn))).toBe(small);
    const pdf = photo(6 * MB, 'application/pdf', 'scan.pdf');
    expect(await shrinkPhoto(pdf, fake(4032, 3024, 100, drawn))).toBe(pdf);
    const broken = photo(6 * MB);
    expect(await shrinkPhoto(broken, { ...fake(1, 1, 1, drawn), decode: () => Promise.reject(new Error('not an image')) })).toBe(broken);
    const growing = photo(2 * MB);
    expect(await shrinkPhoto(growing, fake(1200, 900, 3 * MB, drawn))).toBe(growing);
    expect(await shrinkPhoto(growing, undefined)).toBe(growing);
  });
});
