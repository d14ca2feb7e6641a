// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PEER_HEADER, requestIp, trustedProxies } from '../../mock/api/connection';

/** The audit's address: the connection's, a forwarded one only through a configured trusted proxy. */
const request = (headers: Record<string, string>) => new Request('http://localhost/sfsaas/api/user/info', { headers });

describe('requestIp', () => {
  it('reads 127.0.0.1 with no connection (msw) and ignores x-forwarded-for from an untrusted peer', () => {
    expect(requestIp(request({}), new Set())).toBe('127.0.0.1');
    expect(requestIp(request({ 'x-forwarded-for': '10.9.8.7' }), new Set())).toBe('127.0.0.1');
    expect(requestIp(request({ [PEER_HEADER]: '::ffff:192.168.1.20', 'x-forwarded-for': '10.9.8.7' }), new Set())).toBe('192.168.1.20');
  });

  it('behind a trusted proxy takes the right-most hop that is not a trusted proxy', () => {
    const trusted = trustedProxies('10.0.0.1, 10.0.0.2');
    expect([...trusted]).toEqual(['10.0.0.1', '10.0.0.2']);
    const via = (xff: string) => request({ [PEER_HEADER]: '10.0.0.1', 'x-forwarded-for': xff });
    expect(requestIp(via('6.6.6.6, 203.0.113.9'), trusted)).toBe('203.0.113.9');
    expect(requestIp(via('6.6.6.6, 203.0.113.9, 10.0.0.2'), trusted)).toBe('203.0.113.9');
    expect(requestIp(request({ [PEER_HEADER]: '10.0.0.1' }), trusted)).toBe('10.0.0.1');
  });

  it('trusts no proxy by default', () => {
    expect(trustedProxies('').size).toBe(0);
  });
});
