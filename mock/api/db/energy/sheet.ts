import { unzipSync } from 'fflate';
import { BadRequest } from '../../envelope.ts';

/** A line of an uploaded table: its 1-based line (CSV) or row number (XLSX) and its cells. */
export interface SheetLine {
  line: number;
  cells: string[];
}

/** Parts of an XLSX worth unpacking, and how large they may be (no zip bombs). */
const MAX_PART_BYTES = 4 * 1024 * 1024;

/** Reads the first sheet of an XLSX file or a UTF-8 CSV file into lines of text cells. */
export function readSheet(name: string, bytes: Uint8Array): SheetLine[] {
  const zipped = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (zipped || /\.xlsx$/i.test(name)) return readXlsx(bytes);
  if (/\.xls$/i.test(name)) throw new BadRequest('invalid file: old .xls workbooks are not read; save it as .xlsx or .csv');
  return readCsv(bytes);
}

function readCsv(bytes: Uint8Array): SheetLine[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BadRequest('invalid file: the CSV is not UTF-8 text');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const out: SheetLine[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const endRow = () => {
    cells.push(cell);
    out.push({ line: startLine, cells });
    cells = [];
    cell = '';
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
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      startLine = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return out;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code] ?? whole;
  });
}

/** The text of every <t> element inside a fragment (rich text runs included). */
const textOf = (xml: string): string => [...xml.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)].map((m) => decodeXml(m[1] ?? '')).join('');

function firstSheetPath(parts: Record<string, Uint8Array>, read: (path: string) => string | undefined): string | undefined {
  const workbook = read('xl/workbook.xml');
  const rid = workbook?.match(/<sheet\b[^>]*\br:id="([^"]+)"/)?.[1];
  const rels = read('xl/_rels/workbook.xml.rels');
  if (rid && rels) {
    const target = [...rels.matchAll(/<Relationship\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`Id="${rid}"`))?.match(/Target="([^"]+)"/)?.[1];
    if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  // No workbook index: the lowest-numbered worksheet.
  return Object.keys(parts)
    .filter((path) => /^xl\/worksheets\/sheet\d+\.xml$/.test(path))
    .sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]))[0];
}

function columnIndex(ref: string): number {
  const letters = ref.match(/^[A-Z]+/i)?.[0].toUpperCase() ?? 'A';
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function readXlsx(bytes: Uint8Array): SheetLine[] {
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes, { filter: (file) => file.name.startsWith('xl/') && file.originalSize <= MAX_PART_BYTES });
  } catch {
    throw new BadRequest('invalid file: not a readable XLSX workbook');
  }
  const decoder = new TextDecoder();
  const read = (path: string) => (parts[path] ? decoder.decode(parts[path]) : undefined);
  const path = firstSheetPath(parts, read);
  const sheet = path ? read(path) : undefined;
  if (!sheet) throw new BadRequest('invalid file: the XLSX workbook has no sheet');
  const shared = [...(read('xl/sharedStrings.xml') ?? '').matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1] ?? ''));
  const out: SheetLine[] = [];
  let next = 1;
  for (const row of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const line = Number(row[1]?.match(/\br="(\d+)"/)?.[1] ?? next);
    next = line + 1;
    const cells: string[] = [];
    let column = 0;
    for (const cell of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] ?? '';
      const ref = attrs.match(/\br="([A-Z]+)\d*"/i)?.[1];
      column = ref ? columnIndex(ref) : column;
      const type = attrs.match(/\bt="([^"]+)"/)?.[1];
      const body = cell[2] ?? '';
      const raw = decodeXml(body.match(/<v>([\s\S]*?)<\/v>/)?.[1] ?? '');
      const value = type === 's' ? (shared[Number(raw)] ?? '') : type === 'inlineStr' ? textOf(body) : raw;
      while (cells.length < column) cells.push('');
      cells[column] = value;
      column += 1;
    }
    out.push({ line, cells });
  }
  return out;
}
