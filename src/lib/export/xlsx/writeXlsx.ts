import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { cellOf } from '../cellValue';
import { forEachInSlices } from '../slices';
import type { ExportTable, WriteOptions } from '../types';
import { headerRowXml, rowXml } from './cells';
import { SHEET_END, SHEET_PATH, fixedParts, sheetStart } from './parts';
import { columnWidths } from './widths';
import { columnLetters, safeSheetName } from './xml';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Level 3: about 40% faster than the default 6 for about 15% more bytes; the wait is what users notice.
const DEFLATE_LEVEL = 3;
const FLUSH_CHARS = 32_768;

/** Collects the bytes of a streaming zip; throws the first error fflate reports. */
function zipCollector() {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((error, data, final) => {
    if (error) failure ??= error;
    else chunks.push(data);
    if (final) finished = true;
  });
  const check = () => {
    if (failure) throw failure;
  };
  return {
    file(path: string) {
      const entry = new ZipDeflate(path, { level: DEFLATE_LEVEL });
      zip.add(entry);
      return (text: string, last = false) => {
        entry.push(strToU8(text), last);
        check();
      };
    },
    finish(): Uint8Array {
      zip.end();
      check();
      if (!finished) throw new Error('xlsx: the zip did not finish');
      const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        out.set(chunk, offset);
        offset += chunk.length;
      }
      return out;
    },
  };
}

/**
 * A real .xlsx (one sheet, inline strings, numbers as numbers, dates as date cells, bold frozen
 * header, column widths). The sheet is built and compressed slice by slice, yielding to the
 * event loop in between, so a large export leaves the page responsive.
 */
export async function writeXlsx<Row>(table: ExportTable<Row>, options: WriteOptions = {}): Promise<Uint8Array> {
  const { columns, rows } = table;
  const zip = zipCollector();
  for (const [path, xml] of fixedParts(safeSheetName(table.sheetName))) zip.file(path)(xml, true);

  const lastRef = `${columnLetters(Math.max(0, columns.length - 1))}${rows.length + 1}`;
  const writeSheet = zip.file(SHEET_PATH);
  let pending = sheetStart(columnWidths(columns, rows), lastRef) + headerRowXml(columns.map((c) => c.title));
  await forEachInSlices(
    rows.length,
    (i) => {
      const row = rows[i]!;
      pending += rowXml(columns.map((column) => cellOf(row, column)), i + 2);
      // Compress as we go, inside the time slice: memory stays small and no slice runs long.
      if (pending.length >= FLUSH_CHARS) {
        writeSheet(pending);
        pending = '';
      }
    },
    options,
  );
  writeSheet(pending + SHEET_END, true);
  return zip.finish();
}
