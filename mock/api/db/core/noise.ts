/**
 * Stateless noise: every value is a hash of (seed, meter, index), so any hour of any meter can be
 * computed on its own, in any order, and always comes out the same.
 */

/** FNV-1a of a label. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** murmur3's finalizer over a key and an index: a well-mixed 32-bit number. */
export function mix(key: number, index: number): number {
  let h = (key ^ Math.imul(index + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Uniform in [0, 1). */
export function unit(key: number, index: number): number {
  return mix(key, index) / 4294967296;
}

/** Uniform in [-1, 1). */
export function signed(key: number, index: number): number {
  return unit(key, index) * 2 - 1;
}

/** The key of a labelled stream under a seed (a meter did, a store's weather…). */
export function streamKey(seed: number, label: string): number {
  return mix(seed >>> 0, hashText(label));
}
