import { runTableExport, safeFilename, type ExportColumn } from '../../../lib/export';
import type { ExportJob } from '../../../ui/export-button/useExportRun';

/** The server's largest page: an export reads the list as filtered in pages of this size. */
const EXPORT_PAGE = 1000;

/** An export of a paged billing list, read afresh at export time with the screen's filters. */
export function pagedExportJob<Row>(columns: ExportColumn<Row>[], basename: string, fetchPage: (page: number, pagesize: number, signal: AbortSignal) => Promise<{ data: Row[]; total: number }>): ExportJob {
  return ({ format, signal, onProgress }) =>
    runTableExport<Row>({ format, signal, onProgress, columns, basename: safeFilename(basename), pageSize: EXPORT_PAGE, fetchPage });
}
