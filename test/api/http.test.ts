import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createHttpClient, type HttpDeps } from '../../src/api/http';
import { ApiError, isQuietFailure, type UserMessage } from '../../src/api/errors';

const ORIGIN = 'http://api.test';
const server = setupServer(
  mswHttp.post(`${ORIGIN}/ok`, () => HttpResponse.json({ status: 0, message: 'ok', result: { answer: 42 } })),
  mswHttp.post(`${ORIGIN}/expired`, () => HttpResponse.json({ status: -45592, message: '' })),
  mswHttp.post(`${ORIGIN}/expired-text`, () => HttpResponse.json({ status: -45592, message: 'Session gone' })),
  mswHttp.post(`${ORIGIN}/hidden`, () => HttpResponse.json({ status: -45999, message: 'quiet' })),
  mswHttp.post(`${ORIGIN}/fail`, () => HttpResponse.json({ status: 12, message: 'Quota exceeded' })),
  mswHttp.post(`${ORIGIN}/fail-bare`, () => HttpResponse.json({ status: 13 })),
  mswHttp.post(`${ORIGIN}/refused`, () => HttpResponse.json({ status: -45403, message: 'no access to store st-9', result: { messageKey: 'access.noStore', values: { store: 'st-9' } } })),
  mswHttp.post(`${ORIGIN}/http500`, () => HttpResponse.json({ message: 'Server down' }, { status: 500 })),
  mswHttp.post(`${ORIGIN}/http500-bare`, () => new HttpResponse(null, { status: 500 })),
  mswHttp.post(`${ORIGIN}/http404`, () => HttpResponse.json({ message: 'nope' }, { status: 404 })),
  mswHttp.post(`${ORIGIN}/http-hidden`, () => HttpResponse.json({ status: -45999, message: 'x' }, { status: 502 })),
  mswHttp.post(`${ORIGIN}/network`, () => HttpResponse.error()),
  mswHttp.post(`${ORIGIN}/echo-headers`, ({ request }) =>
    HttpResponse.json({ status: 0, result: Object.fromEntries(request.headers.entries()) }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Harness {
  client: ReturnType<typeof createHttpClient>;
  toasts: UserMessage[];
  expired: UserMessage[];
  loading: { started: number; ended: number };
  clock: { now: number };
  state: { loggingOut: boolean; signedIn: boolean; brokenHeaders: boolean };
  /** What each call told of the server's reach (the header's offline sign). */
  reached: boolean[];
}

function harness(fetch?: typeof globalThis.fetch): Harness {
  const toasts: UserMessage[] = [];
  const expired: UserMessage[] = [];
  const loading = { started: 0, ended: 0 };
  const clock = { now: 10_000 };
  const state = { loggingOut: false, signedIn: true, brokenHeaders: false };
  const reached: boolean[] = [];
  const deps: HttpDeps = {
    baseURL: ORIGIN,
    sessionHeaders: () => {
      if (state.brokenHeaders) throw new Error('cannot build headers');
      return state.signedIn ? { companyid: 'c1', reqUserId: 'u1', loginsession: 's1', userDid: 'd1', userid: 'u1' } : null;
    },
    acceptLanguage: () => 'th-TH',
    isLoggingOut: () => state.loggingOut,
    requestStarted: () => void loading.started++,
    requestEnded: () => void loading.ended++,
    sessionExpired: (m) => void expired.push(m),
    showError: (m) => void toasts.push(m),
    now: () => clock.now,
    reachability: (answer) => void reached.push(answer),
    fetch,
  };
  return { client: createHttpClient(deps), toasts, expired, loading, clock, state, reached };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('request layer (spec §7, §8)', () => {
  it('unwraps the result of a status 0 envelope', async () => {
    const h = harness();
    await expect(h.client.post('/ok')).resolves.toEqual({ answer: 42 });
    expect(h.toasts).toEqual([]);
  });

  it('sends the session headers and Accept-Language on every call', async () => {
    const h = harness();
    const headers = await h.client.post<Record<string, string>>('/echo-headers');
    expect(headers).toMatchObject({ companyid: 'c1', requserid: 'u1', loginsession: 's1', userdid: 'd1', userid: 'u1', 'accept-language': 'th-TH' });
  });

  it('-45592: hands the server message (or loginExpired) to the session, without a toast of its own', async () => {
    const h = harness();
    const e1 = await failure(h.client.post('/expired'));
    const e2 = await failure(h.client.post('/expired-text'));
    expect(e1.kind).toBe('session-expired');
    expect(h.expired).toEqual([{ id: 'loginExpired' }, { text: 'Session gone' }]);
    expect(e2.visible).toBe(false);
    expect(h.toasts).toEqual([]);
  });

  it('other non-zero statuses toast the server message, or operationFailed', async () => {
    const h = harness();
    await failure(h.client.post('/fail'));
    h.clock.now += 1000;
    await failure(h.client.post('/fail-bare'));
    expect(h.toasts).toEqual([{ text: 'Quota exceeded' }, { id: 'operationFailed' }]);
  });

  it('a keyed refusal (-45403) toasts its message key and values, with the server text as the fallback (issue 21 §4)', async () => {
    const h = harness();
    await failure(h.client.post('/refused'));
    expect(h.toasts).toEqual([{ id: 'access.noStore', values: { store: 'st-9' }, fallback: 'no access to store st-9' }]);
  });

  it('-45999 never toasts, as a status or inside an HTTP error', async () => {
    const h = harness();
    const e = await failure(h.client.post('/hidden'));
    await failure(h.client.post('/http-hidden'));
    expect(e.visible).toBe(false);
    expect(h.toasts).toEqual([]);
  });

  it('hideError keeps a non-zero status quiet for callers that show their own message', async () => {
    const h = harness();
    const e = await failure(h.client.post('/fail', {}, { hideError: true }));
    expect(e.userMessage).toEqual({ text: 'Quota exceeded' });
    expect(h.toasts).toEqual([]);
  });

  it('HTTP errors show the server message, else the error message; 404 never toasts', async () => {
    const h = harness();
    await failure(h.client.post('/http500'));
    h.clock.now += 1000;
    await failure(h.client.post('/http500-bare'));
    h.clock.now += 1000;
    const notFound = await failure(h.client.post('/http404'));
    expect(h.toasts[0]).toEqual({ text: 'Server down' });
    expect(h.toasts[1]).toEqual({ text: 'Request failed with status code 500' });
    expect(h.toasts).toHaveLength(2);
    expect(notFound.visible).toBe(false);
  });

  it('network errors toast the error message', async () => {
    const h = harness();
    const e = await failure(h.client.post('/network'));
    expect(e.kind).toBe('http');
    expect(h.toasts).toEqual([{ text: 'Network Error' }]);
  });

  it('a request that cannot be built gives requestFailed', async () => {
    const h = harness();
    h.state.brokenHeaders = true;
    const e = await failure(h.client.post('/ok'));
    expect(e.kind).toBe('setup');
    expect(h.toasts).toEqual([{ id: 'requestFailed' }]);
  });

  it('throttles error toasts to one per 1000 ms', async () => {
    const h = harness();
    await Promise.allSettled([h.client.post('/fail'), h.client.post('/fail'), h.client.post('/fail')]);
    expect(h.toasts).toHaveLength(1);
    h.clock.now += 999;
    await failure(h.client.post('/fail'));
    expect(h.toasts).toHaveLength(1);
    h.clock.now += 1;
    await failure(h.client.post('/fail'));
    expect(h.toasts).toHaveLength(2);
  });

  it('rejects silently during the sign-out window, except calls allowed through it', async () => {
    const h = harness();
    h.state.loggingOut = true;
    const e = await failure(h.client.post('/ok'));
    expect(e.kind).toBe('logout-blocked');
    expect(e.visible).toBe(false);
    await expect(h.client.post('/ok', {}, { allowDuringLogout: true })).resolves.toEqual({ answer: 42 });
    expect(h.toasts).toEqual([]);
  });

  it('balances loading start and end for successes and every kind of failure', async () => {
    const h = harness();
    await Promise.allSettled(['/ok', '/fail', '/http500', '/network', '/http404', '/expired'].map((p) => h.client.post(p)));
    expect(h.loading.started).toBe(6);
    expect(h.loading.ended).toBe(6);
    await h.client.post('/ok', {}, { silent: true });
    expect(h.loading.started).toBe(6);
  });

  it('after dispose, calls are refused quietly and nothing reaches the network', async () => {
    const seen = vi.fn();
    server.use(mswHttp.post(`${ORIGIN}/echo-headers`, () => (seen(), HttpResponse.json({ status: 0 }))));
    const h = harness();
    h.client.dispose();
    const error = await failure(h.client.post('/echo-headers'));
    expect(error.visible).toBe(false);
    expect(seen).not.toHaveBeenCalled();
    expect(h.toasts).toEqual([]);
  });

  it('after dispose a call starts nothing: no fetch, no loading bar (issue 21)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ status: 0 }));
    const h = harness(fetch);
    h.client.dispose();
    const error = await failure(h.client.post('/ok'));
    expect(error.visible).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(h.loading.started).toBe(0);
  });
});

/**
 * A transport in place of the network: each request is recorded and answered by `answer`
 * (a value is a 200 JSON response, a thrown error is the transport's failure, HANG never answers
 * until the request is aborted).
 */
const HANG = Symbol('hang');
function stubFetch(answer: (attempt: number, request: Request) => unknown) {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    const data = answer(requests.length, request);
    if (data !== HANG) return Response.json(data);
    return new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  };
  return { fetch, requests };
}

// Spec §9's values are literals here, not src's constants, so a drift in src fails a test.
describe('request timeouts and the language-file retry (spec §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('gives every call a 600000 ms timeout unless the call sets its own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch, requests } = stubFetch(() => HANG);
    const h = harness(fetch);
    const calls = [h.client.post('/a'), h.client.get('/b'), h.client.remove('/c')].map((p) => failure(p));
    const own = failure(h.client.get('/d', {}, { timeout: 5 }));
    await vi.advanceTimersByTimeAsync(5);
    expect((await own).kind).toBe('timeout');
    await vi.advanceTimersByTimeAsync(599_994);
    const settled = vi.fn();
    calls.forEach((c) => void c.then(settled));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect((await Promise.all(calls)).map((e) => e.kind)).toEqual(['timeout', 'timeout', 'timeout']);
    expect(requests.map((r) => r.method)).toEqual(['POST', 'GET', 'DELETE', 'GET']);
  });

  it('getStaticWithRetry: 3 retries 1000 ms apart, each with a 700000 ms timeout, then the answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch, requests: configs } = stubFetch((attempt) => {
      if (attempt < 4) throw new TypeError('Failed to fetch');
      return { hello: 'world' };
    });
    const h = harness(fetch);
    const result = h.client.getStaticWithRetry<Record<string, string>>('/lang/en.json');
    await vi.advanceTimersByTimeAsync(0);
    expect(configs).toHaveLength(1);
    for (const attempts of [2, 3, 4]) {
      await vi.advanceTimersByTimeAsync(999);
      expect(configs).toHaveLength(attempts - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(configs).toHaveLength(attempts);
    }
    await expect(result).resolves.toEqual({ hello: 'world' }); // the file itself, no envelope
    expect(h.toasts).toEqual([]);
  });

  it('getStaticWithRetry: each try waits 700000 ms for its answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch, requests } = stubFetch(() => HANG);
    const h = harness(fetch);
    const result = failure(h.client.getStaticWithRetry('/lang/en.json'));
    for (const tries of [1, 2, 3, 4]) {
      await vi.advanceTimersByTimeAsync(699_999);
      expect(requests).toHaveLength(tries);
      await vi.advanceTimersByTimeAsync(1 + 1000); // this try times out; the next starts after 1000 ms
    }
    expect((await result).kind).toBe('timeout');
    expect(requests).toHaveLength(4);
  });

  it('getStaticWithRetry: after 4 failed attempts, fails with the last error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch, requests: configs } = stubFetch((attempt) => {
      throw new Error(`attempt ${attempt} failed`);
    });
    const h = harness(fetch);
    const result = failure(h.client.getStaticWithRetry('/lang/en.json'));
    await vi.advanceTimersByTimeAsync(3000);
    const error = await result;
    expect(configs).toHaveLength(4);
    expect(error.userMessage).toEqual({ text: 'attempt 4 failed' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(configs).toHaveLength(4); // no fifth attempt
    expect(h.toasts).toEqual([]); // language files fail quietly
  });

  it('getStaticWithRetry does not retry a call refused during the sign-out window', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch, requests: configs } = stubFetch(() => ({}));
    const h = harness(fetch);
    h.state.loggingOut = true;
    const settled = vi.fn();
    const result = h.client.getStaticWithRetry('/lang/en.json');
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(0); // no time passes: a retry would be waiting for its 1000 ms
    expect(settled).toHaveBeenCalledTimes(1);
    expect((await failure(result)).kind).toBe('logout-blocked');
    expect(vi.getTimerCount()).toBe(0);
    expect(configs).toEqual([]);
  });

  it("a network error with no message and no server message toasts 'requestError'", async () => {
    const { fetch } = stubFetch(() => {
      throw new Error('');
    });
    const h = harness(fetch);
    const error = await failure(h.client.post('/ok'));
    expect(error.kind).toBe('http');
    expect(error.userMessage).toEqual({ id: 'requestError' });
    expect(h.toasts).toEqual([{ id: 'requestError' }]);
  });
});

describe('the server’s reach (issue 36 item 4: the header says when the console is offline)', () => {
  it('is lost with no answer or a gateway’s 502, and back with any answer, a refusal included', async () => {
    const h = harness();
    await failure(h.client.post('/network'));
    await failure(h.client.post('/http-hidden'));
    await failure(h.client.post('/fail'));
    await failure(h.client.post('/http500'));
    await h.client.post('/ok');
    expect(h.reached).toEqual([false, false, true, true, true]);
  });

  it('marks the failures without an answer unreachable, and only those: no log needs them (the header says it)', async () => {
    const h = harness();
    const errors = [await failure(h.client.post('/network')), await failure(h.client.post('/http-hidden')), await failure(h.client.post('/fail')), await failure(h.client.post('/http500'))];
    expect(errors.map((e) => e.unreachable)).toEqual([true, true, false, false]);
    expect(errors.map(isQuietFailure)).toEqual([true, true, false, false]);
  });

  it('says nothing of a call the caller cancelled', async () => {
    const h = harness();
    const controller = new AbortController();
    controller.abort();
    await failure(h.client.post('/ok', {}, { signal: controller.signal }));
    expect(h.reached).toEqual([]);
  });
});
