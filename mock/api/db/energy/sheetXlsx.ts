import { openZip, ZipError, ZipTooLarge, type ZipArchive } from '../../zip.ts';
import { MAX_COLUMNS, MAX_ROW_NUMBER, MAX_UNPACKED_BYTES, SheetLines, type SheetLine } from './sheetLines.ts';
import { checkXml, decodeXml, textOf } from './xmlText.ts';
import { badFile } from './importErrors.ts';

function open(bytes: Uint8Array): ZipArchive {
  try {
    return openZip(bytes, MAX_UNPACKED_BYTES);
  } catch (error) {
    throw asBadRequest(error);
  }
}

function asBadRequest(error: unknown): unknown {
  if (error instanceof ZipTooLarge) return badFile(`the XLSX workbook unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB (${error.message})`, 'unpacksTooLarge', { mb: MAX_UNPACKED_BYTES / 1024 / 1024 });
  if (error instanceof ZipError) return badFile(`not a readable XLSX workbook (${error.message})`, 'notXlsx');
  return error;
}

/** A part as checked XML text, or undefined when the workbook has no such part. */
function partReader(zip: ZipArchive): (path: string) => string | undefined {
  const decoder = new TextDecoder();
  return (path) => {
    let bytes: Uint8Array | undefined;
    try {
      bytes = zip.read(path);
    } catch (error) {
      throw asBadRequest(error);
    }
    if (!bytes) return undefined;
    const xml = decoder.decode(bytes);
    checkXml(xml, path);
    return xml;
  };
}

function firstSheetPath(zip: ZipArchive, read: (path: string) => string | undefined): string | undefined {
  const workbook = read('xl/workbook.xml');
  const rid = workbook?.match(/<sheet\b[^>]*\br:id="([^"]+)"/)?.[1];
  const rels = rid ? read('xl/_rels/workbook.xml.rels') : undefined;
  if (rid && rels) {
    const target = [...rels.matchAll(/<Relationship\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`Id="${rid}"`))?.match(/Target="([^"]+)"/)?.[1];
    if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  // No workbook index: the lowest-numbered worksheet.
  return zip.names
    .filter((path) => /^xl\/worksheets\/sheet\d+\.xml$/.test(path))
    .sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]))[0];
}

/** 0-based column of a reference's letters; past XFD is refused before anything is sized by it. */
function columnIndex(letters: string, ref: string): number {
  let index = 0;
  for (const letter of letters.length > 3 ? 'ZZZZ' : letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  if (index > MAX_COLUMNS) throw badFile(`cell ${ref.slice(0, 20)} is past the last column XFD (${MAX_COLUMNS})`, 'pastLastColumn', { cell: ref.slice(0, 20), max: MAX_COLUMNS });
  return index - 1;
}

/** Reads the first sheet of an XLSX workbook (shared strings, inline strings and plain values). */
export function readXlsx(bytes: Uint8Array): SheetLine[] {
  const zip = open(bytes);
  const read = partReader(zip);
  const path = firstSheetPath(zip, read);
  const sheet = path ? read(path) : undefined;
  if (!sheet) throw badFile('the XLSX workbook has no sheet', 'noSheet');
  const shared = [...(read('xl/sharedStrings.xml') ?? '').matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1] ?? ''));
  const out = new SheetLines();
  let next = 1;
  for (const row of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const number = row[1]?.match(/\br="(\d+)"/)?.[1];
    const line = number === undefined ? next : Number(number);
    if (line > MAX_ROW_NUMBER) throw badFile(`row ${number?.slice(0, 20) ?? line} is past the last row ${MAX_ROW_NUMBER}`, 'pastLastRow', { row: number?.slice(0, 20) ?? line, max: MAX_ROW_NUMBER });
    next = line + 1;
    const cells: string[] = [];
    let column = 0;
    for (const cell of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] ?? '';
      const ref = attrs.match(/\br="([A-Z]+)\d*"/i);
      column = ref?.[1] ? columnIndex(ref[1], ref[0].slice(3, -1)) : column;
      if (column >= MAX_COLUMNS) throw badFile(`row ${line} has more than ${MAX_COLUMNS} columns`, 'tooManyColumns', { row: line, max: MAX_COLUMNS });
      out.reserve(column + 1);
      const type = attrs.match(/\bt="([^"]+)"/)?.[1];
      const body = cell[2] ?? '';
      const raw = decodeXml(body.match(/<v>([\s\S]*?)<\/v>/)?.[1] ?? '');
      const value = type === 's' ? (shared[Number(raw)] ?? '') : type === 'inlineStr' ? textOf(body) : raw;
      while (cells.length < column) cells.push('');
      cells[column] = value;
      column += 1;
    }
    out.add(line, cells);
  }
  return out.lines;
}
