import { strFromU8, unzipSync } from 'fflate';
import { XLSX_MIME, tableToBlob, writeXlsx, type ExportColumn } from '../../../src/lib/export';
import { excelSerial } from '../../../src/lib/export/xlsx/cells';
import { writeXlsxSync } from '../../../src/lib/export/xlsx/writeXlsx';

type Row = Record<string, unknown>;
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

function parts(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([path, data]) => [path, strFromU8(data)]));
}

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

/** Cells of the sheet by reference: { A1: { t, s, v, text } }. */
function cells(sheet: Document) {
  const out: Record<string, { t: string | null; s: string | null; v: string | null; text: string | null }> = {};
  for (const c of Array.from(sheet.getElementsByTagNameNS(MAIN_NS, 'c'))) {
    out[c.getAttribute('r')!] = {
      t: c.getAttribute('t'),
      s: c.getAttribute('s'),
      v: c.getElementsByTagNameNS(MAIN_NS, 'v')[0]?.textContent ?? null,
      text: c.getElementsByTagNameNS(MAIN_NS, 't')[0]?.textContent ?? null,
    };
  }
  return out;
}

const columns: ExportColumn<Row>[] = [
  { key: 'name', title: '名称' },
  { key: 'kwh', title: 'Energy (kWh)', type: 'number' },
  { key: 'day', title: 'Day', type: 'date' },
  { key: 'at', title: 'Read at', type: 'datetime' },
  { key: 'note', title: 'Note', width: 40 },
];

describe('XLSX writer', () => {
  it('writes a package whose parts are well-formed XML and reference each other', async () => {
    const files = parts(await writeXlsx({ columns, rows: [{ name: 'a' }], sheetName: 'Meters/2026' }));
    expect(Object.keys(files).sort()).toEqual(
      ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml'].sort(),
    );
    for (const text of Object.values(files)) parseXml(text);
    expect(files['[Content_Types].xml']).toContain('PartName="/xl/worksheets/sheet1.xml"');
    expect(files['_rels/.rels']).toContain('Target="xl/workbook.xml"');
    expect(files['xl/_rels/workbook.xml.rels']).toContain('Target="worksheets/sheet1.xml"');
    const sheetEl = parseXml(files['xl/workbook.xml']!).getElementsByTagNameNS(MAIN_NS, 'sheet')[0]!;
    expect(sheetEl.getAttribute('name')).toBe('Meters 2026');
  });

  it('writes text as inline strings, numbers as numbers and dates as date cells; header bold', async () => {
    const rows = [
      { name: '上海 <店> & "A"', kwh: 1234.5, day: '2026-11-03', at: '2026-11-03 12:00:00', note: '  padded ' },
      { name: '=1+1', kwh: '7', day: 'n/a', at: null, note: '' },
    ];
    const files = parts(await writeXlsx({ columns, rows }));
    const sheet = parseXml(files['xl/worksheets/sheet1.xml']!);
    const c = cells(sheet);
    expect(c.A1).toMatchObject({ t: 'inlineStr', s: '1', text: '名称' });
    expect(c.A2).toMatchObject({ t: 'inlineStr', text: '上海 <店> & "A"' });
    expect(c.B2).toMatchObject({ t: null, v: '1234.5' });
    expect(c.C2).toMatchObject({ s: '2', v: String(excelSerial({ year: 2026, month: 11, day: 3, hour: 0, minute: 0, second: 0 })) });
    expect(c.D2).toMatchObject({ s: '3', v: String(excelSerial({ year: 2026, month: 11, day: 3, hour: 12, minute: 0, second: 0 })) });
    expect(c.E2?.text).toBe('  padded ');
    // An inline string is never evaluated by Excel: the text stays as written.
    expect(c.A3).toMatchObject({ t: 'inlineStr', text: '=1+1' });
    expect(c.B3).toMatchObject({ v: '7' });
    expect(c.C3).toMatchObject({ t: 'inlineStr', text: 'n/a' });
    expect(c.D3).toBeUndefined();
    const styles = parseXml(files['xl/styles.xml']!);
    const xfs = styles.getElementsByTagNameNS(MAIN_NS, 'cellXfs')[0]!.getElementsByTagNameNS(MAIN_NS, 'xf');
    const headerFont = styles.getElementsByTagNameNS(MAIN_NS, 'font')[Number(xfs[1]!.getAttribute('fontId'))]!;
    expect(headerFont.getElementsByTagNameNS(MAIN_NS, 'b')).toHaveLength(1);
  });

  it('sets column widths: given ones as is, others from header and values (wide characters count double)', async () => {
    const files = parts(await writeXlsx({ columns, rows: [{ name: '中国上海市浦东新区', day: '2026-11-03' }] }));
    const cols = Array.from(parseXml(files['xl/worksheets/sheet1.xml']!).getElementsByTagNameNS(MAIN_NS, 'col'));
    const widths = cols.map((el) => Number(el.getAttribute('width')));
    expect(widths[0]).toBe(20); // 9 wide characters = 18, plus 2
    expect(widths[2]).toBe(12); // a date: 10 plus 2
    expect(widths[4]).toBe(40);
  });

  it('writes 10,000 rows × 15 columns: 10,001 rows and 150,015 cells, values in place', async () => {
    const many: ExportColumn<Row>[] = Array.from({ length: 15 }, (_, i) => ({
      key: `c${i}`,
      title: `Column ${i}`,
      type: i % 3 === 0 ? 'number' : 'text',
    }));
    const rows = Array.from({ length: 10_000 }, (_, r) => Object.fromEntries(many.map((c, i) => [c.key, i % 3 === 0 ? r * 15 + i : `r${r}c${i}`])));
    const progress: number[] = [];
    const bytes = await writeXlsx({ columns: many, rows }, { onProgress: (p) => progress.push(p.done) });
    const sheetXml = parts(bytes)['xl/worksheets/sheet1.xml']!;
    expect(sheetXml.match(/<row /g)).toHaveLength(10_001);
    expect(sheetXml.match(/<c /g)).toHaveLength(150_015);
    expect(sheetXml).toContain('<dimension ref="A1:O10001"/>');
    // jsdom's XML parser is too slow for 150,000 cells: the small tests above check well-formedness.
    const cellAt = (ref: string) => new RegExp(`<c r="${ref}"[^>]*>(.*?)</c>`).exec(sheetXml)?.[0];
    expect(cellAt('O1')).toBe('<c r="O1" t="inlineStr" s="1"><is><t>Column 14</t></is></c>');
    expect(cellAt('A10001')).toBe(`<c r="A10001"><v>${9999 * 15}</v></c>`);
    expect(cellAt('B10001')).toBe('<c r="B10001" t="inlineStr"><is><t>r9999c1</t></is></c>');
    expect(sheetXml.endsWith('</row></sheetData></worksheet>')).toBe(true);
    expect(progress.at(-1)).toBe(10_000);
  });

  it('makes a Blob with the xlsx MIME type', async () => {
    const blob = await tableToBlob('xlsx', { columns, rows: [] });
    expect(blob.type).toBe(XLSX_MIME);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(strFromU8(bytes.slice(0, 2))).toBe('PK');
  });

  it('writes the same parts in one go (writeXlsxSync, for the mock backend’s report files)', async () => {
    const table = { columns, rows: [{ name: '杭州', kwh: 12.5, day: '2026-10-01', at: '2026-10-01 08:30', note: 'a' }], sheetName: 'rpt-0001' };
    const once = parts(writeXlsxSync(table));
    expect(once).toEqual(parts(await writeXlsx(table)));
    const sheet = cells(parseXml(once['xl/worksheets/sheet1.xml']!));
    expect([sheet.A2?.text, sheet.B2?.v, sheet.C2?.v, sheet.D2?.s]).toEqual(['杭州', '12.5', '46296', '3']);
    expect(once['xl/workbook.xml']).toContain('<sheet name="rpt-0001"');
  });
});
