import type { BillRunJob, RunSkipReason } from '../../../../src/api/billing/billsTypes.ts';
import { BILLING_PIDS, type Contract } from '../../../../src/api/billing/types.ts';
import { FieldErrors } from '../core/fieldErrors.ts';
import type { UserRecord } from '../users.ts';
import { billingRef, type BillingWorld } from './BillingWorld.ts';
import { cents } from './billRows.ts';
import { firstDay, isMonth, lastDay, monthOf, shiftMonth } from '../core/clock/dates.ts';
import { DATA_FROM } from '../core/clock/calendar.ts';
import { elapsedNow } from '../core/clock/realClock.ts';
import type { StoreBook } from './StoreBook.ts';
import { keyedRefusal, said } from '../core/said.ts';
import { notFound } from '../core/notFound.ts';
import { invalidField, required } from '../core/shapeErrors.ts';

const PID = BILLING_PIDS.bills;
/** The first month with meter data to bill (the world's bills start there). */
export const FIRST_RUN_MONTH = monthOf(DATA_FROM);
/** The last whole month with meter data: the one before today's (the readings run on with the world clock). */
export function lastRunMonth(today: string): string {
  return shiftMonth(monthOf(today), -1);
}
/** Contracts billed per slice: between slices the server answers other requests (progress polls). */
const SLICE = 20;

interface Job extends BillRunJob {
  userid: string;
  queue: Contract[];
  started: number;
}

/** Jobs of a world (a reset drops them with it). */
const jobsOf = new WeakMap<BillingWorld, Map<string, Job>>();

/** Contracts whose lease touches the month and that were signed (drafts are not billed). */
function candidates(book: StoreBook, month: string): Contract[] {
  const from = firstDay(month);
  const to = lastDay(month);
  return book.contracts.filter((c) => c.state !== 'draft' && c.signedAt !== null && c.start <= to && c.end >= from && (c.terminatedOn === null || c.terminatedOn >= from));
}

/**
 * The month's bill run over a store, as a job: started by bill/run, advanced in slices on the
 * server's event loop, followed by bill/run/progress. Its bills are drafts until issued. A
 * contract with a bill of the month that is not void (a draft too) is skipped (never billed
 * twice); one whose lease covers no day of it too.
 */
export class BillRunService {
  private seq = 0;

  constructor(private readonly world: () => BillingWorld) {}

  start(user: UserRecord, body: Record<string, unknown>): BillRunJob {
    const billing = this.world();
    const pid = typeof body.pid === 'string' && body.pid ? body.pid.slice(0, 80) : PID;
    const store = typeof body.store === 'string' ? body.store.trim().slice(0, 40) : '';
    return billing.writes.run(user, { pid, needs: 'add', area: 'billing', op: 'run', resource: billingRef('bill-run', store), detail: { month: body.month ?? null } }, () => this.begin(user, pid, store, body));
  }

  /** The run itself, once access allowed it: checks the month, queues the store's contracts. */
  private begin(user: UserRecord, pid: string, store: string, body: Record<string, unknown>): { answer: BillRunJob; detail: Record<string, unknown>; message: string } {
    const billing = this.world();
    if (!store) throw invalidField('store', 'required', required);
    const book = billing.bookFor(user, store);
    const errors = new FieldErrors();
    const month = body.month;
    const last = lastRunMonth(book.today());
    if (!isMonth(month)) errors.add('month', 'pattern', 'expected a month YYYY-MM', 'validation.month');
    else if (month > last || month < FIRST_RUN_MONTH)
      errors.add('month', month > last ? 'max' : 'min', `a whole month with data, ${FIRST_RUN_MONTH} to ${last}`, 'validation.billing.runMonth', { min: FIRST_RUN_MONTH, max: last });
    errors.check();
    const jobs = this.jobs();
    const running = [...jobs.values()].find((j) => j.store === store && j.state === 'running');
    if (running) throw keyedRefusal(said(`a bill run of ${running.month} is already running in ${store}`, 'billing.refusal.runRunning', { month: running.month }));
    const queue = candidates(book, month as string);
    this.seq += 1;
    const job: Job = {
      id: `run-${store}-${month as string}-${this.seq}`,
      store,
      month: month as string,
      state: 'running',
      total: queue.length,
      processed: 0,
      billed: 0,
      skipped: 0,
      skippedBy: { 'already-billed': 0, 'not-covered': 0 },
      amount: 0,
      currency: book.currency,
      elapsedMs: 0,
      userid: user.userid,
      queue: [...queue],
      started: elapsedNow(),
    };
    jobs.set(job.id, job);
    this.advance(job, book, user, pid);
    const answer = this.view(job);
    return { answer, detail: { month, job: job.id, contracts: job.total }, message: job.id };
  }

  progress(user: UserRecord, body: Record<string, unknown>): BillRunJob {
    this.world().authorize(user, typeof body.pid === 'string' && body.pid ? body.pid : PID, 'view');
    const job = typeof body.job === 'string' ? this.jobs().get(body.job) : undefined;
    if (!job) throw notFound('billRun', String(body.job));
    this.world().bookFor(user, job.store);
    return this.view(job);
  }

  /** Runs every slice now (tests: the job's outcome without waiting on timers). */
  finish(jobId: string): BillRunJob {
    const job = this.jobs().get(jobId);
    if (!job) throw notFound('billRun', jobId);
    const book = this.world().book(job.store);
    while (job.state === 'running') this.slice(job, book);
    return this.view(job);
  }

  /** Bills one slice, then yields to the event loop before the next. */
  private advance(job: Job, book: StoreBook, user: UserRecord, pid: string): void {
    const world = this.world();
    setTimeout(() => {
      // A reset since the start: the job's world is gone.
      if (this.world() !== world || job.state !== 'running') return;
      this.slice(job, book);
      if (job.state === 'running') this.advance(job, book, user, pid);
      else world.audit.record(user, { pid, area: 'billing', action: 'run-done', target: job.store, detail: { month: job.month, job: job.id, billed: job.billed, skipped: job.skippedBy, amount: job.amount }, outcome: 'ok', message: job.id });
    }, 0);
  }

  private slice(job: Job, book: StoreBook): void {
    for (const contract of job.queue.splice(0, SLICE)) {
      const reason = this.billOne(job, book, contract);
      job.processed += 1;
      if (reason) {
        job.skipped += 1;
        job.skippedBy[reason] += 1;
      }
    }
    job.elapsedMs = Math.round(elapsedNow() - job.started);
    if (job.queue.length === 0) job.state = 'done';
  }

  /** Bills one contract for the job's month; the reason it was skipped, if it was. */
  private billOne(job: Job, book: StoreBook, contract: Contract): RunSkipReason | null {
    if (book.billFor(contract.did, job.month)) return 'already-billed';
    const bill = book.computeBill(contract, job.month, book.today());
    if (!bill) return 'not-covered';
    // A run drafts: nobody is asked to pay until the bill is reviewed and issued (bill/issue).
    const stored = book.addBill({ ...bill, state: 'draft' });
    job.billed += 1;
    job.amount = cents(job.amount + stored.total);
    return null;
  }

  private jobs(): Map<string, Job> {
    const world = this.world();
    let jobs = jobsOf.get(world);
    if (!jobs) {
      jobs = new Map();
      jobsOf.set(world, jobs);
    }
    return jobs;
  }

  private view(job: Job): BillRunJob {
    const { userid: _userid, queue: _queue, started: _started, ...view } = job;
    return structuredClone(view);
  }
}
