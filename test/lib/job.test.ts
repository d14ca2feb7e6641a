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

  describe('through a bad network (issue 36: a bill run or report job survives dropped progress polls)', () => {
    it('keeps the last known state through a failing stretch, says it is reconnecting, and finishes once the network is back', async () => {
      const server = serverJob(20);
      const asked: number[] = [];
      const progress = (job: Job) => {
        asked.push(job.processed);
        return server.progress();
      };
      const seen: number[] = [];
      const states: Array<[number, boolean]> = [];
      const done = vi.fn();
      followJob<Job>({ processed: 0, total: 100 }, {
        intervalMs: 400,
        visibility: visible,
        progress,
        isDone: (job) => job.processed === job.total,
        onUpdate: (job) => seen.push(job.processed),
        onReconnecting: (now) => states.push([Date.now(), now]),
        onDone: done,
      });
      await vi.advanceTimersByTimeAsync(800);
      expect(seen).toEqual([20, 40]);
      server.asks.fail = 5; // the asks at 1200, 1600, 2000, 2400 and 2800 fail
      await vi.advanceTimersByTimeAsync(2000);
      expect(seen).toEqual([20, 40]); // the last known state stays: no error, no restart
      expect(states).toEqual([[1200, true]]);
      expect(done).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(400); // 3200: the network is back
      expect(states).toEqual([[1200, true], [3200, false]]);
      expect(seen).toEqual([20, 40, 60]);
      await vi.advanceTimersByTimeAsync(800);
      expect(seen).toEqual([20, 40, 60, 80, 100]);
      expect(done).toHaveBeenCalledTimes(1);
      expect(asked).toEqual([0, 20, 40, 40, 40, 40, 40, 40, 60, 80]); // always the same job, from its last known state
      expect(vi.getTimerCount()).toBe(0);
    });

    it('an ask that never answers is given up at the ask time-out (15 s), and the next one goes out', async () => {
      let hang = true;
      let count = 0;
      const states: Array<[number, boolean]> = [];
      const done = vi.fn();
      followJob<Job>({ processed: 0, total: 100 }, {
        intervalMs: 400,
        visibility: visible,
        progress: (_job, signal) => {
          count += 1;
          if (hang) return new Promise<Job>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
          return Promise.resolve({ processed: 100, total: 100 });
        },
        isDone: (job) => job.processed === job.total,
        onUpdate: () => undefined,
        onReconnecting: (now) => states.push([Date.now(), now]),
        onDone: done,
      });
      await vi.advanceTimersByTimeAsync(400 + 14_999);
      expect(states).toEqual([]);
      expect(count).toBe(1); // never a second ask stacked on the hanging one
      hang = false;
      await vi.advanceTimersByTimeAsync(1);
      expect(states).toEqual([[15_400, true]]);
      await vi.advanceTimersByTimeAsync(400); // its interval since the last ask has long passed: the next goes at once
      expect(states).toEqual([[15_400, true], [15_401, false]]);
      expect(count).toBe(2);
      expect(done).toHaveBeenCalledTimes(1);
    });
  });
});
