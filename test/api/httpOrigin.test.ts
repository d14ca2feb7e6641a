import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createHttpClient } from '../../src/api/http';
import { ApiError } from '../../src/api/errors';
import { TEST_SESSION_HEADERS, testHttpDeps } from '../support/httpDeps';

const PAGE = window.location.origin;
const API = 'https://api.test';
const echo = ({ request }: { request: Request }) => HttpResponse.json({ status: 0, result: Object.fromEntries(request.headers.entries()) });
let slow: (() => void) | undefined;
const server = setupServer(
  mswHttp.post(`${API}/echo`, echo),
  mswHttp.post(`${PAGE}/echo`, echo),
  mswHttp.get(`${PAGE}/lang/en.json`, echo),
  mswHttp.post(`https://elsewhere.test/echo`, echo),
  mswHttp.post(`${API}/slow`, () => new Promise<Response>((resolve) => (slow = () => resolve(HttpResponse.json({ status: 0 }))))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(baseURL: string) {
  return createHttpClient(testHttpDeps({ baseURL, pageOrigin: PAGE, sessionHeaders: () => ({ ...TEST_SESSION_HEADERS, loginsession: 'secret-session' }) }));
}

describe('session headers go only to the API origin (spec §7)', () => {
  it('sends them to the configured backend origin', async () => {
    const headers = await client(API).post<Record<string, string>>('/echo');
    expect(headers.loginsession).toBe('secret-session');
    expect(headers.companyid).toBe('c1');
  });

  it('sends them on the same origin when the API is same-origin', async () => {
    const headers = await client('').post<Record<string, string>>('/echo');
    expect(headers.loginsession).toBe('secret-session');
  });

  it('keeps them off the static files of the page origin when the API lives elsewhere', async () => {
    const headers = await client(API).getStaticWithRetry<Record<string, string>>('/lang/en.json');
    expect(headers.loginsession).toBeUndefined();
    expect(headers.userid).toBeUndefined();
  });

  it.each(['https://elsewhere.test/echo', '//elsewhere.test/echo', 'HTTPS://elsewhere.test/echo', 'javascript:alert(1)'])(
    'refuses the absolute URL %j that no service module asked for, sending nothing',
    async (url) => {
      const error = await client(API).post(url).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('setup');
    },
  );

  it('lets an absolute URL through when the caller asks for it, without the session', async () => {
    const headers = await client(API).post<Record<string, string>>('https://elsewhere.test/echo', {}, { absoluteUrl: true });
    expect(headers.loginsession).toBeUndefined();
    expect(headers['accept-language']).toBe('en-US');
  });
});

describe('dispose', () => {
  it('aborts a request still in flight', async () => {
    const c = client(API);
    const pending = c.post('/slow').catch((e: unknown) => e);
    await vi.waitFor(() => expect(slow).toBeDefined());
    c.dispose();
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).visible).toBe(false);
    slow?.();
  });

  it('aborts a request that has its own signal too', async () => {
    const c = client(API);
    const own = new AbortController();
    const pending = c.post('/slow', {}, { signal: own.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(slow).toBeDefined());
    c.dispose();
    expect(await pending).toBeInstanceOf(ApiError);
    expect(own.signal.aborted).toBe(false);
    slow?.();
  });
});

describe('retry waits on the app timer scope', () => {
  it('an unmount during the wait between two tries of a language file ends the retries', async () => {
    const { createTimerScope } = await import('../../src/lib/timers');
    let attempts = 0;
    server.use(mswHttp.get(`${PAGE}/lang/th.json`, () => (attempts++, HttpResponse.error())));
    const timers = createTimerScope();
    const c = createHttpClient(testHttpDeps({ baseURL: API, pageOrigin: PAGE, sessionHeaders: () => null, acceptLanguage: () => 'th-TH', sleep: (ms) => timers.sleep(ms) }));
    void c.getStaticWithRetry('/lang/th.json').catch(() => undefined);
    await vi.waitFor(() => expect(attempts).toBe(1));
    timers.dispose(); // the app's timers go at unmount, while the first 1000 ms wait runs
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(attempts).toBe(1); // with a plain setTimeout wait, a second try would have gone out
    c.dispose();
  });
});
