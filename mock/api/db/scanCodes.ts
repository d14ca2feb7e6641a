import { parseScanCode, type ScanCode } from '../../../src/lib/scanCode.ts';
import { scanPageOf } from '../../../src/api/scanPages.ts';
import type { ScanTarget } from '../../../src/api/scanTypes.ts';
import type { BadRequest } from '../envelope.ts';
import { keyedRefusal, said } from './core/said.ts';
import { invalidField } from './core/shapeErrors.ts';
import type { UserRecord } from './users.ts';

/** A thing found by its did, before the caller's scope is asked: where it stands and whose it is. */
export type ScanFound = Omit<ScanTarget, 'kind' | 'did'>;

/** What resolving a code reads: each kind's lookup, the one reach answer, the role book, the audit. */
export interface ScanSources {
  /** The thing of a kind by did, whoever's it is (undefined: none). */
  find: (kind: ScanCode['kind'], did: string, user: UserRecord) => ScanFound | undefined;
  reaches: (user: UserRecord, store: string) => boolean;
  mayView: (user: UserRecord, pid: string) => boolean;
  companyOfStore: (store: string) => string;
  /** The parent business of a store (undefined: none). */
  parentOfStore: (store: string) => string | undefined;
  /** Files a refused look-up in the caller's audit (and the owner's, for another company's thing). */
  fileRefusal: (user: UserRecord, code: string, refusal: BadRequest, owners: readonly string[]) => void;
}

/** Longest code text read: a label's is far shorter (and the audit keeps 120 characters). */
const CODE_MAX = 300;

export const notInScope = (code: string): BadRequest => keyedRefusal(said(`not found in your scope: ${code}`, 'scan.notInScope', { code }));

/**
 * Resolves a scanned label's code to the thing it names, within the caller's scope: an unknown
 * did, another company's thing and one outside the caller's stores all answer the same keyed
 * "not found in your scope" (filed in the audit, with the owner's too); a thing whose page the
 * caller's role cannot view answers `scan.noPage`. Bad input is a keyed field refusal, never a 5xx.
 */
export function resolveScanCode(sources: ScanSources, user: UserRecord, raw: unknown): ScanTarget {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > CODE_MAX) {
    throw invalidField('code', 'expected a label code such as cem:pile:<id>', { messageKey: 'scan.badCode' });
  }
  const code = parseScanCode(raw);
  if (!code) throw invalidField('code', 'not a label code of this console', { messageKey: 'scan.badCode' });
  const found = sources.find(code.kind, code.did, user);
  const owner = found ? sources.companyOfStore(found.store) : '';
  if (!found || owner !== user.companyid || !sources.reaches(user, found.store)) {
    const refusal = notInScope(raw.trim());
    sources.fileRefusal(user, raw.trim(), refusal, owner && owner !== user.companyid ? [owner] : []);
    throw refusal;
  }
  const parent = sources.parentOfStore(found.store);
  const target: ScanTarget = { kind: code.kind, did: code.did, ...found, ...(parent ? { parent } : {}) };
  // The page the console will open (the one table both read): the caller's role must view it.
  if (!sources.mayView(user, scanPageOf(target).pid)) {
    throw keyedRefusal(said(`your role cannot open ${code.kind} pages`, 'scan.noPage', { kind: code.kind }));
  }
  return target;
}
