// The request layer's dependencies for a test that builds an http client by itself: a signed-in
// session's headers, English, no loading or error sinks; a test overrides what it looks at.
import type { HttpDeps } from '../../src/api/http';

export const TEST_SESSION_HEADERS = { companyid: 'c1', reqUserId: 'u1', loginsession: 's1', userDid: 'd1', userid: 'u1' } as const;

export function testHttpDeps(over: Partial<HttpDeps> & Pick<HttpDeps, 'baseURL'>): HttpDeps {
  return {
    pageOrigin: over.baseURL,
    sessionHeaders: () => ({ ...TEST_SESSION_HEADERS }),
    acceptLanguage: () => 'en-US',
    isLoggingOut: () => false,
    requestStarted: () => undefined,
    requestEnded: () => undefined,
    sessionExpired: () => undefined,
    showError: () => undefined,
    ...over,
  };
}
