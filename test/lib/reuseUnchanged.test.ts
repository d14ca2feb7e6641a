// @vitest-environment node
import { reuseUnchanged, sameJson } from '../../src/lib/reuseUnchanged';

const key = (d: { did: string }) => d.did;

describe('reuseUnchanged', () => {
  it('keeps the previous object of every item whose values did not change, and takes the new one where they did', () => {
    const before = [{ did: 'a', t: 21.5, on: true }, { did: 'b', t: 22, on: true }];
    const after = reuseUnchanged(before, [{ did: 'a', t: 21.5, on: true }, { did: 'b', t: 22, on: false }], key);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]).toEqual({ did: 'b', t: 22, on: false });
    expect(after).not.toBe(before);
  });

  it('gives back the previous list itself when nothing changed', () => {
    const before = [{ did: 'a', ac: { on: true, modes: ['cool', 'heat'] } }];
    expect(reuseUnchanged(before, [{ did: 'a', ac: { on: true, modes: ['cool', 'heat'] } }], key)).toBe(before);
  });

  it('gives a new list when items came, went or moved, keeping the unchanged objects', () => {
    const a = { did: 'a' };
    const b = { did: 'b' };
    const moved = reuseUnchanged([a, b], [{ did: 'b' }, { did: 'a' }], key);
    expect(moved).toEqual([b, a]);
    expect(moved[0]).toBe(b);
    const fewer = reuseUnchanged([a, b], [{ did: 'a' }], key);
    expect(fewer).toHaveLength(1);
    expect(fewer[0]).toBe(a);
    expect(reuseUnchanged(undefined, [a], key)).toEqual([a]);
  });
});

describe('sameJson', () => {
  it('compares nested objects and arrays by value, and tells arrays from objects and missing keys from undefined ones', () => {
    expect(sameJson({ x: [1, { y: 'z' }] }, { x: [1, { y: 'z' }] })).toBe(true);
    expect(sameJson({ x: [1, 2] }, { x: [1, 2, 3] })).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson(0.1 + 0.2, 0.3)).toBe(false);
  });
});
