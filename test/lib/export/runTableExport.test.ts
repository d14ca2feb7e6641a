// @vitest-environment node
import { strFromU8, unzipSync } from 'fflate';
import { EXPORT_PAGE_SIZE, type FetchPage } from '../../../src/lib/paging';
import { UTF8_BOM, runTableExport, type ExportProgress } from '../../../src/lib/export';

type Row = { id: number; name: string };
const columns = [
  { key: 'id', title: 'ID', type: 'number' as const },
  { key: 'name', title: 'Name' },
];

function server(count: number) {
  const sizes: number[] = [];
  const fetchPage: FetchPage<Row> = async (page, size) => {
    sizes.push(size);
    const start = (page - 1) * size;
    const data = Array.from({ length: Math.max(0, Math.min(size, count - start)) }, (_, i) => ({ id: start + i, name: `n${start + i}` }));
    return { data, total: count };
  };
  return { fetchPage, sizes };
}

describe('runTableExport', () => {
  it('fetches with the export page size, writes the file and names it', async () => {
    const s = server(250);
    const file = await runTableExport({ format: 'csv', basename: 'meters', columns, fetchPage: s.fetchPage });
    expect(s.sizes).toEqual([EXPORT_PAGE_SIZE]);
    expect(file.filename).toBe('meters.csv');
    // Blob.text() drops a BOM, so read the bytes.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.blob.arrayBuffer());
    expect(text.startsWith(`${UTF8_BOM}ID,Name\r\n0,n0\r\n`)).toBe(true);
    expect(text.trim().split('\r\n')).toHaveLength(251);
  });

  it('reports fetching then writing, with a ratio that only grows and ends at 1', async () => {
    const s = server(1000);
    const reports: ExportProgress[] = [];
    const file = await runTableExport({
      format: 'xlsx',
      basename: 'x',
      columns,
      fetchPage: s.fetchPage,
      pageSize: 100,
      onProgress: (p) => reports.push(p),
    });
    expect(reports[0]!.phase).toBe('fetching');
    expect(reports.at(-1)).toMatchObject({ phase: 'writing', done: 1000, total: 1000, ratio: 1 });
    const ratios = reports.map((r) => r.ratio);
    expect([...ratios].sort((a, b) => a - b)).toEqual(ratios);
    const sheet = strFromU8(unzipSync(new Uint8Array(await file.blob.arrayBuffer()))['xl/worksheets/sheet1.xml']!);
    expect(sheet.match(/<row /g)).toHaveLength(1001);
  });

  it('one abort cancels the whole job', async () => {
    const s = server(100_000);
    const controller = new AbortController();
    const job = runTableExport({
      format: 'xlsx',
      basename: 'x',
      columns,
      fetchPage: s.fetchPage,
      pageSize: 1000,
      signal: controller.signal,
      onProgress: (p) => p.phase === 'fetching' && p.done >= 3000 && controller.abort(),
    });
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    expect(s.sizes.length).toBeLessThan(100);
  });
});
