// @vitest-environment node
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { Database } from '../../../mock/api/db/Database';
import { createHandlers } from '../../../mock/api/handlers/index';
import { checkedHandlers } from '../../../mock/api/contract/checkedHandlers';
import { ContractCheck, type ContractViolation } from '../../../mock/api/contract/contractCheck';
import { loadContract, type ContractDocument } from '../../../mock/api/contract/document';

const TUS = 'http://localhost/vt/staticfile/tus';
const PROTOCOL = { 'tus-resumable': '1.0.0' };
const metadata = (name: string, type: string) => `filename ${btoa(name)},filetype ${btoa(type)}`;

/** A world, a session of the first company's admin, and the checked handlers of the console's view (requests judged too). */
function checkedWorld(document: ContractDocument = loadContract(), handlers?: (db: Database) => HttpHandler[]) {
  const db = new Database();
  const check = new ContractCheck({ requests: true, unknownCalls: true }, document);
  const served = checkedHandlers(handlers ? handlers(db) : createHandlers(db), check);
  const session = { loginsession: db.accounts.createSession('u-1001').token };
  const send = async (url: string, init: RequestInit = {}) => (await getResponse(served, new Request(url, init)))!;
  return { check, session, send };
}

/** Creates a 4-byte PNG upload as tus-js-client does and returns its URL. */
async function created(world: ReturnType<typeof checkedWorld>): Promise<string> {
  const answer = await world.send(`${TUS}?pid=p-media-manage`, { method: 'POST', headers: { ...world.session, ...PROTOCOL, 'upload-length': '4', 'upload-metadata': metadata('dot.png', 'image/png') } });
  expect(answer.status).toBe(201);
  return new URL(answer.headers.get('location')!, 'http://localhost').href;
}

const patch = (headers: Record<string, string>) => ({ method: 'PATCH', headers, body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) });
const without = (document: ContractDocument, path: string, method: string, status: string): ContractDocument => {
  delete (document.paths[path]![method]!.responses as Record<string, unknown>)[status];
  return document;
};

describe('the contract’s calls outside the envelope (tus, files, video)', () => {
  it('describes their methods, parameters, protocol headers, statuses and binary answers', () => {
    const { paths } = loadContract();
    const chunk = paths['/vt/staticfile/tus/upload']!.patch!;
    expect(chunk.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'query', required: true }),
        expect.objectContaining({ name: 'Tus-Resumable', in: 'header', required: true, schema: { type: 'string', const: '1.0.0' } }),
        expect.objectContaining({ name: 'Upload-Offset', in: 'header', required: true }),
      ]),
    );
    expect(Object.keys(chunk.requestBody!.content)).toEqual(['application/offset+octet-stream']);
    expect(Object.keys(chunk.responses)).toEqual(['200', '204', '400', '401', '409', '412', '415', '5XX']);
    expect(chunk.responses['204']!.headers).toMatchObject({ 'Upload-Offset': { required: true } });
    expect(paths['/vt/staticfile/tus']!.post!.responses['201']!.headers).toMatchObject({ Location: { required: true } });
    expect(paths['/vt/staticfile/tus']!.post!.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Upload-Length', in: 'header', required: true })]));
    expect(paths['/vt/staticfile/tus/upload']!.head).toBeDefined();
    expect(paths['/vt/staticfile/tus/upload']!.delete, 'the console never terminates an upload').toBeUndefined();
    expect(paths['/vt/staticfile/get']!.get!.responses['200']!.content).toEqual({ '*/*': { schema: { type: 'string', format: 'binary' } } });
    expect(paths['/vtproxy/video/{clip}/{file}']!.get!.parameters!.map((p) => `${p.in} ${p.name}`)).toEqual(['path clip', 'path file']);
  });

  it('lets a whole resumable upload through as the console sends it: create, read the offset, one chunk', async () => {
    const world = checkedWorld();
    const upload = await created(world);
    expect((await world.send(upload, { method: 'HEAD', headers: { ...world.session, ...PROTOCOL } })).headers.get('upload-offset')).toBe('0');
    const last = await world.send(upload, patch({ ...world.session, ...PROTOCOL, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }));
    expect(last.status).toBe(200);
    expect(world.check.take()).toEqual([]);
  });

  it('fails a chunk sent without Upload-Offset (the request side)', async () => {
    const world = checkedWorld();
    const upload = await created(world);
    expect((await world.send(upload, patch({ ...world.session, ...PROTOCOL, 'content-type': 'application/offset+octet-stream' }))).status).toBe(400);
    expect(world.check.take()).toEqual([{ side: 'request', method: 'PATCH', path: '/vt/staticfile/tus/upload', error: 'header Upload-Offset is missing' }]);
  });

  it('fails an answer status the contract does not list (409 taken out of the chunk’s answers)', async () => {
    const world = checkedWorld(without(loadContract(), '/vt/staticfile/tus/upload', 'patch', '409'));
    const upload = await created(world);
    // Two bytes ahead of the server's offset: a conflict.
    expect((await world.send(upload, patch({ ...world.session, ...PROTOCOL, 'upload-offset': '2', 'content-type': 'application/offset+octet-stream' }))).status).toBe(409);
    expect(world.check.take()).toEqual([
      expect.objectContaining({ side: 'answer', method: 'PATCH', error: 'HTTP 409 is not an answer the contract lists (200, 204, 400, 401, 412, 415, 5XX)' }),
    ]);
  });

  it('fails an answer without a header its status must carry (a chunk accepted without Upload-Offset)', async () => {
    const forgetful = () => [http.patch(/\/vt\/staticfile\/tus\/upload$/, () => new HttpResponse(null, { status: 204, headers: PROTOCOL }))];
    const world = checkedWorld(loadContract(), forgetful);
    await world.send(`${TUS}/upload?id=u-1`, patch({ ...world.session, ...PROTOCOL, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }));
    expect(world.check.take()).toEqual([{ side: 'answer', method: 'PATCH', path: '/vt/staticfile/tus/upload', error: 'header Upload-Offset is missing from HTTP 204' }]);
  });

  it('judges a camera’s stream and a file link by their templated and query parameters', async () => {
    const world = checkedWorld();
    expect((await world.send('http://localhost/vtproxy/video/clip-1/index.m3u8')).status).toBe(200);
    expect((await world.send('http://localhost/vtproxy/video/clip-9/index.m3u8')).status).toBe(404);
    expect((await world.send('http://localhost/vt/staticfile/get?did=f-none&exp=1&sig=forged')).status).toBe(404);
    expect(world.check.take()).toEqual([]);
    await world.send('http://localhost/vt/staticfile/get?exp=soon');
    const seen: ContractViolation[] = world.check.take();
    expect(seen.map((v) => `${v.side} ${v.error}`)).toEqual(['request query did is missing', 'request query exp must match pattern "^[0-9]+$"']);
  });

  it('keeps only the mock’s own control outside, and a tus call the console does not make is unknown', async () => {
    const world = checkedWorld();
    await world.send(`${TUS}/upload?id=u-1`, { method: 'DELETE', headers: { ...world.session, ...PROTOCOL } });
    expect(world.check.take()).toEqual([expect.objectContaining({ side: 'unknown call', method: 'DELETE', path: '/vt/staticfile/tus/upload' })]);
    await world.send('http://localhost/__mock__/control', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(world.check.take()).toEqual([]);
  });
});
