export type { ExportCellType, ExportColumn, ExportFormat, ExportTable, WriteOptions, WriteProgress } from './types';
export { CSV_MIME, UTF8_BOM, csvField, guardFormula, writeCsv } from './csv';
export { XLSX_MIME, writeXlsx } from './xlsx/writeXlsx';
export { downloadBlob, safeFilename } from './download';
export { runTableExport, tableToBlob, type ExportFile, type ExportProgress, type TableExportRequest } from './exportTable';
