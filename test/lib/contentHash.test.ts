// @vitest-environment node
import { contentHash } from '../../src/lib/media/contentHash';

describe('contentHash', () => {
  it('reports how far it has read a file of several slices, and the same bytes give the same hash', async () => {
    const bytes = new Uint8Array(25).map((_, i) => i);
    const seen: number[] = [];
    const hash = await contentHash(new Blob([bytes]), (fraction) => seen.push(fraction), 10);
    expect(seen).toEqual([0.4, 0.8, 1]);
    expect(await contentHash(new Blob([bytes]), undefined, 10)).toBe(hash);
    expect(hash).toMatch(/^sha256-list:[0-9a-f]{64}$/);
  });
});
