// @vitest-environment node
import { strToU8, zipSync, type Zippable } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StandardImportReport } from '../../src/api/energyTypes';
import type { Envelope } from '../../src/api/types';
import { writeXlsx } from '../../src/lib/export/xlsx/writeXlsx';
import { login, startMockBackend } from './support';

/** The standards import refuses hostile or broken spreadsheets with a status, never a 500, a hang or an OOM. */

startMockBackend();

let operator = '';
beforeEach(async () => {
  operator = await login('operator', 'operator123');
});

async function upload(bytes: Uint8Array, name: string): Promise<{ http: number; envelope: Envelope<StandardImportReport> }> {
  const form = new FormData();
  form.append('file', new Blob([bytes.slice()]), name);
  const response = await fetch('http://localhost/businessstatistics/api/energymanage/import?pid=p-energy-standard', { method: 'POST', headers: { loginsession: operator }, body: form });
  return { http: response.status, envelope: (await response.json()) as Envelope<StandardImportReport> };
}

/** Expects the answer of a refused file: HTTP 200, status -1, this message. */
async function refused(bytes: Uint8Array, name: string, message: string | RegExp): Promise<void> {
  const { http, envelope } = await upload(bytes, name);
  expect(http).toBe(200);
  expect(envelope.status).toBe(-1);
  expect(envelope.result).toMatchObject({ messageKey: expect.stringMatching(/^energy\.import\./) });
  if (typeof message === 'string') expect(envelope.message).toBe(message);
  else expect(envelope.message).toMatch(message);
}

const text = (value: string, ref: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
const HEADER_ROW = `<row r="1">${text('buildingtype', 'A1')}${text('level', 'B1')}${text('value', 'C1')}</row>`;
/** A data row setting the office guide value, plus `extra` cells. */
const dataRow = (r: number, extra = '') => `<row r="${r}">${text('office', `A${r}`)}${text('guide', `B${r}`)}<c r="C${r}"><v>60</v></c>${extra}</row>`;
const SHEET_PATH = 'xl/worksheets/sheet1.xml';

function workbook(sheetXml: string, extra: Zippable = {}): Uint8Array {
  return zipSync({
    'xl/workbook.xml': strToU8('<workbook xmlns:r="urn:r"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>'),
    'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
    [SHEET_PATH]: strToU8(sheetXml),
    ...extra,
  });
}
const sheet = (rows: string) => `<?xml version="1.0"?><worksheet><sheetData>${rows}</sheetData></worksheet>`;

const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
/** Rewrites the unpacked size an entry declares, in its local header and its directory record. */
function declareSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  const named = (at: number, length: number) => new TextDecoder().decode(out.subarray(at, at + length)) === name;
  for (let at = 0; at + 46 < out.length; at += 1) {
    if (u32(out, at) === 0x04034b50 && named(at + 30, view.getUint16(at + 26, true))) view.setUint32(at + 22, size, true);
    if (u32(out, at) === 0x02014b50 && named(at + 46, view.getUint16(at + 28, true))) view.setUint32(at + 24, size, true);
  }
  return out;
}

describe('a well-formed workbook', () => {
  it('is read when written by the console export (streamed zip with data descriptors)', async () => {
    const rows = [{ buildingtype: 'office', level: 'guide', value: 60 }, { buildingtype: 'mall', level: 'guide', value: 200 }];
    const bytes = await writeXlsx({ columns: ['buildingtype', 'level', 'value'].map((key) => ({ key, title: key })), rows });
    const { envelope } = await upload(bytes, 'standards.xlsx');
    expect(envelope).toMatchObject({ status: 0, result: { imported: 2, errors: [] } });
  });

  it('may use every column up to XFD', async () => {
    const { envelope } = await upload(workbook(sheet(HEADER_ROW + dataRow(2, '<c r="XFD2"><v>1</v></c>'))), 'a.xlsx');
    expect(envelope).toMatchObject({ status: 0, result: { imported: 1 } });
  });
});

describe('limits', () => {
  it('refuses a cell past column XFD before sizing a row by it', async () => {
    await refused(workbook(sheet(HEADER_ROW + dataRow(2, '<c r="XFE2"><v>1</v></c>'))), 'a.xlsx', 'invalid file: cell XFE2 is past the last column XFD (16384)');
    await refused(workbook(sheet(HEADER_ROW + dataRow(2, '<c r="ZZZZZZ2"><v>1</v></c>'))), 'a.xlsx', 'invalid file: cell ZZZZZZ2 is past the last column XFD (16384)');
    await refused(workbook(sheet(`${HEADER_ROW}<row r="99999999999">${text('x', 'A1')}</row>`)), 'a.xlsx', 'invalid file: row 99999999999 is past the last row 1048576');
  });

  it('refuses a sheet whose far-right cells would make more than a million cells', async () => {
    const rows = Array.from({ length: 70 }, (_, i) => dataRow(i + 2, `<c r="XFD${i + 2}"><v>1</v></c>`)).join('');
    await refused(workbook(sheet(HEADER_ROW + rows)), 'a.xlsx', 'invalid file: the sheet spans more than 1,000,000 cells (counting the gaps before far-right cells)');
  });

  it('reads at most 10,000 data rows, blank lines aside', async () => {
    const csv = (rows: number) => strToU8(`buildingtype,level,value\n\n${'office,guide,60\n'.repeat(rows)}\n\n`);
    await refused(csv(10_001), 'a.csv', 'invalid file: more than 10,000 data rows under the header');
    // Within the reader's cap, the importer's own (lower) row limit answers.
    await refused(csv(10_000), 'a.csv', 'invalid file: at most 1000 rows, got 10000');
    const rows = Array.from({ length: 10_001 }, (_, i) => dataRow(i + 2)).join('');
    await refused(workbook(sheet(HEADER_ROW + rows)), 'a.xlsx', 'invalid file: more than 10,000 data rows under the header');
  });

  it('refuses a workbook declaring more than 20 MB unpacked, in one entry or across several', async () => {
    const big = { 'xl/media/big.bin': new Uint8Array(21 * 1024 * 1024) };
    await refused(workbook(sheet(HEADER_ROW + dataRow(2)), big), 'a.xlsx', /^invalid file: the XLSX workbook unpacks to more than 20 MB \(it declares \d+ unpacked bytes\)$/);
    const several = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`xl/media/image${i}.bin`, new Uint8Array(4 * 1024 * 1024)]));
    await refused(workbook(sheet(HEADER_ROW + dataRow(2)), several), 'a.xlsx', /^invalid file: the XLSX workbook unpacks to more than 20 MB/);
  });

  it('stops inflating an entry that unpacks to more than it declares (a zip bomb)', async () => {
    const bomb = workbook(sheet(HEADER_ROW + dataRow(2) + ' '.repeat(30 * 1024 * 1024)));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused(declareSize(bomb, SHEET_PATH, 400), 'a.xlsx', /^invalid file: the XLSX workbook unpacks to more than 20 MB \(xl\/worksheets\/sheet1\.xml unpacks to more than the 400 bytes it declares/);
  });
});

describe('malformed files', () => {
  it('answers files that are not readable workbooks with a status', async () => {
    const real = await writeXlsx({ columns: [{ key: 'a', title: 'a' }], rows: [{ a: 1 }] });
    await refused(strToU8('just text'), 'a.xlsx', 'invalid file: not a readable XLSX workbook (no zip directory: not a zip, or truncated)');
    await refused(real.subarray(0, Math.floor(real.length / 2)), 'a.xlsx', /^invalid file: not a readable XLSX workbook/);
    await refused(zipSync({ '[Content_Types].xml': strToU8('<Types/>') }), 'a.xlsx', 'invalid file: the XLSX workbook has no sheet');
    // A sheet entry whose deflate stream is cut short.
    await refused(declareSize(workbook(sheet(HEADER_ROW)), SHEET_PATH, 5000), 'a.xlsx', /^invalid file: not a readable XLSX workbook \(damaged entry xl\/worksheets\/sheet1\.xml/);
  });

  it('refuses parts that are not well-formed XML', async () => {
    const bad = (xml: string) => workbook(xml);
    await refused(bad(sheet(`${HEADER_ROW}<row r="2"><c r="A2"><v>1</v></row>`)), 'a.xlsx', 'invalid file: xl/worksheets/sheet1.xml in the XLSX workbook is not well-formed XML (</row> closes <c> at offset 243)');
    await refused(bad('<worksheet><sheetData><row r="1"'), 'a.xlsx', /not well-formed XML \(unreadable markup at offset 22/);
    await refused(bad(`${sheet(HEADER_ROW)}<extra/>`), 'a.xlsx', /not well-formed XML \(a second root element <extra>/);
    await refused(bad('<!DOCTYPE x [<!ENTITY a "aaaa">]><worksheet/>'), 'a.xlsx', /not well-formed XML \(a DOCTYPE/);
    await refused(bad(sheet(HEADER_ROW).replace('</worksheet>', '')), 'a.xlsx', /not well-formed XML \(<worksheet> is never closed\)/);
    // Used to escape as a RangeError, an HTTP 500.
    await refused(bad(sheet(`${HEADER_ROW}<row r="2">${text('&#x110000;', 'A2')}</row>`)), 'a.xlsx', 'invalid file: the XLSX workbook has an impossible character reference &#x110000;');
  });

  it('refuses CSV files that are not text or not closed', async () => {
    await refused(strToU8('buildingtype,level,value\n"office,guide,60\n'), 'a.csv', 'invalid file: the CSV has a quote opened on line 2 that is never closed');
    await refused(new Uint8Array([0x62, 0x2c, 0x00, 0x01, 0x0a]), 'a.csv', 'invalid file: the CSV holds binary data, not text');
    await refused(new Uint8Array([0x62, 0xff, 0xfe, 0x0a]), 'a.csv', 'invalid file: the CSV is not UTF-8 text');
    await refused(strToU8('\n\n  ,  \n'), 'a.csv', 'invalid file: the first row must be the header buildingtype,level,value');
  });
});
