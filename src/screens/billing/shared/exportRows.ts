import { runTableExport, safeFilename, type ExportColumn } from '../../../lib/export';
import type { ExportJob } from '../../../ui/export-button/useExportRun';

/** An export of a list read afresh at export time with the screen's filters (`read` answers every row). */
export function exportRows<Row>(read: (signal: AbortSignal) => Promise<Row[]>, columns: ExportColumn<Row>[], basename: string): ExportJob {
  return ({ format, signal, onProgress }) =>
    runTableExport<Row>({
      format,
      signal,
      onProgress,
      columns,
      basename: safeFilename(basename),
      fetchPage: async (_page, _pagesize, pageSignal) => {
        const rows = await read(pageSignal);
        return { data: rows, total: rows.length };
      },
    });
}
