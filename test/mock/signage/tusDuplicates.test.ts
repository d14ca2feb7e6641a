// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { ContentHasher } from '../../../mock/api/db/signage/contentHash';
import { contentHash } from '../../../src/lib/media/contentHash';
import type { MediaItem } from '../../../src/api/signage/types';
import type { Envelope } from '../../../src/api/types';
import { login, startMockBackend } from '../support';

const backend = startMockBackend({ mediaMaxBytes: 1024 * 1024 });
const ORIGIN = 'http://localhost';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

let admin = '';
beforeEach(async () => {
  admin = await login();
});

function content(size: number, seed = 0): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + (i >> 8) + seed) & 0xff;
  return bytes;
}

function create(size: number, name: string, { session = admin, hash = '', keep = false } = {}) {
  const metadata = [`filename ${b64(name)}`, `filetype ${b64('video/mp4')}`, ...(hash ? [`contenthash ${b64(hash)}`] : []), ...(keep ? [`duplicate ${b64('keep')}`] : [])];
  return fetch(`${ORIGIN}/vt/staticfile/tus?pid=p-media-manage`, {
    method: 'POST',
    headers: { loginsession: session, 'tus-resumable': '1.0.0', 'upload-length': String(size), 'upload-metadata': metadata.join(',') },
  });
}

/** A whole upload in one chunk; answers the media record. */
async function upload(bytes: Uint8Array<ArrayBuffer>, name: string, options: { session?: string; hash?: string; keep?: boolean } = {}): Promise<MediaItem> {
  const created = await create(bytes.length, name, options);
  expect(created.status).toBe(201);
  const answer = await fetch(`${ORIGIN}${created.headers.get('location') ?? ''}`, {
    method: 'PATCH',
    headers: { loginsession: options.session ?? admin, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as Envelope<MediaItem>).result;
}

const refusedAsDuplicate = () => backend.db.audit.query({ action: 'media-upload', outcome: 'refused' }).filter((entry) => entry.messageKey === 'uploads.server.duplicate').length;

describe('the server knows a file the library already holds (by content hash and size)', () => {
  it('answers the same bytes again with the earlier file, keyed and audited; keep both then stores a second copy', async () => {
    const bytes = content(300_000);
    // The first copy is sent without a hash: the server hashes what it stored, not what a browser claims.
    const first = await upload(bytes, 'lobby.mp4');
    const hash = await contentHash(new Blob([bytes]));

    const again = await create(bytes.length, 'lobby-copy.mp4', { hash });
    expect(again.status).toBe(400);
    expect(again.headers.get('location')).toBeNull();
    expect(((await again.json()) as Envelope<unknown>).result).toEqual({
      messageKey: 'uploads.server.duplicate',
      values: { name: 'lobby-copy.mp4', earlier: 'lobby.mp4' },
      duplicateOf: { did: first.did, name: 'lobby.mp4' },
    });
    expect(refusedAsDuplicate()).toBe(1);

    // Same size, other bytes: no question.
    expect((await create(bytes.length, 'other.mp4', { hash: await contentHash(new Blob([content(300_000, 1)])) })).status).toBe(201);
    // The user chose to keep both: a second record.
    const second = await upload(bytes, 'lobby-copy.mp4', { hash, keep: true });
    expect(second.did).not.toBe(first.did);
    expect(second.size).toBe(300_000);
  });

  it('never answers with another company’s file: the same bytes there are a new upload', async () => {
    const bytes = content(200_000, 7);
    const hash = await contentHash(new Blob([bytes]));
    await upload(bytes, 'greengrid-promo.mp4', { session: await login('ggadmin', 'greengrid123'), hash });

    const mine = await create(bytes.length, 'promo.mp4', { hash });
    expect(mine.status).toBe(201);
    expect(refusedAsDuplicate()).toBe(0);
  });

  it('refuses a content hash that is not the console’s form, naming the header', async () => {
    const answer = await create(1000, 'clip.mp4', { hash: 'md5:abc' });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as Envelope<unknown>).result).toMatchObject({ messageKey: 'request.invalidField', values: { field: 'Upload-Metadata' } });
    const keepWhat = await fetch(`${ORIGIN}/vt/staticfile/tus?pid=p-media-manage`, {
      method: 'POST',
      headers: { loginsession: admin, 'tus-resumable': '1.0.0', 'upload-length': '1000', 'upload-metadata': `filename ${b64('a.mp4')},filetype ${b64('video/mp4')},duplicate ${b64('yes')}` },
    });
    expect(((await keepWhat.json()) as Envelope<unknown>).result).toMatchObject({ messageKey: 'request.invalidField', values: { field: 'Upload-Metadata' } });
  });
});

describe('ContentHasher', () => {
  it('gives the console’s contentHash, for one slice and for a list of slices, however the bytes arrive', async () => {
    for (const size of [999, 1000, 1001, 3500]) {
      const bytes = content(size, 3);
      const hasher = new ContentHasher(1000);
      // Pieces that straddle the slice borders, as chunks of a cut connection do.
      for (let at = 0; at < size; at += 333) hasher.update(bytes.subarray(at, at + 333));
      expect(hasher.digest()).toBe(await contentHash(new Blob([bytes]), undefined, 1000));
    }
    expect(await contentHash(new Blob([content(3500, 3)]), undefined, 1000)).toMatch(/^sha256-list:[0-9a-f]{64}$/);
  });
});
