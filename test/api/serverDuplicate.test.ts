// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http';
import { createMediaApi } from '../../src/api/signage/media';
import type { MediaItem } from '../../src/api/signage/types';
import { contentHash } from '../../src/lib/media/contentHash';
import { UploadQueue, type SendFile } from '../../src/stores/uploads/UploadQueue';
import { login, startMockBackend } from '../mock/support';
import { testHttpDeps } from '../support/httpDeps';

const backend = startMockBackend();
const ADMIN = { companyid: 'c-1001', userid: 'admin' };
const RULES = { types: ['video/'], maxBytes: 10 * 1024 * 1024 };

function video(name: string, size = 200_000): File {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 13 + (i >> 9)) & 0xff;
  return new File([bytes], name, { type: 'video/mp4' });
}

async function mediaSend(): Promise<SendFile<MediaItem>> {
  const loginsession = await login();
  const http = createHttpClient(testHttpDeps({ baseURL: 'http://localhost', sessionHeaders: () => ({ companyid: ADMIN.companyid, reqUserId: 'u', loginsession, userDid: 'd', userid: ADMIN.userid }) }));
  const media = createMediaApi(http);
  return (file, { signal, onProgress, hash, keepDuplicate }) => media.uploadResumable(file, file.name, {}, { signal, onProgress, hash, keepDuplicate, owner: ADMIN, retryDelays: [0] });
}

/** Chunks the mock received. */
function patchCount() {
  const seen = { patches: 0 };
  backend.server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH') seen.patches += 1;
  });
  return seen;
}

describe('a file the library already holds, chosen in another browser (an empty local hash store)', () => {
  it('asks "already in the library as NAME — keep both or skip" before a byte is sent; keep both stores a second copy, skip sends nothing', async () => {
    const send = await mediaSend();
    const first = new UploadQueue(contentHash);
    const [stored] = first.add([video('lobby.mp4')], send, RULES, 'media');
    await vi.waitFor(() => expect(stored!.state).toBe('done'));

    // Another browser: its queue knows no hash, the server does.
    const other = new UploadQueue(contentHash);
    const wire = patchCount();
    const [again, skipped] = other.add([video('lobby-again.mp4'), video('lobby-third.mp4')], send, RULES, 'media');
    await vi.waitFor(() => expect([again!.state, skipped!.state]).toEqual(['duplicate', 'duplicate']));
    expect([again!.duplicateOf, again!.duplicateInLibrary, again!.sent]).toEqual(['lobby.mp4', true, 0]);
    expect(wire.patches).toBe(0);

    other.skip(skipped!.id);
    expect(skipped!.state).toBe('skipped');
    other.keepBoth(again!.id);
    await vi.waitFor(() => expect(again!.state).toBe('done'));
    expect(wire.patches).toBe(1);
    expect((again!.result as MediaItem).did).not.toBe((stored!.result as MediaItem).did);
    expect(UploadQueue.percent(again!)).toBe(100);
  });

  it('any other failure stays a failure with its reason (not a duplicate question)', async () => {
    const send = await mediaSend();
    const queue = new UploadQueue(contentHash);
    const [item] = queue.add([new File(['x'.repeat(10)], 'clip.mp4', { type: 'video/x-unknown' })], send, { types: [], maxBytes: 1024 }, 'media');
    await vi.waitFor(() => expect(item!.state).toBe('failed'));
    expect(item!.duplicateInLibrary).toBe(false);
    expect(item!.reason).toMatchObject({ id: 'signage.mediaType' });
  });
});
