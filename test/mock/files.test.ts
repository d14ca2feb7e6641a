// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, type FileRecord } from '../../src/api/pageConfig';
import type { Envelope } from '../../src/api/types';
import { login, startMockBackend } from './support';

const START = Date.parse('2026-11-03T02:00:00.000Z');
startMockBackend({ now: () => START });

let admin = '';
beforeEach(async () => {
  admin = await login();
});

const ORIGIN = 'http://localhost';

async function upload(session: string | undefined, content: Uint8Array<ArrayBuffer> | string, name = 'report.pdf', type = 'application/pdf', field = UPLOAD_FIELD) {
  const form = new FormData();
  form.append(field, new Blob([content], { type }), name);
  const headers: Record<string, string> = session ? { loginsession: session } : {};
  const response = await fetch(`${ORIGIN}/vt/staticfile/upload`, { method: 'POST', headers, body: form });
  return (await response.json()) as Envelope<FileRecord>;
}

const remove = async (session: string, did: string) =>
  (await (await fetch(`${ORIGIN}/vt/staticfile/delete?did=${did}`, { method: 'DELETE', headers: { loginsession: session } })).json()) as Envelope<unknown>;

describe('staticfile', () => {
  it('uploads a file and serves it back', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 运维报告');
    const { status, result } = await upload(admin, bytes, '运维报告.pdf');
    expect(status).toBe(0);
    expect(result).toMatchObject({ name: '运维报告.pdf', size: bytes.byteLength, type: 'application/pdf', createtime: '2026-10-31T16:00:00.000Z' }); // the world's now (2026-11-01 00:00 in China), not the machine's clock
    expect(result.did).toMatch(/^file-[0-9a-f]{32}$/);
    expect(result.url).toBe(`/vt/staticfile/get?did=${result.did}`);
    const served = await fetch(`${ORIGIN}${result.url}`, { headers: { loginsession: admin } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''${encodeURIComponent('运维报告.pdf')}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('serves markup as a sandboxed download, never inline', async () => {
    const { result } = await upload(admin, '<script>alert(1)</script>', 'x.html', 'text/html');
    const served = await fetch(`${ORIGIN}${result.url}`, { headers: { loginsession: admin } });
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses files over the limit with a message naming it', async () => {
    const envelope = await upload(admin, new Uint8Array(MAX_UPLOAD_BYTES + 1), 'big.bin', 'application/octet-stream');
    expect(envelope).toMatchObject({ status: -1, message: `file too large: big.bin has ${MAX_UPLOAD_BYTES + 1} bytes, over the 5 MB limit`, result: { messageKey: 'request.fileTooLarge', values: { limit: '5 MB' } } });
    expect((await upload(admin, new Uint8Array(MAX_UPLOAD_BYTES), 'edge.bin', 'application/octet-stream')).status).toBe(0);
    // A body far over the limit is refused by its length, before it is read.
    const body = new Uint8Array(MAX_UPLOAD_BYTES + 100 * 1024);
    const headers = { loginsession: admin, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(body.byteLength) };
    const early = await fetch(`${ORIGIN}/vt/staticfile/upload`, { method: 'POST', headers, body });
    expect(((await early.json()) as Envelope<null>).message).toBe(`file too large: the upload has ${body.byteLength} bytes, over the 5 MB limit`);
  });

  it('refuses empty files, a missing file field, other bodies and no session', async () => {
    expect((await upload(admin, new Uint8Array(0), 'empty.txt', 'text/plain')).message).toBe('invalid field: file (empty.txt is empty)');
    expect((await upload(admin, 'x', 'a.txt', 'text/plain', 'attachment')).message).toBe('missing field: file (a file)');
    const json = await fetch(`${ORIGIN}/vt/staticfile/upload`, { method: 'POST', headers: { loginsession: admin, 'content-type': 'application/json' }, body: '{}' });
    expect(((await json.json()) as Envelope<null>).message).toBe('invalid body: expected multipart/form-data');
    expect((await upload(undefined, 'x')).status).toBe(-45592);
  });

  it('deletes by did within the company only', async () => {
    const { result } = await upload(admin, 'hello', 'a.txt', 'text/plain');
    const other = await login('ggadmin', 'greengrid123');
    expect(await remove(other, result.did)).toMatchObject({ status: -1, message: `no such file: ${result.did}` });
    expect(await remove(admin, result.did)).toMatchObject({ status: 0, result: { did: result.did } });
    expect((await fetch(`${ORIGIN}${result.url}`, { headers: { loginsession: admin } })).status).toBe(404);
    expect((await remove(admin, result.did)).message).toBe(`no such file: ${result.did}`);
    const missing = await fetch(`${ORIGIN}/vt/staticfile/delete`, { method: 'DELETE', headers: { loginsession: admin } });
    expect(((await missing.json()) as Envelope<null>).message).toBe('missing parameter: did');
  });
});
