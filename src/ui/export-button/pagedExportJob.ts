import { runTableExport, safeFilename, type TableExportRequest } from '../../lib/export';
import type { ExportJob } from './useExportRun';

/** What a paged export reads and writes: the export button gives the format, signal and progress. */
export type PagedExport<Row> = Omit<TableExportRequest<Row>, 'format' | 'signal' | 'onProgress'>;

/**
 * An export of a paged list, read afresh at export time (with the screen's filters) page by page,
 * then written as xlsx or csv under a safe file name; the job's signal cancels both steps.
 */
export function pagedExportJob<Row>(request: PagedExport<Row>): ExportJob {
  return ({ format, signal, onProgress }) => runTableExport<Row>({ ...request, basename: safeFilename(request.basename), format, signal, onProgress } as TableExportRequest<Row>);
}
