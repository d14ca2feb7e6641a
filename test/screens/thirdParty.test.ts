// @vitest-environment node
import { createHttpClient } from '../../src/api/http';
import { createUserApi } from '../../src/api/user';
import { thirdPartyFromQuery } from '../../src/screens/auth/thirdParty';
import { testHttpDeps } from '../support/httpDeps';

const LONG = 'x'.repeat(5000);

describe('thirdPartyFromQuery', () => {
  it('turns a ticket into the partner entry', () => {
    expect(thirdPartyFromQuery('?ticket=T-123')).toEqual({ type: 'partner', ticket: 'T-123' });
  });

  it('lets a ticket win over a client code and a token', () => {
    expect(thirdPartyFromQuery('ticket=T1&clientId=c1&code=k1&token=tok')).toEqual({ type: 'partner', ticket: 'T1' });
  });

  it('turns clientId plus code into the cmi entry', () => {
    expect(thirdPartyFromQuery('?clientId=c1&code=k1')).toEqual({ type: 'cmi', clientId: 'c1', code: 'k1' });
  });

  it('prefers the cmi entry over a token', () => {
    expect(thirdPartyFromQuery('?clientId=c1&code=k1&token=tok')?.type).toBe('cmi');
  });

  it('does not treat clientId alone, or code alone, as cmi', () => {
    expect(thirdPartyFromQuery('?clientId=c1')).toBeNull();
    expect(thirdPartyFromQuery('?code=k1')).toBeNull();
    expect(thirdPartyFromQuery('?clientId=c1&token=tok')).toEqual({ type: 'token', token: 'tok' });
  });

  it('turns a token into the encrypted-token entry, decoded', () => {
    expect(thirdPartyFromQuery('?token=a%2Bb%3D%3D')).toEqual({ type: 'token', token: 'a+b==' });
  });

  it('returns null (go to login) when none is given', () => {
    expect(thirdPartyFromQuery('')).toBeNull();
    expect(thirdPartyFromQuery('?foo=bar&redirect=/index')).toBeNull();
  });

  it('treats empty or blank values as absent', () => {
    expect(thirdPartyFromQuery('?ticket=&token=tok')).toEqual({ type: 'token', token: 'tok' });
    expect(thirdPartyFromQuery('?ticket=%20%20&clientId=c1&code=')).toBeNull();
  });

  it('trims surrounding spaces', () => {
    expect(thirdPartyFromQuery('?ticket=%20T1%20')).toEqual({ type: 'partner', ticket: 'T1' });
  });

  it('ignores over-long values', () => {
    expect(thirdPartyFromQuery(`?ticket=${LONG}`)).toBeNull();
    expect(thirdPartyFromQuery(`?ticket=${LONG}&token=tok`)).toEqual({ type: 'token', token: 'tok' });
    expect(thirdPartyFromQuery(`?clientId=c1&code=${LONG}`)).toBeNull();
    expect(thirdPartyFromQuery(`?token=${LONG}`)).toBeNull();
  });

  it('accepts a long but reasonable token', () => {
    const token = 't'.repeat(2000);
    expect(thirdPartyFromQuery(`?token=${token}`)).toEqual({ type: 'token', token });
  });

  it('accepts URLSearchParams as well as a string', () => {
    expect(thirdPartyFromQuery(new URLSearchParams({ clientId: 'c1', code: 'k1' }))).toEqual({ type: 'cmi', clientId: 'c1', code: 'k1' });
  });
});

describe('third-party sign-in request (spec §9)', () => {
  it('times out after 20 s (a literal, so a drift of the constant in src fails here) and sends only the given values', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen: Request[] = [];
    const http = createHttpClient(testHttpDeps({
      baseURL: 'http://api.test',
      sessionHeaders: () => null,
      // Records the request and never answers: only the timeout ends it.
      fetch: async (input, init) => {
        const request = new Request(input, init);
        seen.push(request);
        return new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      },
    }));
    const settled = vi.fn();
    const call = createUserApi(http).thirdLogin({ type: 'cmi', clientId: 'c1', code: 'k1', ticket: '' }).catch((e: unknown) => e);
    void call.then(settled);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ kind: 'timeout' });
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/sfsaas/api/user/thirdlogin');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ clientId: 'c1', code: 'k1' });
    expect(url.searchParams.has('ticket')).toBe(false);
    http.dispose();
    vi.useRealTimers();
  });
});
