import type { HttpHandler } from 'msw';

type Resolve = (info: unknown) => unknown;

/**
 * Every answer carries the standard `Date` header read from the WORLD clock (a real server sends
 * its own clock there): the console learns the server's now from it, whatever the browser's says.
 * msw keeps a handler's resolver protected, so it is wrapped in place, once per handler.
 */
export function withServerDate(handlers: HttpHandler[], worldNow: () => number): HttpHandler[] {
  for (const handler of handlers) {
    const slot = handler as unknown as { resolver: Resolve };
    const inner = slot.resolver;
    slot.resolver = async (info) => {
      const answer = await inner(info);
      try {
        if (answer instanceof Response) answer.headers.set('Date', new Date(worldNow()).toUTCString());
      } catch {
        // An answer with immutable headers (a redirect) keeps the transport's own date.
      }
      return answer;
    };
  }
  return handlers;
}
