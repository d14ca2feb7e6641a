/**
 * The caller's address as the audit records it. The node server (vitePlugin.ts) removes any
 * incoming copy of PEER_HEADER and sets it from the socket, so a client cannot choose it; msw
 * tests have no socket and read 127.0.0.1 unless they set the header themselves.
 */
export const PEER_HEADER = 'x-cem-mock-peer';

/** With no connection (msw in tests): the local machine. */
const LOCAL = '127.0.0.1';

/** `::ffff:10.0.0.1` (IPv4 on an IPv6 socket) reads as `10.0.0.1`. */
export function plainAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/** The proxies whose `x-forwarded-for` is believed: env CEM_TRUSTED_PROXIES, comma-separated, none by default. */
export function trustedProxies(value = process.env.CEM_TRUSTED_PROXIES ?? ''): ReadonlySet<string> {
  return new Set(value.split(',').map(plainAddress).filter(Boolean));
}

/**
 * The connection's address; behind a trusted proxy, the right-most hop of `x-forwarded-for` that
 * is not itself a trusted proxy (hops to its left are whatever the client wrote).
 */
export function requestIp(request: Request, trusted: ReadonlySet<string> = trustedProxies()): string {
  const peer = plainAddress(request.headers.get(PEER_HEADER) ?? '') || LOCAL;
  if (!trusted.has(peer)) return peer;
  const hops = (request.headers.get('x-forwarded-for') ?? '').split(',').map(plainAddress).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) if (!trusted.has(hops[i]!)) return hops[i]!;
  return hops[0] ?? peer;
}
