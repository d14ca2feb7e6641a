import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createHttpClient } from '../../src/api/http';
import { testHttpDeps } from '../support/httpDeps';

/** The request layer hands the console's clock the API's Date header only (issue 38 §2). */
const ORIGIN = 'http://api.test';
const SERVER_DATE = 'Sat, 31 Oct 2026 16:00:00 GMT';
const server = setupServer(
  mswHttp.post(`${ORIGIN}/api/ok`, () => HttpResponse.json({ status: 0, result: 1 }, { headers: { Date: SERVER_DATE } })),
  mswHttp.post(`${ORIGIN}/api/refused`, () => HttpResponse.json({ status: -1, message: 'no' }, { headers: { Date: SERVER_DATE } })),
  mswHttp.post(`${ORIGIN}/api/gateway`, () => HttpResponse.json({ message: 'bad gateway' }, { status: 502, headers: { Date: 'Wed, 02 Dec 2026 09:00:00 GMT' } })),
  mswHttp.get(`${ORIGIN}/lang/en.json`, () => HttpResponse.json({ a: 'b' }, { headers: { Date: 'Wed, 02 Dec 2026 09:00:00 GMT' } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the server date of API answers', () => {
  it('passes the Date of API answers (refusals too), never of static files or a gateway’s failure', async () => {
    const seen: Array<string | undefined> = [];
    const client = createHttpClient(testHttpDeps({ baseURL: `${ORIGIN}/api`, fetch: globalThis.fetch, serverDate: (header) => seen.push(header) }));
    await client.post('ok');
    await client.post('refused', undefined, { hideError: true }).catch(() => undefined);
    await client.post('gateway', undefined, { hideError: true }).catch(() => undefined);
    expect(await client.getStaticWithRetry('/lang/en.json')).toEqual({ a: 'b' });
    expect(seen).toEqual([SERVER_DATE, SERVER_DATE]);
  });
});
