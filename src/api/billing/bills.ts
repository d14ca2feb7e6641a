import type { CallOptions, HttpClient } from '../http';
import type { Transaction } from './types';
import type {
  BillDetail,
  BillIssue,
  BillPage,
  BillQuery,
  BillRow,
  BillRunJob,
  BillRunStart,
  BillVoid,
  ManualMatch,
  PaymentRecord,
  ReconciliationPage,
  ReconciliationQuery,
  TransactionRow,
  Unmatch,
} from './billsTypes';

type Poll = Pick<CallOptions, 'silent' | 'signal' | 'hideError'>;
type Write = Pick<CallOptions, 'hideError'>;

/** Bills (list, detail, void, issue, the month's bill run) and reconciliation of payments (billsTypes.ts). */
export function createBillsApi(http: HttpClient) {
  return {
    list: (query: BillQuery, opts?: Poll) => http.post<BillPage>('/vtspace/api/bill/list', query, opts),
    detail: (pid: string, did: string, opts?: Poll) => http.post<BillDetail>('/vtspace/api/bill/detail', { pid, did }, opts),
    void: (body: BillVoid, opts?: Write) => http.post<BillRow>('/vtspace/api/bill/void', body, opts),
    /** Issues drafts (a run's bills): owed from today. */
    issue: (body: BillIssue, opts?: Write) => http.post<BillRow[]>('/vtspace/api/bill/issue', body, opts),
    /** Starts the month's bill run over the store; follow it with `runProgress`. */
    run: (body: BillRunStart, opts?: Write) => http.post<BillRunJob>('/vtspace/api/bill/run', body, opts),
    runProgress: (pid: string, job: string, opts?: Poll) => http.post<BillRunJob>('/vtspace/api/bill/run/progress', { pid, job }, opts),

    reconciliation: (query: ReconciliationQuery, opts?: Poll) => http.post<ReconciliationPage>('/vtspace/api/bill/reconciliation', query, opts),
    match: (body: ManualMatch, opts?: Write) => http.post<TransactionRow>('/vtspace/api/bill/reconciliation/match', body, opts),
    unmatch: (body: Unmatch, opts?: Write) => http.post<TransactionRow>('/vtspace/api/bill/reconciliation/unmatch', body, opts),
    /** A payment entered by hand, auto-matched on arrival. */
    record: (body: PaymentRecord, opts?: Write) => http.post<Transaction>('/vtspace/api/bill/reconciliation/record', body, opts),
  };
}

export type BillsApi = ReturnType<typeof createBillsApi>;
