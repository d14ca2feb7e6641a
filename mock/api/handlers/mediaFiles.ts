import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { HttpResponse } from 'msw';
import type { MediaRecord } from '../db/signage/MediaLibrary.ts';

/** Types a media file is shown inline as (SVG is an image to <img>, but a download if opened: no script from our origin). */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'video/mp4', 'video/webm', 'video/ogg', 'audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/mp4', 'audio/webm']);

/** A media file served from memory (the seed) or streamed from disk (uploads), never read whole. */
export function fileResponse(record: MediaRecord): Response {
  const { item } = record;
  const body = record.path ? (Readable.toWeb(createReadStream(record.path)) as ReadableStream<Uint8Array>) : record.bytes;
  return new HttpResponse(body, {
    headers: {
      'content-type': item.type,
      'content-length': String(item.size),
      'content-disposition': `${INLINE.has(item.type) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(item.name)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=3600',
    },
  });
}
