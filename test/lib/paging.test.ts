// @vitest-environment node
import { DEFAULT_FETCH_CONCURRENCY, EXPORT_PAGE_SIZE, PAGED_FETCH_PAGE_SIZE, fetchAllPages, type FetchPage, type FetchProgress } from '../../src/lib/paging';

/** A fake server over `count` rows (row i is i) that may claim another total; records every call. */
function fakeServer(count: number, opts: { claim?: number; delays?: (page: number) => number } = {}) {
  const calls: number[] = [];
  const signals: AbortSignal[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchPage: FetchPage<number> = (page, size, signal) => {
    calls.push(page);
    signals.push(signal);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer);
        inFlight--;
        reject(signal.reason);
      };
      const timer = setTimeout(() => {
        inFlight--;
        signal.removeEventListener('abort', onAbort);
        const data = Array.from({ length: Math.max(0, Math.min(size, count - (page - 1) * size)) }, (_, i) => (page - 1) * size + i);
        resolve({ data, total: opts.claim ?? count });
      }, opts.delays?.(page) ?? 1);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  };
  return { fetchPage, calls, signals, maxInFlight: () => maxInFlight };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('fetchAllPages', () => {
  it('uses the page sizes of spec §9 and a concurrency of 4', () => {
    expect(PAGED_FETCH_PAGE_SIZE).toBe(100);
    expect(EXPORT_PAGE_SIZE).toBe(100_000);
    expect(DEFAULT_FETCH_CONCURRENCY).toBe(4);
  });

  it('fetches every page with pages of 100 by default and returns all rows', async () => {
    const server = fakeServer(950);
    const sizes: number[] = [];
    const rows = await fetchAllPages((page, size, signal) => (sizes.push(size), server.fetchPage(page, size, signal)));
    expect(rows).toEqual(range(950));
    expect([...server.calls].sort((a, b) => a - b)).toEqual(range(10).map((i) => i + 1));
    expect(new Set(sizes)).toEqual(new Set([100]));
  });

  it('never has more requests in flight than the concurrency', async () => {
    const server = fakeServer(2000, { delays: (page) => 5 + (page % 3) * 4 });
    await fetchAllPages(server.fetchPage, { pageSize: 100, concurrency: 3 });
    expect(server.calls).toHaveLength(20);
    expect(server.maxInFlight()).toBe(3);
    const def = fakeServer(2000, { delays: () => 5 });
    await fetchAllPages(def.fetchPage);
    expect(def.maxInFlight()).toBe(4);
  });

  it('fetches page 1 alone first, to learn the total', async () => {
    const server = fakeServer(500);
    const seenBeforeFirstSettled: number[] = [];
    await fetchAllPages((page, size, signal) => {
      if (page === 1) seenBeforeFirstSettled.push(...server.calls);
      return server.fetchPage(page, size, signal);
    });
    expect(seenBeforeFirstSettled).toEqual([]);
    expect(server.calls[0]).toBe(1);
  });

  it('keeps page order when pages resolve out of order', async () => {
    // Later pages answer first.
    const server = fakeServer(600, { delays: (page) => (page === 1 ? 1 : 40 - page * 5) });
    const rows = await fetchAllPages(server.fetchPage, { pageSize: 100, concurrency: 6 });
    expect(rows).toEqual(range(600));
  });

  it('stops at a short page even when the total claims more (a lying total)', async () => {
    const server = fakeServer(250, { claim: 1_000_000 });
    const rows = await fetchAllPages(server.fetchPage, { pageSize: 100, concurrency: 2 });
    expect(rows).toEqual(range(250));
    // Page 3 is short; with 2 in flight at most one more page may have been asked already.
    expect(Math.max(...server.calls)).toBeLessThanOrEqual(4);
  });

  it('drops rows of pages fetched after the short page', async () => {
    // A server that returns rows past its end (page 5 exists even though page 3 is short).
    const fetchPage: FetchPage<string> = async (page) => ({
      data: page === 3 ? ['3a'] : [`${page}a`, `${page}b`],
      total: 100,
    });
    const reports: FetchProgress[] = [];
    const rows = await fetchAllPages(fetchPage, { pageSize: 2, concurrency: 4, onProgress: (p) => reports.push(p) });
    expect(rows).toEqual(['1a', '1b', '2a', '2b', '3a']);
    expect(reports.at(-1)).toEqual({ fetched: 5, total: 5 });
    expect(reports.every((p) => p.fetched <= p.total)).toBe(true);
  });

  it('stops at the total: no page after it is asked', async () => {
    const server = fakeServer(10_000, { claim: 300 });
    const rows = await fetchAllPages(server.fetchPage, { pageSize: 100 });
    expect(rows).toEqual(range(300));
    expect(server.calls.sort()).toEqual([1, 2, 3]);
  });

  it('is bounded by maxPages when the total is missing and every page is full', async () => {
    const endless: FetchPage<number> = async (page) => ({ data: [page], total: Number.NaN });
    const rows = await fetchAllPages(endless, { pageSize: 1, maxPages: 25 });
    expect(rows).toEqual(range(25).map((i) => i + 1));
  });

  it('asks one page only when the first page is short or empty', async () => {
    const server = fakeServer(0, { claim: 500 });
    expect(await fetchAllPages(server.fetchPage)).toEqual([]);
    expect(server.calls).toEqual([1]);
  });

  it('reports progress as rows fetched of the total, ending at the total', async () => {
    const server = fakeServer(350);
    const reports: FetchProgress[] = [];
    await fetchAllPages(server.fetchPage, { pageSize: 100, concurrency: 1, onProgress: (p) => reports.push(p) });
    expect(reports).toEqual([
      { fetched: 100, total: 350 },
      { fetched: 200, total: 350 },
      { fetched: 300, total: 350 },
      { fetched: 350, total: 350 },
    ]);
  });

  it('corrects the total in progress reports when a short page shows the real end', async () => {
    const server = fakeServer(150, { claim: 900 });
    const reports: FetchProgress[] = [];
    await fetchAllPages(server.fetchPage, { pageSize: 100, concurrency: 1, onProgress: (p) => reports.push(p) });
    expect(reports.at(-1)).toEqual({ fetched: 150, total: 150 });
  });

  it('an abort stops further requests, cancels the ones in flight and rejects with an AbortError', async () => {
    const server = fakeServer(5000, { delays: () => 10 });
    const controller = new AbortController();
    const promise = fetchAllPages(server.fetchPage, {
      signal: controller.signal,
      onProgress: ({ fetched }) => fetched >= 300 && controller.abort(),
    });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    const asked = server.calls.length;
    expect(asked).toBeLessThan(50);
    expect(server.signals.every((s) => s.aborted)).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls.length).toBe(asked);
  });

  it('rejects at once when the signal is already aborted, without a request', async () => {
    const server = fakeServer(10);
    await expect(fetchAllPages(server.fetchPage, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.calls).toEqual([]);
  });

  it('rejects on abort even when the fetcher ignores the signal', async () => {
    const hanging: FetchPage<number> = () => new Promise(() => {});
    const controller = new AbortController();
    const promise = fetchAllPages(hanging, { signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a failed page rejects with its error and stops the other requests', async () => {
    const server = fakeServer(3000, { delays: () => 5 });
    const failing: FetchPage<number> = (page, size, signal) =>
      page === 3 ? Promise.reject(new Error('page 3 failed')) : server.fetchPage(page, size, signal);
    await expect(fetchAllPages(failing, { pageSize: 100 })).rejects.toThrow('page 3 failed');
    const asked = server.calls.length;
    await new Promise((r) => setTimeout(r, 30));
    expect(server.calls.length).toBe(asked);
    expect(asked).toBeLessThan(10);
  });

  it('rejects an answer without a data list', async () => {
    const broken = (async () => ({ total: 3 })) as unknown as FetchPage<number>;
    await expect(fetchAllPages(broken)).rejects.toThrow(/no data list/);
  });

  it('rejects a page size or concurrency that is not a positive integer', async () => {
    const server = fakeServer(10);
    await expect(fetchAllPages(server.fetchPage, { concurrency: 0 })).rejects.toThrow(RangeError);
    await expect(fetchAllPages(server.fetchPage, { pageSize: 1.5 })).rejects.toThrow(RangeError);
  });
});
