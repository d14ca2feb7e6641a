// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GatewayLink } from '../../../mock/api/db/devices/gateways';

const T0 = Date.parse('2026-11-01T00:00:00.000Z');
const MINUTE = 60_000;

describe('gateway link debounce', () => {
  it('ignores a 1-minute flap: the state never changes', () => {
    const link = new GatewayLink({ kind: 'steady' });
    link.set(T0, false);
    expect(link.up(T0 + 30_000)).toBe(false);
    expect(link.state(T0 + 30_000).online).toBe(true);
    link.set(T0 + MINUTE, true);
    for (const at of [T0 + 2 * MINUTE, T0 + 4 * MINUTE, T0 + 10 * MINUTE]) expect(link.state(at)).toMatchObject({ online: true });
    expect(link.downDuring(T0 - 1000, T0 + 1000)).toBe(true);
  });

  it('goes offline after 3 minutes down, says since when, and back online after 3 minutes up', () => {
    const link = new GatewayLink({ kind: 'steady' });
    link.set(T0, false);
    expect(link.state(T0 + 2 * MINUTE + 59_000).online).toBe(true);
    expect(link.state(T0 + 3 * MINUTE)).toEqual({ online: false, offlineSince: T0, lastSeen: T0 });
    link.set(T0 + 10 * MINUTE, true);
    expect(link.state(T0 + 11 * MINUTE)).toMatchObject({ online: false, offlineSince: T0 });
    expect(link.state(T0 + 13 * MINUTE)).toEqual({ online: true, lastSeen: T0 + 13 * MINUTE });
  });

  it('the seeded flapping gateway: blips are hidden, its 6-minute outages show', () => {
    const link = new GatewayLink({ kind: 'flapping', phase: 0 });
    // A blip every 40 minutes (at :00, :40, :20 …), an outage from 00:17 to 00:23 every 6 hours.
    expect(link.up(T0 + 30_000)).toBe(false);
    expect(link.state(T0 + 30_000).online).toBe(true);
    expect(link.state(T0 + 19 * MINUTE).online).toBe(true);
    expect(link.state(T0 + 21 * MINUTE)).toMatchObject({ online: false, offlineSince: T0 + 17 * MINUTE });
    expect(link.state(T0 + 25 * MINUTE).online).toBe(false);
    expect(link.state(T0 + 27 * MINUTE).online).toBe(true);
  });

  it('a gateway down since before now stays offline', () => {
    const link = new GatewayLink({ kind: 'down-since', since: T0 - 5 * 3_600_000 });
    expect(link.state(T0)).toEqual({ online: false, offlineSince: T0 - 5 * 3_600_000, lastSeen: T0 - 5 * 3_600_000 });
  });
});
