import type { ContractRow, ContractTerms } from '../../../../src/api/billing/contractsTypes.ts';
import type { Contract } from '../../../../src/api/billing/types.ts';
import type { PageAction } from '../../../../src/api/pageConfig.ts';
import { TERMINATE_RULES } from '../../../../src/api/billing/rules.ts';
import { dayAt, FieldErrors, isObject, type Raw } from '../core/fieldErrors.ts';
import { textBy } from '../core/ruleChecks.ts';
import type { FileStore } from '../files.ts';
import type { UserRecord } from '../users.ts';
import { nextDid } from '../core/ids.ts';
import { refuse } from './records.ts';
import { billingRef, type BillingWorld } from './BillingWorld.ts';
import type { StoreBook } from './StoreBook.ts';
import { billedThrough, isSigned, overlapsOf, phaseOf } from './contractPhase.ts';
import { contractRow } from './contractQueries.ts';
import { termsAt } from './contractTerms.ts';
import { addDays } from '../core/clock/dates.ts';
import { notFound } from '../core/notFound.ts';
import { invalidField } from '../core/shapeErrors.ts';
import type { Versions } from '../core/versions.ts';

const NEEDS: Readonly<Record<string, PageAction>> = { set: 'edit', sign: 'edit', renew: 'add', terminate: 'edit', delete: 'delete', attach: 'edit', detach: 'edit' };
const stamp = (book: StoreBook) => `${book.today()}T00:00:00.000Z`;

/** Refuses, naming the room and the other contract, when a signed contract holds one of the rooms at the same time. */
function checkNoOverlap(book: StoreBook, rooms: readonly string[], start: string, end: string, except?: string): void {
  const [first] = overlapsOf(book, rooms, start, end, except);
  if (!first) return;
  const values = { room: first.roomName, code: first.code, tenant: first.tenantName, start: first.start, end: first.end };
  refuse('rooms', `room ${first.roomName} is under contract ${first.code} (${first.tenantName}) from ${first.start} to ${first.end}: a room cannot be let twice at the same time`, 'billing.contracts.error.overlap', values);
}

function newContract(book: StoreBook, terms: ContractTerms, renewalOf: string | null): Contract {
  const did = nextDid('ct', book.store, book.contracts);
  const code = `HT-${book.store.replace(/^st-/, '').replace('-', '')}-${did.slice(-4)}`;
  return { did, code, store: book.store, ...terms, currency: book.currency, state: 'draft', signedAt: null, terminatedOn: null, terminateReason: null, renewalOf, attachments: [] };
}

function sign(book: StoreBook, contract: Contract): void {
  if (contract.end < book.today()) refuse('end', `contract ${contract.code} ended on ${contract.end}: it cannot be signed now`, 'billing.contracts.error.endsInPast', { end: contract.end });
  checkNoOverlap(book, contract.rooms, contract.start, contract.end, contract.did);
  contract.state = 'active';
  contract.signedAt = stamp(book);
}

function draftOnly(contract: Contract, phase: string): void {
  if (phase !== 'draft') refuse('did', `contract ${contract.code} is ${phase}: only a draft can be changed`, 'billing.contracts.error.notDraft', { code: contract.code });
}

/** Terminate on a day from the end of its last billed month (or its start) to its end, with a reason. */
function terminate(book: StoreBook, contract: Contract, raw: unknown): void {
  const errors = new FieldErrors();
  const cmd: Raw = isObject(raw) ? raw : {};
  const on = dayAt(errors, cmd.on, 'on');
  const reason = textBy(errors, cmd.reason, 'reason', TERMINATE_RULES.reason);
  const billed = billedThrough(book, contract.did);
  const earliest = billed ?? contract.start;
  if (on && on < earliest) errors.add('on', 'min', billed ? `billed through ${billed}: terminate on ${billed} or later` : `terminate on the start (${contract.start}) or later`, billed ? 'billing.contracts.error.terminateBilled' : 'billing.contracts.error.terminateBeforeStart', { date: earliest });
  if (on && on > contract.end) errors.add('on', 'max', `the contract ends on ${contract.end}: terminate on that day or earlier`, 'billing.contracts.error.terminateAfterEnd', { date: contract.end });
  errors.check();
  contract.state = 'terminated';
  contract.terminatedOn = on!;
  contract.terminateReason = reason!;
}

/**
 * contract/set: create a draft, edit or delete a draft, sign (reserved or active), renew, terminate,
 * attach or detach a file. Each checked against the page's permission and audited; a refusal saves nothing.
 * A draft's terms are saved on the version the form was opened on (`version`, `overwrite`); the other acts move it on.
 */
export function writeContract(billing: BillingWorld, files: FileStore, user: UserRecord, body: Record<string, unknown>): ContractRow | { did: string } {
  const pid = String(body.pid ?? '');
  const act = String(body.act ?? '');
  if (act === 'create') {
    const store = String(body.store ?? '');
    return billing.writes.run(user, { pid, needs: 'add', area: 'billing', op: 'contract-create', resource: billingRef('contract', store), detail: { cmd: body.cmd } }, () => {
      const book = billing.bookFor(user, store);
      const contract = newContract(book, termsAt(book, body.cmd), null);
      book.contracts.push(contract);
      return { answer: contractRow(book, contract, billing.writes.versions), target: contract.did };
    });
  }
  const needs = NEEDS[act];
  if (!needs) throw invalidField('act', 'expected create, set, sign, renew, terminate, delete, attach or detach');
  const did = String(body.did ?? '');
  const versions = billing.writes.versions;
  return billing.writes.run(user, { pid, needs, area: 'billing', op: `contract-${act}`, resource: billingRef('contract', did), detail: { cmd: body.cmd, file: body.file } }, () => {
    const book = billing.bookOf(user, did);
    const contract = book.contract(did);
    if (!contract) throw notFound('contract', did);
    const phase = phaseOf(book, contract);
    if (act === 'set') {
      // The form's save: made on the version it was opened on; a stale one is refused before anything else is said.
      const overwrite = versions.save(user, 'contract', did, { sent: body.version, overwrite: body.overwrite }, () => {
        draftOnly(contract, phase);
        Object.assign(contract, termsAt(book, body.cmd));
      });
      return { answer: contractRow(book, contract, versions), detail: { cmd: body.cmd, ...overwrite } };
    }
    switch (act) {
      case 'delete': {
        draftOnly(contract, phase);
        // The row as it was, like every other act's answer (ContractRow: the contract says so).
        const deleted = contractRow(book, contract, versions);
        book.contracts.splice(book.contracts.indexOf(contract), 1);
        return { answer: deleted };
      }
      case 'sign':
        draftOnly(contract, phase);
        sign(book, contract);
        break;
      case 'terminate':
        if (!isSigned(phase)) refuse('did', `contract ${contract.code} is ${phase}: only a signed contract that has not ended can be terminated`, 'billing.contracts.error.notSigned', { code: contract.code });
        if (contract.terminatedOn) refuse('did', `contract ${contract.code} is already terminated on ${contract.terminatedOn}`, 'billing.contracts.error.terminated', { code: contract.code, date: contract.terminatedOn });
        terminate(book, contract, body.cmd);
        break;
      case 'renew':
        // A new contract: the old one stays as it is, its version too.
        return { answer: renew(book, contract, phase, body.cmd, versions) };
      default:
        attachment(files, user, contract, act, String(body.file ?? ''));
    }
    // A phase change or an attachment is not the form's save, but an open form is on an older contract now.
    versions.bump(user, 'contract', did);
    return { answer: contractRow(book, contract, versions) };
  });
}

/** A new contract from the day after the old one ends, same tenant and rooms; signed at once when asked. The old one stays as it is. */
function renew(book: StoreBook, old: Contract, phase: string, raw: unknown, versions: Versions): ContractRow {
  if (!isSigned(phase as ContractRow['phase'])) refuse('did', `contract ${old.code} is ${phase}: only a signed contract that has not ended can be renewed`, 'billing.contracts.error.notSigned', { code: old.code });
  const renewal = book.contracts.find((c) => c.renewalOf === old.did && c.state !== 'terminated');
  if (renewal) refuse('did', `contract ${old.code} is already renewed by ${renewal.code}`, 'billing.contracts.error.renewed', { code: old.code, renewal: renewal.code });
  const terms = termsAt(book, raw, { tenant: old.tenant, rooms: [...old.rooms], start: addDays(old.end, 1) });
  const contract = newContract(book, terms, old.did);
  if (isObject(raw) && raw.sign === true) sign(book, contract);
  book.contracts.push(contract);
  return contractRow(book, contract, versions);
}

/** Attach an uploaded file of the company, or detach one and delete it. */
function attachment(files: FileStore, user: UserRecord, contract: Contract, act: string, file: string): void {
  if (act === 'attach') {
    if (!files.owned(user, file)) throw invalidField('file', `no such file: ${file}`);
    if (!contract.attachments.includes(file)) contract.attachments.push(file);
    return;
  }
  if (!contract.attachments.includes(file)) throw invalidField('file', `${file} is not attached to ${contract.code}`);
  contract.attachments.splice(contract.attachments.indexOf(file), 1);
  if (files.owned(user, file)) files.remove(user, file);
}
