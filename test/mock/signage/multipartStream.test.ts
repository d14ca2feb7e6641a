// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { streamUpload } from '../../../mock/api/multipartStream';

const dir = mkdtempSync(join(tmpdir(), 'multipart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A request whose multipart body arrives `size` bytes at a time (boundaries split across chunks). */
async function chunked(form: FormData, size: number): Promise<Request> {
  const whole = new Request('http://x/upload', { method: 'POST', body: form });
  const bytes = new Uint8Array(await whole.arrayBuffer());
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) controller.close();
      else controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
  return new Request('http://x/upload', { method: 'POST', headers: { 'content-type': whole.headers.get('content-type') ?? '' }, body, duplex: 'half' } as RequestInit);
}

const options = (path: string, maxBytes = 1000) => ({ field: 'file', path: join(dir, path), maxBytes, accept: () => undefined, tooLarge: (name: string) => new Error(`too large: ${name}`) });

describe('the streaming multipart reader', () => {
  it.each([1, 7, 64, 100_000])('reads fields and the file whatever the chunk size (%i bytes)', async (size) => {
    const form = new FormData();
    form.append('tags', 'a,b');
    // Content that looks like a boundary's start, and CRLFs, must pass through untouched.
    const content = '\r\n--\r\n-- not a boundary\r\n\r\n';
    form.append('file', new Blob([content], { type: 'image/png' }), '图.png');
    form.append('width', '640');
    const { file, fields } = await streamUpload(await chunked(form, size), options(`f-${size}.bin`));
    expect(fields).toEqual({ tags: 'a,b', width: '640' });
    expect(file).toMatchObject({ name: '图.png', type: 'image/png', size: content.length });
    expect(readFileSync(file.path, 'utf8')).toBe(content);
  });

  it('stops at the limit and removes what it wrote', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(1001)], { type: 'video/mp4' }), 'big.mp4');
    await expect(streamUpload(await chunked(form, 100), options('big.bin'))).rejects.toThrow('too large: big.mp4');
    expect(() => readFileSync(join(dir, 'big.bin'))).toThrow(/ENOENT/);
  });

  it('refuses a body that ends early or has no file', async () => {
    const form = new FormData();
    form.append('file', new Blob(['abc'], { type: 'image/png' }), 'a.png');
    const source = new Request('http://x', { method: 'POST', body: form });
    const whole = new Uint8Array(await source.arrayBuffer());
    const cut = new Request('http://x', { method: 'POST', headers: { 'content-type': source.headers.get('content-type') ?? '' }, body: whole.slice(0, whole.length - 10) });
    await expect(streamUpload(cut, options('cut.bin'))).rejects.toThrow('invalid body: unreadable multipart/form-data');
    expect(() => readFileSync(join(dir, 'cut.bin'))).toThrow(/ENOENT/);
    const text = new FormData();
    text.append('tags', 'x');
    await expect(streamUpload(await chunked(text, 10), options('none.bin'))).rejects.toThrow('missing field: file (a file)');
  });
});
