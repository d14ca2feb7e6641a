import { CONTRACT_PHASES, type ContractDetail, type ContractOptions, type ContractPage, type ContractQuery, type ContractRow } from '../../../../src/api/billing/contractsTypes.ts';
import type { Contract } from '../../../../src/api/billing/types.ts';
import type { Versions } from '../core/versions.ts';
import type { FileStore } from '../files.ts';
import type { UserRecord } from '../users.ts';
import type { StoreBook } from './StoreBook.ts';
import { billedThrough, daysLeft, phaseOf } from './contractPhase.ts';

export type ContractFilter = Omit<ContractQuery, 'pid' | 'store'>;

/** A contract as lists and the form read it, with the version its form saves on (issue 36 item 2). */
export function contractRow(book: StoreBook, contract: Contract, versions: Versions): ContractRow {
  const phase = phaseOf(book, contract);
  return {
    ...structuredClone(contract),
    ...versions.of('contract', contract.did),
    phase,
    tenantName: book.tenant(contract.tenant)?.name ?? contract.tenant,
    roomNames: contract.rooms.map((r) => book.roomLabel(r)),
    ruleName: book.rule(contract.rateRule)?.name ?? contract.rateRule,
    daysLeft: daysLeft(contract, phase, book.today()),
    billedThrough: billedThrough(book, contract.did),
  };
}

/** The store's contracts as filtered, by state (drafts first) then newest start first, one page. */
export function listContracts(book: StoreBook, filter: ContractFilter, versions: Versions): ContractPage {
  const search = filter.search?.trim().toLocaleLowerCase() ?? '';
  const rows = book.contracts
    .map((c) => contractRow(book, c, versions))
    .filter((r) => (!filter.state || r.phase === filter.state) && (!filter.tenant || r.tenant === filter.tenant) && (!filter.room || r.rooms.includes(filter.room)))
    .filter((r) => !search || [r.code, r.tenantName, ...r.roomNames].some((text) => text.toLocaleLowerCase().includes(search)))
    .sort((a, b) => CONTRACT_PHASES.indexOf(a.phase) - CONTRACT_PHASES.indexOf(b.phase) || b.start.localeCompare(a.start) || a.code.localeCompare(b.code));
  const from = (filter.page - 1) * filter.pagesize;
  return { data: rows.slice(from, from + filter.pagesize), total: rows.length, page: filter.page, pagesize: filter.pagesize, today: book.today() };
}

/** One contract with its attachments (files the company still has). */
export function contractDetail(book: StoreBook, contract: Contract, files: FileStore, user: UserRecord, versions: Versions): ContractDetail {
  const records = contract.attachments.flatMap((did) => {
    const file = files.owned(user, did);
    return file ? [{ did: file.did, name: file.name, size: file.size, type: file.type, url: file.url, createtime: file.createtime }] : [];
  });
  return { ...contractRow(book, contract, versions), files: records };
}

export function contractOptions(book: StoreBook): ContractOptions {
  return {
    tenants: book.tenants.map((t) => ({ did: t.did, name: t.name })).sort((a, b) => a.name.localeCompare(b.name)),
    rooms: book.rooms.map((r) => ({ did: r.did, name: r.name, buildingName: r.buildingName, floor: r.floor, area: r.area })),
    rules: book.rateRules.map((r) => ({ did: r.did, name: r.name, kind: r.kind })),
    currency: book.currency,
    today: book.today(),
  };
}
