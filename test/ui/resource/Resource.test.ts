import { Resource } from '../../../src/ui/resource/Resource';

/** A fetch the test settles by hand: `answer` or `fail` the latest call. */
function controlledFetch() {
  const calls: Array<{ resolve: (v: number) => void; reject: (e: unknown) => void }> = [];
  const fetch = () => new Promise<number>((resolve, reject) => calls.push({ resolve, reject }));
  return { calls, fetch };
}

describe('Resource on a bad network (issue 36 item 4)', () => {
  it('is pending while its first load runs, then offers a retry (not a spinner) once it failed', async () => {
    const resource = new Resource<number>();
    const { calls, fetch } = controlledFetch();
    expect(resource.pending).toBe(true);
    const first = resource.load(fetch);
    expect([resource.pending, resource.retry]).toEqual([true, undefined]);
    calls[0]!.reject(new Error('503'));
    await first;
    expect(resource.pending).toBe(false);
    expect(typeof resource.retry).toBe('function');

    // The retry asks again with the same fetch: pending again, then its value.
    resource.retry!();
    expect(calls).toHaveLength(2);
    expect([resource.pending, resource.retry]).toEqual([true, undefined]);
    calls[1]!.resolve(42);
    await Promise.resolve();
    await Promise.resolve();
    expect([resource.value, resource.pending, resource.retry]).toEqual([42, false, undefined]);
  });

  it('keeps the last good value when a later load fails: no retry over data already shown', async () => {
    const resource = new Resource<number>();
    const { calls, fetch } = controlledFetch();
    const first = resource.load(fetch);
    calls[0]!.resolve(7);
    await first;
    const second = resource.load(fetch);
    calls[1]!.reject(new Error('dropped'));
    await second;
    expect([resource.status, resource.value, resource.pending, resource.retry]).toEqual(['error', 7, false, undefined]);
  });
});
