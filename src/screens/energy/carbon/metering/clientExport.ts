import { tableToBlob, type ExportColumn } from '../../../../lib/export';
import type { ExportJob } from '../../../../ui';

/** An export of rows the screen already shows (no server round trip), in the chosen format. */
export function clientExport<Row>(basename: string, columns: ExportColumn<Row>[], rows: readonly Row[], sheetName?: string): ExportJob {
  return async ({ format, signal, onProgress }) => {
    const blob = await tableToBlob(format, { columns, rows, sheetName: sheetName?.slice(0, 31) }, {
      signal,
      onProgress: ({ done, total }) => onProgress({ phase: 'writing', done, total, ratio: total > 0 ? done / total : 1 }),
    });
    return { blob, filename: `${basename}.${format}` };
  };
}
