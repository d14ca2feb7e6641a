// The installable app's icons, drawn at build time (no image tool, no binary in the repository):
// the brand's green square with a white "C" ring. PNG through Node's zlib (deflate and CRC-32).
import { crc32, deflateSync } from 'node:zlib';

/** The product's brand colours (the default tenant's badge, mock/api/db/tenants.ts). */
export const BRAND = { background: '#0b7a4b', mark: '#ffffff' } as const;

export interface IconSpec {
  file: string;
  size: number;
  /** Maskable icons fill the whole square and keep the mark inside the 80 % safe zone. */
  maskable: boolean;
}

export const APP_ICONS: readonly IconSpec[] = [
  { file: 'icons/app-192.png', size: 192, maskable: false },
  { file: 'icons/app-512.png', size: 512, maskable: false },
  { file: 'icons/app-maskable-512.png', size: 512, maskable: true },
];

type Rgba = readonly [number, number, number, number];

function rgb(hex: string): Rgba {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 255];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An RGBA image (`pixel(x, y)`) as a PNG file: 8-bit RGBA, no interlace, filter 0 on each row. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 4 + 1);
    for (let x = 0; x < width; x += 1) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * One icon: a rounded square (a full square when maskable) in the brand colour, and a ring open on
 * its right, the "C" of the console, in white. Distances are in units of the icon's size.
 */
export function drawIcon({ size, maskable }: IconSpec): Buffer {
  const background = rgb(BRAND.background);
  const mark = rgb(BRAND.mark);
  const clear: Rgba = [0, 0, 0, 0];
  const corner = maskable ? 0 : 0.18;
  // The mark's outer radius: 0.3 of the size leaves it well inside a maskable icon's 0.4 safe circle.
  const outer = 0.3;
  const inner = 0.18;
  return encodePng(size, size, (px, py) => {
    const x = (px + 0.5) / size - 0.5;
    const y = (py + 0.5) / size - 0.5;
    const dx = Math.max(Math.abs(x) - (0.5 - corner), 0);
    const dy = Math.max(Math.abs(y) - (0.5 - corner), 0);
    if (corner > 0 && dx * dx + dy * dy > corner * corner) return clear;
    const r = Math.hypot(x, y);
    const gap = x > 0 && Math.abs(y) < 0.09;
    return r <= outer && r >= inner && !gap ? mark : background;
  });
}
