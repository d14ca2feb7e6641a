import { T } from '../targets';

/**
 * One request of the matrix. 'read' lists, reads or exports: a leak is the first company's data
 * (outside the probe's reach) in an answer of status 0. 'write' changes a record of the first
 * company: any accepted answer (status 0) is a leak too. A write on what the company holds as a
 * whole (its roles, media library, articles…) is only the other company's to be refused: for the
 * store-scoped user of the same company it counts as a read.
 */
export interface Probe {
  kind: 'read' | 'write';
  body?: unknown;
  /** Query parameters of the address. */
  query?: Record<string, string>;
  /** Sent as multipart with one file in the field `file` (uploads). */
  upload?: boolean;
  /** The uploaded file when it matters what it is (probe.txt, text/plain, otherwise). */
  file?: UploadFile;
  /** Request headers beyond the session (a protocol's own: tus uploads). */
  headers?: Record<string, string>;
  /** A write on the company's own shared records, not on a store's. */
  companyWide?: boolean;
  /** A read of the matrix that writes the caller's own (a role of its own, its report job): its refusals are audited too. */
  ownWrite?: boolean;
  /** What the probe tries, shown with a finding. */
  note?: string;
}

export interface UploadFile {
  name: string;
  type: string;
  content: string;
}

/** The requests that probe one endpoint ("METHOD /path"), written once from how the console calls it. */
export type Samples = Readonly<Record<string, readonly Probe[]>>;

export const read = (body: unknown, extra: Partial<Probe> = {}): Probe => ({ kind: 'read', body, ...extra });
export const write = (body: unknown, extra: Partial<Probe> = {}): Probe => ({ kind: 'write', body, ...extra });
/** A write on the caller's own records: judged as a read, its refusals audited as a write's. */
export const ownWrite = (body: unknown, extra: Partial<Probe> = {}): Probe => ({ kind: 'read', body, ownWrite: true, ...extra });
/** A write on a record the company holds as a whole. */
export const companyWrite = (body: unknown, extra: Partial<Probe> = {}): Probe => ({ kind: 'write', body, companyWide: true, ...extra });

/** The seeded month with data, and ranges around it. */
export const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
export const STORE_BODY = { store: T.store };
