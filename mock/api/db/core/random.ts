import { hashText } from './noise.ts';

/**
 * Seeded pseudo-random generator (mulberry32). The mock never uses the global random source, so two
 * databases built from the same seed are identical and tests can assert exact values.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max) rounded to `digits` decimals. */
  float(min: number, max: number, digits = 2): number {
    const factor = 10 ** digits;
    return Math.round((min + this.next() * (max - min)) * factor) / factor;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick on an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `length` lowercase hex digits. */
  hex(length: number): string {
    let out = '';
    while (out.length < length) out += Math.floor(this.next() * 16).toString(16);
    return out;
  }
}

/** Default seed of the mock database; any other seed gives another, equally stable world. */
export const DEFAULT_SEED = 20261101;

/** An independent generator per label: one label's draws never shift another's. */
export function stream(seed: number, label: string): Random {
  return new Random((seed ^ hashText(label)) >>> 0);
}

/** A weighted choice: `weights` in the same order as `items`. */
export function weighted<T>(random: Random, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = random.next() * total;
  for (let i = 0; i < items.length; i += 1) {
    roll -= weights[i] ?? 0;
    if (roll < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

/** Zero-padded sequence number. */
export function seq(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
