import type { ExportColumn } from '../../lib/export';
import { pagedExportJob } from './pagedExportJob';
import type { ExportJob } from './useExportRun';

/**
 * An export of rows read fresh at export time (`read`, already filtered as on screen): for lists
 * a screen reads whole (points, stores, contracts, tenants) rather than page by page.
 */
export function rowsExportJob<Row>(read: (signal: AbortSignal) => Promise<Row[]>, columns: ExportColumn<Row>[], basename: string): ExportJob {
  return pagedExportJob<Row>({
    columns,
    basename,
    // One read is one page that holds every row.
    pageSize: Number.MAX_SAFE_INTEGER,
    fetchPage: async (_page, _pagesize, signal) => {
      const rows = await read(signal);
      return { data: rows, total: rows.length };
    },
  });
}
