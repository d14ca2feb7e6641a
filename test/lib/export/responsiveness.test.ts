// @vitest-environment node
import { writeCsv, writeXlsx, type ExportColumn, type ExportTable } from '../../../src/lib/export';

type Row = Record<string, unknown>;

/** 10,000 rows × 15 columns of mixed types, like a large configuration-driven list. */
function bigTable(): ExportTable<Row> {
  const types = ['text', 'number', 'datetime', 'text', 'number'] as const;
  const columns: ExportColumn<Row>[] = Array.from({ length: 15 }, (_, i) => ({ key: `c${i}`, title: `列 ${i}`, type: types[i % 5] }));
  const rows = Array.from({ length: 10_000 }, (_, r) =>
    Object.fromEntries(
      columns.map((c, i) => [
        c.key,
        c.type === 'number' ? r * 1.25 + i : c.type === 'datetime' ? `2026-11-${String((r % 28) + 1).padStart(2, '0')} 08:00:00` : `上海门店 ${r}-${i}, "B"`,
      ]),
    ),
  );
  return { columns, rows };
}

/** Counts event-loop turns (timer callbacks) that ran while `work` was in progress. */
async function turnsDuring(work: () => Promise<unknown>): Promise<{ turns: number; ms: number; longestGapMs: number }> {
  let turns = 0;
  let last = performance.now();
  let longestGapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    turns++;
  }, 0);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return { turns, ms: performance.now() - started, longestGapMs };
}

describe('export writers on 10,000 rows × 15 columns', () => {
  const table = bigTable();

  it('CSV: yields to the event loop while writing', async () => {
    const run = await turnsDuring(() => writeCsv(table));
    console.info(`CSV 10,000 × 15: ${run.ms.toFixed(0)} ms, ${run.turns} event-loop turns, longest block ${run.longestGapMs.toFixed(0)} ms`);
    expect(run.turns).toBeGreaterThan(2);
  });

  it('XLSX: yields to the event loop while writing and compressing', async () => {
    let size = 0;
    const run = await turnsDuring(async () => (size = (await writeXlsx(table)).length));
    console.info(`XLSX 10,000 × 15: ${run.ms.toFixed(0)} ms, ${(size / 1024).toFixed(0)} KiB, ${run.turns} event-loop turns, longest block ${run.longestGapMs.toFixed(0)} ms`);
    expect(run.turns).toBeGreaterThan(2);
  });
});
