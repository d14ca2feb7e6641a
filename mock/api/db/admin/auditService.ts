import { AUDIT_AREAS, AUDIT_OUTCOMES, AUDIT_PID, MAX_AUDIT_ACTORS, type AuditDetail, type AuditFacets, type AuditPage, type AuditRow } from '../../../../src/api/admin/auditTypes.ts';
import type { Access, AccessUser } from '../core/access/Access.ts';
import type { AuditEntry, AuditFilter, AuditLog } from '../core/audit.ts';
import { instantIn, CHINA_ZONE } from '../core/clock/zones.ts';
import { dayOf } from '../core/clock/readDates.ts';
import { iso } from '../core/clock/time.ts';
import { notFound } from '../core/notFound.ts';
import { between, expected, invalidField, oneOf } from '../core/shapeErrors.ts';
import type { AuditNames, ReaderNames } from './auditNames.ts';

/** What the audit service reads: the log, the access answers, who belongs to which company, each page's console path. */
export interface AuditSources {
  log: () => AuditLog;
  access: () => Access;
  /** The company of a user ('' for actors that are no user, such as a policy run). */
  companyOf: (userid: string) => string;
  /** The company whose users reach a store ('' for none): a policy run is its store's company's. */
  companyOfStore: (store: string) => string;
  /** The console path of a page id ('' when it is no route of the console). */
  linkOf: (pid: string) => string;
  /** Names of the ids of an entry, for a reader of a company (only the served entries ask). */
  names: () => AuditNames;
  /** The store of a charging station did (an entry naming a station is about its store). */
  storeOfStation: (did: string) => string | undefined;
}

/** The stores and charging stations an entry names anywhere (its target, detail, before or after). */
const STORE_ID = /\bst-\d{4}-\d{2}\b/g;
const STATION_ID = /\bcs-\d{4}\b/g;

/** The reader: a user of the role book, of a company. */
export type AuditReader = AccessUser & { companyid: string };

const DAY_MS = 24 * 3600 * 1000;

const text = (value: unknown, max = 60) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

function whole(value: unknown, field: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) throw invalidField(field, `expected an integer from 1 to ${max}`, between(1, max));
  return value;
}

function validZone(zone: string, known: Set<string>): string {
  if (known.has(zone)) return zone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw invalidField('zone', `unknown time zone ${zone}`);
  }
  known.add(zone);
  return zone;
}

/**
 * audit/list and audit/detail: the world's audit log as the administration screen reads it. A reader
 * sees what users of their own company did (the log is the world's, the tenants are not).
 */
export class AuditService {
  /** Zones already checked: building a formatter per request costs a millisecond. */
  private readonly zones = new Set<string>();

  constructor(private readonly sources: AuditSources) {}

  /** Reads the body's filters; refuses (-1, keyed) what it cannot apply. */
  private filterOf(body: Record<string, unknown>): AuditFilter {
    const filter: AuditFilter = {};
    if (body.actors !== undefined) {
      if (!Array.isArray(body.actors) || body.actors.some((a) => typeof a !== 'string')) throw invalidField('actors', 'expected a list of userids', expected('list'));
      if (body.actors.length > MAX_AUDIT_ACTORS) throw invalidField('actors', `at most ${MAX_AUDIT_ACTORS}`, between(0, MAX_AUDIT_ACTORS));
      if (body.actors.length) filter.userid = body.actors as string[];
    }
    if (text(body.action)) filter.action = text(body.action);
    if (text(body.resource)) filter.resource = text(body.resource);
    const area = text(body.area);
    if (area) {
      if (!(AUDIT_AREAS as readonly string[]).includes(area)) throw invalidField('area', `expected one of ${AUDIT_AREAS.join(', ')}`, oneOf(AUDIT_AREAS));
      filter.area = area as AuditFilter['area'];
    }
    const outcome = text(body.outcome);
    if (outcome) {
      if (!(AUDIT_OUTCOMES as readonly string[]).includes(outcome)) throw invalidField('outcome', `expected one of ${AUDIT_OUTCOMES.join(', ')}`, oneOf(AUDIT_OUTCOMES));
      filter.outcome = outcome as AuditFilter['outcome'];
    }
    const zone = validZone(text(body.zone, 64) || CHINA_ZONE, this.zones);
    // Blank means no bound; anything else must be a real day (2026-02-30 is not read as 2 March).
    const bound = (field: 'from' | 'to') => (body[field] === undefined || body[field] === null || body[field] === '' ? '' : dayOf(body[field], field));
    const from = bound('from');
    const to = bound('to');
    if (from && to && from > to) throw invalidField('to', `expected a day from ${from} on`, expected('day'));
    // Days in the store's zone: from its first instant to the next day's first, exclusive.
    if (from) filter.from = iso(instantIn(from, '00:00', zone));
    if (to) filter.to = iso(instantIn(to, '00:00', zone) + DAY_MS);
    return filter;
  }

  /**
   * For a reader whose scope is not the whole company: whether an entry names no store of the
   * company beyond it (another company's, named in a refused try, does not hide it). Undefined: all.
   */
  private inReach(reader: AuditReader): ((entry: AuditEntry) => boolean) | undefined {
    const access = this.sources.access();
    if (access.reachesWholeCompany(reader)) return undefined;
    const scope = access.scope(reader);
    const beyond = (store: string) => access.ownsStore(reader, store) && !scope.reaches(store);
    return (entry) => {
      const text = `${entry.target} ${JSON.stringify(entry.detail ?? null)} ${JSON.stringify(entry.before ?? null)} ${JSON.stringify(entry.after ?? null)}`;
      const stations = [...text.matchAll(STATION_ID)].flatMap(([did]) => this.sources.storeOfStation(did) ?? []);
      return ![...[...text.matchAll(STORE_ID)].map(([did]) => did), ...stations].some(beyond);
    };
  }

  /** Entries the reader may read: of their company (asked once per actor) and within their reach. */
  private readable(reader: AuditReader): (entry: AuditEntry) => boolean {
    const ofCompany = this.visibleTo(reader);
    const inReach = this.inReach(reader);
    return inReach ? (entry) => ofCompany(entry) && inReach(entry) : ofCompany;
  }

  /** Entries by users of the reader's own company, and the runs of policies of its stores. */
  private visibleTo(reader: AuditReader): (entry: AuditEntry) => boolean {
    const known = new Map<string, boolean>();
    return (entry) => {
      let mine = known.get(entry.userid);
      if (mine === undefined) {
        const store = typeof entry.detail?.store === 'string' ? entry.detail.store : '';
        const company = entry.company || this.sources.companyOf(entry.userid) || (entry.userid.startsWith('policy:') && store ? this.sources.companyOfStore(store) : '');
        mine = company === reader.companyid;
        known.set(entry.userid, mine);
      }
      return mine;
    };
  }

  /** A served entry as a row, its page and resource named for the reader (never while filtering: the bench's 200k stay unnamed). */
  private row(e: AuditEntry, names: ReaderNames): AuditRow {
    const { seq, at, userid, username, ip, pid, area, action, resource, target, outcome, message, messageKey } = e;
    const page = pid ? names.id(pid) : undefined;
    const targetName = target && target !== pid ? names.target(resource, target) : '';
    return {
      seq, at, userid, username, ip, pid, area, action, resource, target, targetName, page: page?.menu ? page : null, outcome, message, messageKey,
      link: this.sources.linkOf(pid), exists: this.sources.log().exists(resource, target),
    };
  }

  private namer(reader: AuditReader): ReaderNames {
    return this.sources.names().forReader(reader);
  }

  private facets(reader: AuditReader): AuditFacets {
    const all = this.sources.log().facets();
    const mine = this.visibleTo(reader);
    // An actor is offered when their latest entry is the reader's to see (a policy's, by its store).
    const actors = all.actors.filter((a) => mine(a.latest)).map(({ userid, username }) => ({ userid, username }));
    return { ...all, actors: actors.sort((a, b) => a.username.localeCompare(b.username)) };
  }

  list(reader: AuditReader, body: Record<string, unknown>): AuditPage {
    this.sources.access().check(reader, AUDIT_PID, body.export === true ? 'export' : 'view');
    const filter = this.filterOf(body);
    const page = whole(body.page, 'page', 1, 1_000_000);
    const pagesize = whole(body.pagesize, 'pagesize', 20, 1000);
    const slice = this.sources.log().page(filter, page, pagesize, this.visibleTo(reader), this.inReach(reader));
    const names = this.namer(reader);
    return { data: slice.entries.map((e) => this.row(e, names)), total: slice.total, page, pagesize, facets: this.facets(reader) };
  }

  detail(reader: AuditReader, body: Record<string, unknown>): AuditDetail {
    this.sources.access().check(reader, AUDIT_PID, 'view');
    const seq = whole(body.seq, 'seq', 0, Number.MAX_SAFE_INTEGER);
    const entry = this.sources.log().entry(seq);
    if (!entry || !this.readable(reader)(entry)) throw notFound('record', String(seq));
    const names = this.namer(reader);
    return { ...this.row(entry, names), detail: entry.detail, before: entry.before, after: entry.after, names: this.sources.names().namesOf(names.id, entry) };
  }

  /** The reader's own sign-ins, newest first (the personal centre shows them; no page permission needed). */
  signIns(reader: AuditReader, count: number): AuditRow[] {
    return this.sources.log().page({ userid: reader.userid, area: 'session', action: 'sign-in' }, 1, count).entries.map((e) => this.row(e, this.namer(reader)));
  }
}
