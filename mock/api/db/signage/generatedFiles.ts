import { deflateSync } from 'node:zlib';

/** Small real files for the seeded library, generated (no downloads): the browser can show and play them. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG with a diagonal two-colour gradient (colours as [r, g, b]). */
export function gradientPng(width: number, height: number, from: readonly number[], to: readonly number[]): Uint8Array {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const t = (x + y) / (width + height - 2 || 1);
      for (let c = 0; c < 3; c += 1) row[1 + x * 3 + c] = Math.round((from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]));
}

/** A poster-like SVG: a coloured field and one line of text. */
export function posterSvg(width: number, height: number, colour: string, text: string): Uint8Array {
  const safe = text.replace(/[<>&"]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<rect width="100%" height="100%" fill="${colour}"/>`
    + `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 8)}" text-anchor="middle">${safe}</text></svg>`;
  return new TextEncoder().encode(svg);
}

/** A mono 8 kHz 8-bit WAV: a soft tone of `hz` for `ms`. */
export function toneWav(ms: number, hz: number): Uint8Array {
  const rate = 8000;
  const samples = Math.round((rate * ms) / 1000);
  const out = Buffer.alloc(44 + samples);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate, 28); // bytes per second
  out.writeUInt16LE(1, 32);
  out.writeUInt16LE(8, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i += 1) out[44 + i] = 128 + Math.round(40 * Math.sin((2 * Math.PI * hz * i) / rate));
  return new Uint8Array(out);
}
