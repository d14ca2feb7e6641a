/** Page size of the filter-query paging helper (spec §9 "paged fetch page size"). */
export const PAGED_FETCH_PAGE_SIZE = 100;
/** Page size of an export (spec §9 "export default pagesize"). */
export const EXPORT_PAGE_SIZE = 100_000;
/** The largest page the console's list calls answer (bills, payments, policies, plans): exports read in pages of it. */
export const LIST_PAGE_LIMIT = 1000;
/** Requests in flight at once after the first page. */
export const DEFAULT_FETCH_CONCURRENCY = 4;
/** Hard stop for a total that is missing or absurd: never more pages than this. */
export const DEFAULT_MAX_PAGES = 10_000;

export interface PageResult<T> {
  data: T[];
  total: number;
}

/** Fetches one page (1-based); must pass `signal` on to the request so an abort cancels it. */
export type FetchPage<T> = (page: number, pageSize: number, signal: AbortSignal) => Promise<PageResult<T>>;

export interface FetchProgress {
  /** Rows received so far (only pages that will be part of the result). */
  fetched: number;
  /** Rows expected: the server's total, corrected once a short page proves it wrong. */
  total: number;
}

export interface FetchAllOptions {
  pageSize?: number;
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (progress: FetchProgress) => void;
  maxPages?: number;
}

function positiveInt(value: number | undefined, fallback: number, name: string): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`${name} must be a positive integer, got ${String(value)}`);
  return n;
}

function rowsOf<T>(result: PageResult<T>, page: number): T[] {
  if (!result || !Array.isArray(result.data)) throw new TypeError(`page ${page}: the answer has no data list`);
  return result.data;
}

/** A promise that rejects with the signal's reason once it aborts (used to stop waiting at once). */
function rejectOnAbort(signal: AbortSignal): { promise: Promise<never>; release: () => void } {
  let release = () => {};
  const promise = new Promise<never>((_resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    release = () => signal.removeEventListener('abort', onAbort);
  });
  promise.catch(() => {}); // the race below handles it; never an unhandled rejection
  return { promise, release };
}

/**
 * Fetches every page of a paged list: page 1 first (it tells the total), then the rest with at
 * most `concurrency` requests in flight. Rows come back in page order. It stops at the total or
 * at the first short page, whichever comes first, and never asks for more than `maxPages` pages.
 * An abort (or a failed page) stops new requests, cancels the ones in flight and rejects.
 */
export async function fetchAllPages<T>(fetchPage: FetchPage<T>, options: FetchAllOptions = {}): Promise<T[]> {
  const pageSize = positiveInt(options.pageSize, PAGED_FETCH_PAGE_SIZE, 'pageSize');
  const concurrency = positiveInt(options.concurrency, DEFAULT_FETCH_CONCURRENCY, 'concurrency');
  const maxPages = positiveInt(options.maxPages, DEFAULT_MAX_PAGES, 'maxPages');
  options.signal?.throwIfAborted();

  // One controller for every request of this run: the caller's abort and our own failure both end it.
  const inner = new AbortController();
  const forward = () => inner.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forward, { once: true });
  const aborted = rejectOnAbort(inner.signal);
  try {
    return await Promise.race([aborted.promise, run()]);
  } finally {
    aborted.release();
    options.signal?.removeEventListener('abort', forward);
  }

  async function run(): Promise<T[]> {
    const answer = await fetchPage(1, pageSize, inner.signal);
    inner.signal.throwIfAborted();
    const first = rowsOf(answer, 1);
    const pages: T[][] = [first];
    let fetched = first.length;
    // Rows expected: the server's claim until a short page shows where the list really ends.
    const claimed = Number.isFinite(answer.total) && answer.total >= 0 ? answer.total : Infinity;
    let expected = first.length < pageSize ? first.length : claimed;
    let lastPage = first.length < pageSize ? 1 : Math.min(maxPages, Math.max(1, Math.ceil(claimed / pageSize)));
    const report = () =>
      options.onProgress?.({ fetched, total: Number.isFinite(expected) ? Math.max(expected, fetched) : fetched });
    report();

    let next = 2;
    const worker = async () => {
      while (next <= lastPage && !inner.signal.aborted) {
        const page = next++;
        const rows = rowsOf(await fetchPage(page, pageSize, inner.signal), page);
        inner.signal.throwIfAborted();
        if (page > lastPage) continue; // a short page before it already ended the list
        pages[page - 1] = rows;
        fetched += rows.length;
        if (rows.length < pageSize && page < lastPage) {
          // A short page is the real end: drop what was fetched after it.
          for (let p = page + 1; p <= lastPage; p++) fetched -= pages[p - 1]?.length ?? 0;
          pages.length = page;
          lastPage = page;
          expected = (page - 1) * pageSize + rows.length;
        }
        report();
      }
    };
    const workers = Array.from({ length: Math.min(concurrency, Math.max(0, lastPage - 1)) }, () =>
      worker().catch((error: unknown) => {
        inner.abort(error);
        throw error;
      }),
    );
    await Promise.all(workers);
    return pages.slice(0, lastPage).flat();
  }
}
