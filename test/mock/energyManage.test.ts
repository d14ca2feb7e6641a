// @vitest-environment node
import { strToU8, zipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AggAnswer, EnergyStandard, EnergyStandardView, StandardImportReport, StoreEnergyConfig } from '../../src/api/energyTypes';
import { STATUS_FORBIDDEN } from '../../src/api/pageConfig';
import type { Envelope } from '../../src/api/types';
import { call, login, startMockBackend } from './support';

/** /businessstatistics/api/energymanage/*: standards, floor areas, the view and the import. */

const START = Date.parse('2026-11-02T01:00:00.000Z');
const backend = startMockBackend({ now: () => START });

let operator = '';
beforeEach(async () => {
  operator = await login('operator', 'operator123');
});

const STORE = 'st-1005-01';
/** Every call names its screen's page: standards on the standards page, floor areas on the energy configuration. */
const PAGES: Record<string, string> = { getlist: 'p-energy-standard', setecstandard3: 'p-energy-standard', setfloorarea: 'p-energy-config', view: 'p-energy-config' };
const manage = <T>(path: string, body: Record<string, unknown>, session = operator) => call<T>(`/businessstatistics/api/energymanage/${path}`, { body: { pid: PAGES[path], ...body }, session });
const standards = async (session = operator) => (await manage<EnergyStandard[]>('getlist', {}, session)).envelope.result;
const valueOf = (list: EnergyStandard[], type: string, level: string) => list.find((s) => s.buildingtype === type && s.level === level)?.value;

async function upload(session: string, bytes: Uint8Array<ArrayBuffer>, name: string, type: string): Promise<Envelope<StandardImportReport>> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const response = await fetch('http://localhost/businessstatistics/api/energymanage/import?pid=p-energy-standard', { method: 'POST', headers: { loginsession: session }, body: form });
  return (await response.json()) as Envelope<StandardImportReport>;
}

const csv = (text: string) => strToU8(text);

/** A minimal workbook: shared strings for text cells, plain numbers, one inline string. */
function xlsx(rows: Array<Array<string | number>>): Uint8Array<ArrayBuffer> {
  const strings: string[] = [];
  const cell = (value: string | number, ref: string) => {
    if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
    if (value.startsWith('inline:')) return `<c r="${ref}" t="inlineStr"><is><t>${value.slice(7)}</t></is></c>`;
    if (!strings.includes(value)) strings.push(value);
    return `<c r="${ref}" t="s"><v>${strings.indexOf(value)}</v></c>`;
  };
  const body = rows.map((row, r) => `<row r="${r + 1}">${row.map((v, c) => cell(v, `${'ABC'[c]}${r + 1}`)).join('')}</row>`).join('');
  const sst = strings.map((s) => `<si><t>${s.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></si>`).join('');
  return zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    'xl/workbook.xml': strToU8('<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="标准" sheetId="1" r:id="rId1"/></sheets></workbook>'),
    'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
    'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${body}</sheetData></worksheet>`),
    'xl/sharedStrings.xml': strToU8(`<sst>${sst}</sst>`),
  });
}

describe('standards', () => {
  it('lists a constraint and a guide value for every building type, guide below constraint', async () => {
    const list = await standards();
    expect(list).toHaveLength(12);
    expect(valueOf(list, 'office', 'constraint')).toBe(85);
    expect(valueOf(list, 'office', 'guide')).toBe(65);
    for (const type of ['office', 'mall', 'hotel', 'supermarket', 'datacenter', 'park']) {
      expect(valueOf(list, type, 'guide')!, type).toBeLessThan(valueOf(list, type, 'constraint')!);
    }
    const malls = (await manage<EnergyStandard[]>('getlist', { buildingtype: 'mall' })).envelope.result;
    expect(malls.map((s) => s.level)).toEqual(['constraint', 'guide']);
    expect((await manage('getlist', { level: 'strict' })).envelope.status).toBe(-1);
  });

  it('sets a value within range that keeps the guide below the constraint, else says why', async () => {
    const set = (body: Record<string, unknown>, session = operator) => manage<EnergyStandard>('setecstandard3', body, session);
    expect((await set({ buildingtype: 'office', level: 'guide', value: 70 })).envelope.result).toMatchObject({ value: 70, updatedAt: '2026-10-31T16:00:00.000Z' }); // stamped by the world clock (issue 38 §2)
    expect((await set({ buildingtype: 'office', level: 'guide', value: 85 })).envelope.message).toBe('invalid standard: the guide value of office must stay below its constraint value 85, got 85');
    expect((await set({ buildingtype: 'office', level: 'constraint', value: 60 })).envelope.message).toBe('invalid standard: the constraint value of office must stay above its guide value 70, got 60');
    // The standard form's book (src/api/energy/rules.ts): 1 to 2000, refused as a named field.
    expect((await set({ buildingtype: 'office', level: 'constraint', value: 0.5 })).envelope).toMatchObject({ status: -1, result: { errors: [{ field: 'value', rule: 'min', messageKey: 'validation.min', values: { min: 1 } }] } });
    expect((await set({ buildingtype: 'datacenter', level: 'constraint', value: 2001 })).envelope).toMatchObject({ status: -1, result: { errors: [{ field: 'value', rule: 'max', values: { max: 2000 } }] } });
    expect((await set({ buildingtype: 'garage', level: 'guide', value: 10 })).envelope.message).toMatch(/^invalid field: buildingtype/);
    expect(valueOf(await standards(), 'office', 'guide')).toBe(70);
    // Each company keeps its own standards; a viewer may not change them.
    expect(valueOf(await standards(await login('ggadmin', 'greengrid123')), 'office', 'guide')).toBe(65);
    expect((await set({ buildingtype: 'office', level: 'guide', value: 60 }, await login('viewer', 'viewer123'))).envelope.status).toBe(STATUS_FORBIDDEN);
  });
});

describe('floor area and the view', () => {
  it('shows each building against its standards, with intensity = annual kWh / floor area', async () => {
    const { envelope } = await manage<EnergyStandardView>('view', { store: STORE });
    expect(envelope.result).toMatchObject({ store: STORE, year: 2026 });
    const agg = await call<AggAnswer>('/sfsaas/api/analysis/aggquery', {
      session: operator,
      body: { pid: 'p-building-energy-efficiency', stores: [STORE], start: '2025-11-01', end: '2026-10-31', groupby: 'building', energytypes: ['electricity'] },
    });
    for (const building of envelope.result.buildings) {
      expect(building.annualKwh).toBeCloseTo(agg.envelope.result.rows.find((r) => r.key === building.did)!.energy, 4);
      expect(building.intensity).toBeCloseTo(building.annualKwh / building.floorarea, 9);
      expect(building.constraint).toBeGreaterThan(building.guide!);
    }
    expect((await manage('view', { store: 'st-1001-01' })).envelope.status).toBe(STATUS_FORBIDDEN);
  });

  it('corrects a floor area: config, view and area figures follow until reset', async () => {
    const before = (await manage<EnergyStandardView>('view', { store: STORE })).envelope.result.buildings[0]!;
    const saved = await manage('setfloorarea', { store: STORE, building: before.did, floorarea: 12345 });
    expect(saved.envelope).toMatchObject({ status: 0, result: { building: before.did, floorarea: 12345 } });
    const after = (await manage<EnergyStandardView>('view', { store: STORE })).envelope.result.buildings[0]!;
    expect(after).toMatchObject({ floorarea: 12345, annualKwh: before.annualKwh });
    expect(after.intensity).toBeCloseTo(before.annualKwh / 12345, 9);
    const config = (await call<StoreEnergyConfig>('/sfsaas/api/analysis/config', { session: operator, body: { pid: 'p-energy-config', store: STORE } })).envelope.result;
    expect(config.buildings[0]!.floorarea).toBe(12345);
    const rows = (await call<AggAnswer>('/sfsaas/api/analysis/aggquery', { session: operator, body: { pid: 'p-energy-config', stores: [STORE], start: '2026-01-01', end: '2026-01-31', groupby: 'store' } })).envelope.result;
    expect(rows.rows[0]!.area).toBe(config.buildings.reduce((a, b) => a + b.floorarea, 0));
    backend.db.reset();
    const session = await login('operator', 'operator123');
    expect((await manage<EnergyStandardView>('view', { store: STORE }, session)).envelope.result.buildings[0]!.floorarea).toBe(before.floorarea);
  });

  it('refuses areas out of range, buildings of other stores and stores out of reach', async () => {
    const building = (await manage<EnergyStandardView>('view', { store: STORE })).envelope.result.buildings[0]!.did;
    const set = (body: Record<string, unknown>) => manage('setfloorarea', { store: STORE, building, floorarea: 1000, ...body });
    expect((await set({ floorarea: 9 })).envelope).toMatchObject({ status: -1, message: 'invalid field: floorarea (expected 10 to 2000000)', result: { errors: [{ field: 'floorarea', rule: 'min', values: { min: 10 } }] } });
    expect((await set({ floorarea: 2_000_001 })).envelope).toMatchObject({ status: -1, result: { errors: [{ field: 'floorarea', rule: 'max', values: { max: 2_000_000 } }] } });
    expect((await set({ floorarea: '1000' })).envelope).toMatchObject({ status: -1, message: 'invalid field: floorarea (expected a number)', result: { errors: [{ field: 'floorarea', rule: 'type' }] } });
    expect((await set({ building: 'sp-st-1001-01-01' })).envelope.message).toBe('no such building: sp-st-1001-01-01 (in store st-1005-01)');
    expect((await set({ store: 'st-1001-01' })).envelope.status).toBe(STATUS_FORBIDDEN);
    expect((await set({ floorarea: 10 })).envelope.status).toBe(0);
  });
});

describe('import', () => {
  it('applies the good rows of a CSV and reports the bad ones by data row', async () => {
    const file = csv('\uFEFFbuildingtype,level,value\r\noffice,constraint,90\r\nhotel,guide,abc\r\ngarage,guide,50\r\n\r\nmall,strict,100\r\nmall,guide,260\r\npark,guide,80\r\ndatacenter,constraint,2500\r\n');
    const { status, result } = await upload(operator, file, 'standards.csv', 'text/csv');
    expect(status).toBe(0);
    expect(result.imported).toBe(2);
    expect(result.errors).toEqual([
      { row: 2, message: 'value "abc" is not a number', messageKey: 'energy.import.row.number', values: { value: 'abc' } },
      {
        row: 3,
        message: 'unknown building type "garage" (expected office, mall, hotel, supermarket, datacenter, park)',
        messageKey: 'energy.import.row.buildingType',
        values: { value: 'garage', options: 'office, mall, hotel, supermarket, datacenter, park' },
      },
      { row: 5, message: 'unknown level "strict" (expected constraint, guide)', messageKey: 'energy.import.row.level', values: { value: 'strict', options: 'constraint, guide' } },
      { row: 6, message: 'the guide value of mall must stay below its constraint value 250, got 260', messageKey: 'energy.standard.guideBelow', values: { type: 'mall', other: 250, value: 260 } },
      { row: 8, message: 'value must be at least 1 and at most 2000 kWh/(m²·a), got 2500', messageKey: 'energy.standard.range', values: { min: 1, max: 2000, value: 2500 } },
    ]);
    const list = await standards();
    expect([valueOf(list, 'office', 'constraint'), valueOf(list, 'park', 'guide'), valueOf(list, 'mall', 'guide'), valueOf(list, 'hotel', 'guide')]).toEqual([90, 80, 190, 110]);
  });

  it('reads the first sheet of an XLSX file the same way', async () => {
    const file = xlsx([
      ['buildingtype', 'level', 'value'],
      ['supermarket', 'constraint', 300],
      ['supermarket', 'guide', 310],
      ['inline:hotel', 'guide', 100],
      ['office', 'guide', -5],
    ]);
    const { status, result } = await upload(operator, file, '标准.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(status).toBe(0);
    expect(result).toEqual({
      imported: 2,
      errors: [
        { row: 2, message: 'the guide value of supermarket must stay below its constraint value 300, got 310', messageKey: 'energy.standard.guideBelow', values: { type: 'supermarket', other: 300, value: 310 } },
        { row: 4, message: 'value must be at least 1 and at most 2000 kWh/(m²·a), got -5', messageKey: 'energy.standard.range', values: { min: 1, max: 2000, value: -5 } },
      ],
    });
    const list = await standards();
    expect([valueOf(list, 'supermarket', 'constraint'), valueOf(list, 'supermarket', 'guide'), valueOf(list, 'hotel', 'guide')]).toEqual([300, 230, 100]);
  });

  it('refuses a file without the header, a broken workbook, an empty file and a JSON body', async () => {
    expect((await upload(operator, csv('type,level,value\noffice,guide,60\n'), 'a.csv', 'text/csv')).message).toBe('invalid file: the first row must be the header buildingtype,level,value');
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    expect((await upload(operator, broken, 'a.xlsx', 'application/octet-stream')).message).toBe('invalid file: not a readable XLSX workbook (no zip directory: not a zip, or truncated)');
    expect((await upload(operator, new Uint8Array(0), 'a.csv', 'text/csv')).message).toBe('invalid field: file (a.csv is empty)');
    expect((await upload(operator, csv('buildingtype,level,value\n'), 'a.csv', 'text/csv')).message).toBe('invalid file: no data rows under the header');
    const json = await call('/businessstatistics/api/energymanage/import', { session: operator, body: {} });
    expect(json.envelope.message).toBe('invalid body: expected multipart/form-data');
    expect((await upload(await login('viewer', 'viewer123'), csv('buildingtype,level,value\noffice,guide,60\n'), 'a.csv', 'text/csv')).status).toBe(STATUS_FORBIDDEN);
  });
});
