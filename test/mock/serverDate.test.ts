// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, CONTROL_HEADERS, startMockBackend } from './support';

/** Every answer tells the console the WORLD's time in the standard Date header (issue 38 item 2), not the machine's. */

// A machine whose wall clock says 2 December: the world still starts at its seed.
startMockBackend({ now: () => Date.parse('2026-12-02T09:00:00Z') });

describe('the server time header', () => {
  it('says the world clock on an ordinary answer and on a refusal, and moves with advance-time', async () => {
    const answer = await call('/sfsaas/api/tenant/basicinfo', { body: { domain: 'localhost' } });
    expect(answer.headers.get('date')).toBe('Sat, 31 Oct 2026 16:00:00 GMT');
    const refused = await call('/sfsaas/api/user/login', { body: { username: 'admin', password: 'wrong' } });
    expect(refused.envelope.status).not.toBe(0);
    expect(refused.headers.get('date')).toBe('Sat, 31 Oct 2026 16:00:00 GMT');
    await call('/__mock__/control', { body: { action: 'advance-time', ms: 2 * 86_400_000 + 90 * 60_000 }, headers: CONTROL_HEADERS });
    expect((await call('/sfsaas/api/tenant/basicinfo', { body: { domain: 'localhost' } })).headers.get('date')).toBe('Mon, 02 Nov 2026 17:30:00 GMT');
  });
});
