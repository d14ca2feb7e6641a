import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Issue 38 §2: the mock reads the machine's clock only in its clock module; every stamp is the world clock's. */
const ROOT = join(import.meta.dirname, '../..');
const CLOCK_FOLDER = 'mock/api/db/core/clock/';
// Date.now(), performance.now() and a Date built without arguments (the wall clock's now).
const WALL_CLOCK = /\bDate\.now\s*\(|\bperformance\.now\s*\(|\bnew\s+Date\s*\(\s*\)|\bnew\s+Date\b(?!\s*\()/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|mts)$/.test(entry.name) ? [path] : [];
  });
}

/** 'file:line: text' of every wall-clock read outside the clock folder (comments are skipped). */
export function wallClockReads(files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const name = relative(ROOT, file).split('\\').join('/');
    if (name.startsWith(CLOCK_FOLDER)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ line: index + 1, text: line.replace(/\/\/.*$/, '').trim() }))
      .filter(({ text }) => !text.startsWith('*') && !text.startsWith('/*') && WALL_CLOCK.test(text))
      .map(({ line, text }) => `${name}:${line}: ${text}`);
  });
}

describe('one world clock for every stamp', () => {
  it('reads the wall clock nowhere in mock/ outside core/clock', () => {
    const files = sources(join(ROOT, 'mock'));
    expect(files.length).toBeGreaterThan(300);
    expect(wallClockReads(files)).toEqual([]);
  });

  it('tells a wall-clock read from a date built from an instant, and skips comments', () => {
    const sample = ['const a = 1;', '  stamp: Date.now(),', '// Date.now() in a comment', 'const at = new Date();', 'const t = performance.now();', 'new Date(ms)'];
    const found = sample.map((text, index) => ({ line: index + 1, text: text.replace(/\/\/.*$/, '').trim() })).filter(({ text }) => WALL_CLOCK.test(text)).map(({ line }) => line);
    expect(found).toEqual([2, 4, 5]);
  });
});
