import { Random } from '../random.ts';

/** FNV-1a: a stable number per label (the page world's rule, so a station keeps its seeded draws). */
function hash(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i += 1) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** An independent generator per label: one station's draws never shift another's. */
export function stream(seed: number, label: string): Random {
  return new Random((seed ^ hash(label)) >>> 0);
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
