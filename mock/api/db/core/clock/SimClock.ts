import { SEED_NOW } from './time.ts';
import { dayIn } from './zones.ts';

/**
 * Simulated time: the seed's "now" (SEED_NOW) when the database was built or reset, then
 * advancing with the clock the database was given. Same seed and clock readings, same world;
 * tests drive it with a fake clock.
 */
export class SimClock {
  private readonly startedAt: number;
  private skipped = 0;

  constructor(private readonly clock: () => number) {
    this.startedAt = clock();
  }

  /** Simulated epoch milliseconds. */
  now(): number {
    return SEED_NOW + (this.clock() - this.startedAt) + this.skipped;
  }

  /** The local day ('YYYY-MM-DD') of simulated now in a store's zone (an IANA name). */
  today(zone: string): string {
    return dayIn(this.now(), zone);
  }

  /** Jumps simulated time forward (demos and end-to-end runs: tomorrow's schedule without waiting). */
  skip(ms: number): void {
    this.skipped += Math.max(0, ms);
  }
}

/** 'HH:mm' → minutes, or undefined when malformed. */
export function parseClock(text: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Is the local minute inside a daily window (which may cross midnight; start = end is empty)? */
export function inWindow(minute: number, start: number, end: number): boolean {
  return start <= end ? minute >= start && minute < end : minute >= start || minute < end;
}
