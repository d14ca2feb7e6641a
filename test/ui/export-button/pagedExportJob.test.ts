import { pagedExportJob } from '../../../src/ui/export-button/pagedExportJob';

interface Bill {
  number: string;
  total: number;
}
const BILLS: Bill[] = Array.from({ length: 5 }, (_, i) => ({ number: `B-${i + 1}`, total: (i + 1) * 100 }));

/** A server list of BILLS that records the pages asked for. */
function server() {
  const asked: Array<[number, number]> = [];
  const fetchPage = async (page: number, pagesize: number) => {
    asked.push([page, pagesize]);
    return { data: BILLS.slice((page - 1) * pagesize, page * pagesize), total: BILLS.length };
  };
  return { asked, fetchPage };
}
const lines = async (blob: Blob) => (await blob.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
const run = (signal = new AbortController().signal, progress: number[] = []) => ({ format: 'csv' as const, signal, onProgress: (p: { ratio: number }) => progress.push(p.ratio) });

describe('pagedExportJob', () => {
  it('reads every page when run (not before), in order, and writes them under a safe file name', async () => {
    const { asked, fetchPage } = server();
    const job = pagedExportJob<Bill>({ columns: [{ key: 'number', title: 'Bill' }, { key: 'total', title: 'Total', type: 'number' }], basename: 'Bills: 2026/10', pageSize: 2, fetchPage });
    expect(asked).toEqual([]);
    const progress: number[] = [];
    const file = await job(run(undefined, progress));
    expect(asked.map(([page]) => page).sort()).toEqual([1, 2, 3]);
    expect(asked.every(([, size]) => size === 2)).toBe(true);
    expect(await lines(file.blob)).toEqual(['Bill,Total', 'B-1,100', 'B-2,200', 'B-3,300', 'B-4,400', 'B-5,500']);
    expect(file.filename).toMatch(/^Bills.*2026.*10\.csv$/);
    expect(file.filename).not.toMatch(/[/:]/);
    expect(progress.at(-1)).toBe(1);
  });

  it('makes the table once every row is in, when the columns come with the answers (a totals row)', async () => {
    const { fetchPage } = server();
    const job = pagedExportJob<Bill>({
      basename: 'report',
      pageSize: 3,
      fetchPage,
      table: (rows) => ({ columns: [{ key: 'number', title: 'Bill' }, { key: 'total', title: 'Total' }], rows: [...rows, { number: 'Sum', total: rows.reduce((s, r) => s + r.total, 0) }] }),
    });
    expect((await lines((await job(run())).blob)).at(-1)).toBe('Sum,1500');
  });

  it('stops when the user cancels', async () => {
    const controller = new AbortController();
    const job = pagedExportJob<Bill>({
      columns: [{ key: 'number', title: 'Bill' }],
      basename: 'bills',
      pageSize: 1,
      fetchPage: async (page) => {
        if (page === 2) controller.abort();
        return { data: [BILLS[page - 1]!], total: BILLS.length };
      },
    });
    await expect(job(run(controller.signal))).rejects.toThrow();
  });
});
