import type { FxRates } from '../energyTypes';
import type { Paged } from '../types';
import type { Bill, MatchState, PaymentChannel, Transaction } from './types';

/**
 * Bills and reconciliation (issue 14): the calls of `bills.ts`. Every call takes the page's pid;
 * writes are refused with -45403 without the page's permission and audited.
 */

/** The bill list's state filter: a bill state, `overdue` (issued or partial past due) or `open` (outstanding > 0). */
export type BillStateFilter = Bill['state'] | 'overdue' | 'open';

/** /vtspace/api/bill/list */
export interface BillQuery {
  pid: string;
  store: string;
  /** 'YYYY-MM'; all months when absent. */
  month?: string;
  state?: BillStateFilter;
  tenant?: string;
  /** Part of the bill number, tenant name or contract code. */
  search?: string;
  page: number;
  pagesize: number;
}

/** A bill as the list shows it: with its tenant's name, its contract's code and its rooms' names. */
export interface BillRow extends Bill {
  tenantName: string;
  contractCode: string;
  roomNames: string[];
}

/** Totals of the bills the filters select (not only the page). Money in `currency`. */
export interface BillKpis {
  count: number;
  billed: number;
  paid: number;
  outstanding: number;
  /** What is outstanding on overdue bills, and how many they are. */
  overdue: number;
  overdueCount: number;
  /** Drafts (a run's bills not yet issued): their total and how many; not in the figures above. */
  drafts: number;
  draftCount: number;
}

export interface BillPage extends Paged<BillRow> {
  kpis: BillKpis;
  currency: string;
  /** The store's tenants (for the tenant filter) and the months that have bills, newest first. */
  tenants: Array<{ did: string; name: string }>;
  months: string[];
  /** The billing world's today ('YYYY-MM-DD'). */
  today: string;
  /** The months a bill run may bill ('YYYY-MM', first to last): whole months with meter data. */
  runMonths: { first: string; last: string };
  fx: FxRates;
}

/** /vtspace/api/bill/detail: one bill with what its payment notice prints. */
export interface BillDetail {
  bill: BillRow;
  storeName: string;
  tenant: { did: string; name: string; contact: string; phone: string; email: string };
  /** The transactions matched to it. */
  payments: Transaction[];
  fx: FxRates;
}

/** /vtspace/api/bill/void: refused for a bill with payments; the reason is required. */
export interface BillVoid {
  pid: string;
  did: string;
  reason: string;
}

/** /vtspace/api/bill/issue: drafts become owed from today; all or nothing (a bill not a draft refuses the call). */
export interface BillIssue {
  pid: string;
  dids: string[];
}

/** Why a bill run left a contract out. */
export type RunSkipReason = 'already-billed' | 'not-covered';

/** A bill run of a month over a store, started by /vtspace/api/bill/run and followed by bill/run/progress. */
export interface BillRunJob {
  id: string;
  store: string;
  month: string;
  state: 'running' | 'done';
  /** Contracts considered and done so far. */
  total: number;
  processed: number;
  billed: number;
  skipped: number;
  skippedBy: Record<RunSkipReason, number>;
  /** Sum of the new bills' totals. */
  amount: number;
  currency: string;
  /** Milliseconds the job has run (its duration once done). */
  elapsedMs: number;
}

export interface BillRunStart {
  pid: string;
  store: string;
  month: string;
}

// ---- Reconciliation ---------------------------------------------------------------------------

/** /vtspace/api/bill/reconciliation */
export interface ReconciliationQuery {
  pid: string;
  store: string;
  /** Received between these days (inclusive); by default the three months before today's month, and today. */
  from?: string;
  to?: string;
  match?: MatchState;
  channel?: PaymentChannel;
  /** Part of the reference, payer, channel id or matched bill number. */
  search?: string;
  page: number;
  pagesize: number;
}

/** A transaction with its matched bill's number (if any) and what that bill still owes. */
export interface TransactionRow extends Transaction {
  billNumber: string | null;
  billOutstanding: number | null;
}

/** What is outstanding by days past due as of today. */
export interface Ageing {
  d0_30: number;
  d31_60: number;
  d61_90: number;
  d90plus: number;
}

/** The period's figures: billed (bills of the period's months), collected (transactions received in it), outstanding now. */
export interface ReconciliationSummary {
  billed: number;
  collected: number;
  outstanding: number;
  ageing: Ageing;
  /** Transactions of the period per match state. */
  counts: Record<MatchState, number>;
}

export interface ReconciliationPage extends Paged<TransactionRow> {
  /** The period answered. */
  from: string;
  to: string;
  summary: ReconciliationSummary;
  currency: string;
  today: string;
  /** The first day with payments: the period picker starts there. */
  firstDay: string;
  fx: FxRates;
}

export interface ManualMatch {
  pid: string;
  tx: string;
  bill: string;
}

export interface Unmatch {
  pid: string;
  tx: string;
}

/** A payment entered by hand; it is then matched automatically like the channel's. */
export interface PaymentRecord {
  pid: string;
  store: string;
  amount: number;
  /** 'YYYY-MM-DD', not after today. */
  date: string;
  reference: string;
  payer: string;
  channel: PaymentChannel;
}
