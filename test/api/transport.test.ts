// @vitest-environment node
import { TransportFailure, joinBase, send, withQuery, type TransportRequest } from '../../src/api/transport';

const request = (over: Partial<TransportRequest> = {}): TransportRequest => ({
  method: 'POST', url: 'https://api.test/x', headers: new Headers(), timeoutMs: 1000, ...over,
});

describe('transport', () => {
  it('joins a base and a path with one slash, and leaves a path alone without a base', () => {
    expect(joinBase('https://api.test/', '/sfsaas/api/x')).toBe('https://api.test/sfsaas/api/x');
    expect(joinBase('https://api.test', 'lang/en.json')).toBe('https://api.test/lang/en.json');
    expect(joinBase('', '/lang/en.json')).toBe('/lang/en.json');
  });

  it('adds query parameters, encoded, after any already there', () => {
    expect(withQuery('/a', { q: 'x y', n: '1' })).toBe('/a?q=x+y&n=1');
    expect(withQuery('/a?b=1', { c: '&' })).toBe('/a?b=1&c=%26');
    expect(withQuery('/a', undefined)).toBe('/a');
  });

  it('sends a plain body as JSON and FormData as it is', async () => {
    const seen: Request[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => (seen.push(new Request(input, init)), Response.json({}));
    await send(fetch, request({ body: { a: 1 } }));
    const form = new FormData();
    form.set('file', 'x');
    await send(fetch, request({ body: form }));
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.text()).toBe('{"a":1}');
    expect(seen[1]!.headers.get('content-type')).toMatch(/^multipart\/form-data/);
  });

  it('reads JSON when the answer is JSON, its text otherwise', async () => {
    const answer = (body: string, status = 200) => async () => new Response(body, { status });
    // The answer's headers come along (tus reads Upload-Offset from them).
    const plain = { 'content-type': 'text/plain;charset=UTF-8' };
    expect(await send(answer('{"status":0}'), request())).toEqual({ status: 200, ok: true, data: { status: 0 }, headers: plain });
    expect(await send(answer('<html>down</html>', 502), request())).toEqual({ status: 502, ok: false, data: '<html>down</html>', headers: plain });
    expect((await send(answer(''), request())).data).toBe('');
  });

  it('names its failures: network, timeout (after timeoutMs), cancelled', async () => {
    const refused = async () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(send(refused, request())).rejects.toMatchObject({ reason: 'network', message: 'Network Error' });

    const hang = async (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new Error('aborted'))));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const timing = send(hang, request({ timeoutMs: 250 })).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(250);
    expect(await timing).toMatchObject({ reason: 'timeout', message: 'timeout of 250ms exceeded' });
    vi.useRealTimers();

    const caller = new AbortController();
    const cancelled = send(hang, request({ signal: caller.signal })).catch((e: unknown) => e);
    caller.abort();
    const error = await cancelled;
    expect(error).toBeInstanceOf(TransportFailure);
    expect(error).toMatchObject({ reason: 'cancelled' });
  });
});
