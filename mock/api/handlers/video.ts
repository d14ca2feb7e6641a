import { readFile } from 'node:fs/promises';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { CLIPS, VIDEO_PATH } from '../db/devices/video.ts';
import { safe } from '../envelope.ts';
import { notFoundResponse } from '../db/core/notFound.ts';

const CLIP_DIR = new URL('../../video/clips/', import.meta.url);
const FILE = /^(index\.m3u8|init\.mp4|seg\d{1,2}\.m4s)$/;
const TYPES: Readonly<Record<string, string>> = { m3u8: 'application/vnd.apple.mpegurl', mp4: 'video/mp4', m4s: 'video/iso.segment' };
const escaped = VIDEO_PATH.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const PATH = new RegExp(`^[a-z][a-z0-9+.-]*://[^/]+${escaped}([\\w-]+)/([\\w.]+)$`, 'i');


/**
 * GET /vtproxy/video/<clip>/<file>: the cameras' HLS clips (playlist, init segment and fMP4 segments), read
 * from mock/video/clips once and kept. Only the known clips and file names are served, so a path
 * can never reach another file. Like a camera proxy's media path, no session header is asked for:
 * a native HLS player cannot send one.
 */
export function videoHandlers(): HttpHandler[] {
  const cache = new Map<string, Promise<Uint8Array>>();
  const read = (clip: string, file: string) => {
    const key = `${clip}/${file}`;
    let bytes = cache.get(key);
    if (!bytes) {
      bytes = readFile(new URL(key, CLIP_DIR)).then((buffer) => new Uint8Array(buffer));
      bytes.catch(() => cache.delete(key));
      cache.set(key, bytes);
    }
    return bytes;
  };
  return [
    http.get(
      PATH,
      safe(async ({ request }) => {
        const [, clip = '', file = ''] = PATH.exec(request.url.split('?')[0] ?? '') ?? [];
        if (!(CLIPS as readonly string[]).includes(clip) || !FILE.test(file)) return notFoundResponse('clip');
        let bytes: Uint8Array;
        try {
          bytes = await read(clip, file);
        } catch {
          return notFoundResponse('clip');
        }
        return new HttpResponse(bytes, {
          headers: {
            'content-type': TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
            'content-length': String(bytes.byteLength),
            'x-content-type-options': 'nosniff',
            'cache-control': 'public, max-age=3600',
          },
        });
      }),
    ),
  ];
}
