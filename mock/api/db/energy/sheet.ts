import { MAX_UNPACKED_BYTES, SheetLines, type SheetLine } from './sheetLines.ts';
import { readXlsx } from './sheetXlsx.ts';
import { badFile } from './importErrors.ts';

export type { SheetLine } from './sheetLines.ts';

/**
 * Reads the first sheet of an XLSX file or a UTF-8 CSV file into its non-blank lines of text
 * cells. Anything malformed or past the limits in sheetLines.ts is a BadRequest, never a crash.
 */
export function readSheet(name: string, bytes: Uint8Array): SheetLine[] {
  const zipped = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (zipped || /\.xlsx$/i.test(name)) return readXlsx(bytes);
  if (/\.xls$/i.test(name)) throw badFile('old .xls workbooks are not read; save it as .xlsx or .csv', 'xls');
  return readCsv(bytes);
}

function csvText(bytes: Uint8Array): string {
  if (bytes.length > MAX_UNPACKED_BYTES) throw badFile(`the CSV is larger than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB`, 'csvTooLarge', { mb: MAX_UNPACKED_BYTES / 1024 / 1024 });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badFile('the CSV is not UTF-8 text', 'notUtf8');
  }
  // Valid UTF-8 can still be binary (a renamed image or workbook); text never holds NUL.
  if (text.includes('\0')) throw badFile('the CSV holds binary data, not text', 'binary');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function readCsv(bytes: Uint8Array): SheetLine[] {
  const text = csvText(bytes);
  const out = new SheetLines();
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const endCell = () => {
    out.reserve(cells.length + 1);
    cells.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    out.add(startLine, cells);
    cells = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line += 1;
        cell += ch;
      }
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      startLine = line;
    } else cell += ch;
  }
  if (quoted) throw badFile(`the CSV has a quote opened on line ${startLine} that is never closed`, 'openQuote', { line: startLine });
  if (cell !== '' || cells.length > 0) endRow();
  return out.lines;
}
