import { http, type HttpHandler } from 'msw';
import { CONTRACT_PHASES, type ContractPhase } from '../../../src/api/billing/contractsTypes.ts';
import { authed, authedWrite, opByAct } from '../auth.ts';
import { overlapsOf } from '../db/billing/contractPhase.ts';
import { contractDetail, contractOptions, listContracts } from '../db/billing/contractQueries.ts';
import { writeContract } from '../db/billing/contractService.ts';
import type { Database } from '../db/Database.ts';
import { ok } from '../envelope.ts';
import { optionalString, readJson, requireString, route, type Fields } from '../request.ts';
import { billingPid, searchOf } from './billingTenants.ts';
import { notFound } from '../db/core/notFound.ts';
import { between, expected, invalidField, oneOf } from '../db/core/shapeErrors.ts';

const MAX_PAGE_SIZE = 100_000;

function pageOf(body: Fields): { page: number; pagesize: number } {
  const page = body.page ?? 1;
  const pagesize = body.pagesize ?? 100;
  if (!Number.isInteger(page) || (page as number) < 1) throw invalidField('page', 'expected an integer from 1');
  if (!Number.isInteger(pagesize) || (pagesize as number) < 1 || (pagesize as number) > MAX_PAGE_SIZE) throw invalidField('pagesize', `expected 1 to ${MAX_PAGE_SIZE}`, between(1, MAX_PAGE_SIZE));
  return { page: page as number, pagesize: pagesize as number };
}

function dayOf(body: Fields, key: string): string {
  const value = requireString(body, key);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw invalidField(key, 'expected a date YYYY-MM-DD', expected('day'));
  return value;
}

const CONTRACT_READS = ['contracts', 'detail', 'options', 'overlaps'] as const;

/** /vtspace/api/contract/list by `what` (contracts, detail, options, overlaps) and contract/set (src/api/billing/contractsTypes.ts). */
export function billingContractHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/vtspace/api/contract/list'),
      authed(db, async ({ request, user }) => {
        const body = await readJson(request);
        db.billing.authorize(user, billingPid(body), 'view');
        const what = body.what ?? 'contracts';
        // Checked first: an unknown `what` is refused as itself, not read as a list missing its store.
        if (!CONTRACT_READS.includes(what as (typeof CONTRACT_READS)[number])) throw invalidField('what', 'expected contracts, detail, options or overlaps', oneOf(CONTRACT_READS));
        if (what === 'detail') {
          const did = requireString(body, 'did');
          const book = db.billing.bookOf(user, did);
          const contract = book.contract(did);
          if (!contract) throw notFound('contract', did);
          return ok(contractDetail(book, contract, db.files, user, db.writes.versions));
        }
        const book = db.billing.bookFor(user, requireString(body, 'store'));
        if (what === 'options') return ok(contractOptions(book));
        if (what === 'overlaps') {
          const rooms = Array.isArray(body.rooms) ? body.rooms.filter((r): r is string => typeof r === 'string').slice(0, 50) : [];
          return ok(overlapsOf(book, rooms, dayOf(body, 'start'), dayOf(body, 'end'), optionalString(body, 'except')));
        }
        const state = optionalString(body, 'state') || undefined;
        if (state && !CONTRACT_PHASES.includes(state as ContractPhase)) throw invalidField('state', `expected ${CONTRACT_PHASES.join(', ')}`, oneOf(CONTRACT_PHASES));
        return ok(listContracts(book, { ...pageOf(body), state: state as ContractPhase | undefined, tenant: optionalString(body, 'tenant') || undefined, room: optionalString(body, 'room') || undefined, search: searchOf(body) }, db.writes.versions));
      }),
    ),
    http.post(
      route('/vtspace/api/contract/set'),
      authedWrite(db, { area: 'billing', op: opByAct('contract'), resource: 'contract' }, async ({ request, user }) => {
        const body = await readJson(request);
        billingPid(body);
        return ok(writeContract(db.billing, db.files, user, body));
      }),
    ),
  ];
}
