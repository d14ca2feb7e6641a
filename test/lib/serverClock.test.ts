import { describe, expect, it } from 'vitest';
import { createServerClock, parseHttpDate } from '../../src/lib/serverClock';

/** The console's now is the server's (issue 38 item 2): the offset comes from the answers' Date header. */
describe('server clock', () => {
  // A browser whose clock says 2 December 2026, 10:00:00 UTC.
  const browser = () => Date.parse('2026-12-02T10:00:00Z');

  it('is the browser clock until an answer tells the server time', () => {
    expect(createServerClock(browser).now()).toBe(Date.parse('2026-12-02T10:00:00Z'));
  });

  it('takes the server time from the latest answer (the middle of the header second)', () => {
    const clock = createServerClock(browser);
    clock.learn('Sat, 31 Oct 2026 16:00:00 GMT');
    expect(new Date(clock.now()).toISOString()).toBe('2026-10-31T16:00:00.500Z');
    clock.learn('Mon, 02 Nov 2026 17:30:00 GMT');
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-02T17:30:00.500Z');
  });

  it('keeps its offset for a missing or garbled header, and for one within the header second', () => {
    const clock = createServerClock(browser);
    clock.learn('Sat, 31 Oct 2026 16:00:00 GMT');
    for (const header of [undefined, null, '', 'yesterday', '2026-12-02', 'Sat, 31 Oct 2026 16:00 GMT', 'Sat, 99 Oct 2026 16:00:00 GMT']) clock.learn(header);
    clock.learn('Sat, 31 Oct 2026 16:00:01 GMT');
    expect(new Date(clock.now()).toISOString()).toBe('2026-10-31T16:00:00.500Z');
  });

  it('reads only HTTP dates', () => {
    expect(parseHttpDate('Thu, 29 Feb 2028 01:30:00 GMT')).toBe(Date.parse('2028-02-29T01:30:00Z'));
    expect(parseHttpDate('2028-02-29T01:30:00Z')).toBeUndefined();
  });
});
