// @vitest-environment node
// Issue 36 item 4: a send that drops or hangs, or results that never come back, end "timed out"
// per target (not "Not sent": the server may have acted), at the command's time-out plus the margin.
import { ApiError } from '../../../src/api/errors';
import { CommandTracker, type CommandSource } from '../../../src/ui/command/CommandTracker';
import { fakeSource, timers, type Cmd } from './fakeCommandSource';

describe('CommandTracker: a command without an answer ends "timed out" at the client\'s time-out (15 s + 10 s), per target', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('when its results never come back: the results path fails every time', async () => {
    const { source } = fakeSource();
    const failing: CommandSource<Cmd> = { send: source.send, results: () => Promise.reject(new ApiError('http', { text: 'Service unavailable' }, { status: 503 })) };
    const tracker = new CommandTracker<Cmd>(failing, { pollMs: 1000, timeoutMs: 15_000, ...timers });
    await tracker.send(['d1', 'd2'], { on: true });
    await vi.advanceTimersByTimeAsync(24_999);
    expect(['d1', 'd2'].map((d) => tracker.of(d)?.life)).toEqual(['sent', 'sent']);
    await vi.advanceTimersByTimeAsync(1);
    expect(['d1', 'd2'].map((d) => tracker.of(d)?.life)).toEqual(['timeout', 'timeout']);
    expect(tracker.summary).toMatchObject({ timeout: 2, sent: 0, refused: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('when its results hang: a poll that never answers cannot keep it "sent"', async () => {
    const { source, calls } = fakeSource();
    const hanging: CommandSource<Cmd> = { send: source.send, results: () => { calls.results += 1; return new Promise<never>(() => undefined); } };
    const tracker = new CommandTracker<Cmd>(hanging, { pollMs: 1000, timeoutMs: 15_000, ...timers });
    await tracker.send(['d1'], { on: true });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(tracker.of('d1')?.life).toBe('timeout');
    expect(calls.results).toBe(1); // one poll, still hanging: never a second stacked on it
    expect(vi.getTimerCount()).toBe(0);
  });

  it('when the send\'s connection drops: timed out with "no answer", not refused (the server may have acted)', async () => {
    const dropped: CommandSource<Cmd> = { send: () => Promise.reject(new ApiError('http', { text: 'Network Error' })), results: async () => [] };
    const tracker = new CommandTracker<Cmd>(dropped, { pollMs: 1000, timeoutMs: 15_000, ...timers });
    await tracker.send(['d1', 'd2'], { on: true });
    expect(['d1', 'd2'].map((d) => tracker.of(d)?.life)).toEqual(['timeout', 'timeout']);
    expect(tracker.of('d1')?.reason).toMatchObject({ messageKey: 'command.noAnswer' });
    expect(tracker.sendError).toBeNull();
    expect(tracker.unsuccessful.map((c) => c.target)).toEqual(['d1', 'd2']); // "Send again" offers them
    expect(vi.getTimerCount()).toBe(0);
  });

  it('when the send hangs: timed out at 25 s, its request aborted, and its late answer changes nothing', async () => {
    const { source } = fakeSource();
    let answer!: () => void;
    let sentSignal: AbortSignal | undefined;
    const hanging: CommandSource<Cmd> = {
      send: (t, c, signal) => {
        sentSignal = signal;
        return new Promise((r) => (answer = () => void source.send(t, c).then(r)));
      },
      results: source.results,
    };
    const tracker = new CommandTracker<Cmd>(hanging, { pollMs: 1000, timeoutMs: 15_000, ...timers });
    const sending = tracker.send(['d1', 'd2'], { on: true });
    await vi.advanceTimersByTimeAsync(24_999);
    expect(['d1', 'd2'].map((d) => tracker.of(d)?.life)).toEqual(['sending', 'sending']);
    expect(sentSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(['d1', 'd2'].map((d) => tracker.of(d)?.life)).toEqual(['timeout', 'timeout']);
    expect(tracker.of('d2')?.reason).toMatchObject({ messageKey: 'command.noAnswer' });
    expect(sentSignal?.aborted).toBe(true);
    answer(); // the server answers after all, too late
    await sending;
    expect(tracker.of('d1')?.life).toBe('timeout');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a gateway\'s 503 is an answer (the request never reached the server): refused, with its reason', async () => {
    const unavailable: CommandSource<Cmd> = { send: () => Promise.reject(new ApiError('http', { text: 'Service unavailable' }, { status: 503 })), results: async () => [] };
    const tracker = new CommandTracker<Cmd>(unavailable, { pollMs: 1000, timeoutMs: 15_000, ...timers });
    await tracker.send(['d1'], { on: true });
    expect(tracker.of('d1')).toMatchObject({ life: 'refused', reason: 'Service unavailable' });
  });

  it('a newer send still on its way keeps its deadline while the older batch\'s poll finds nothing to ask', async () => {
    const { source, reports } = fakeSource();
    let hang = false;
    const mixed: CommandSource<Cmd> = { send: (t, c) => (hang ? new Promise<never>(() => undefined) : source.send(t, c)), results: source.results };
    const tracker = new CommandTracker<Cmd>(mixed, { pollMs: 1000, timeoutMs: 15_000, ...timers });
    await tracker.send(['d1'], { on: true });
    reports.set(tracker.of('d1')!.id!, { id: tracker.of('d1')!.id!, life: 'confirmed' });
    hang = true;
    void tracker.send(['d2'], { on: true });
    await vi.advanceTimersByTimeAsync(1000); // d1's poll: confirmed, nothing "sent" is left
    expect(tracker.of('d1')?.life).toBe('confirmed');
    await vi.advanceTimersByTimeAsync(24_000);
    expect(tracker.of('d2')?.life).toBe('timeout');
  });
});
