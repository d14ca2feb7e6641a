// @vitest-environment node
// A store's wall clock back to its instant: what the record form saves (issue 24: times are the store's).
import { instantOfWallClock, shiftToZone } from '../../../src/lib/export/zonedClock';

const wall = (year: number, month: number, day: number, hour: number, minute: number) => Date.UTC(year, month - 1, day, hour, minute);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('instantOfWallClock: a wall clock in a zone to its instant', () => {
  it('Asia/Shanghai and Asia/Bangkok (no daylight saving) across midnight', () => {
    expect(iso(instantOfWallClock(wall(2026, 11, 1, 0, 30), 'Asia/Shanghai'))).toBe('2026-10-31T16:30:00.000Z');
    expect(iso(instantOfWallClock(wall(2026, 11, 1, 0, 45), 'Asia/Shanghai'))).toBe('2026-10-31T16:45:00.000Z');
    expect(iso(instantOfWallClock(wall(2026, 10, 31, 23, 30), 'Asia/Bangkok'))).toBe('2026-10-31T16:30:00.000Z');
    expect(iso(instantOfWallClock(wall(2026, 1, 1, 0, 0), 'Asia/Bangkok'))).toBe('2025-12-31T17:00:00.000Z');
  });

  it('America/New_York: either side of a transition, a skipped wall clock moves on, a repeated one is the earlier', () => {
    // Fall back on 2026-11-01 at 02:00 EDT: 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(iso(instantOfWallClock(wall(2026, 11, 1, 0, 30), 'America/New_York'))).toBe('2026-11-01T04:30:00.000Z');
    expect(iso(instantOfWallClock(wall(2026, 11, 1, 1, 30), 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(instantOfWallClock(wall(2026, 11, 1, 2, 30), 'America/New_York'))).toBe('2026-11-01T07:30:00.000Z');
    // Spring forward on 2026-03-08 at 02:00 EST: 02:30 never shows; it is taken as 03:30 EDT.
    expect(iso(instantOfWallClock(wall(2026, 3, 8, 1, 30), 'America/New_York'))).toBe('2026-03-08T06:30:00.000Z');
    expect(iso(instantOfWallClock(wall(2026, 3, 8, 2, 30), 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(instantOfWallClock(wall(2026, 3, 8, 3, 30), 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z');
  });

  it('reverses shiftToZone; an unknown zone gives null', () => {
    const instant = Date.parse('2026-07-04T12:34:56.000Z');
    expect(instantOfWallClock(shiftToZone(instant, 'America/New_York')!.getTime(), 'America/New_York')).toBe(instant);
    expect(instantOfWallClock(wall(2026, 11, 1, 0, 30), 'Not/AZone')).toBeNull();
  });
});
