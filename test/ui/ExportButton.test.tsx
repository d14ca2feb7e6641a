import { screen, waitFor } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { runTableExport, type ExportProgress } from '../../src/lib/export';
import { ExportButton, type ExportJob, type ExportJobContext } from '../../src/ui';
import { renderUi } from '../support/renderUi';

/** A job the test drives by hand: it reports progress when told and settles when told. */
function manualJob() {
  let context!: ExportJobContext;
  let settle!: { resolve: (v: { blob: Blob; filename: string }) => void; reject: (e: unknown) => void };
  const job = vi.fn<ExportJob>(
    (ctx) =>
      new Promise((resolve, reject) => {
        context = ctx;
        settle = { resolve, reject };
        // A real job passes the signal to its requests; this one rejects on abort like fetch does.
        ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason));
      }),
  );
  return {
    job,
    context: () => context,
    progress: (p: ExportProgress) => context.onProgress(p),
    resolve: (file: { blob: Blob; filename: string }) => settle.resolve(file),
    reject: (error: unknown) => settle.reject(error),
  };
}

async function choose(user: ReturnType<typeof renderUi>['user'], format: RegExp) {
  await user.click(screen.getByRole('button', { name: /Export/ }));
  await user.click(await screen.findByRole('menuitem', { name: format }));
}

describe('ExportButton', () => {
  it('offers .xlsx and .csv and runs the job with the chosen format', async () => {
    const m = manualJob();
    const { user } = renderUi(<ExportButton job={m.job} download={() => {}} />);
    await user.click(screen.getByRole('button', { name: /Export/ }));
    expect(await screen.findByRole('menuitem', { name: 'Excel workbook (.xlsx)' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'CSV file (.csv)' }));
    expect(m.job).toHaveBeenCalledTimes(1);
    expect(m.context().format).toBe('csv');
  });

  it('shows progress while running, then downloads the file and closes', async () => {
    const m = manualJob();
    const download = vi.fn();
    const { user } = renderUi(<ExportButton job={m.job} download={download} />);
    await choose(user, /xlsx/);
    const dialog = await screen.findByRole('dialog', { name: 'Exporting' });
    expect(dialog).toHaveTextContent('Preparing the export…');
    m.progress({ phase: 'fetching', done: 2500, total: 10000, ratio: 0.125 });
    expect(await screen.findByText('Fetching records: 2,500 of 10,000')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');
    m.progress({ phase: 'writing', done: 5000, total: 10000, ratio: 0.75 });
    expect(await screen.findByText('Writing the file: 5,000 of 10,000 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    const blob = new Blob(['x']);
    m.resolve({ blob, filename: 'meters.xlsx' });
    await waitFor(() => expect(download).toHaveBeenCalledWith(blob, 'meters.xlsx'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exporting' })).not.toBeInTheDocument());
  });

  it('Cancel aborts the job through its signal, and nothing is downloaded', async () => {
    const m = manualJob();
    const download = vi.fn();
    const { user } = renderUi(<ExportButton job={m.job} download={download} />);
    await choose(user, /csv/);
    await screen.findByRole('dialog', { name: 'Exporting' });
    expect(m.context().signal.aborted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(m.context().signal.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exporting' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(download).not.toHaveBeenCalled();
  });

  it('does not download when a job ignores the abort and finishes anyway', async () => {
    const download = vi.fn();
    let finish!: () => void;
    const stubborn: ExportJob = () => new Promise((resolve) => (finish = () => resolve({ blob: new Blob([]), filename: 'x.csv' })));
    const { user } = renderUi(<ExportButton job={stubborn} download={download} />);
    await choose(user, /csv/);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exporting' })).not.toBeInTheDocument());
    expect(download).not.toHaveBeenCalled();
  });

  it('shows the error of a failed job and closes on request', async () => {
    const m = manualJob();
    const { user } = renderUi(<ExportButton job={m.job} download={() => {}} />);
    await choose(user, /xlsx/);
    await screen.findByRole('dialog', { name: 'Exporting' });
    m.reject(new Error('disk full'));
    expect(await screen.findByText('The export failed: disk full')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exporting' })).not.toBeInTheDocument());
  });

  it('aborts a running job when it unmounts', async () => {
    const m = manualJob();
    const { user, unmount } = renderUi(<ExportButton job={m.job} download={() => {}} />);
    await choose(user, /xlsx/);
    unmount();
    expect(m.context().signal.aborted).toBe(true);
  });

  it('runs a real table export: every page fetched, an .xlsx with every row downloaded', async () => {
    const pagesAsked: number[] = [];
    const fetchPage = async (page: number, size: number) => {
      pagesAsked.push(page);
      const start = (page - 1) * size;
      return { data: Array.from({ length: Math.max(0, Math.min(size, 250 - start)) }, (_, i) => ({ id: start + i })), total: 250 };
    };
    const download = vi.fn<(blob: Blob, filename: string) => void>();
    const job: ExportJob = (ctx) =>
      runTableExport({ ...ctx, basename: 'meters', pageSize: 100, columns: [{ key: 'id', title: 'ID', type: 'number' }], fetchPage });
    const { user } = renderUi(<ExportButton job={job} download={download} />);
    await choose(user, /xlsx/);
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [blob, filename] = download.mock.calls[0]!;
    expect(filename).toBe('meters.xlsx');
    expect(pagesAsked.sort()).toEqual([1, 2, 3]);
    const sheet = strFromU8(unzipSync(new Uint8Array(await blob.arrayBuffer()))['xl/worksheets/sheet1.xml']!);
    expect(sheet.match(/<row /g)).toHaveLength(251);
  });
});
