import {
  BILL_VOID_RULES, CONTRACT_RULES, PAYMENT_RULES, RATE_RULES, ROOM_STATE_RULES, SHARE_RULES, TENANT_RULES, TENANT_TYPE_RULES, TERMINATE_RULES,
} from '../../../../src/api/billing/rules';
import { T } from '../../isolation/targets';
import type { FormAudit } from '../audit';

const BILLS = 'p-bill-managemant';
const TENANTS = 'p-tenant-configuration';
const RECONCILIATION = 'p-transaction-reconciliation';
const CONTRACTS = 'p-contract-management';
/** A store of the first company with let rooms free in 2027 (as the spoiled-input samples draft a contract there). */
const LET_STORE = 'st-1005-01';
const DIR = 'src/screens/billing';
/** Seeded records of the first company's store st-1001-04: a bill issued today with nothing paid, a tiered rate rule, a contract running and billed through 2026-10. */
const UNPAID_BILL = 'bl-st-1001-04-202610-0001';
const TIERED_RULE = 'rr-st-1001-04-tier';
const RUNNING_CONTRACT = 'ct-st-1001-04-0001';

/** A field of a command body (`cmd.<field>`) that the refusal names without the `cmd.`. */
const inCmd = (...fields: string[]) => Object.fromEntries(fields.map((field) => [field, { path: `cmd.${field}`, reported: field }]));

/** The terms of T.contract, a draft, as its edit form sends them back. */
const draftTerms = () => ({
  tenant: 'tn-st-1001-04-0039', rooms: ['sp-st-1001-04-01-f05-r02', 'sp-st-1001-04-01-f05-r03'], start: '2026-12-14', end: '2028-12-13', rent: 639270, deposit: 1917810,
  rateRule: 'rr-st-1001-04-tou', fees: [{ name: 'Property management', amount: 42870.5 }], billDay: 5, dueDays: 15, lateFeeRate: 0.0005,
});
const terms = () => ({
  tenant: 'tn-st-1005-01-0001', rooms: ['sp-st-1005-01-01-f04-r07'], start: '2027-01-01', end: '2027-12-31', rent: 12000, deposit: 24000,
  rateRule: 'rr-st-1005-01-tou', fees: [{ name: 'Management', amount: 800 }], billDay: 1, dueDays: 15, lateFeeRate: 0.0005,
});

/** Where the contract book's fields sit in a contract/set body (the late fee travels as a rate: percent / 100). */
const CONTRACT_AT = {
  ...inCmd('rent', 'deposit', 'billDay', 'dueDays'),
  lateFeePercent: { path: 'cmd.lateFeeRate', reported: 'lateFeeRate', scale: 0.01 },
  feeName: { path: 'cmd.fees.0.name', reported: 'fees[0].name' },
  feeAmount: { path: 'cmd.fees.0.amount', reported: 'fees[0].amount' },
};

/** The forms of billing, tenants, contracts and spaces and the endpoints they send to. */
export const BILLING_AUDITS: readonly FormAudit[] = [
  {
    forms: [`${DIR}/bills/VoidDialog.tsx`],
    bookName: 'BILL_VOID_RULES',
    book: BILL_VOID_RULES,
    endpoint: 'POST /vtspace/api/bill/void',
    sample: () => ({ pid: BILLS, did: UNPAID_BILL, reason: 'Issued twice' }),
  },
  {
    forms: [`${DIR}/reconciliation/RecordDialog.tsx`],
    bookName: 'PAYMENT_RULES',
    book: PAYMENT_RULES,
    endpoint: 'POST /vtspace/api/bill/reconciliation/record',
    sample: () => ({ pid: RECONCILIATION, store: T.store, amount: 1250.5, date: '2026-10-30', reference: 'INV-2026-10', payer: 'Harbour Tea Ltd', channel: 'bank' }),
  },
  {
    forms: [`${DIR}/room-state/RoomDrawer.tsx`],
    bookName: 'ROOM_STATE_RULES',
    book: ROOM_STATE_RULES,
    endpoint: 'POST /vtspace/api/roomstate/set',
    sample: () => ({ pid: 'p-space-room-state', space: T.space, note: 'Repainting' }),
  },
  {
    forms: [`${DIR}/tenants/TenantDialog.tsx`],
    bookName: 'TENANT_RULES',
    book: TENANT_RULES,
    endpoint: 'POST /vtspace/api/tenant/set',
    sample: () => ({ pid: TENANTS, store: T.store, act: 'create', cmd: { name: 'Harbour Tea Ltd', contact: 'Li Na', phone: '+86 138-0000-0000', email: 'li.na@example.com', type: T.tenantType, key: false } }),
    at: inCmd('name', 'contact', 'phone', 'email'),
    unlike: { phone: '138 abc 0000', email: 'li.na@example' },
  },
  {
    forms: [`${DIR}/tenants/TenantTypesTab.tsx`],
    bookName: 'TENANT_TYPE_RULES',
    book: TENANT_TYPE_RULES,
    endpoint: 'POST /vtspace/api/tenant/type/set',
    sample: () => ({ pid: TENANTS, store: T.store, act: 'create', name: 'Pop-up stalls' }),
  },
  {
    forms: [`${DIR}/tenants/RateVersionDialog.tsx`],
    bookName: 'RATE_RULES',
    book: { name: RATE_RULES.name, price: RATE_RULES.price },
    endpoint: 'POST /businessstatistics/api/businessraterule/set',
    sample: () => ({ pid: TENANTS, store: T.store, act: 'create', cmd: { name: 'Flat 2027', kind: 'flat', version: { from: '2027-01-01', price: 1.2 } } }),
    at: { name: { path: 'cmd.name', reported: 'name' }, price: { path: 'cmd.version.price', reported: 'version.price' } },
  },
  {
    forms: [`${DIR}/tenants/RateVersionDialog.tsx`],
    bookName: 'RATE_RULES',
    book: { tierUpTo: RATE_RULES.tierUpTo, price: RATE_RULES.price },
    endpoint: 'POST /businessstatistics/api/businessraterule/set',
    sample: () => ({ pid: TENANTS, act: 'addVersion', did: TIERED_RULE, version: { from: '2027-01-01', tiers: [{ upTo: 2000, price: 1 }, { upTo: null, price: 1.5 }] } }),
    at: { tierUpTo: { path: 'version.tiers.0.upTo', reported: 'version.tiers[0].upTo' }, price: { path: 'version.tiers.0.price', reported: 'version.tiers[0].price' } },
  },
  {
    forms: [`${DIR}/contracts/ContractDialog.tsx`, `${DIR}/contracts/FeeFields.tsx`],
    bookName: 'CONTRACT_RULES',
    book: CONTRACT_RULES,
    endpoint: 'POST /vtspace/api/contract/set',
    sample: () => ({ pid: CONTRACTS, store: LET_STORE, act: 'create', cmd: terms() }),
    at: CONTRACT_AT,
  },
  {
    forms: [`${DIR}/contracts/ContractDialog.tsx`, `${DIR}/contracts/FeeFields.tsx`],
    bookName: 'CONTRACT_RULES',
    book: CONTRACT_RULES,
    endpoint: 'POST /vtspace/api/contract/set',
    sample: () => ({ pid: CONTRACTS, act: 'set', did: T.contract, version: 1, cmd: draftTerms() }),
    at: CONTRACT_AT,
  },
  {
    forms: [`${DIR}/contracts/TerminateDialog.tsx`],
    bookName: 'TERMINATE_RULES',
    book: TERMINATE_RULES,
    endpoint: 'POST /vtspace/api/contract/set',
    sample: () => ({ pid: CONTRACTS, act: 'terminate', did: RUNNING_CONTRACT, cmd: { on: '2026-12-31', reason: 'The tenant moves out early' } }),
    at: { reason: { path: 'cmd.reason', reported: 'reason' } },
  },
  {
    forms: [`${DIR}/spaces/AllocationDialog.tsx`],
    bookName: 'SHARE_RULES',
    book: SHARE_RULES,
    endpoint: 'POST /vts/api/allocation/set',
    sample: () => ({ pid: 'p-bill-space-config', method: 'ratio', meter: T.sharedMeter, parts: [{ space: T.space, percent: 100 }], version: 1 }),
    at: { percent: { path: 'parts.0.percent', reported: 'parts[0].percent' } },
  },
];

/** Write endpoints of billing, tenants, contracts and spaces without typed fields, and why. */
export const BILLING_NO_TYPED_FIELDS: Readonly<Record<string, string>> = {
  'POST /vtspace/api/setSpaceMeterGroup': 'meters bound to or unbound from a room, chosen from the store’s meters',
  'POST /vts/api/allocation/delete': 'a removal by meter id',
  'POST /vtspace/api/bill/issue': 'draft bills to issue, by id',
  'POST /vtspace/api/bill/run': 'a store and a month chosen from the months with data',
  'POST /vtspace/api/bill/reconciliation/match': 'a transaction and a bill chosen from lists',
  'POST /vtspace/api/bill/reconciliation/unmatch': 'a transaction by id',
};
