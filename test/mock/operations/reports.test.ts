// @vitest-environment node
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { FaultStats, GeneratedReport, ReportCatalogue, ReportDefinition, ReportJob, RetrofitReport } from '../../../src/api/operations/reportsTypes';
import { query } from '../pageHelpers';
import { call, keyed, login, startMockBackend } from '../support';

/** Operations reports (issue 24): the report centre's generation and files, fault statistics, the retrofit report. */

const backend = startMockBackend({ now: () => Date.parse('2026-11-27T00:00:00Z') });
const CENTER = 'p-asset-report-center';
const DEFINE = 'p-add-report';
const FAULTS = 'p-fault-basic-statistics';
const RETROFIT = 'p-technical-transformation-report';
const ALL = { from: '2026-08', to: '2026-10', station: '', faulttype: '' };

const ev = async <T>(path: string, session: string, body: Record<string, unknown>) => (await call<T>(`/evcharge/report/${path}`, { session, body })).envelope;
/** A generated workbook's first sheet, cell by reference: { A1: 'ticketno', F2: '46266.41…' } (inline strings as text, numbers as written). */
async function sheetOf(url: string, session: string): Promise<{ type: string | null; zip: string; names: string[]; cells: Record<string, string> }> {
  // Served to a session of the company that generated it.
  const response = await fetch(new URL(url, 'http://localhost').toString(), { headers: { loginsession: session } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const files = unzipSync(bytes);
  const xml = strFromU8(files['xl/worksheets/sheet1.xml']!);
  const cells: Record<string, string> = {};
  for (const [, ref, body] of xml.matchAll(/<c r="([A-Z]+\d+)"[^>]*>(.*?)<\/c>/g)) cells[ref!] = /<t[^>]*>(.*?)<\/t>|<v>(.*?)<\/v>/.exec(body!)!.slice(1).find((x) => x !== undefined)!;
  return { type: response.headers.get('content-type'), zip: String.fromCharCode(...bytes.slice(0, 4)), names: Object.keys(files).sort(), cells };
}
const faults = async (session: string, body: Record<string, unknown>) => (await ev<FaultStats>('faults', session, { pid: FAULTS, ...ALL, ...body })).result;

describe('fault statistics', () => {
  it('counts the fault tickets by type, station and month', async () => {
    const admin = await login('admin', 'admin123');
    const stats = await faults(admin, {});
    expect(stats.total).toBe(137);
    expect(stats.byType.map((c) => [c.key, c.count])).toEqual([['overTemp', 44], ['gunTemp', 42], ['insulation', 22], ['overCurrent', 16], ['groundFault', 13]]);
    expect(stats.byStation.map((c) => [c.key, c.count])).toEqual([
      ['cs-0003', 29], ['cs-0004', 25], ['cs-0002', 19], ['cs-0007', 17], ['cs-0001', 14], ['cs-0006', 14], ['cs-0005', 12], ['cs-0008', 7],
    ]);
    expect(stats.byMonth.map((c) => [c.key, c.count])).toEqual([['2026-08', 34], ['2026-09', 46], ['2026-10', 57]]);
    expect(stats.cells['cs-0003|2026-10']).toBe(15);
  });

  it('agrees with the fault tickets list filtered alike', async () => {
    const admin = await login('admin', 'admin123');
    const listed = async (filter: Record<string, unknown>) => (await query(admin, 'p-fault-tickets', { filter, pagesize: 1 })).result.total;
    expect(await listed({})).toBe(137);
    expect((await faults(admin, { station: 'cs-0003' })).total).toBe(29);
    expect(await listed({ stationname: '广州万达充电站' })).toBe(29);
    expect((await faults(admin, { station: 'cs-0003', faulttype: 'overTemp' })).total).toBe(12);
    expect(await listed({ stationname: '广州万达充电站', faulttype: 'overTemp' })).toBe(12);
    expect((await faults(admin, { faulttype: 'gunTemp' })).total).toBe(await listed({ faulttype: 'gunTemp' }));
  });

  it('shows the operator only the station it reaches, and refuses a period that runs backwards', async () => {
    const operator = await login('operator', 'operator123');
    const stats = await faults(operator, {});
    expect(stats.byStation.map((c) => [c.key, c.count])).toEqual([['cs-0008', 7]]);
    expect((await query(operator, 'p-fault-tickets', { pagesize: 1 })).result.total).toBe(7);
    const refused = await ev<FaultStats>('faults', operator, { pid: FAULTS, ...ALL, from: '2026-10', to: '2026-08' });
    expect(refused.result).toEqual({ errors: [keyed('operations.reports.refusal.period')] });
  });
});

describe('the report centre', () => {
  it('generates a report with progress; the file is in the history and downloads with the list’s records', async () => {
    const admin = await login('admin', 'admin123');
    const catalogue = (await ev<ReportCatalogue>('catalogue', admin, { pid: CENTER })).result;
    expect(catalogue.reports.map((r) => r.did)).toEqual(['rpt-0001', 'rpt-0002']);
    expect(catalogue.months).toEqual(['2026-08', '2026-09', '2026-10']);
    let job = (await ev<ReportJob>('generate', admin, { pid: CENTER, report: 'rpt-0001', station: 'cs-0008' })).result;
    expect([job.state, job.processed, job.total]).toEqual(['running', 0, 7]);
    const seen: number[] = [];
    while (job.state === 'running') {
      job = (await ev<ReportJob>('progress', admin, { pid: CENTER, job: job.id })).result;
      seen.push(job.processed);
    }
    expect(seen).toEqual([2, 4, 6, 7]);
    const history = (await ev<GeneratedReport[]>('history', admin, { pid: CENTER })).result;
    expect(history.map((h) => [h.report, h.rows, h.file.name])).toEqual([['rpt-0001', 7, 'rpt-0001_2026-08_2026-10_cs-0008.xlsx']]);
    // An Excel workbook (Office Open XML: a zip of the sheet and its parts), written by the client's export kit.
    const sheet = await sheetOf(history[0]!.file.url, admin);
    expect(sheet.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sheet.zip).toBe('PK\x03\x04');
    expect(sheet.names).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    expect(['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1'].map((ref) => sheet.cells[ref])).toEqual(['ticketno', 'station', 'device', 'faulttype', 'status', 'created', 'resolved']);
    // Times are date cells (Excel serial days): 2026-09-01 09:57 is 46266 + 597/1440.
    expect(['A2', 'B2', 'C2', 'D2', 'E2', 'F2', 'G2'].map((ref) => sheet.cells[ref])).toEqual([
      'GZ2026090100049', '杭州公交枢纽充电站', 'CS330100008-01', 'overTemp', 'resolved', String(46266 + 597 / 1440), String(46266 + 588 / 1440),
    ]);
    expect(sheet.cells.A8).toBeDefined();
    expect(sheet.cells.A9).toBeUndefined();
  });

  it('adds the station energy up from the sessions, one line per station and day', async () => {
    const admin = await login('admin', 'admin123');
    let job = (await ev<ReportJob>('generate', admin, { pid: CENTER, report: 'rpt-0002', station: 'cs-0008' })).result;
    while (job.state === 'running') job = (await ev<ReportJob>('progress', admin, { pid: CENTER, job: job.id })).result;
    expect(job.file?.rows).toBe(31);
    const { cells } = await sheetOf(job.file!.file.url, admin);
    // The day a date cell (2026-10-01 is serial 46296), sessions and energy numbers.
    expect([cells.A2, cells.B2]).toEqual(['杭州公交枢纽充电站', '46296']);
    expect(cells.C2).toMatch(/^\d+$/);
    expect(cells.D2).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it('cancels a running generation: no file, the history unchanged, the cancel audited', async () => {
    const admin = await login('admin', 'admin123');
    let job = (await ev<ReportJob>('generate', admin, { pid: CENTER, report: 'rpt-0001' })).result;
    job = (await ev<ReportJob>('progress', admin, { pid: CENTER, job: job.id })).result;
    expect([job.state, job.processed, job.total]).toEqual(['running', 35, 137]);
    const cancelled = (await ev<ReportJob>('cancel', admin, { pid: CENTER, job: job.id })).result;
    expect([cancelled.state, cancelled.processed, cancelled.file]).toEqual(['cancelled', 35, null]);
    // Asked again, it stays cancelled and makes no file.
    const after = (await ev<ReportJob>('progress', admin, { pid: CENTER, job: job.id })).result;
    expect([after.state, after.processed, after.file]).toEqual(['cancelled', 35, null]);
    expect((await ev<GeneratedReport[]>('history', admin, { pid: CENTER })).result).toEqual([]);
    const audit = backend.db.audit.query({ area: 'records', pid: CENTER }).filter((e) => e.action === 'cancel');
    expect(audit.map((e) => [e.outcome, e.target, (e.before as ReportJob).state, (e.after as ReportJob).state])).toEqual([['ok', job.id, 'running', 'cancelled']]);

    // The viewer may not export, so may not cancel either: refused (-45403) and audited.
    const viewer = await login('viewer', 'viewer123');
    expect((await ev<ReportJob>('generate', viewer, { pid: CENTER, report: 'rpt-0001' })).status).toBe(-45403);
    const refused = await ev<ReportJob>('cancel', viewer, { pid: CENTER, job: job.id });
    expect(refused.status).toBe(-45403);
    // Newest first.
    expect(backend.db.audit.query({ area: 'records', pid: CENTER }).filter((e) => e.action === 'cancel').map((e) => e.outcome)).toEqual(['refused', 'ok']);
  });

  it('answers a cancel that comes after the file was made with the job as it is', async () => {
    const admin = await login('admin', 'admin123');
    let job = (await ev<ReportJob>('generate', admin, { pid: CENTER, report: 'rpt-0001', station: 'cs-0008' })).result;
    while (job.state === 'running') job = (await ev<ReportJob>('progress', admin, { pid: CENTER, job: job.id })).result;
    const late = (await ev<ReportJob>('cancel', admin, { pid: CENTER, job: job.id })).result;
    expect([late.state, late.file?.rows]).toEqual(['done', 7]);
    expect((await ev<GeneratedReport[]>('history', admin, { pid: CENTER })).result.map((h) => h.id)).toEqual([job.id]);
  });

  it('lets the operator generate for its station only, and refuses a period that runs backwards', async () => {
    const operator = await login('operator', 'operator123');
    const catalogue = (await ev<ReportCatalogue>('catalogue', operator, { pid: CENTER })).result;
    expect(catalogue.stations).toEqual([{ did: 'cs-0008', name: '杭州公交枢纽充电站' }]);
    const other = await ev<ReportJob>('generate', operator, { pid: CENTER, report: 'rpt-0001', station: 'cs-0001' });
    expect(other.result).toEqual({ errors: [keyed('operations.reports.refusal.station')] });
    const backwards = await ev<ReportJob>('generate', operator, { pid: CENTER, report: 'rpt-0001', from: '2026-10', to: '2026-09' });
    expect(backwards.result).toEqual({ errors: [keyed('operations.reports.refusal.period')] });
    const job = (await ev<ReportJob>('generate', operator, { pid: CENTER, report: 'rpt-0001' })).result;
    expect([job.state, job.total]).toEqual(['running', 7]);
  });

  it('defines a report from a template for the admin and the operator, and refuses the maintainer and the viewer', async () => {
    const admin = await login('admin', 'admin123');
    const body = { pid: DEFINE, name: 'Hangzhou faults', template: 'fault-tickets', from: '2026-09', to: '2026-10', station: 'cs-0008', faulttype: 'gunTemp' };
    const defined = (await ev<ReportDefinition>('define', admin, body)).result;
    expect([defined.name, defined.template, defined.params]).toEqual(['Hangzhou faults', 'fault-tickets', { from: '2026-09', to: '2026-10', station: 'cs-0008', faulttype: 'gunTemp' }]);
    const catalogue = (await ev<ReportCatalogue>('catalogue', admin, { pid: CENTER })).result;
    expect(catalogue.reports.map((r) => r.name)).toContain('Hangzhou faults');
    let job = (await ev<ReportJob>('generate', admin, { pid: CENTER, report: defined.did })).result;
    while (job.state === 'running') job = (await ev<ReportJob>('progress', admin, { pid: CENTER, job: job.id })).result;
    expect(job.file?.rows).toBe(3);
    const operator = await login('operator', 'operator123');
    const own = await ev<ReportDefinition>('define', operator, { ...body, name: 'Hangzhou gun faults' });
    expect([own.status, own.result.name, own.result.createdby]).toEqual([0, 'Hangzhou gun faults', 'operator']);
    for (const [name, password] of [['maintainer', 'maintainer123'], ['viewer', 'viewer123']] as const) {
      const refused = await ev<ReportDefinition>('define', await login(name, password), body);
      expect(refused.status).toBe(-45403);
    }
    const audit = backend.db.audit.query({ area: 'records', pid: DEFINE }).filter((e) => e.action === 'define');
    // Newest first.
    expect(audit.map((e) => e.outcome)).toEqual(['refused', 'refused', 'ok', 'ok']);
  });
});

describe('the retrofit report', () => {
  it('compares equal 30-day windows before and after each retrofit', async () => {
    const admin = await login('admin', 'admin123');
    const report = (await ev<RetrofitReport>('retrofits', admin, { pid: RETROFIT })).result;
    expect(report.windowDays).toBe(30);
    expect(report.rows.map((r) => [r.code, r.date, r.before.from, r.before.to, r.after.to])).toEqual([
      ['CS310100001-02', '2026-09-16', '2026-08-17', '2026-09-15', '2026-10-15'],
      ['CS440100003-01', '2026-09-16', '2026-08-17', '2026-09-15', '2026-10-15'],
      ['CS510100006-02', '2026-09-16', '2026-08-17', '2026-09-15', '2026-10-15'],
      ['CS330100008-01', '2026-09-16', '2026-08-17', '2026-09-15', '2026-10-15'],
    ]);
    const hangzhou = report.rows[3]!;
    expect([hangzhou.before, hangzhou.after]).toEqual([
      { from: '2026-08-17', to: '2026-09-15', faults: 2, sessions: 393, energy: 15213.04, faultRate: 0.51 },
      { from: '2026-09-16', to: '2026-10-15', faults: 1, sessions: 374, energy: 13713.16, faultRate: 0.27 },
    ]);
    const operator = await login('operator', 'operator123');
    expect((await ev<RetrofitReport>('retrofits', operator, { pid: RETROFIT })).result.rows.map((r) => r.code)).toEqual(['CS330100008-01']);
  });
});
