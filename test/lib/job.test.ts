// @vitest-environment node
import { followJob } from '../../src/lib/job';
import type { Visibility } from '../../src/lib/poller';

interface Job {
  processed: number;
  total: number;
}
const visible: Visibility = { hidden: () => false, onChange: () => () => undefined };

/** A server job that moves `step` a call; `fail` makes the next asks fail. */
function serverJob(step = 40) {
  let processed = 0;
  const asks = { count: 0, fail: 0 };
  const progress = async (): Promise<Job> => {
    asks.count += 1;
    if (asks.fail > 0) {
      asks.fail -= 1;
      throw new Error('network');
    }
    processed = Math.min(100, processed + step);
    return { processed, total: 100 };
  };
  return { asks, progress };
}

function follow(server: ReturnType<typeof serverJob>, cancel?: (job: Job) => Promise<unknown>) {
  const seen: number[] = [];
  const done = vi.fn();
  const followed = followJob<Job>({ processed: 0, total: 100 }, {
    intervalMs: 400,
    visibility: visible,
    progress: server.progress,
    isDone: (job) => job.processed === job.total,
    onUpdate: (job) => seen.push(job.processed),
    onDone: done,
    cancel,
  });
  return { seen, done, followed };
}

describe('followJob (a long job on lib/poller)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('asks for progress every interval until the job is done, then says so once and stops asking', async () => {
    const server = serverJob();
    const { seen, done } = follow(server);
    expect(server.asks.count).toBe(0); // the job's first answer is fresh
    await vi.advanceTimersByTimeAsync(400);
    expect(seen).toEqual([40]);
    await vi.advanceTimersByTimeAsync(800);
    expect(seen).toEqual([40, 80, 100]);
    expect(done).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledWith({ processed: 100, total: 100 });
    await vi.advanceTimersByTimeAsync(4000);
    expect(server.asks.count).toBe(3);
  });

  it('asks again after a failed ask', async () => {
    const server = serverJob(60);
    server.asks.fail = 1;
    const { seen, done } = follow(server);
    await vi.advanceTimersByTimeAsync(1200);
    expect(seen).toEqual([60, 100]);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('cancel stops asking and asks the server to stop the job; stop only stops asking', async () => {
    const server = serverJob(10);
    const cancel = vi.fn(async (_job: Job) => undefined);
    const { followed, done } = follow(server, cancel);
    await vi.advanceTimersByTimeAsync(400);
    await followed.cancel();
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.asks.count).toBe(1);
    expect(cancel).toHaveBeenCalledWith({ processed: 10, total: 100 });
    expect(done).not.toHaveBeenCalled();

    const other = serverJob(10);
    const quiet = follow(other);
    quiet.followed.stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(other.asks.count).toBe(0);
  });

  it('a job already done is done at once', () => {
    const done = vi.fn();
    followJob<Job>({ processed: 5, total: 5 }, { intervalMs: 400, visibility: visible, progress: vi.fn(), isDone: () => true, onUpdate: vi.fn(), onDone: done });
    expect(done).toHaveBeenCalledWith({ processed: 5, total: 5 });
  });
});
