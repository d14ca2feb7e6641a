import type { FileRecord } from '../../../../../src/api/pageConfig.ts';
import {
  REPORT_TEMPLATES, REPORTS_PIDS, type FaultStats, type GeneratedReport, type ReportCatalogue, type ReportDefinition, type ReportJob, type ReportParams, type ReportTemplate, type RetrofitReport,
} from '../../../../../src/api/operations/reportsTypes.ts';
import { XLSX_MIME } from '../../../../../src/lib/export/xlsx/writeXlsx.ts';
import type { ResourceRef } from '../../core/access/Access.ts';
import type { ChargingRegistry } from '../../core/charging/ChargingRegistry.ts';
import { isMonth } from '../../core/clock/dates.ts';
import { REPORT_RULES } from '../../../../../src/api/operations/rules.ts';
import { FieldErrors, type Raw } from '../../core/fieldErrors.ts';
import { textBy } from '../../core/ruleChecks.ts';
import { notFound } from '../../core/notFound.ts';
import type { Writes } from '../../core/writes.ts';
import type { UserRecord } from '../../users.ts';
import { SEEDED_REPORTS } from './catalogue.ts';
import { faultStatsOf, monthOfTicket, type FaultTicket } from './faults.ts';
import { sourceOf, xlsxOf } from './generate.ts';
import { retrofitReportOf } from './retrofits.ts';

export interface ReportsSources {
  now: () => number;
  charging: () => ChargingRegistry;
  zoneOf: (store: string) => string;
  /** The fault tickets list's records as the user sees them (p-fault-tickets). */
  faultTickets: (user: UserRecord) => readonly FaultTicket[];
  /** The files service: a generated file is one of its files, downloaded like any other. */
  saveFile: (user: UserRecord, name: string, type: string, bytes: Uint8Array) => FileRecord;
  writes: Writes;
}

/** The fault types a query may name (the tickets list's option set). */
export const FAULT_TYPES = ['overTemp', 'overCurrent', 'insulation', 'commLoss', 'emergencyStop', 'groundFault', 'meterError', 'doorOpen', 'gunTemp'] as const;

/** A job takes this many progress asks after its start (each ask builds one slice of its records). */
const STEPS = 4;

interface Job extends ReportJob {
  companyid: string;
  lines: Map<string, string[]>;
  build: ReturnType<typeof sourceOf>;
  definition: ReportDefinition;
  params: ReportParams;
  /** The stores whose records it reads: its station's, or every store its author reached. */
  stores: string[];
}

const ref = (id: string, pages: readonly string[]): ResourceRef => ({ type: 'report', id, pages });

/**
 * The reports of the operations domain: a catalogue per company (seeded reports and the ones
 * defined from a template), generation as a long job whose file goes to the files service, the
 * history of generated files, fault statistics and the retrofit report. Every figure is counted
 * from the fault tickets list's records and the registry's sessions (the orders).
 */
export class ReportsWorld {
  private readonly defined = new Map<string, ReportDefinition[]>();
  private readonly generated = new Map<string, GeneratedReport[]>();
  private readonly jobs = new Map<string, Job>();
  /** The stores each generated file was read from (by job id). */
  private readonly fileStores = new Map<string, string[]>();
  private seq = 0;

  constructor(private readonly sources: ReportsSources) {}

  private reaches(user: UserRecord) {
    return (store: string) => this.sources.writes.access.reachesStore(user, store);
  }

  /** The stores a job of these parameters reads, as its author reaches them. */
  private storesOf(user: UserRecord, params: ReportParams): string[] {
    const registry = this.sources.charging();
    const station = params.station ? registry.station(params.station) : undefined;
    const stations = station ? [station] : registry.stations.filter((s) => this.reaches(user)(s.businessdid));
    return [...new Set(stations.map((s) => s.businessdid))];
  }

  /** A job or its file is another user's only when that user reaches every store it read (the core's scope check, store by store). */
  private checkReached(user: UserRecord, pid: string, action: 'view' | 'export', id: string, stores: readonly string[]): void {
    for (const store of stores) this.sources.writes.access.check(user, pid, action, { ...ref(id, [REPORTS_PIDS.center]), store });
  }

  private reportsOf(user: UserRecord): ReportDefinition[] {
    return [...SEEDED_REPORTS, ...(this.defined.get(user.companyid) ?? [])];
  }

  catalogue(user: UserRecord, pid: string): ReportCatalogue {
    this.sources.writes.access.check(user, pid, 'view', ref('catalogue', [REPORTS_PIDS.center, REPORTS_PIDS.define, REPORTS_PIDS.faults]));
    const stations = this.sources.charging().stations.filter((s) => this.reaches(user)(s.businessdid)).map((s) => ({ did: s.did, name: s.name }));
    const months = [...new Set(this.sources.faultTickets(user).map((t) => monthOfTicket(t, this.sources.zoneOf)))].sort();
    return { reports: structuredClone(this.reportsOf(user)), stations, faulttypes: [...FAULT_TYPES], months };
  }

  /** add-report: a report from a template and parameters, saved to the company's catalogue. */
  define(user: UserRecord, pid: string, body: Raw): ReportDefinition {
    return this.sources.writes.run(user, { pid, needs: 'add', area: 'records', op: 'define', resource: ref('new', [REPORTS_PIDS.define]), detail: { template: body.template ?? null } }, () => {
      const errors = new FieldErrors();
      const name = textBy(errors, body.name, 'name', REPORT_RULES.name) ?? '';
      const template = body.template as ReportTemplate;
      if (!REPORT_TEMPLATES.includes(template)) errors.add('template', 'option', `one of ${REPORT_TEMPLATES.join(', ')}`, 'validation.option');
      const params = this.paramsOf(user, body, errors);
      errors.check();
      this.seq += 1;
      const report: ReportDefinition = { did: `rpt-u${String(this.seq).padStart(4, '0')}`, name, template, params, createdby: user.username, createtime: new Date(this.sources.now()).toISOString() };
      this.defined.set(user.companyid, [...(this.defined.get(user.companyid) ?? []), report]);
      return { answer: structuredClone(report), target: report.did };
    });
  }

  /** Parameters: whole months from ≤ to, a station the user reaches or '', a known fault type or ''. */
  private paramsOf(user: UserRecord, body: Raw, errors: FieldErrors): ReportParams {
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
    const params: ReportParams = { from: text('from'), to: text('to'), station: text('station'), faulttype: text('faulttype') };
    if (!isMonth(params.from)) errors.add('from', 'pattern', 'expected a month YYYY-MM', 'validation.month');
    if (!isMonth(params.to)) errors.add('to', 'pattern', 'expected a month YYYY-MM', 'validation.month');
    else if (isMonth(params.from) && params.to < params.from) errors.add('to', 'min', 'not before from', 'operations.reports.refusal.period', { from: params.from });
    const station = params.station && this.sources.charging().station(params.station);
    if (params.station && (!station || !this.reaches(user)(station.businessdid))) errors.add('station', 'option', 'a station you reach', 'operations.reports.refusal.station', { station: params.station });
    if (params.faulttype && !FAULT_TYPES.some((t) => t === params.faulttype)) errors.add('faulttype', 'option', 'a fault type of the tickets list', 'validation.option');
    return params;
  }

  /** Starts a report's generation (an export: audited); `progress` builds it slice by slice. */
  generate(user: UserRecord, pid: string, body: Raw): ReportJob {
    const did = typeof body.report === 'string' ? body.report : '';
    return this.sources.writes.run(user, { pid, needs: 'export', area: 'records', op: 'generate', resource: ref(did, [REPORTS_PIDS.center]), detail: { report: did } }, () => {
      const definition = this.reportsOf(user).find((r) => r.did === did);
      if (!definition) throw notFound('record', did);
      const errors = new FieldErrors();
      // The catalogue's parameters, overridden by the ones given now.
      const params = this.paramsOf(user, { ...definition.params, ...body }, errors);
      errors.check();
      const build = sourceOf({ ...definition, params }, { registry: this.sources.charging(), tickets: this.sources.faultTickets(user), zoneOf: this.sources.zoneOf, reaches: this.reaches(user) });
      this.seq += 1;
      const job: Job = { id: `rjob-${this.seq}`, report: did, state: 'running', total: build.records.length, processed: 0, file: null, companyid: user.companyid, lines: new Map(), build, definition, params, stores: this.storesOf(user, params) };
      this.jobs.set(job.id, job);
      if (job.total === 0) this.finish(user, job);
      return { answer: viewOf(job), target: job.id, detail: { report: did, params, records: job.total } };
    });
  }

  progress(user: UserRecord, pid: string, id: string): ReportJob {
    this.sources.writes.access.check(user, pid, 'view', ref(id, [REPORTS_PIDS.center]));
    const job = this.jobs.get(id);
    if (!job || job.companyid !== user.companyid) throw notFound('record', id);
    this.checkReached(user, pid, 'view', id, job.stores);
    if (job.state === 'running') {
      const end = Math.min(job.total, job.processed + Math.ceil(job.total / STEPS));
      for (const record of job.build.records.slice(job.processed, end)) job.build.take(record, job.lines);
      job.processed = end;
      if (end === job.total) this.finish(user, job);
    }
    return viewOf(job);
  }

  /**
   * Stops a running generation (audited like the start, with the same right): its lines are
   * dropped and no file is made, so the history stays as it was. A job already over answers as it is.
   */
  cancel(user: UserRecord, pid: string, id: string): ReportJob {
    const before = () => {
      const job = this.jobs.get(id);
      return job && job.companyid === user.companyid ? viewOf(job) : null;
    };
    return this.sources.writes.run(user, { pid, needs: 'export', area: 'records', op: 'cancel', resource: ref(id, [REPORTS_PIDS.center]), before }, () => {
      const job = this.jobs.get(id);
      if (!job || job.companyid !== user.companyid) throw notFound('record', id);
      this.checkReached(user, pid, 'export', id, job.stores);
      if (job.state === 'running') {
        job.state = 'cancelled';
        job.lines.clear();
      }
      return { answer: viewOf(job), target: job.id, detail: { report: job.report, processed: job.processed, total: job.total } };
    });
  }

  /** The file of a job done: saved in the files service and listed in the history. */
  private finish(user: UserRecord, job: Job): void {
    const name = `${job.definition.did}_${job.params.from}_${job.params.to}${job.params.station ? `_${job.params.station}` : ''}.xlsx`;
    const file = this.sources.saveFile(user, name, XLSX_MIME, xlsxOf(job.definition.did, job.build.header, job.lines.values()));
    job.file = {
      id: job.id, report: job.definition.did, reportname: job.definition.name, ...(job.definition.nameKey ? { reportnameKey: job.definition.nameKey } : {}),
      params: job.params, rows: job.lines.size, file, createdby: user.username, zone: this.zoneFor(user, job.params.station),
    };
    job.state = 'done';
    this.fileStores.set(job.id, job.stores);
    this.generated.set(job.companyid, [job.file, ...(this.generated.get(job.companyid) ?? [])]);
  }

  private zoneFor(user: UserRecord, station: string): string {
    const registry = this.sources.charging();
    const found = (station && registry.station(station)) || registry.stations.find((s) => this.reaches(user)(s.businessdid));
    return this.sources.zoneOf(found ? found.businessdid : '');
  }

  history(user: UserRecord, pid: string): GeneratedReport[] {
    this.sources.writes.access.check(user, pid, 'view', ref('history', [REPORTS_PIDS.center]));
    const reached = (file: GeneratedReport) => (this.fileStores.get(file.id) ?? []).every((store) => this.reaches(user)(store));
    return structuredClone((this.generated.get(user.companyid) ?? []).filter(reached));
  }

  faults(user: UserRecord, pid: string, body: Raw): FaultStats {
    this.sources.writes.access.check(user, pid, 'view', ref('faults', [REPORTS_PIDS.faults, REPORTS_PIDS.center]));
    const errors = new FieldErrors();
    const params = this.paramsOf(user, body, errors);
    errors.check();
    return faultStatsOf(this.sources.faultTickets(user), params, this.sources.zoneOf);
  }

  retrofits(user: UserRecord, pid: string): RetrofitReport {
    this.sources.writes.access.check(user, pid, 'view', ref('retrofits', [REPORTS_PIDS.retrofit]));
    return retrofitReportOf(this.sources.charging(), this.sources.faultTickets(user), this.sources.zoneOf, this.reaches(user));
  }
}

function viewOf(job: Job): ReportJob {
  return { id: job.id, report: job.report, state: job.state, total: job.total, processed: job.processed, file: job.file ? structuredClone(job.file) : null };
}
