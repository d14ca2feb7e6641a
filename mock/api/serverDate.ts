import type { HttpHandler } from 'msw';
import { aroundResolvers } from './aroundResolvers.ts';

/**
 * Every answer carries the standard `Date` header read from the WORLD clock (a real server sends
 * its own clock there): the console learns the server's now from it, whatever the browser's says.
 */
export function withServerDate(handlers: HttpHandler[], worldNow: () => number): HttpHandler[] {
  return aroundResolvers(handlers, async (info, resolve) => {
    const answer = await resolve(info);
    try {
      if (answer instanceof Response) answer.headers.set('Date', new Date(worldNow()).toUTCString());
    } catch {
      // An answer with immutable headers (a redirect) keeps the transport's own date.
    }
    return answer;
  });
}
