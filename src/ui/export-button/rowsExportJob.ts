import { runTableExport, safeFilename, type ExportColumn } from '../../lib/export';
import type { ExportJob } from './useExportRun';

/**
 * An export of rows read fresh at export time (`read`, already filtered as on screen): for lists
 * a screen reads whole (points, stores, contracts, tenants) rather than page by page.
 */
export function rowsExportJob<Row>(read: (signal: AbortSignal) => Promise<Row[]>, columns: ExportColumn<Row>[], basename: string): ExportJob {
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
