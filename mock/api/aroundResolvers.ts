import type { HttpHandler } from 'msw';

/** What msw hands a resolver (the request among it), and what the resolver gives back. */
export type ResolverInfo = { request: Request };
export type Resolve = (info: ResolverInfo) => Promise<unknown>;

/**
 * Puts `around` around each handler's resolver, in place (msw keeps a handler's resolver
 * protected, so it cannot be passed in from outside): `around` gets the resolver's info and the
 * resolver itself, and gives the answer. The handlers are returned for chaining.
 */
export function aroundResolvers(handlers: HttpHandler[], around: (info: ResolverInfo, resolve: Resolve) => Promise<unknown>): HttpHandler[] {
  for (const handler of handlers) {
    const own = handler as unknown as { resolver: (info: ResolverInfo) => unknown };
    const inner = own.resolver;
    own.resolver = (info) => around(info, async (at) => inner(at));
  }
  return handlers;
}
